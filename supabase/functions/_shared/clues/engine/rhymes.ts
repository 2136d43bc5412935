/**
 * Rhyme families for couplets and riddles. Every knowledge-base line ends with one of these words, and
 * the generator answers it with a filler line of the same family, so couplets rhyme by construction.
 * The fillers name no hiding place, which keeps them safe to use inside riddles too. A test checks every
 * family against the CMU pronouncing dictionary.
 */
export interface RhymeFamily {
  words: readonly string[];
  fillers: readonly string[];
}

export const rhymeFamilies: Record<string, RhymeFamily> = {
  ight: {
    words: [
      'light',
      'bright',
      'night',
      'tight',
      'right',
      'white',
      'might',
      'sight',
      'height',
      'bite',
      'kite',
      'write',
      'quite',
      'flight',
    ],
    fillers: [
      'Look for it with all your might!',
      'Search to the left, search to the right!',
      'Your clue is hiding out of sight!',
    ],
  },
  old: {
    words: ['cold', 'old', 'hold', 'gold', 'fold', 'told', 'bold', 'rolled'],
    fillers: [
      'Be brave, be quick, be bold!',
      'Your next clue waits there, I am told!',
      'A secret waits there to unfold!',
    ],
  },
  ay: {
    words: [
      'day',
      'play',
      'pay',
      'stay',
      'away',
      'way',
      'gray',
      'hay',
      'tray',
      'say',
      'clay',
      'spray',
      'today',
    ],
    fillers: [
      'Hip, hip, hooray!',
      'Go find your clue without delay!',
      'Hip hip hooray, you are on your way!',
      'Your next clue is waiting there today!',
    ],
  },
  ee: {
    words: ['see', 'tree', 'free', 'three', 'me', 'key', 'tea', 'knee', 'be', 'bee', 'sea'],
    fillers: [
      'What will you see?',
      'Count to three, then go and find the key!',
      'Your next clue waits there, you will see!',
    ],
  },
  ound: {
    words: ['round', 'ground', 'found', 'sound', 'around', 'mound'],
    fillers: ['Look up, look down, look all around!', 'Search until the clue is found!'],
  },
  ide: {
    words: ['inside', 'hide', 'wide', 'slide', 'ride', 'side', 'outside', 'glide', 'tide'],
    fillers: ['That is where your clue will hide!', 'Go take a peek, look far and wide!'],
  },
  ear: {
    words: ['near', 'clear', 'year', 'cheer', 'ear', 'appear', 'gear', 'steer'],
    fillers: ['Give a cheer!', 'Your next clue is waiting near!', 'Look closely and your clue will appear!'],
  },
  eet: {
    words: ['feet', 'seat', 'sweet', 'treat', 'eat', 'heat', 'street', 'neat', 'sheet', 'meet', 'wheat'],
    fillers: ['Go find it fast on quiet feet!', 'Find the clue, it will be a treat!'],
  },
  ot: {
    words: ['spot', 'hot', 'pot', 'lot', 'not', 'dot', 'knot', 'cot'],
    fillers: [
      'Believe it or not!',
      'Go and search that very spot!',
      'Your clue is there, believe it or not!',
    ],
  },
  ook: {
    words: ['look', 'book', 'nook', 'cook', 'hook', 'took', 'brook'],
    fillers: ['Search every nook!', 'Go on and take a look!', 'Search every cranny and nook!'],
  },
  all: {
    words: ['wall', 'tall', 'ball', 'small', 'hall', 'fall', 'all', 'call', 'crawl'],
    fillers: ['Your clue is waiting, big or small!', 'Go find it now and search it all!'],
  },
  air: {
    words: [
      'chair',
      'hair',
      'there',
      'air',
      'stair',
      'care',
      'pair',
      'wear',
      'bear',
      'square',
      'share',
      'where',
      'dare',
    ],
    fillers: ['Your clue is there!', 'Your next clue is waiting there!', 'Go look for it, if you dare!'],
  },
  ing: {
    words: ['swing', 'ring', 'sing', 'thing', 'spring', 'string', 'king', 'wing', 'bring'],
    fillers: ['Go find the clue, then dance and sing!', 'Find your clue and feel like a king!'],
  },
  een: {
    words: ['clean', 'green', 'seen', 'screen', 'machine', 'between', 'queen', 'bean'],
    fillers: ['Your clue is waiting to be seen!', 'Go find the clue that hides in between!'],
  },
  ed: {
    words: ['bed', 'red', 'head', 'bread', 'spread', 'said', 'thread', 'sled', 'shed', 'ahead', 'fed'],
    fillers: ['Go there now, like I said!', 'Go and look, full speed ahead!'],
  },
  ack: {
    words: ['back', 'snack', 'stack', 'pack', 'track', 'black', 'rack'],
    fillers: ['Go find your clue and then come back!', 'You are on the right track!'],
  },
  ore: {
    words: ['door', 'floor', 'more', 'store', 'four', 'score', 'explore', 'roar', 'shore', 'drawer'],
    fillers: ['Go there now and explore!', 'Your clue is waiting, search some more!'],
  },
  ain: {
    words: ['rain', 'train', 'drain', 'chain', 'lane', 'plane', 'brain', 'main'],
    fillers: ['Your next clue waits, so use your brain!', 'Search there, and search there once again!'],
  },
  un: {
    words: ['sun', 'fun', 'run', 'done', 'one', 'bun'],
    fillers: ['Go find your clue and have some fun!', 'Go find it quick, now run, run, run!'],
  },
  op: {
    words: ['top', 'stop', 'shop', 'hop', 'pop', 'mop', 'drop', 'crop'],
    fillers: ['Go look, and do not stop!', 'Go find your clue, hop, hop, hop!'],
  },
  ox: {
    words: ['box', 'socks', 'blocks', 'rocks', 'locks', 'clocks', 'fox'],
    fillers: ['Go find it quick, like a clever fox!', 'Your clue is there, so put on your thinking socks!'],
  },
  oom: {
    words: ['room', 'broom', 'zoom', 'bloom', 'boom'],
    fillers: ['Go find it fast, zoom, zoom, zoom!', 'Go find the clue and shout out boom!'],
  },
  ool: {
    words: ['cool', 'school', 'pool', 'tool', 'stool', 'rule'],
    fillers: ['Find your clue, it will be cool!', 'Look there, that is the rule!'],
  },
  ash: {
    words: ['splash', 'trash', 'dash', 'flash', 'crash'],
    fillers: ['Go find it in a flash!', 'Go get it in a dash!'],
  },
  ark: {
    words: ['dark', 'park', 'mark', 'bark', 'spark'],
    fillers: ['Go find the clue and hit the mark!', 'Go look there, quick as a spark!'],
  },
  ink: {
    words: ['sink', 'drink', 'pink', 'think', 'wink', 'blink', 'ink'],
    fillers: ['Go find it quicker than a wink!', 'Your clue is closer than you think!'],
  },
  ate: {
    words: ['gate', 'plate', 'wait', 'late', 'skate', 'eight', 'straight', 'crate', 'great'],
    fillers: ['Go find it now, and do not be late!', 'Your next clue is there, so do not wait!'],
  },
  ow: {
    words: ['grow', 'snow', 'below', 'row', 'slow', 'go', 'show', 'toe', 'glow', 'know', 'low', 'flow'],
    fillers: ['Ready, set, and off you go!', 'Your clue is waiting, high or low!'],
  },
  ell: {
    words: ['bell', 'shell', 'well', 'smell', 'tell', 'spell'],
    fillers: ['Go find it, and ring the bell!', 'Your clue is waiting there as well!'],
  },
  ap: {
    words: ['nap', 'map', 'lap', 'cap', 'tap', 'clap', 'wrap', 'snap'],
    fillers: ['Go find your clue, then clap, clap, clap!', 'Go find it in a snap!'],
  },
  ine: {
    words: ['line', 'shine', 'fine', 'nine', 'mine', 'sign', 'pine', 'dine'],
    fillers: ['Go find the clue, you will do just fine!', 'Find your clue and you will shine!'],
  },
  ar: {
    words: ['car', 'far', 'star', 'jar', 'bar', 'guitar'],
    fillers: ['Your clue is waiting, not too far!', 'Go find it, superstar!'],
  },
  ouse: {
    words: ['house', 'mouse'],
    fillers: ['Go find it, quiet as a mouse!', 'Search every corner of the house!'],
  },
};

const familyByWord = new Map<string, string>(
  Object.entries(rhymeFamilies).flatMap(([family, { words }]) =>
    words.map((word) => [word, family] as const),
  ),
);

/** The last word of a line, lower-cased, without punctuation. */
export function lastWord(line: string): string {
  const words = line.toLowerCase().match(/[a-z']+/g) ?? [];
  return (words[words.length - 1] ?? '').replace(/^'+|'+$/g, '');
}

/** The rhyme family a line ends in, or undefined when its last word is not in any family. */
export function rhymeFamilyOf(line: string): RhymeFamily | undefined {
  const family = familyByWord.get(lastWord(line));
  return family === undefined ? undefined : rhymeFamilies[family];
}
