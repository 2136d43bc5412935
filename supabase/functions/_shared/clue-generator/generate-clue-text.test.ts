import { describe, expect, it } from 'vitest';
import { checkClueOutput } from '../clue-output.ts';
import { clueDifficulties, clueThemes } from '../domain/clue-request.ts';
import { wordsRhyme } from './cmu-rhyme.ts';
import { generateBuiltInClue, maxEasyWords, mentionsWord, riddleKeyWords } from './generate-clue-text.ts';
import { keyWordsOf, placeAreas } from './hiding-place.ts';
import { parseLocation } from './parse-location.ts';
import { findHidingPlace, hidingPlaces } from './places.ts';
import { seededRandom } from './random.ts';
import { lastWord, rhymeFamilies, rhymeFamilyOf } from './rhymes.ts';

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The last words of a couplet's two lines, ignoring the theme's address before the first comma. */
function coupletEnds(clue: string): [string, string] {
  const lines = clue.split('\n');
  expect(lines).toHaveLength(2);
  return [lastWord(lines[0] as string), lastWord(lines[1] as string)];
}

/** Members type places in many ways; the generator must find each one by any of its names. */
const locationsFor = (name: string) => [name, `under the ${name}`, `Behind the ${name}`];

describe('the knowledge base', () => {
  it('knows at least 120 hiding places across home, school, library, garden, playground, car and shops', () => {
    expect(hidingPlaces.length).toBeGreaterThanOrEqual(120);
    for (const area of placeAreas) expect(hidingPlaces.some((place) => place.area === area)).toBe(true);
    expect(new Set(hidingPlaces.map((place) => place.name)).size).toBe(hidingPlaces.length);
  });

  it('gives every place descriptions, rhyme lines and riddle lines', () => {
    for (const place of hidingPlaces) {
      expect(place.easy.length, place.name).toBeGreaterThanOrEqual(2);
      expect(place.rhyme.length, place.name).toBeGreaterThanOrEqual(1);
      expect(place.riddle.length, place.name).toBeGreaterThanOrEqual(1);
      expect(keyWordsOf(place).length, place.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('ends every rhyme and riddle line in a word of a rhyme family', () => {
    const unknown = hidingPlaces.flatMap((place) =>
      [...place.rhyme, ...place.riddle]
        .filter((line) => !rhymeFamilyOf(line))
        .map((line) => `${place.name}: ${line}`),
    );
    expect(unknown).toEqual([]);
  });

  it('never uses a key word in a riddle line', () => {
    const leaks = hidingPlaces.flatMap((place) =>
      place.riddle
        .filter((line) => keyWordsOf(place).some((word) => mentionsWord(line, word)))
        .map((line) => `${place.name}: ${line}`),
    );
    expect(leaks).toEqual([]);
  });

  it('finds each place by its own name', () => {
    for (const place of hidingPlaces)
      expect(findHidingPlace(`behind the ${place.name}`)?.name).toBe(place.name);
  });
});

describe('rhyme families (CMU pronouncing dictionary)', () => {
  for (const [name, family] of Object.entries(rhymeFamilies)) {
    it(`"${name}": every word and filler ending rhymes, and a filler with another ending exists for every word`, () => {
      const ends = [...family.words, ...family.fillers.map(lastWord)];
      const [first] = family.words as [string];
      for (const word of ends)
        if (word !== first) expect(wordsRhyme(word, first), `${word} / ${first}`).toBe(true);
      for (const word of family.words) {
        expect(
          family.fillers.some((filler) => lastWord(filler) !== word),
          word,
        ).toBe(true);
      }
    });
  }
});

describe('built-in clues over every known place × difficulty × theme', () => {
  it('passes every check (pass rates are printed)', () => {
    const tally = () => ({ passed: 0, total: 0 });
    const results = { easy: tally(), medium: tally(), hard: tally(), rules: tally() };
    const failures: string[] = [];
    let seed = 1;
    for (const place of hidingPlaces) {
      for (const location of locationsFor(place.name)) {
        for (const theme of clueThemes) {
          for (const difficulty of clueDifficulties) {
            let clue: string;
            try {
              clue = generateBuiltInClue({ theme, difficulty, location }, seededRandom(seed++));
            } catch (error) {
              results[difficulty].total++;
              results.rules.total++;
              failures.push(`${difficulty}: ${location}: ${String(error)}`);
              continue;
            }
            const rules = checkClueOutput(clue).ok;
            results.rules.total++;
            if (rules) results.rules.passed++;
            else failures.push(`rules: ${clue}`);
            let ok: boolean;
            if (difficulty === 'easy') ok = countWords(clue) <= maxEasyWords;
            else if (difficulty === 'medium') ok = wordsRhyme(...coupletEnds(clue));
            else ok = !keyWordsOf(place).some((word) => mentionsWord(clue, word));
            results[difficulty].total++;
            if (ok) results[difficulty].passed++;
            else failures.push(`${difficulty}: ${location}: ${clue}`);
          }
        }
      }
    }

    for (const [check, { passed, total }] of Object.entries(results)) {
      console.info(`built-in ${check}: ${passed}/${total} (${((100 * passed) / total).toFixed(1)}%)`);
    }
    expect(hidingPlaces.length * 3).toBeGreaterThanOrEqual(50);
    expect(failures).toEqual([]);
  });
});

describe('places the knowledge base does not know', () => {
  const cases = [
    { location: "behind grandma's blue vase", head: 'vase', words: ['blue', 'grandma'] },
    { location: "Tommy's red rain boot, by the door", head: 'boot', words: ['red', 'Tommy', 'rain'] },
    {
      location: 'under the big red bucket near the sandbox',
      head: 'bucket',
      words: ['big and red', 'near the sandbox'],
    },
    { location: 'inside the kitchen drawer', head: 'drawer', words: ['kitchen'] },
    { location: 'I want to hide it on top of the piggy bank', head: 'bank', words: ['piggy'] },
    {
      location: 'next to the old wooden birdcage in the attic',
      head: 'birdcage',
      words: ['old and wooden', 'in the attic'],
    },
    { location: 'lighthouse', head: 'lighthouse', words: [] },
  ];

  for (const { location, head, words } of cases) {
    it(`"${location}" gets a sensible clue at every difficulty`, () => {
      expect(parseLocation(location).head).toBe(head);
      expect(riddleKeyWords(location)).toEqual([head]);
      for (const theme of clueThemes) {
        const random = seededRandom(theme.length);
        const easy = generateBuiltInClue({ theme, difficulty: 'easy', location }, random);
        const medium = generateBuiltInClue({ theme, difficulty: 'medium', location }, random);
        const hard = generateBuiltInClue({ theme, difficulty: 'hard', location }, random);
        for (const clue of [easy, medium, hard]) expect(checkClueOutput(clue).ok, clue).toBe(true);
        expect(easy).toContain(head);
        expect(countWords(easy)).toBeLessThanOrEqual(maxEasyWords);
        expect(medium).toContain(head);
        expect(wordsRhyme(...coupletEnds(medium)), medium).toBe(true);
        expect(mentionsWord(hard, head), hard).toBe(false);
        expect(hard).toContain(`starts with the letter ${head.charAt(0).toUpperCase()}`);
        for (const word of words) expect(hard, hard).toContain(word);
      }
    });
  }

  it('keeps the preposition the member chose', () => {
    const clue = generateBuiltInClue(
      { theme: 'nature', difficulty: 'easy', location: "behind grandma's blue vase" },
      seededRandom(7),
    );
    expect(clue).toContain('Look behind it!');
    expect(clue).toContain('It is blue.');
    expect(clue).toContain('It belongs to grandma.');
  });
});

describe('parseLocation', () => {
  it('splits a member phrase into preposition, object, owner, describing words and setting', () => {
    expect(parseLocation("Hide it behind Grandma's big blue vase in the living room")).toEqual({
      preposition: 'behind',
      object: "Grandma's big blue vase",
      head: 'vase',
      describers: ['big', 'blue'],
      kinds: [],
      owner: 'Grandma',
      setting: 'in the living room',
    });
    expect(parseLocation('in front of the TV')).toMatchObject({
      preposition: 'in front of',
      object: 'the tv',
      head: 'tv',
    });
    expect(parseLocation('   ')).toMatchObject({ object: 'the secret spot', head: 'spot' });
  });

  it('prefers the object the member named over a place in the setting', () => {
    expect(findHidingPlace(parseLocation('the boot by the front door').object)).toBeUndefined();
    expect(findHidingPlace(parseLocation('under the couch in the living room').object)?.name).toBe('couch');
    expect(findHidingPlace('in the kitchen sink')?.name).toBe('kitchen sink');
  });
});

describe('variety', () => {
  it('gives different clues when asked twice with different randomness, same clue with the same seed', () => {
    let varied = 0;
    let total = 0;
    for (const place of hidingPlaces) {
      for (const difficulty of clueDifficulties) {
        const input = { theme: 'adventure' as const, difficulty, location: place.name };
        const clues = new Set(
          [1, 2, 3, 4, 5, 6].map((seed) => generateBuiltInClue(input, seededRandom(seed * 7919))),
        );
        total++;
        if (clues.size > 1) varied++;
        expect(generateBuiltInClue(input, seededRandom(42))).toBe(
          generateBuiltInClue(input, seededRandom(42)),
        );
      }
    }
    console.info(`built-in variety: ${varied}/${total} place×difficulty pairs vary across 6 asks`);
    expect(varied).toBe(total);
  });
});

describe('whatever members type', () => {
  it('always gives a clue that passes the rules, even for long or odd descriptions', () => {
    const random = seededRandom(2024);
    const vocabulary = [
      'behind',
      'under',
      'the',
      'my',
      "grandpa's",
      'big',
      'red',
      'shiny',
      'old',
      'wooden',
      'flowerpot',
      'in',
      'on',
      'next',
      'to',
      'attic',
      'basement',
      'and',
      'that',
      'near',
      'supercalifragilisticexpialidocious',
      'x',
      '!!!',
      '—',
      'window',
      'couch',
      'of',
      'hide',
      'it',
      'somewhere',
      'Noah’s',
      'train',
      'set',
      'by',
      'porch',
      'swing',
      'where',
    ];
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const words = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => vocabulary[Math.floor(random() * vocabulary.length)],
      );
      const location = words.join(' ').slice(0, 300);
      for (const difficulty of clueDifficulties) {
        const clue = generateBuiltInClue(
          { theme: clueThemes[i % clueThemes.length]!, difficulty, location },
          random,
        );
        const problems = [
          !checkClueOutput(clue).ok && 'rules',
          difficulty === 'easy' && countWords(clue) > maxEasyWords && 'too many words',
          difficulty === 'medium' && !wordsRhyme(...coupletEnds(clue)) && 'no rhyme',
          difficulty === 'hard' &&
            riddleKeyWords(location).some((word) => mentionsWord(clue, word)) &&
            'names the place',
        ].filter(Boolean);
        if (problems.length > 0) failures.push(`${problems.join(', ')}: ${location} => ${clue}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
