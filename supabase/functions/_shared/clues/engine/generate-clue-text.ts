import {
  defaultAgeBand,
  type ClueAgeBand,
  type ClueDifficulty,
  type ClueTheme,
} from '../../domain/clue-request.ts';
import { ageBandStyles, countWords, type AgeBandStyle } from './age-bands.ts';
import type { HidingPlace } from './hiding-place.ts';
import { parseLocation, type ParsedLocation } from './parse-location.ts';
import { keyWordsOf, knownPlaceFor, otherPlacesNamed } from './places.ts';
import { pick, shuffled, type Random } from './random.ts';
import { lastWord, rhymeFamilyOf, type RhymeFamily } from './rhymes.ts';
import { themeVoices } from './voices.ts';

export interface BuiltInClueInput {
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  location: string;
  ageBand?: ClueAgeBand;
  childName?: string;
}

/** Everything a clue may say about the parent's hiding place, read once per clue. */
interface Scene {
  location: string;
  parsed: ParsedLocation;
  /** The known place that is exactly the parent's object, if any. */
  place?: HidingPlace;
  /** Words a riddle must never use: the object's own naming words and the known place's key words. */
  keyWords: string[];
  /** "Look inside it!" with the parent's preposition. */
  closing: string;
  style: AgeBandStyle;
  name?: string;
  theme: ClueTheme;
  random: Random;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whole-word match, plurals included: "vase" matches "vases" but not "vaseline". */
export function mentionsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}(?:s|es)?(?![\\p{L}])`, 'iu').test(text);
}

/** A line may appear in this clue: it names no place the parent did not write. */
const fitsScene = (scene: Scene, line: string) => otherPlacesNamed(line, scene.location).length === 0;
/** …and, in a riddle, none of the object's own words. */
const hidesKey = (scene: Scene, line: string) => !scene.keyWords.some((word) => mentionsWord(line, word));

/**
 * The last sentence of every clue: what to do, with the preposition the parent used ("Look inside it!").
 * `look` varies the first words only ("Now look").
 */
export function closingFor(parsed: ParsedLocation, place?: HidingPlace, look = 'Look'): string {
  const pronoun = parsed.plural ? 'them' : 'it';
  if (parsed.part) {
    const lead = (parsed.preposition ?? 'in').split(' ')[0];
    // "taped to the bottom of": the child looks at the bottom.
    return `${look} ${lead === 'to' ? 'at' : lead} ${pronoun === 'it' ? 'its' : 'their'} ${parsed.part}!`;
  }
  const preposition = parsed.preposition ?? place?.spot;
  if (!preposition) return `${look} all around ${pronoun}!`;
  if (preposition === 'with') return `${look} right there with ${pronoun}!`;
  if (preposition === 'to') return `${look} on ${pronoun}!`;
  return `${look} ${preposition} ${pronoun}!`;
}

/** Words that name the parent's object: its own word, or a name of the exact known place. */
function placeNamesOf(scene: Scene): string[] {
  const { parsed, place } = scene;
  return [
    parsed.core,
    parsed.core.replace(/\S+$/, parsed.singularHead),
    ...(place ? [place.name, ...(place.aliases ?? [])] : []),
  ];
}

/** The words a riddle for this location must never contain. */
export function riddleKeyWords(location: string): string[] {
  const parsed = parseLocation(location);
  const place = knownPlaceFor(parsed);
  const own = [...parsed.kinds, parsed.head, parsed.singularHead];
  return [...new Set([...own, ...(place ? keyWordsOf(place) : [])])];
}

/** Keeps every required sentence and as many optional ones (in order) as the band's word limit allows. */
function fitWords(scene: Scene, opening: string[], optional: string[], closing: string[]): string {
  const kept = [...optional];
  const text = () => [...opening, ...kept, ...closing].join(' ');
  while (kept.length > 0 && countWords(text()) > scene.style.maxWords) kept.pop();
  return text();
}

/** Ways to name the object, longest first: with its setting, as written, without describing words. */
function objectNames(scene: Scene): string[] {
  const { parsed } = scene;
  // Last resort for very long phrases: without what the object belongs to ("of the porch stairs").
  const names = [parsed.object, parsed.shortObject, parsed.shortObject.replace(/ of .*$/, '')];
  if (parsed.setting) names.unshift(`${parsed.object} ${parsed.setting}`);
  return [...new Set(names)];
}

/** The first candidate whose whole clue fits the word limit; the shortest otherwise. */
function firstFitting(scene: Scene, candidates: string[]): string {
  return (
    candidates.find((candidate) => countWords(candidate) <= scene.style.maxWords) ??
    (candidates.at(-1) as string)
  );
}

/** "Maya, go to" or "Go to"; a name leads the sentence the way a parent would say it. */
function address(scene: Scene, verb: string): string {
  return scene.name ? `${scene.name}, ${verb}` : capitalize(verb);
}

/** Sentences about the object that are true because the parent said them, or the known place's own lines. */
function plainFacts(scene: Scene, { withSetting }: { withSetting: boolean }): string[] {
  const { parsed, place } = scene;
  const facts: string[] = [];
  if (place) facts.push(...shuffled(place.easy, scene.random).slice(0, 2));
  if (parsed.purpose) facts.push(`It is ${parsed.purpose}.`);
  if (withSetting && parsed.setting) facts.push(`It is ${parsed.setting}.`);
  return facts.filter((fact) => fitsScene(scene, fact));
}

function easyClue(scene: Scene): string {
  const voice = themeVoices[scene.theme];
  const opener = pick(voice.easyOpeners, scene.random);
  const verb = pick(scene.style.goVerbs, scene.random);
  const cheer = pick(
    [
      'Take your time.',
      'Use your sharp eyes.',
      'Look closely.',
      'You can do it.',
      'Be quick!',
      'Off you go!',
    ],
    scene.random,
  );
  const candidates = [true, false].flatMap((withOpener) =>
    objectNames(scene).map((name) => {
      const naming = `${address(scene, verb)} ${name}.`;
      const facts = plainFacts(scene, { withSetting: !name.endsWith(scene.parsed.setting ?? '\u0000') });
      return fitWords(scene, withOpener ? [opener, naming] : [naming], [...facts, cheer], [scene.closing]);
    }),
  );
  return firstFitting(scene, candidates);
}

/** Couplet first lines, each ending in a rhyme-family word; `{go}` names the object the parent wrote. */
const coupletStarts = [
  '{go} and take a look',
  '{go} with lots of care',
  '{go}, quick as can be',
  '{go} right away',
  '{go}, your clue is near',
  '{go} and search the spot',
];

/** Every couplet for this name, in random order: a naming first line and a rhyming second line. */
function coupletsFor(scene: Scene, name: string, lead: string): [string, string][] {
  const { place, random } = scene;
  const verb = pick(['go to', 'hurry to', 'run to', 'check'], random);
  const ownLines = coupletStarts.map((line) => line.replace('{go}', `${verb} ${name}`));
  // A known place's own rhyme lines count only when they name it, by the parent's word or a synonym.
  const names = placeNamesOf(scene);
  const placeLines = (place?.rhyme ?? [])
    .filter((line) => names.some((placeName) => mentionsWord(line, placeName)))
    .map((line) => line.charAt(0).toLowerCase() + line.slice(1));
  const lines = [...ownLines, ...placeLines].filter((line) => fitsScene(scene, line));
  return shuffled(lines, random).flatMap((line) => {
    const family = rhymeFamilyOf(line);
    const filler =
      family && rhymingFiller(scene, line, family, [], scene.style.maxWords <= 20 ? 5 : undefined);
    return filler ? [[`${lead}${line},`, filler] as [string, string]] : [];
  });
}

/** A line of the family that rhymes with `line` without repeating its last word, safe for this clue. */
function rhymingFiller(
  scene: Scene,
  line: string,
  family: RhymeFamily,
  avoid: readonly string[],
  maxWords = Infinity,
) {
  const ending = lastWord(line);
  const fillers = family.fillers.filter(
    (filler) =>
      lastWord(filler) !== ending &&
      countWords(filler) <= maxWords &&
      fitsScene(scene, filler) &&
      !avoid.some((word) => mentionsWord(filler, word)),
  );
  return fillers.length > 0 ? pick(fillers, scene.random) : undefined;
}

function mediumClue(scene: Scene): string {
  const voice = themeVoices[scene.theme];
  const title = pick(voice.addresses, scene.random);
  // Young children's couplets are short: their name alone, or the theme's title alone.
  const titled = scene.style.maxWords > 20 && pick([true, false], scene.random);
  const lead = scene.name ? `${titled ? `${title} ${scene.name}` : scene.name}, ` : `${title}, `;
  const couplet = (name: string, start: string) =>
    coupletsFor(scene, name, start).map((lines) => [...lines, scene.closing].join('\n'));
  // A very long object may need the title dropped to fit a young child's 20 words; a name always stays.
  const bare = scene.name ? lead : '';
  const candidates = [
    ...objectNames(scene).flatMap((name) => couplet(name, lead)),
    ...objectNames(scene).flatMap((name) => couplet(name, bare).map(capitalize)),
  ];
  return firstFitting(scene, candidates);
}

/** Riddle lines that are true of any object the parent described, from their own words. */
function honestHints(scene: Scene): string[] {
  const { parsed, place } = scene;
  const hints: string[] = [];
  if (place) hints.push(...shuffled(place.riddle, scene.random).map((line) => `${line}.`));
  const positions = parsed.describers.filter((word) =>
    /^(top|bottom|middle|left|right|upper|lower|front|back|inner|outer|first|second|third|fourth|fifth|last)$/.test(
      word,
    ),
  );
  const looks = parsed.describers.filter((word) => !positions.includes(word));
  // Where it is narrows the search most, so it comes first; then what it is for, whose, how it looks.
  if (parsed.setting) hints.push(`You will find me ${parsed.setting}.`);
  if (parsed.purpose) hints.push(`I am ${parsed.purpose}.`);
  if (parsed.owner && !/^(my|our|your|his|her|their)$/i.test(parsed.owner))
    hints.push(`I belong to ${parsed.owner}.`);
  if (positions.length > 0) hints.push(`I am the ${positions.join(' ')} one.`);
  if (looks.length > 0) hints.push(`I am ${looks.join(' and ')}.`);
  if (parsed.part) hints.push(`I have a ${parsed.part}.`);
  return hints.filter((hint) => fitsScene(scene, hint) && hidesKey(scene, hint));
}

/** The letter hint counts the naming word itself ("carton"), never a preposition or describing word. */
function letterHint(scene: Scene, band: ClueAgeBand): string {
  const { parsed } = scene;
  const word = parsed.head;
  const letter = word.charAt(0).toUpperCase();
  if (band === '3-6') return `My name starts with ${letter}.`;
  const words = parsed.kinds.length + 1;
  if (words > 1)
    return pick(
      [
        `My name has ${words} words. The last one starts with ${letter} and has ${word.length} letters.`,
        `I am named in ${words} words; the last begins with ${letter} and has ${word.length} letters.`,
        `The last word of my name has ${word.length} letters and starts with ${letter}.`,
      ],
      scene.random,
    );
  return pick(
    [
      `My name starts with the letter ${letter} and has ${word.length} letters.`,
      `I begin with ${letter}, and my name has ${word.length} letters.`,
      `Spell my name with ${word.length} letters, starting with ${letter}.`,
    ],
    scene.random,
  );
}

const riddleCouplets = [
  'Solve me first, then take a look',
  'Guess my name and you will see',
  'Think it through and find the spot',
  'Work me out and you are near',
];

function hardClue(scene: Scene, band: ClueAgeBand): string {
  const voice = themeVoices[scene.theme];
  const openers = (
    band === '3-6' ? ['Riddle time!', 'Here is a riddle!', 'Guess who I am!'] : voice.riddleOpeners
  ).filter((opener) => hidesKey(scene, opener));
  const opener = openers.length > 0 ? pick(openers, scene.random) : 'Solve this puzzle:';
  const lead =
    scene.name && hidesKey(scene, scene.name)
      ? `${scene.name}, ${opener.charAt(0).toLowerCase()}${opener.slice(1)}`
      : opener;
  const hints = honestHints(scene);
  // Without a known place the letter hint is the one thing that always narrows it down; it comes first.
  const letters = letterHint(scene, band);
  const ordered = scene.place ? [...hints, letters] : [letters, ...hints];
  // Young children get the shortest hints, so at least one fits their 20 words.
  const optional =
    band === '3-6' ? [...ordered].sort((a, b) => countWords(a) - countWords(b)).slice(0, 2) : ordered;
  const rhyme: string[] = [];
  if (scene.style.rhymingRiddle) {
    for (const line of shuffled(riddleCouplets, scene.random)) {
      const filler = rhymingFiller(scene, line, rhymeFamilyOf(line) as RhymeFamily, scene.keyWords);
      if (filler && hidesKey(scene, line)) {
        rhyme.push(`\n${line},\n${filler}\n`);
        break;
      }
    }
  }
  const questions = ['What am I?', 'Can you guess what I am?', 'So, what am I?'].filter((line) =>
    hidesKey(scene, line),
  );
  const question = pick(questions.length > 0 ? questions : ['Guess!'], scene.random);
  return fitWords(scene, [lead], optional, [...rhyme, question, scene.closing]).replace(/ ?\n ?/g, '\n');
}

/**
 * The built-in, offline clue: a plain description (easy), a rhyming couplet (medium) or a riddle (hard),
 * in the theme's voice and the age band's words, that sends the child to the parent's place and no other.
 */
export function generateBuiltInClue(input: BuiltInClueInput, random: Random): string {
  const band = input.ageBand ?? defaultAgeBand;
  const parsed = parseLocation(input.location);
  const place = knownPlaceFor(parsed);
  const scene: Scene = {
    location: input.location,
    parsed,
    place,
    keyWords: riddleKeyWords(input.location),
    closing: closingFor(parsed, place, pick(['Look', 'Now look', 'Then look'], random)),
    style: ageBandStyles[band],
    name: input.childName?.trim() || undefined,
    theme: input.theme,
    random,
  };
  switch (input.difficulty) {
    case 'easy':
      return easyClue(scene);
    case 'medium':
      return mediumClue(scene);
    case 'hard':
      return hardClue(scene, band);
  }
}
