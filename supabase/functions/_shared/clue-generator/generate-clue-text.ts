import type { ClueDifficulty, ClueTheme } from '../domain/clue-request.ts';
import type { HidingPlace } from './hiding-place.ts';
import { parseLocation, type ParsedLocation } from './parse-location.ts';
import { hidingPlaceNamedBy, keyWordsOf } from './places.ts';
import { pick, shuffled, type Random } from './random.ts';
import { lastWord, rhymeFamilies, rhymeFamilyOf, type RhymeFamily } from './rhymes.ts';
import { themeVoices } from './voices.ts';

export const maxEasyWords = 30;

export interface BuiltInClueInput {
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  location: string;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isPlural = (name: string) => /[^s]s$/.test(name);

/** A line from the family that rhymes with `line` without repeating its last word or using a word to avoid. */
function rhymingFiller(
  line: string,
  family: RhymeFamily,
  random: Random,
  avoid: readonly string[] = [],
): string {
  const ending = lastWord(line);
  const rhyming = family.fillers.filter((filler) => lastWord(filler) !== ending);
  const safe = rhyming.filter((filler) => !avoid.some((word) => mentionsWord(filler, word)));
  return pick(safe.length > 0 ? safe : rhyming, random);
}

/** Whole-word match, plurals included: "vase" matches "vases" but not "vaseline". */
export function mentionsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}(?:s|es)?(?![\\p{L}])`, 'iu').test(text);
}

/** The theme's riddle opener, or a plain one when every opener would use a word the riddle must avoid. */
function riddleOpener(theme: ClueTheme, avoid: readonly string[], random: Random): string {
  const openers = themeVoices[theme].riddleOpeners.filter(
    (opener) => !avoid.some((word) => mentionsWord(opener, word)),
  );
  return openers.length > 0 ? pick(openers, random) : 'Solve this puzzle:';
}

/** Drops optional middle sentences until the clue fits a young child's word limit. */
function fitWords(opening: string[], optional: string[], closing: string[]): string {
  const kept = [...optional];
  while (kept.length > 0 && countWords([...opening, ...kept, ...closing].join(' ')) > maxEasyWords)
    kept.pop();
  return [...opening, ...kept, ...closing].join(' ');
}

function easyForPlace(place: HidingPlace, parsed: ParsedLocation, theme: ClueTheme, random: Random): string {
  const it = isPlural(place.name) ? 'them' : 'it';
  const preposition = parsed.preposition ?? place.spot;
  const features = shuffled(place.easy, random).slice(0, 2);
  const setting = parsed.setting ? [`It is ${parsed.setting}.`] : [];
  return fitWords(
    [pick(themeVoices[theme].easyOpeners, random), `Go to the ${place.name}.`],
    [...features, ...setting],
    [`Look ${preposition} ${it}!`],
  );
}

function easyForWords(parsed: ParsedLocation, theme: ClueTheme, random: Random): string {
  const describing: string[] = [];
  if (parsed.describers.length > 0) describing.push(`It is ${parsed.describers.join(' and ')}.`);
  if (parsed.owner) describing.push(`It belongs to ${parsed.owner}.`);
  // Once its describing words have their own sentences, the object is named without them.
  const object = describing.length > 0 ? `the ${[...parsed.kinds, parsed.head].join(' ')}` : parsed.object;
  if (parsed.setting) describing.push(`It is ${parsed.setting}.`);
  describing.push(pick(['Look closely.', 'Take your time.', 'Use your eyes.'], random));
  return fitWords([pick(themeVoices[theme].easyOpeners, random), `Find ${object}.`], describing, [
    `Look ${parsed.preposition ?? 'near'} it!`,
  ]);
}

function mediumForPlace(place: HidingPlace, theme: ClueTheme, random: Random): string {
  const line = pick(place.rhyme, random);
  const family = rhymeFamilyOf(line);
  if (!family) throw new Error(`Rhyme line for "${place.name}" ends in an unknown rhyme word: ${line}`);
  const address = pick(themeVoices[theme].addresses, random);
  return `${address}, ${lowerFirst(line)},\n${rhymingFiller(line, family, random)}`;
}

function mediumForWords(parsed: ParsedLocation, theme: ClueTheme, random: Random): string {
  const where = `${parsed.preposition ?? 'near'} ${parsed.object}`;
  const line = pick(
    [
      `look ${where} with care`,
      `peek ${where}, if you dare`,
      `go ${where} and look and see`,
      `search ${where}, high and low`,
    ],
    random,
  );
  const family = rhymeFamilyOf(line) as RhymeFamily;
  return `${pick(themeVoices[theme].addresses, random)}, ${line},\n${rhymingFiller(line, family, random)}`;
}

function hardForPlace(place: HidingPlace, parsed: ParsedLocation, theme: ClueTheme, random: Random): string {
  const [first, second] = shuffled(place.riddle, random) as [string, string | undefined];
  const family = rhymeFamilyOf(first);
  if (!family) throw new Error(`Riddle line for "${place.name}" ends in an unknown rhyme word: ${first}`);
  const avoid = keyWordsOf(place);
  const lines = [
    riddleOpener(theme, avoid, random),
    `${first},`,
    rhymingFiller(first, family, random, avoid),
  ];
  if (second) lines.push(`${second}.`);
  if (parsed.preposition) lines.push(`Your clue hides ${parsed.preposition} me.`);
  lines.push('What am I?');
  return lines.join('\n');
}

function hardForWords(parsed: ParsedLocation, theme: ClueTheme, random: Random): string {
  const head = parsed.head;
  const mentionsHead = (text: string) => mentionsWord(text, head);
  const where = parsed.preposition ?? 'near';
  const hints: string[] = [];
  const describers = parsed.describers.filter((word) => !mentionsHead(word));
  if (describers.length > 0) hints.push(`I am ${describers.join(' and ')}.`);
  if (parsed.owner && !mentionsHead(parsed.owner)) hints.push(`I belong to ${parsed.owner}.`);
  const kinds = parsed.kinds.filter((word) => !mentionsHead(word));
  if (kinds.length > 0) hints.push(`People call me a ${kinds.join(' ')} something.`);
  if (parsed.setting && !mentionsHead(parsed.setting)) hints.push(`You can find me ${parsed.setting}.`);
  hints.push(
    `My name starts with the letter ${head.charAt(0).toUpperCase()} and has ${head.length} letter${head.length === 1 ? '' : 's'}.`,
  );
  // A member's object can be any word, even one of the riddle's own; such lines are left out.
  const seeks = [`Your clue hides ${where} me, so take a look`, `Peek ${where} me and have a look`].filter(
    (line) => !mentionsHead(line),
  );
  const seek = seeks.length > 0 ? [`${pick(seeks, random)},`] : [];
  const rhyme =
    seek.length > 0
      ? [rhymingFiller(seek[0] as string, rhymeFamilies.ook as RhymeFamily, random, [head])]
      : [];
  return [
    riddleOpener(theme, [head], random),
    ...hints.filter((hint) => !mentionsHead(hint)),
    ...seek,
    ...rhyme,
    'What am I?',
  ].join('\n');
}

/** The known place the member's object names; a place only in the setting ("by the door") does not count. */
function knownPlace(parsed: ParsedLocation): HidingPlace | undefined {
  return hidingPlaceNamedBy(parsed.object);
}

/** The words a riddle for this location must never contain. */
export function riddleKeyWords(location: string): string[] {
  const parsed = parseLocation(location);
  const place = knownPlace(parsed);
  return place ? keyWordsOf(place) : [parsed.head];
}

/**
 * The built-in, offline clue: a plain description (easy), a rhyming couplet (medium) or a riddle (hard),
 * in the theme's voice, for a known hiding place or, failing that, from the member's own words.
 */
export function generateBuiltInClue(input: BuiltInClueInput, random: Random): string {
  const parsed = parseLocation(input.location);
  const place = knownPlace(parsed);
  switch (input.difficulty) {
    case 'easy':
      return place
        ? easyForPlace(place, parsed, input.theme, random)
        : easyForWords(parsed, input.theme, random);
    case 'medium':
      return place ? mediumForPlace(place, input.theme, random) : mediumForWords(parsed, input.theme, random);
    case 'hard':
      return place
        ? hardForPlace(place, parsed, input.theme, random)
        : hardForWords(parsed, input.theme, random);
  }
}
