/**
 * A child's name never leaves our servers (issue 20 §5, issue 25): whatever goes to the AI clue
 * provider holds a placeholder wherever the child's name, or a part of it, was written — the name
 * field, a hiding place such as "under Maya's bed", "MAYA", "Maya’s" — and the placeholder is put back
 * on our side. The same rule says which rows hold a name (the 90-day purge takes it out of them).
 *
 * What counts as a mention is one rule with two readers: this module and the SQL function
 * public.without_child_name() (supabase/schemas/child-names.sql), which the purge uses. Both match the name
 * and each part of it of two letters or more (split at spaces and hyphens), whole words only, in any
 * letter case, with ' and ’ alike; `child-names.stack.test.ts` holds both to the same cases.
 */

/** The name the provider knows the child by: a plain first name the model keeps as it is. */
export const CHILD_NAME_PLACEHOLDER = 'Quinn';

/**
 * Stand-ins in the order they are used: the first for the whole name, the next ones for its parts
 * ("Mary-Kate O'Neil" has three). One that the name itself or the hiding place uses is skipped, so
 * putting the names back can never turn a real word into the child's name.
 */
const placeholders = [
  CHILD_NAME_PLACEHOLDER,
  'Rowan',
  'Sasha',
  'Remy',
  'Ellis',
  'Jules',
  'Marlo',
  'Tamsin',
  'Bodhi',
  'Ezra',
  'Talia',
  'Soren',
  'Anouk',
  'Idris',
  'Zara',
  'Nico',
  'Ines',
  'Kobi',
];

/**
 * What may touch a name without ending the word: digits, ASCII letters and every non-ASCII character
 * but the Latin-1 signs (U+00A0–U+00BF: no-break space, « ») and the punctuation and symbol blocks
 * (U+2000–U+2BFF: ’ “ ” – … narrow no-break space). The SQL copy spells the same class.
 */
export const NAME_WORD_CHARACTER = '0-9A-Za-z\\u00C0-\\u1FFF\\u2C00-\\uFFFF';

const apostrophes = /['’]/g;

/** How two spellings of a name are compared: letter case, apostrophes and spacing do not count. */
const nameKey = (text: string) => text.toLowerCase().replace(apostrophes, "'").replace(/\s+/g, ' ');

/** The whole name first, then its parts of two letters or more (apostrophes aside), longest first, each once. */
export function childNameTokens(name: string | null | undefined): string[] {
  const whole = name?.trim().replace(/\s+/g, ' ');
  if (!whole) return [];
  const parts = whole.split(/[\s-]+/).filter((part) => [...part.replace(apostrophes, '')].length >= 2);
  const tokens: string[] = [];
  const keys = new Set<string>();
  for (const token of [whole, ...parts.sort((a, b) => b.length - a.length)]) {
    if (keys.has(nameKey(token))) continue;
    keys.add(nameKey(token));
    tokens.push(token);
  }
  return tokens;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a token wherever it stands as a whole word, in any case, with either apostrophe. */
function tokenSource(token: string): string {
  return escapeRegExp(token).replace(apostrophes, "['’]").replace(/ /g, '\\s+');
}

function wholeWords(tokens: readonly string[]): RegExp {
  const alternatives = [...tokens].sort((a, b) => b.length - a.length).map(tokenSource);
  return new RegExp(
    `(?<![${NAME_WORD_CHARACTER}])(?:${alternatives.join('|')})(?![${NAME_WORD_CHARACTER}])`,
    'giu',
  );
}

/**
 * Every mention of the child's name or of a part of it (a global pattern), or undefined without a
 * name: the rule itself, which the SQL copy must match.
 */
export function childNameMentions(name: string | null | undefined): RegExp | undefined {
  const tokens = childNameTokens(name);
  return tokens.length > 0 ? wholeWords(tokens) : undefined;
}

/** "MAYA" stays shouting when it becomes "QUINN", and the other way round. */
const inCaseOf = (written: string, word: string) =>
  written.length > 1 && written === written.toUpperCase() && written !== written.toLowerCase()
    ? word.toUpperCase()
    : word;

export interface ChildNameMask {
  /** The placeholder for the whole name, or undefined when there is no name. */
  readonly placeholder: string | undefined;
  /** The text with a placeholder wherever the name or a part of it is written. */
  hide(text: string): string;
  /** The text with the name back wherever a placeholder is written. */
  restore(text: string): string;
  /** True when the text holds the name or a part of it. */
  mentions(text: string): boolean;
}

export class ChildNameMaskError extends Error {
  override name = 'ChildNameMaskError';
}

/**
 * The mask for one child's name; `alsoIn` lists texts that will be hidden too (the hiding place), so
 * no placeholder is a word they already use. Without a name it changes nothing.
 */
export function childNameMask(
  name: string | null | undefined,
  alsoIn: readonly string[] = [],
): ChildNameMask {
  const tokens = childNameTokens(name);
  const names = childNameMentions(name);
  if (!names) return { placeholder: undefined, hide: (t) => t, restore: (t) => t, mentions: () => false };

  const taken = (candidate: string) =>
    tokens.some((token) => nameKey(token) === nameKey(candidate)) ||
    alsoIn.some((text) => wholeWords([candidate]).test(text));
  const free = placeholders.filter((candidate) => !taken(candidate));
  // Never send a name that could not be hidden: the provider's turn ends and the built-in engine writes.
  if (free.length < tokens.length)
    throw new ChildNameMaskError('The child’s name has too many parts to hide.');
  const stand = new Map(tokens.map((token, index) => [nameKey(token), free[index]!]));
  const back = new Map(tokens.map((token, index) => [nameKey(free[index]!), token]));
  const standIns = wholeWords(tokens.map((_, index) => free[index]!));

  return {
    placeholder: free[0],
    hide: (text) =>
      text.replace(names, (written) => inCaseOf(written, stand.get(nameKey(written)) ?? free[0]!)),
    restore: (text) =>
      text.replace(standIns, (written) => inCaseOf(written, back.get(nameKey(written)) ?? tokens[0]!)),
    mentions: (text) => text.search(names) >= 0,
  };
}
