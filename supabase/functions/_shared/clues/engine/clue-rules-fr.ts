import { checkClueOutput } from '../clue-output.ts';
import { defaultAgeBand } from '../../domain/clue-request.ts';
import { unsafePlaceIn } from '../../domain/safe-place-check.ts';
import { ageBandStyles, countWords } from './age-bands.ts';
import type { ClueRuleRequest, RhymeJudge, RuleFailure, ClueRule } from './clue-rules.ts';
import { frenchNouns, parseFrenchPlace } from './french-place.ts';
import { frenchLastWord } from './french-rhyme.ts';
import { mentionsWord } from './generate-clue-text.ts';

/**
 * The French clue rules, the English ones (clue-rules.ts) said for French: name the parent's place in
 * their words (a riddle never does), name no other known place and no unsafe one, two lines that rhyme
 * to the ear for a medium clue and in every 8–14 clue, the band's word limit, end by telling the child
 * where to look (« Regarde dessous ! »), speak to the child by name, and be French. The reasons are
 * English, like the English rules': they go to the log and to an LLM's second try.
 */

/** Words an English sentence can hardly do without and a French one never uses. */
const englishWords =
  /(?:^|[^\p{L}’'])(the|and|look|your|you|find|clue|riddle|what|is|it|go|to|of|with|under|behind|inside|next|where|here|will|can|am)(?=$|[^\p{L}’'])/iu;

/** The words that name the parent's place: a riddle must not say them. */
export function frenchRiddleKeyWords(location: string): string[] {
  return parseFrenchPlace(location).keyWords;
}

/** Known places a text names that the location does not (each would send the child elsewhere). */
function otherFrenchPlacesNamed(text: string, location: string): string[] {
  return Object.keys(frenchNouns).filter((noun) => mentionsWord(text, noun) && !mentionsWord(location, noun));
}

/** The text without the parent's own words, which may be in any language and may name anything. */
const withoutParentWords = (text: string, request: ClueRuleRequest) => {
  let rest = text.replace(/[’‘]/g, "'");
  const place = parseFrenchPlace(request.location);
  for (const words of [place.where, place.object, place.given, place.owner, request.childName])
    if (words) rest = rest.split(words.replace(/[’‘]/g, "'")).join(' ');
  return rest.replace(/[«»]/g, ' ');
};

export function frenchClueRuleFailures(
  request: ClueRuleRequest,
  clue: string,
  rhyme: RhymeJudge,
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const fail = (rule: ClueRule, reason: string) => failures.push({ rule, reason });
  const output = checkClueOutput(clue);
  if (!output.ok) fail('output', output.reason);

  const place = parseFrenchPlace(request.location);
  const names = place.keyWords.length > 0 ? place.keyWords : [place.given];
  if (request.difficulty !== 'hard' && !names.every((word) => mentionsWord(clue, word)))
    fail('namesPlace', `The clue must name the hiding place in the parent's words: ${place.object}.`);

  const own = withoutParentWords(clue, request);
  const others = otherFrenchPlacesNamed(own, request.location);
  const unsafe = unsafePlaceIn(own, 'fr');
  if (others.length > 0 || unsafe)
    fail(
      'namesNoOtherPlace',
      `The clue names a place the parent did not choose: ${[...others, ...(unsafe ? [unsafe.id] : [])].join(', ')}.`,
    );

  if (request.difficulty === 'hard') {
    const leaked = place.keyWords.filter((word) => mentionsWord(clue, word));
    if (leaked.length > 0) fail('hidesKeyWord', `The riddle must not use the words: ${leaked.join(', ')}.`);
  }

  const band = request.ageBand ?? defaultAgeBand;
  if (request.difficulty === 'medium' || band === '8-14') {
    const lines = clue.split('\n').filter((line) => line.trim().length > 0);
    const rhymes = lines.some(
      (line, index) =>
        index + 1 < lines.length && rhyme(frenchLastWord(line), frenchLastWord(lines[index + 1]!)),
    );
    if (!rhymes)
      fail(
        'rhymes',
        'Two lines, one after the other, must end in words that rhyme when said aloud in French.',
      );
  }

  const maxWords = ageBandStyles[band].maxWords;
  if (countWords(clue) > maxWords) fail('wordLimit', `The clue must be at most ${maxWords} words.`);

  const ending =
    clue
      .trim()
      .split(/\n|(?<=[.!?])\s+/)
      .filter(Boolean)
      .at(-1) ?? '';
  if (!/(^|[^\p{L}])regarde(?![\p{L}])/iu.test(ending) || !ending.toLowerCase().includes(place.look))
    fail('endsWithAction', `The clue must end by saying where to look: "Regarde ${place.look} !".`);

  if (request.childName && !clue.toLowerCase().includes(request.childName.trim().toLowerCase()))
    fail('usesName', `The clue must speak to the child by name: ${request.childName.trim()}.`);

  if (englishWords.test(own)) fail('language', 'The clue must be written in French only.');
  return failures;
}
