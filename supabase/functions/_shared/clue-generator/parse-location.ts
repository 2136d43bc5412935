/**
 * Reads a member's free-text hiding place ("behind grandma's blue vase") into the parts a clue can
 * describe: where relative to the object, the object itself, its owner and its describing words.
 */
export interface ParsedLocation {
  /** "behind", "under", "next to" … when the member said. */
  preposition?: string;
  /** The object as a clue names it, with an article when it needs one: "grandma's blue vase", "the red bucket". */
  object: string;
  /** The object's last word, which names it: "vase". */
  head: string;
  /** Describing words before the head: ["blue"]. */
  describers: string[];
  /** Naming words before the head that say what kind it is: "kitchen" in "kitchen drawer". */
  kinds: string[];
  /** A possessive owner: "grandma". */
  owner?: string;
  /** A second place phrase with its preposition: "in the living room". */
  setting?: string;
}

const prepositions = [
  'in front of',
  'on top of',
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
  'by',
  'in',
  'on',
  'at',
].map((phrase) => phrase.split(' '));

/** Words of an instruction around the place ("I want to hide it", "the clue goes"), not of the place. */
const instructionWords = new Set(
  "i we you want wanna would like to hide hiding hidden put putting place placing leave leaving it clue clues next the a an is goes go will be can please should let me us lets let's going gonna somewhere".split(
    ' ',
  ),
);
const phraseEnders = new Set(
  'that which where who when because so and but or if while with for since until to of'.split(' '),
);
const determiners = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'some']);
const possessiveDeterminers = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
const maxObjectWords = 5;
const prepositionWords = new Set(prepositions.flat());
/** Words that cannot name an object, so never end one: "the couch, my" is the couch. */
const notNames = new Set([
  ...determiners,
  ...possessiveDeterminers,
  ...phraseEnders,
  ...prepositionWords,
  ...'i we you me it am is are was were be what please can will goes go hide hiding hidden put'.split(' '),
]);
const namesSomething = (token: Token) => /\p{L}{2}/u.test(token.word) && !notNames.has(token.lower);

/** Common describing words; other words before the head are taken to name its kind ("rain boot"). */
const describingWords = new Set(
  `big small little tiny large huge giant tall short long old new red blue green yellow orange purple pink brown black
  white gray grey gold golden silver wooden metal plastic glass paper round square soft hard shiny sparkly striped spotty
  fluffy furry fuzzy favorite favourite cozy cosy dark bright heavy light empty secret special broken fancy pretty
  colorful colourful messy tidy wobbly squeaky creaky dusty smelly warm cold wet dry top bottom middle left right upper
  lower front back biggest smallest tallest oldest lovely beautiful funny silly magic magical`.split(/\s+/),
);

interface Token {
  word: string;
  lower: string;
  endsClause: boolean;
}

function tokenize(text: string): Token[] {
  return text
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((raw) => ({ raw, word: raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '').replace(/'+$/, '') }))
    .filter(({ word }) => word.length > 0)
    .map(({ raw, word }) => ({ word, lower: word.toLowerCase(), endsClause: /[,;:.!?()]$/.test(raw) }));
}

function prepositionAt(tokens: Token[], index: number): string[] | undefined {
  return prepositions.find((phrase) =>
    phrase.every((word, offset) => tokens[index + offset]?.lower === word),
  );
}

/** Tokens from `start` up to the end of the noun phrase. */
function phraseFrom(tokens: Token[], start: number): { words: Token[]; end: number } {
  const words: Token[] = [];
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (phraseEnders.has(token.lower) || prepositionAt(tokens, index)) break;
    words.push(token);
    index++;
    if (token.endsClause) break;
  }
  return { words, end: index };
}

/** Members type "Public Library"; a clue says "the public library" but keeps "Tommy's" as written. */
function withArticle(words: Token[]): string {
  const text = words.map((token) => (token.lower.endsWith("'s") ? token.word : token.lower)).join(' ');
  const first = words[0];
  if (!first) return text;
  if (possessiveDeterminers.has(first.lower) || first.lower.endsWith("'s")) return text;
  return `the ${text}`;
}

export function parseLocation(location: string): ParsedLocation {
  const tokens = tokenize(location);
  let preposition: string[] | undefined;
  let objectWords: Token[] = [];
  let settingWords: Token[] = [];
  let settingPreposition: string[] | undefined;

  const firstPreposition = tokens.findIndex((_, index) => prepositionAt(tokens, index) !== undefined);
  const before = (firstPreposition < 0 ? tokens : tokens.slice(0, firstPreposition)).filter(
    (token) => !instructionWords.has(token.lower),
  );
  if (firstPreposition >= 0 && before.length === 0) {
    preposition = prepositionAt(tokens, firstPreposition) as string[];
    const object = phraseFrom(tokens, firstPreposition + preposition.length);
    objectWords = object.words;
    settingPreposition = prepositionAt(tokens, object.end);
    if (settingPreposition) settingWords = phraseFrom(tokens, object.end + settingPreposition.length).words;
  } else {
    const start = tokens.findIndex((token) => !instructionWords.has(token.lower));
    const object = start < 0 ? { words: [], end: 0 } : phraseFrom(tokens, start);
    objectWords = object.words;
    settingPreposition = prepositionAt(tokens, object.end);
    if (settingPreposition) settingWords = phraseFrom(tokens, object.end + settingPreposition.length).words;
  }

  while (objectWords[0] && determiners.has(objectWords[0].lower)) objectWords = objectWords.slice(1);
  while (objectWords.length > 0 && !namesSomething(objectWords[objectWords.length - 1] as Token)) {
    objectWords = objectWords.slice(0, -1);
  }
  objectWords = objectWords.slice(-maxObjectWords);
  while (settingWords[0] && determiners.has(settingWords[0].lower)) settingWords = settingWords.slice(1);
  while (settingWords.length > 0 && !namesSomething(settingWords[settingWords.length - 1] as Token)) {
    settingWords = settingWords.slice(0, -1);
  }
  settingWords = settingWords.slice(-maxObjectWords);

  const head = objectWords.at(-1);
  if (!head)
    return {
      preposition: preposition?.join(' '),
      object: 'the secret spot',
      head: 'spot',
      describers: [],
      kinds: [],
    };

  const modifiers = objectWords.slice(0, -1);
  const ownerToken = modifiers.find((token) => token.lower.endsWith("'s"));
  return {
    preposition: preposition?.join(' '),
    object: withArticle(objectWords),
    head: head.lower.replace(/'s$/, ''),
    describers: modifiers.filter((token) => describingWords.has(token.lower)).map((token) => token.lower),
    kinds: modifiers
      .filter(
        (token) =>
          token !== ownerToken &&
          !possessiveDeterminers.has(token.lower) &&
          !describingWords.has(token.lower),
      )
      .map((token) => token.lower),
    owner: ownerToken?.word.replace(/'s$/i, ''),
    setting:
      settingPreposition && settingWords.length > 0
        ? `${settingPreposition.join(' ')} ${withArticle(settingWords)}`
        : undefined,
  };
}
