import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { Locale } from '../domain/locales.ts';
import { clueText } from './i18n/catalog.ts';

export const maxClueLength = 400;

/** obscenity's maintained English list, with its transformers for l33t-speak, spacing and repeated letters. */
const unsafeWords = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const urlPattern =
  /\b(?:https?:\/\/|ftp:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|app|dev|info|biz|ly|me|us|ca|uk|xyz)\b/i;

export function containsUrl(text: string): boolean {
  return urlPattern.test(text);
}

export function containsUnsafeWords(text: string): boolean {
  return unsafeWords.hasMatch(text);
}

/** A rule a card's text broke; a riddle's leaked words are named. */
export type ClueProblem =
  | { rule: 'empty' | 'tooLong' | 'link' | 'unsafe' | 'punctuation' }
  | { rule: 'riddleWords'; words: readonly string[] };

/** Why a text was refused, in `locale`: English for the log and an LLM's second try, the member's language for them. */
export function clueProblemText(locale: Locale, problem: ClueProblem): string {
  switch (problem.rule) {
    case 'empty':
      return clueText(locale, 'clues.rule.empty');
    case 'tooLong':
      return clueText(locale, 'clues.rule.tooLong', { max: String(maxClueLength) });
    case 'link':
      return clueText(locale, 'clues.rule.link');
    case 'unsafe':
      return clueText(locale, 'clues.rule.unsafe');
    case 'punctuation':
      return clueText(locale, 'clues.rule.punctuation');
    case 'riddleWords':
      return clueText(locale, 'clues.rule.riddleWords', { words: problem.words.join(', ') });
  }
}

export type ClueOutputCheck =
  { ok: true; clue: string } | { ok: false; problem: ClueProblem; reason: string };

const refused = (problem: ClueProblem): ClueOutputCheck => ({
  ok: false,
  problem,
  reason: clueProblemText('en', problem),
});

/**
 * The rules every provider's clue must pass before a member sees it: trimmed, 1–400 characters,
 * no links, nothing unsafe for children, ending with punctuation. Surrounding quotes (a habit of
 * chat models) are dropped first; nothing else is rewritten. `reason` is the English of `problem`.
 */
export function checkClueOutput(raw: string): ClueOutputCheck {
  const clue = raw
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
  if (clue.length === 0) return refused({ rule: 'empty' });
  if (clue.length > maxClueLength) return refused({ rule: 'tooLong' });
  if (containsUrl(clue)) return refused({ rule: 'link' });
  if (containsUnsafeWords(clue)) return refused({ rule: 'unsafe' });
  if (!/[.!?…]$/.test(clue)) return refused({ rule: 'punctuation' });
  return { ok: true, clue };
}
