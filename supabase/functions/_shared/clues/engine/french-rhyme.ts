/**
 * The French rhyme judge: two words rhyme when their last syllables sound alike from the vowel on
 * (the vowel and the consonants said after it), whatever the spelling. French spells one sound many
 * ways and leaves most final letters silent, so the judge reads a word's ending aloud before comparing:
 * "bateau", "chaud", "dos", "mot" and "vélo" all end in [o]; "aller", "été" and "nez" in [e]; "mer"
 * ends in [ɛʁ] and does not rhyme with "aimer". A small rule set, not a dictionary: it is exact on the
 * endings our couplets use and on the common ones a model writes; its known blind spot is the silent
 * "-ent" of a plural verb ("cherchent"), read as in "vent".
 */

const vowels = 'aeiouyàâäéèêëîïôöùûüœæ';
const isVowel = (letter: string | undefined) => letter !== undefined && vowels.includes(letter);

/** Words whose ending the rules would misread, with the sound they end in. */
const endings: Readonly<Record<string, string>> = {
  et: 'e',
  les: 'e',
  des: 'e',
  mes: 'e',
  tes: 'e',
  ses: 'e',
  ces: 'e',
  est: 'ɛ',
  clef: 'e',
  fils: 'is',
  six: 'is',
  dix: 'is',
  sept: 'ɛt',
  net: 'ɛt',
  huit: 'it',
  ouest: 'ɛst',
  gaz: 'az',
  bus: 'ys',
  autobus: 'ys',
  cactus: 'ys',
  virus: 'ys',
  lotus: 'ys',
  tennis: 'is',
  oasis: 'is',
  iris: 'is',
  hélas: 'as',
  tabac: 'a',
  estomac: 'a',
  croc: 'o',
  escroc: 'o',
  porc: 'oʁ',
  cap: 'ap',
  stop: 'op',
  top: 'op',
  gentil: 'i',
  outil: 'i',
  fusil: 'i',
  persil: 'i',
  sourcil: 'i',
  nombril: 'i',
  ville: 'il',
  mille: 'il',
  tranquille: 'il',
  femme: 'am',
  hiver: 'ɛʁ',
  enfer: 'ɛʁ',
  amer: 'ɛʁ',
  super: 'ɛʁ',
  hier: 'ɛʁ',
  fier: 'ɛʁ',
  travers: 'ɛʁ',
  univers: 'ɛʁ',
  envers: 'ɛʁ',
  revers: 'ɛʁ',
  divers: 'ɛʁ',
};

/** Oral vowels, longest spelling first. */
const oralVowels: readonly (readonly [string, string])[] = [
  ['eau', 'o'],
  ['œu', 'ø'],
  ['oeu', 'ø'],
  ['au', 'o'],
  ['ou', 'u'],
  ['oû', 'u'],
  ['où', 'u'],
  ['oi', 'wa'],
  ['oî', 'wa'],
  ['eu', 'ø'],
  ['eû', 'ø'],
  ['ai', 'ɛ'],
  ['aî', 'ɛ'],
  ['ei', 'ɛ'],
  ['ay', 'ɛ'],
  ['ey', 'ɛ'],
  ['œ', 'ø'],
  ['é', 'e'],
  ['è', 'ɛ'],
  ['ê', 'ɛ'],
  ['ë', 'ɛ'],
  ['e', 'ɛ'],
  ['a', 'a'],
  ['à', 'a'],
  ['â', 'a'],
  ['i', 'i'],
  ['î', 'i'],
  ['ï', 'i'],
  ['y', 'i'],
  ['o', 'o'],
  ['ô', 'o'],
  ['u', 'y'],
  ['û', 'y'],
  ['ü', 'y'],
];

/** Nasal vowels by the spelling before their n or m, longest first. */
const nasalVowels: readonly (readonly [string, string])[] = [
  ['oi', 'wɛ̃'],
  ['ie', 'ɛ̃'],
  ['ye', 'ɛ̃'],
  ['ai', 'ɛ̃'],
  ['ei', 'ɛ̃'],
  ['a', 'ɑ̃'],
  ['e', 'ɑ̃'],
  ['i', 'ɛ̃'],
  ['y', 'ɛ̃'],
  ['u', 'ɛ̃'],
  ['o', 'ɔ̃'],
];

/** The sound of the vowel letters that end `letters`, and how many letters it took. */
function vowelAtEnd(
  letters: string,
  table: readonly (readonly [string, string])[],
): [sound: string, length: number] {
  for (const [spelling, sound] of table) if (letters.endsWith(spelling)) return [sound, spelling.length];
  return ['', 0];
}

/** The consonants said after the last vowel, as sounds; `beforeE`: a silent e follows them. */
function codaSound(coda: string, beforeE: boolean): string {
  let sound = coda
    .replace(/(.)\1/g, '$1')
    .replace(/ch/g, 'ʃ')
    .replace(/ph/g, 'f')
    .replace(/gn/g, 'ɲ')
    .replace(/th/g, 't')
    .replace(/ck|q|c(?=.)/g, 'k')
    .replace(/h/g, '')
    .replace(/x/g, 'ks')
    .replace(/r/g, 'ʁ');
  if (beforeE) {
    // "place", "plage", "rose": c, g and a single s sound soft before the silent e.
    sound = sound.replace(/c$/, 's').replace(/g$/, 'ʒ');
    if (coda === 's') sound = 'z';
  }
  return sound.replace(/c$/, 'k').replace(/ɡ/g, 'g');
}

/** The last syllable's vowel and what is said after it, in rough IPA: "chaud" → "o", "porte" → "oʁt". */
export function frenchRhymeSound(word: string): string {
  let w = word
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .replace(/^.*'/, '')
    .replace(/[^\p{L}]/gu, '');
  if (!w) return '';
  const known = endings[w];
  if (known !== undefined) return known;

  // "qu" and "gu" before e or i are one consonant each ("banque", "langue"); the hard g is kept apart
  // (U+0261) from the soft g of "plage".
  w = w.replace(/qu/g, 'q').replace(/gu(?=[eéèêiy])/g, 'ɡ');
  // What ends in a silent e: "-ée" sounds [e]; after a vowel the e adds nothing ("amie", "joue").
  if (/ées?$/.test(w)) return 'e';
  if (/aient$/.test(w)) return 'ɛ';
  let closed = false;
  let beforeE = false;
  if (/[^aeiouyéèêàâîôû]es?$/.test(w) && w.length > 2) {
    w = w.replace(/es?$/, '');
    closed = true;
    beforeE = true;
  } else if (/[aiouyéèêàâîôû]es?$/.test(w)) {
    w = w.replace(/es?$/, '');
  }

  if (!closed) {
    const syllables = w.match(/[aeiouyàâäéèêëîïôöùûüœ]+/g)?.length ?? 0;
    if (/ers?$/.test(w)) return syllables > 1 ? 'e' : 'ɛʁ';
    if (/(?:ez|eds?)$/.test(w)) return 'e';
    if (/ets?$/.test(w)) return 'ɛ';
    // Final s, x, z, t, d, p, g are silent, and a c after a nasal vowel ("blanc", "banc").
    w = w.replace(/[sxztdpg]+$/, '').replace(/(?<=n)c$/, '');
    closed = !isVowel(w.at(-1)) && !/[aeiouyéèêàâîôûœ][nm]$/.test(w);
  }

  const coda = closed ? (/[^aeiouyàâäéèêëîïôöùûüœ]+$/.exec(w)?.[0] ?? '') : '';
  const body = w.slice(0, w.length - coda.length);

  // "fille", "soleil", "travail", "grenouille": the ill or il after a vowel is said [j].
  if (coda === 'll' || coda === 'l') {
    if (coda === 'll' && body.endsWith('i') && !isVowel(body.at(-2)))
      return `${vowelAtEnd(body.slice(0, -1), oralVowels)[0] || 'i'}j`.replace(/^j$/, 'ij');
    if (body.endsWith('i') && isVowel(body.at(-2)) && !body.endsWith('oi'))
      return `${vowelAtEnd(body.slice(0, -1), oralVowels)[0]}j`;
  }
  // A nasal vowel: a vowel before a final n or m, or before n or m and another consonant ("chambre").
  const nasal = closed ? /^[nm](?=[^nm])/.exec(coda) : /[nm]$/.exec(body);
  if (nasal) {
    const before = closed ? body : body.slice(0, -1);
    const [sound] = vowelAtEnd(before, nasalVowels);
    if (sound) return `${sound}${closed ? codaSound(coda.slice(1), beforeE) : ''}`;
  }
  const [sound] = vowelAtEnd(body, oralVowels);
  return `${sound}${codaSound(coda, beforeE)}`;
}

/** Two different words whose last syllables sound alike (see frenchRhymeSound). */
export function frenchWordsRhyme(a: string, b: string): boolean {
  const same = (word: string) => word.toLowerCase().normalize('NFC').replace(/[’‘]/g, "'");
  if (same(a) === same(b)) return false;
  const sound = frenchRhymeSound(a);
  return sound !== '' && sound === frenchRhymeSound(b);
}

/** A line's last word, accents and apostrophes kept: "c’est là qu’il faut aller," → "aller". */
export function frenchLastWord(line: string): string {
  return /(\p{L}[\p{L}’'-]*)[^\p{L}]*$/u.exec(line)?.[1]?.toLowerCase() ?? '';
}
