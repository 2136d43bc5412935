import { maxClueLength } from '../clue-output.ts';
import { frenchTypography } from '../../domain/french-typography.ts';
import { defaultAgeBand, type ClueAgeBand } from '../../domain/clue-request.ts';
import { ageBandStyles, countWords, type AgeBandStyle } from './age-bands.ts';
import { frenchLastWord, frenchWordsRhyme } from './french-rhyme.ts';
import { parseFrenchPlace, type FrenchPlace } from './french-place.ts';
import type { BuiltInClueInput } from './generate-clue-text.ts';
import { mentionsWord } from './generate-clue-text.ts';
import { pick, shuffled, type Random } from './random.ts';
import { frenchThemeVoices } from './voices-fr.ts';
import type { ThemeVoice } from './voices.ts';

/**
 * The built-in engine in Québec French: the same three kinds as in English (a plain description, a
 * two-line rhyme, a riddle), in the theme's voice and the age band's word limit, speaking to the child
 * with « tu ». It names the parent's place in the parent's words (see french-place.ts) and no other;
 * every 8–14 clue carries a couplet that rhymes to the ear (french-rhyme.ts).
 */

interface Scene {
  place: FrenchPlace;
  style: AgeBandStyle;
  band: ClueAgeBand;
  voice: ThemeVoice;
  name?: string;
  random: Random;
  closing: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The last sentence of every French clue: « Regarde dessous ! », after the parent's preposition. */
export function frenchClosing(location: string, lead = 'Regarde'): string {
  return `${lead} ${parseFrenchPlace(location).look} !`;
}

/** Two-line rhymes: a first-line ending that follows the place, and lines that answer it. */
const rhymeFamilies: readonly { endings: readonly string[]; answers: readonly string[] }[] = [
  {
    endings: ['sans tarder', 'c’est là qu’il faut aller', 'tu peux y aller'],
    answers: ['Ton prochain indice y est caché !', 'Ouvre grand les yeux, tu vas le trouver !'],
  },
  {
    endings: ['vite, au galop', 'au trot'],
    answers: ['Ton indice t’attend, bravo !', 'Tu le trouveras bientôt !', 'Bravo, bravo !'],
  },
  {
    endings: ['allez, c’est parti', 'vas-y sans bruit'],
    answers: ['Ouvre l’œil, tu as compris !', 'Cherche bien, c’est ton défi !'],
  },
];

/** Couplets a riddle or a description ends on; they name nothing, so they fit any place. */
const freeCouplets: readonly (readonly [string, string])[] = [
  ['Réfléchis bien avant de chercher,', 'Mon secret est bien caché !'],
  ['Devine mon nom et file au trot,', 'Tu trouveras ton indice bientôt !'],
  ['Ouvre grand les yeux et prends ton temps,', 'Ton indice t’attend patiemment !'],
  ['Trouve la réponse, c’est ton défi,', 'Ton prochain indice est par ici !'],
];

/** True when the line never says one of the place's own words (a riddle must not give it away). */
const hidesPlace = (scene: Scene, line: string) =>
  !scene.place.keyWords.some((word) => mentionsWord(line, word));

/** How to send the child to the place: "va voir sous le lit de Maya", "trouve la cachette « … »". */
function goTo(scene: Scene): string[] {
  const { place } = scene;
  if (place.where)
    return ['va voir', 'cours voir', 'jette un coup d’œil'].map((verb) => `${verb} ${place.where}`);
  const target = place.quoted ? `la cachette ${place.object}` : place.object;
  return ['trouve', 'cherche', 'va voir'].map((verb) => `${verb} ${target}`);
}

/** Within the band's word limit and the clue's length (a 300-character place leaves little room). */
const fits = (scene: Scene, text: string) =>
  countWords(text) <= scene.style.maxWords && frenchTypography(text).length <= maxClueLength;

/** The first candidate that fits; else the shortest, which the output rules then judge. */
const firstFitting = (scene: Scene, candidates: readonly string[]) =>
  candidates.find((text) => fits(scene, text)) ?? [...candidates].sort((a, b) => a.length - b.length)[0]!;

/** "Maya, va voir …" or "Va voir …". */
const address = (scene: Scene, text: string) => (scene.name ? `${scene.name}, ${text}` : capitalize(text));

/** Keeps the required sentences and as many optional ones (in order) as the band's word limit allows. */
function fitWords(scene: Scene, opening: string[], optional: string[], closing: string[]): string {
  const kept = [...optional];
  const text = () => [...opening, ...kept, ...closing].join(' ').replace(/ ?\n ?/g, '\n');
  while (kept.length > 0 && countWords(text()) > scene.style.maxWords) kept.pop();
  return text();
}

/** A couplet that names nothing, as its own two lines, for every 8–14 clue. */
function couplet(scene: Scene, avoid: (line: string) => boolean = () => true): string | undefined {
  const found = shuffled(freeCouplets, scene.random).find(([first, second]) => avoid(first) && avoid(second));
  return found ? `\n${found[0]}\n${found[1]}\n` : undefined;
}

function easyClue(scene: Scene): string {
  const opener = pick(scene.voice.easyOpeners, scene.random);
  const cheer = pick(
    ['Prends ton temps.', 'Ouvre grand les yeux.', 'Tu es capable !', 'Observe bien.'],
    scene.random,
  );
  const rhyme = scene.band === '8-14' ? couplet(scene) : undefined;
  const candidates = [true, false].flatMap((withOpener) =>
    shuffled(goTo(scene), scene.random).map((go) => {
      const naming = `${address(scene, go)}.`;
      // After « Une fée te chuchote : » the sentence goes on in lower case.
      const opening = withOpener
        ? [opener, opener.endsWith(':') && !scene.name ? lowerFirst(naming) : naming]
        : [naming];
      return fitWords(scene, opening, [cheer], [...(rhyme ? [rhyme] : []), scene.closing]);
    }),
  );
  // A place too long for a description and a couplet gets its rhyme in the naming line instead.
  return firstFitting(scene, rhyme ? [...candidates, ...couplets(scene, namedLead(scene))] : candidates);
}

/** The child's name before the sentence, when there is one. */
const namedLead = (scene: Scene) => (scene.name ? `${scene.name}, ` : '');

function mediumClue(scene: Scene): string {
  const title = pick(scene.voice.addresses, scene.random);
  const titled = scene.style.maxWords > 20 && pick([true, false], scene.random);
  const lead = scene.name && titled ? `${title} ${scene.name}, ` : titled ? `${title}, ` : namedLead(scene);
  // Without the title when it does not fit; a name always stays.
  return firstFitting(scene, [...couplets(scene, lead), ...couplets(scene, namedLead(scene))]);
}

/** Every two-line rhyme that names the place after `lead`, in random order, each with the closing. */
function couplets(scene: Scene, lead: string): string[] {
  return shuffled(goTo(scene), scene.random).flatMap((go) =>
    shuffled(rhymeFamilies, scene.random).flatMap((family) =>
      shuffled(family.endings, scene.random).flatMap((ending) =>
        shuffled(family.answers, scene.random).flatMap((answer) => {
          const first = `${lead ? `${lead}${go}` : capitalize(go)}, ${ending},`;
          return frenchWordsRhyme(frenchLastWord(first), frenchLastWord(answer))
            ? [[first, answer, scene.closing].join('\n')]
            : [];
        }),
      ),
    ),
  );
}

/** Riddle lines that are true of the place because the parent said so, or because it is what it is. */
function honestHints(scene: Scene): string[] {
  const { place } = scene;
  const hints: string[] = [];
  if (place.noun) hints.push(...shuffled(place.noun.hints, scene.random));
  if (place.room) hints.push(`On me trouve ${place.room}.`);
  if (place.owner) hints.push(`J’appartiens à ${place.owner}.`);
  return hints.filter((hint) => hidesPlace(scene, hint));
}

/** The letters of the naming word; never a preposition or an article, nor a word of the place. */
function letterHint(scene: Scene): string {
  const word = scene.place.head;
  const letter = word.charAt(0).toUpperCase();
  const count = (word.match(/\p{L}/gu) ?? []).length;
  const first = scene.place.keyWords.length > 1 ? 'Le premier mot de mon nom' : 'Mon nom';
  const candidates =
    scene.band === '3-6'
      ? [`${first} commence par la lettre ${letter}.`]
      : shuffled(
          [
            `${first} commence par la lettre ${letter} et compte ${count} lettres.`,
            `${first} commence par ${letter} et s’écrit avec ${count} lettres.`,
          ],
          scene.random,
        );
  return candidates.find((hint) => hidesPlace(scene, hint)) ?? `${first} commence par ${letter}.`;
}

function hardClue(scene: Scene): string {
  const openers = (
    scene.band === '3-6'
      ? ['C’est l’heure de la devinette !', 'Devine qui je suis !']
      : scene.voice.riddleOpeners
  ).filter((line) => hidesPlace(scene, line));
  const opener = openers.length > 0 ? pick(openers, scene.random) : 'Devinette :';
  const lead = scene.name && hidesPlace(scene, scene.name) ? `${scene.name}, ${lowerFirst(opener)}` : opener;
  const hints = honestHints(scene);
  const letters = letterHint(scene);
  const ordered = scene.place.noun ? [...hints, letters] : [letters, ...hints];
  const optional =
    scene.band === '3-6' ? [...ordered].sort((a, b) => countWords(a) - countWords(b)).slice(0, 2) : ordered;
  const rhyme = scene.band === '8-14' ? couplet(scene, (line) => hidesPlace(scene, line)) : undefined;
  const questions = ['Qui suis-je ?', 'Alors, qui suis-je ?', 'Devine ce que je suis !'].filter((line) =>
    hidesPlace(scene, line),
  );
  const question = pick(questions.length > 0 ? questions : ['Devine !'], scene.random);
  const text = fitWords(scene, [lead], optional, [...(rhyme ? [rhyme] : []), question, scene.closing]);
  // The sentence after the opener's colon goes on in lower case (our hints never start with a name).
  return text.replace(
    /^([^\n:]*:) (\p{Lu})/u,
    (_, before: string, letter: string) => `${before} ${letter.toLowerCase()}`,
  );
}

/** The built-in, offline clue in Québec French, with French punctuation spacing. */
export function generateFrenchBuiltInClue(input: BuiltInClueInput, random: Random): string {
  const band = input.ageBand ?? defaultAgeBand;
  const scene: Scene = {
    place: parseFrenchPlace(input.location),
    style: ageBandStyles[band],
    band,
    voice: frenchThemeVoices[input.theme],
    name: input.childName?.trim() || undefined,
    random,
    // Young children get the shortest "where to look".
    closing: frenchClosing(
      input.location,
      band === '3-6' ? 'Regarde' : pick(['Regarde', 'Puis regarde', 'Ensuite, regarde'], random),
    ),
  };
  const text = { easy: easyClue, medium: mediumClue, hard: hardClue }[input.difficulty](scene);
  return frenchTypography(text.trim());
}
