import { checkClueOutput } from '../clue-output.ts';
import { defaultAgeBand, type ClueAgeBand, type ClueDifficulty } from '../../domain/clue-request.ts';
import { ageBandStyles, countWords } from './age-bands.ts';
import { mentionsWord, riddleKeyWords } from './generate-clue-text.ts';
import { parseLocation } from './parse-location.ts';
import { knownPlaceFor, otherPlacesNamed } from './places.ts';
import { lastWord } from './rhymes.ts';

/**
 * The rules every clue must pass, whoever wrote it: the built-in engine is tested against them and an
 * LLM's answer is checked with them before a parent sees it.
 */
export const clueRules = [
  'output',
  'namesPlace',
  'namesNoOtherPlace',
  'hidesKeyWord',
  'rhymes',
  'wordLimit',
  'endsWithAction',
  'usesName',
  /** A clue is in the request's language (checked for French, where the words make it plain). */
  'language',
] as const;
export type ClueRule = (typeof clueRules)[number];

export interface RuleFailure {
  rule: ClueRule;
  /** Said to an LLM when it is asked to try again. */
  reason: string;
}

export interface ClueRuleRequest {
  difficulty: ClueDifficulty;
  location: string;
  ageBand?: ClueAgeBand;
  childName?: string;
}

/** Two words rhyme (a pronunciation dictionary decides; see cmu-rhyme.ts). */
export type RhymeJudge = (a: string, b: string) => boolean;

/**
 * Ways a clue may name the parent's object: all its naming words ("fridge door", not just "door", which
 * would fit the front door too), or a listed synonym of the exact known place.
 */
export function placeNames(location: string): string[] {
  const parsed = parseLocation(location);
  const place = knownPlaceFor(parsed);
  return [
    ...new Set([
      parsed.core,
      parsed.core.replace(/\S+$/, parsed.singularHead),
      ...(place ? [place.name, ...(place.aliases ?? [])] : []),
    ]),
  ];
}

/** The preposition word a clue's last sentence must use: "inside", "under", "pocket" for "in the pocket of". */
export function actionWords(location: string): string[] {
  const parsed = parseLocation(location);
  if (!parsed.preposition) return [];
  const lead = parsed.preposition.split(' ')[0] as string;
  if (parsed.part) return lead === 'to' ? [parsed.part] : [lead, parsed.part];
  return lead === 'to' ? [] : [parsed.preposition];
}

const lastSentence = (clue: string) =>
  clue
    .trim()
    .split(/(?<=[.!?])\s+|\n/)
    .filter(Boolean)
    .at(-1) ?? '';

export function clueRuleFailures(request: ClueRuleRequest, clue: string, rhyme: RhymeJudge): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (rule: ClueRule, reason: string) => failures.push({ rule, reason });
  const output = checkClueOutput(clue);
  if (!output.ok) fail('output', output.reason);

  const names = placeNames(request.location);
  if (request.difficulty !== 'hard' && !names.some((name) => mentionsWord(clue, name)))
    fail('namesPlace', `The clue must name the hiding place: ${names[0]}.`);

  const others = otherPlacesNamed(clue, request.location);
  if (others.length > 0)
    fail('namesNoOtherPlace', `The clue names a place the parent did not choose: ${others.join(', ')}.`);

  if (request.difficulty === 'hard') {
    const leaked = riddleKeyWords(request.location).filter((word) => mentionsWord(clue, word));
    if (leaked.length > 0) fail('hidesKeyWord', `The riddle must not use the words: ${leaked.join(', ')}.`);
  }

  if (request.difficulty === 'medium') {
    const lines = clue.split('\n').filter((line) => line.trim().length > 0);
    const [first, second] = [lastWord(lines[0] ?? ''), lastWord(lines[1] ?? '')];
    if (lines.length < 2 || !rhyme(first, second))
      fail('rhymes', 'The first two lines must end in words that truly rhyme.');
  }

  const maxWords = ageBandStyles[request.ageBand ?? defaultAgeBand].maxWords;
  if (countWords(clue) > maxWords) fail('wordLimit', `The clue must be at most ${maxWords} words.`);

  const ending = lastSentence(clue);
  const action = actionWords(request.location);
  if (!/\blook\b/i.test(ending) || !action.every((word) => mentionsWord(ending, word)))
    fail(
      'endsWithAction',
      `The clue must end by saying where to look${action.length > 0 ? `, using "${action.join(' … ')}"` : ''}.`,
    );

  if (request.childName && !clue.toLowerCase().includes(request.childName.trim().toLowerCase()))
    fail('usesName', `The clue must speak to the child by name: ${request.childName.trim()}.`);
  return failures;
}
