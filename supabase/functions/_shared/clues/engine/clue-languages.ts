import { frenchTypography } from '../../domain/french-typography.ts';
import type { Locale } from '../../domain/locales.ts';
import { clueRuleFailures, type ClueRuleRequest, type RhymeJudge, type RuleFailure } from './clue-rules.ts';
import { frenchClueRuleFailures, frenchRiddleKeyWords } from './clue-rules-fr.ts';
import { frenchWordsRhyme } from './french-rhyme.ts';
import { frenchClosing, generateFrenchBuiltInClue } from './generate-clue-text-fr.ts';
import {
  closingFor,
  generateBuiltInClue,
  riddleKeyWords,
  type BuiltInClueInput,
} from './generate-clue-text.ts';
import { parseLocation } from './parse-location.ts';
import { knownPlaceFor } from './places.ts';
import type { Random } from './random.ts';

/**
 * What the engine does in one language: write a clue offline, judge any clue by that language's rules
 * (with its rhyme judge), name a riddle's forbidden words and say the closing "where to look". A
 * language is added here; the providers and handlers pick an entry by the request's `locale`.
 */
export interface ClueLanguage {
  builtIn(input: BuiltInClueInput, random: Random): string;
  ruleFailures(request: ClueRuleRequest, clue: string, rhyme: RhymeJudge): RuleFailure[];
  riddleKeyWords(location: string): string[];
  /** The last sentence the engine adds to an LLM's clue. */
  closing(location: string): string;
  /** Loaded only when an LLM's clue needs judging (the English dictionary is 4.7 MB). */
  rhymeJudge(): Promise<RhymeJudge>;
}

export const clueLanguages: Readonly<Record<Locale, ClueLanguage>> = {
  en: {
    builtIn: generateBuiltInClue,
    ruleFailures: clueRuleFailures,
    riddleKeyWords,
    closing(location) {
      const parsed = parseLocation(location);
      return closingFor(parsed, knownPlaceFor(parsed));
    },
    async rhymeJudge() {
      const { wordsRhyme } = await import('./cmu-rhyme.ts');
      return wordsRhyme;
    },
  },
  fr: {
    builtIn: generateFrenchBuiltInClue,
    ruleFailures: frenchClueRuleFailures,
    riddleKeyWords: frenchRiddleKeyWords,
    closing: (location) => frenchTypography(frenchClosing(location)),
    rhymeJudge: () => Promise.resolve(frenchWordsRhyme),
  },
};

/** The request's language's engine; English when it has none (a language being added). */
export const clueLanguageFor = (locale: Locale | undefined): ClueLanguage =>
  clueLanguages[locale ?? 'en'] ?? clueLanguages.en;
