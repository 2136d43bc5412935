import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

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

export type ClueOutputCheck = { ok: true; clue: string } | { ok: false; reason: string };

/**
 * The rules every provider's clue must pass before a member sees it: trimmed, 1–400 characters,
 * no links, nothing unsafe for children, ending with punctuation. Surrounding quotes (a habit of
 * chat models) are dropped first; nothing else is rewritten.
 */
export function checkClueOutput(raw: string): ClueOutputCheck {
  const clue = raw
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
  if (clue.length === 0) return { ok: false, reason: 'The clue is empty.' };
  if (clue.length > maxClueLength)
    return { ok: false, reason: `The clue is longer than ${maxClueLength} characters.` };
  if (containsUrl(clue)) return { ok: false, reason: 'The clue contains a link.' };
  if (containsUnsafeWords(clue)) return { ok: false, reason: 'The clue contains words unsafe for children.' };
  if (!/[.!?…]$/.test(clue)) return { ok: false, reason: 'The clue does not end with punctuation.' };
  return { ok: true, clue };
}
