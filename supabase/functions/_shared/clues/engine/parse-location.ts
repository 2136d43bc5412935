import nlp from 'compromise';

/**
 * Reads a parent's free-text hiding place ("inside the empty egg carton in the recycling bin") into the
 * parts a clue may repeat: the preposition they used, the object in their own words, its owner, its
 * describing words, where it is, and what it is for when they said so. Nothing here guesses: every
 * field is a piece of the parent's phrase, so a clue built from it cannot send the child elsewhere.
 * The sentence structure is read by hand (prepositions are a closed list); compromise tells nouns from
 * describing words and plural from singular, which no fixed word list can.
 */
export interface ParsedLocation {
  /** The preposition as the parent wrote it: "inside", "on top of", "in the pocket of"; absent when none. */
  preposition?: string;
  /** A part of the object the clue hides in: "pocket" in "in the pocket of Dad's coat". */
  part?: string;
  /** The object as a clue names it: "the empty egg carton", "Dad's winter coat", "my pillow". */
  object: string;
  /** The object without its describing words: "the egg carton", "Dad's coat". */
  shortObject: string;
  /** The naming words: "egg carton". */
  core: string;
  /** The object's last word, which names it: "carton". */
  head: string;
  /** The head in the singular, for matching: "cushion" for "cushions". */
  singularHead: string;
  plural: boolean;
  /** Nouns before the head that say what kind it is: ["egg"]. */
  kinds: string[];
  /** Describing words before the head: ["empty"]. */
  describers: string[];
  /** A possessive owner as written: "Dad", "my", "my sister". */
  owner?: string;
  /** Where the object is, in the parent's words: "in the recycling bin". */
  setting?: string;
  /** What the object is for or holds, when the phrase says: "for dirty laundry", "that holds the toys". */
  purpose?: string;
}

const prepositionPhrases = [
  'in front of',
  'on top of',
  'at the bottom of',
  'at the top of',
  'at the back of',
  'next to',
  'close to',
  'underneath',
  'beneath',
  'behind',
  'under',
  'inside',
  'beside',
  'between',
  'below',
  'above',
  'among',
  'around',
  'within',
  'into',
  'near',
  'over',
  'with',
  'by',
  'in',
  'on',
  'at',
].map((phrase) => phrase.split(' '));

/** Parts of an object a clue can hide in: "in the pocket of", "under the lid of". */
const objectParts = new Set(
  'pocket pockets lid top bottom side back front corner edge leg seat handle hood sleeve cover base pouch flap end underside lining zipper pages hollow'.split(
    ' ',
  ),
);

/** Words of an instruction around the place ("I want to hide it", "the clue goes"), not of the place. */
const instructionWords = new Set(
  "i we you want wanna would like to hide hiding hidden put putting place placing leave leaving it clue clues card next the a an is goes go will be can please should let me us lets let's going gonna somewhere".split(
    ' ',
  ),
);
const clauseStarters = new Set(
  'that which where who when because so and but or if while since until'.split(' '),
);
/** Words that end a noun phrase: "the stool we use to reach the sink" is the stool. */
const phraseBreakers = new Set('for of to we you i they he she it is are was were full'.split(' '));
const determiners = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'some', 'one']);
const possessiveDeterminers = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
const maxObjectWords = 5;
const prepositionWords = new Set(prepositionPhrases.flat());
const notNames = new Set([
  ...determiners,
  ...possessiveDeterminers,
  ...clauseStarters,
  ...prepositionWords,
  ...'of for to i we you me it am is are was were be what please will goes go hide hiding hidden put up down away'.split(
    ' ',
  ),
]);

/** Describing words compromise may read as nouns in a short phrase ("top drawer", "brown teddy bear"). */
const positionWords = new Set(
  `top bottom middle left right upper lower front back inner outer first second third fourth fifth last big small
  little tiny large huge giant tall short long old new red blue green yellow orange purple pink brown black white gray
  grey gold golden silver wooden metal plastic glass paper round square soft hard shiny sparkly striped spotty fluffy
  furry fuzzy favorite favourite cozy cosy dark bright heavy light empty secret special broken fancy pretty colorful
  colourful messy tidy wobbly squeaky creaky dusty warm cold wet dry lovely funny silly magic magical`.split(
    /\s+/,
  ),
);

interface Token {
  word: string;
  lower: string;
  endsClause: boolean;
  adjective: boolean;
  plural: boolean;
  verb: boolean;
  participle: boolean;
  properNoun: boolean;
}

function tokenize(text: string): Token[] {
  const cleaned = text
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((raw) => ({ raw, word: raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '').replace(/'+$/, '') }))
    .filter(({ word }) => word.length > 0);
  const terms = nlp(cleaned.map(({ word }) => word).join(' '))
    .json({ terms: { normal: true } })
    .flatMap((sentence: { terms: { tags: string[] }[] }) => sentence.terms);
  return cleaned.map(({ raw, word }, index) => {
    const tags: string[] = terms.length === cleaned.length ? (terms[index]?.tags ?? []) : [];
    return {
      word,
      lower: word.toLowerCase(),
      endsClause: /[,;:.!?()]$/.test(raw),
      adjective: tags.includes('Adjective') || tags.includes('Value') || tags.includes('Ordinal'),
      plural: tags.includes('Plural'),
      verb: tags.includes('Verb') && !tags.includes('Noun'),
      participle: tags.includes('Gerund') || tags.includes('PastTense') || tags.includes('Participle'),
      properNoun: tags.includes('ProperNoun') || tags.includes('Person'),
    };
  });
}

function prepositionAt(tokens: Token[], index: number): string[] | undefined {
  // "taped to", "tied to": "to" names a place only after such an action, never in "want to hide".
  if (tokens[index]?.lower === 'to' && tokens[index - 1]?.participle && /ed$/.test(tokens[index - 1]!.lower))
    return ['to'];
  return prepositionPhrases.find((phrase) =>
    phrase.every((word, offset) => tokens[index + offset]?.lower === word),
  );
}

/** Tokens from `start` to the end of the noun phrase: the next preposition, clause word or comma. */
function phraseFrom(tokens: Token[], start: number): { words: Token[]; end: number } {
  const words: Token[] = [];
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    // "the salt and pepper shakers" is one object; "the couch and the chair" two.
    const joinsNames =
      token.lower === 'and' && words.length > 0 && !!tokens[index + 1] && namesSomething(tokens[index + 1]!);
    if (
      (clauseStarters.has(token.lower) && !joinsNames) ||
      phraseBreakers.has(token.lower) ||
      prepositionAt(tokens, index) ||
      // "the raincoat hanging by the door", but "the hanging basket".
      (token.participle &&
        words.length > 0 &&
        !determiners.has(words.at(-1)!.lower) &&
        !words.at(-1)!.adjective &&
        words.at(-1)!.lower !== 'and')
    )
      break;
    // "the Lego castle Sam built": a name followed by a verb starts a clause about the object.
    if (token.properNoun && tokens[index + 1]?.verb && words.some(namesSomething)) break;
    words.push(token);
    index++;
    if (token.endsClause) break;
  }
  return { words, end: index };
}

/** Keeps the naming part of a phrase: no leading determiner, no trailing function word, at most five words. */
function trimPhrase(words: Token[]): Token[] {
  let kept = words;
  while (kept[0] && determiners.has(kept[0].lower)) kept = kept.slice(1);
  while (kept.length > 0 && !namesSomething(kept[kept.length - 1] as Token)) kept = kept.slice(0, -1);
  return kept.slice(-maxObjectWords);
}

const namesSomething = (token: Token) => /\p{L}{2}/u.test(token.word) && !notNames.has(token.lower);

/** Parents type "Public Library"; a clue says "the public library" but keeps "Tommy's" as written. */
function spoken(words: Token[]): string {
  const text = words
    .map((token) => (token.lower.endsWith("'s") || /^[A-Z][a-z]/.test(token.word) ? token.word : token.lower))
    .join(' ');
  const first = words[0];
  if (!first) return text;
  if (possessiveDeterminers.has(first.lower) || (first.lower.endsWith("'s") && namesAPerson(first)))
    return text;
  return `the ${text}`;
}

/** Family words and capitalized names own things without "the" ("Dad's coat"); "the cat's bowl" takes one. */
const familyWords = new Set(
  'mom mum mommy mummy mama dad daddy papa grandma grandpa granny grandad nana nan gran auntie aunt uncle'.split(
    ' ',
  ),
);
const namesAPerson = (token: Token) =>
  /^[A-Z]/.test(token.word) || familyWords.has(token.lower.replace(/'s$/, ''));

/** The singular of a noun by compromise, falling back to the word itself. */
export function singularOf(word: string): string {
  const asRead = nlp(word).nouns().toSingular().text().toLowerCase();
  if (asRead.length > 0) return asRead;
  // Alone, "seats" or "boxes" reads as a verb; told it is a plural noun, compromise singularizes it.
  const asPlural = (nlp(word).tag('Plural') as ReturnType<typeof nlp>)
    .nouns()
    .toSingular()
    .text()
    .toLowerCase();
  return asPlural.length > 0 ? asPlural : word;
}

/** Where the noun phrase after a preposition starts, skipping "the pocket of" into `part`. */
function objectAfter(tokens: Token[], start: number): { start: number; part?: Token[] } {
  let index = start;
  while (tokens[index] && determiners.has(tokens[index]!.lower)) index++;
  const partWords: Token[] = [];
  while (tokens[index] && !tokens[index]!.endsClause && partWords.length < 2) {
    partWords.push(tokens[index] as Token);
    index++;
    if (tokens[index]?.lower === 'of' && objectParts.has(partWords.at(-1)!.lower)) {
      return { start: index + 1, part: partWords };
    }
  }
  return { start };
}

// One clue reads the same phrase many times (engine, rules, riddle words); parsing is the costly part.
const parsedCache = new Map<string, ParsedLocation>();
const parsedCacheSize = 256;

export function parseLocation(location: string): ParsedLocation {
  const cached = parsedCache.get(location);
  if (cached) return cached;
  if (parsedCache.size >= parsedCacheSize) parsedCache.clear();
  const parsed = parseFreshLocation(location);
  parsedCache.set(location, parsed);
  return parsed;
}

function parseFreshLocation(location: string): ParsedLocation {
  const tokens = tokenize(location);
  let preposition: string[] | undefined;
  let part: Token[] | undefined;
  let objectStart: number;

  const firstPreposition = tokens.findIndex((_, index) => prepositionAt(tokens, index) !== undefined);
  // Before the first preposition: an instruction ("hide it") or an action ("coiled up", "tucked"), or the object itself.
  const before = firstPreposition < 0 ? tokens : tokens.slice(0, firstPreposition);
  const beforeNames = before.filter((token) => !instructionWords.has(token.lower) && !isActionWord(token));
  if (firstPreposition >= 0 && beforeNames.length === 0) {
    preposition = prepositionAt(tokens, firstPreposition) as string[];
    const after = objectAfter(tokens, firstPreposition + preposition.length);
    if (after.part) {
      part = after.part;
      preposition = [...preposition, 'the', ...after.part.map((token) => token.lower), 'of'];
    }
    objectStart = after.start;
  } else {
    objectStart = tokens.findIndex((token) => !instructionWords.has(token.lower) && !isActionWord(token));
    if (objectStart < 0) objectStart = tokens.length;
  }

  const object = phraseFrom(tokens, objectStart);
  const objectWords = trimPhrase(object.words);
  let setting: string | undefined;
  let purpose: string | undefined;
  let whole: string | undefined;
  let index = object.end;
  // "the third step of the porch stairs": the object is named with what it belongs to.
  if (tokens[index]?.lower === 'of') {
    const phrase = phraseFrom(tokens, index + 1);
    const words = trimPhrase(phrase.words);
    if (words.length > 0) {
      const article =
        phrase.words[0] && determiners.has(phrase.words[0].lower) ? `${phrase.words[0].lower} ` : '';
      whole = `of ${article}${words.map((word) => word.word).join(' ')}`;
    }
    index = phrase.end;
  }
  while (index < tokens.length && (setting === undefined || purpose === undefined)) {
    const settingPreposition = prepositionAt(tokens, index);
    const token = tokens[index] as Token;
    if (settingPreposition && settingPreposition[0] !== 'with' && setting === undefined) {
      const phrase = phraseFrom(tokens, index + settingPreposition.length);
      const words = trimPhrase(phrase.words);
      if (words.length > 0) setting = `${settingPreposition.join(' ')} ${spoken(words)}`;
      index = phrase.end;
    } else if (token.lower === 'for' && purpose === undefined) {
      const phrase = phraseFrom(tokens, index + 1);
      const words = trimPhrase(phrase.words);
      if (words.length > 0) purpose = `for ${words.map((word) => word.lower).join(' ')}`;
      index = phrase.end;
    } else {
      break;
    }
  }

  const head = objectWords.at(-1);
  if (!head) {
    return {
      preposition: preposition?.join(' '),
      object: 'the secret spot',
      shortObject: 'the secret spot',
      core: 'secret spot',
      head: 'spot',
      singularHead: 'spot',
      plural: false,
      kinds: [],
      describers: [],
    };
  }

  // The owner is everything up to the last possessive: "my sister's", "Dad's".
  const ownerEnd = objectWords.findLastIndex(
    (token, at) =>
      at < objectWords.length - 1 && (token.lower.endsWith("'s") || possessiveDeterminers.has(token.lower)),
  );
  const ownerWords = ownerEnd >= 0 ? objectWords.slice(0, ownerEnd + 1) : [];
  const modifiers = objectWords.slice(ownerEnd + 1, -1);
  const describers = modifiers.filter((token) => token.adjective || positionWords.has(token.lower));
  const kinds = modifiers.filter((token) => !describers.includes(token) && namesSomething(token));
  const headWord = head.lower.replace(/'s$/, '');
  // compromise may read a lone plural as a verb ("seats"), so a word ending in one s is asked again.
  const singularHead = head.plural || /[^s]s$/.test(headWord) ? singularOf(headWord) : headWord;
  // The naming words as the parent wrote them, from the first kind word to the head: "lost and found box".
  const coreStart = kinds[0] ? objectWords.indexOf(kinds[0]) : objectWords.length - 1;
  const core = [...objectWords.slice(coreStart, -1).map((token) => token.lower), headWord].join(' ');
  const ownerText = ownerWords.length > 0 ? spoken(ownerWords).replace(/'s$/i, '') : '';
  return {
    preposition: preposition?.join(' '),
    part: part?.map((token) => token.lower).join(' '),
    object: [spoken(objectWords), whole].filter(Boolean).join(' '),
    shortObject: [spoken([...ownerWords, ...objectWords.slice(coreStart)]), whole].filter(Boolean).join(' '),
    core,
    head: headWord,
    singularHead,
    plural: head.plural || singularHead !== headWord,
    kinds: kinds.map((token) => token.lower),
    describers: describers.map((token) => token.lower),
    owner: ownerText.length > 0 ? ownerText : undefined,
    setting,
    purpose,
  };
}

/** An action before the place ("tucked", "coiled up", "taped") says how, not where. */
function isActionWord(token: Token): boolean {
  return token.verb || ['up', 'down', 'away', 'safely', 'carefully', 'neatly'].includes(token.lower);
}
