/**
 * The choices a kit is built from, and the checks shared by the CLI, the download function and the
 * browser: one message per problem, naming it.
 */

import { z } from 'zod';

import { type ClueAgeBand, clueAgeBands } from '../../domain/clue-request.ts';
import { isKitPdfSlug, kitPdfSlugs } from '../../domain/kit-themes.ts';
import { CHILD_NAMES_MAX } from '../../domain/licences.ts';
import { isLocale, type Locale, locales } from '../../domain/locales.ts';

export const kitPapers = ['letter', 'a4'] as const;
export type KitPaper = (typeof kitPapers)[number];

export const kitInks = ['color', 'bw'] as const;
export type KitInk = (typeof kitInks)[number];

/** How a parent names them, in each language: in the README and the PDF's keywords. */
export const paperLabels: Readonly<Record<Locale, Readonly<Record<KitPaper, string>>>> = {
  en: { letter: 'US Letter', a4: 'A4' },
  fr: { letter: 'Lettre US', a4: 'A4' },
};
export const inkLabels: Readonly<Record<Locale, Readonly<Record<KitInk, string>>>> = {
  en: { color: 'colour', bw: 'black and white' },
  fr: { color: 'couleur', bw: 'noir et blanc' },
};

export const kitCardSets = ['editable8', 'blank16'] as const;
export type KitCardSet = (typeof kitCardSets)[number];

/**
 * How each format's kit is built, as its buyer gets it: the digital kit (the download function and
 * Download All) has the cards a parent types into before printing, plus Download All's sheet of blank
 * cards to write on by hand; the printed kit the shop prints has the blank cards, on Letter in colour
 * (a North American shop). The pages' promises are read against these (issue 29 §8).
 */
export const digitalKitCards: KitCardSet = 'editable8';
export const blankCardSheet: KitCardSet = 'blank16';
export const printedKitBuild = { paper: 'letter', ink: 'color', cards: 'blank16' } as const satisfies {
  paper: KitPaper;
  ink: KitInk;
  cards: KitCardSet;
};

export const maxChildNameLength = 40;

export interface KitHuntClue {
  number: number;
  text: string;
  /** null: the card is handed to the child to start the hunt. */
  hideAt: string | null;
  leadsTo: string;
}

export interface KitHunt {
  title?: string;
  /** Used for the posters when the options carry no name of their own. */
  childName?: string | null;
  /** The band the clues were written for; a 3–6 hunt's cards show pictures of the places. */
  ageBand?: ClueAgeBand;
  clues: readonly KitHuntClue[];
}

export interface KitPdfOptions {
  kit: string;
  paper: KitPaper;
  ink: KitInk;
  cards: KitCardSet;
  childName?: string;
  /**
   * A party or classroom kit's children (ADR 054): with two or more, each gets their own welcome poster
   * and certificate, and the pages for the grown-ups name nobody. One name is the same as `childName`.
   */
  childNames?: readonly string[];
  hunt?: KitHunt;
  /** The certificate's date line stays blank unless a date is given (e.g. "April 20, 2027"). */
  date?: string;
  /** 'cards': only the clue-card pages (Download All's sheet of blank cards); default the whole kit. */
  pages?: 'kit' | 'cards';
  /** The language of every word printed; default English. */
  lang?: Locale;
}

// Letters of any alphabet (with their accents), spaces, hyphens and apostrophes, at least one letter.
const childNamePattern = /^(?=.*\p{L})[\p{L}\p{M} '\u2019-]+$/u;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkKitSlug(value: string): Checked<string> {
  return isKitPdfSlug(value)
    ? { ok: true, value }
    : { ok: false, message: `Unknown kit "${value}": choose one of ${kitPdfSlugs.join(', ')}.` };
}

export function checkPaper(value: string): Checked<KitPaper> {
  return (kitPapers as readonly string[]).includes(value)
    ? { ok: true, value: value as KitPaper }
    : { ok: false, message: `Bad paper "${value}": use letter or a4.` };
}

export function checkInk(value: string): Checked<KitInk> {
  return (kitInks as readonly string[]).includes(value)
    ? { ok: true, value: value as KitInk }
    : { ok: false, message: `Bad ink "${value}": use color or bw.` };
}

export function checkLang(value: string): Checked<Locale> {
  return isLocale(value)
    ? { ok: true, value }
    : { ok: false, message: `Bad lang "${value}": use ${locales.join(' or ')}.` };
}

export function checkCardSet(value: string): Checked<KitCardSet> {
  return (kitCardSets as readonly string[]).includes(value)
    ? { ok: true, value: value as KitCardSet }
    : { ok: false, message: `Bad cards "${value}": use editable8 or blank16.` };
}

/** Blank means no name. */
export function checkChildName(value: string): Checked<string | undefined> {
  const name = value.trim();
  if (name === '') return { ok: true, value: undefined };
  if ([...name].length > maxChildNameLength) {
    return { ok: false, message: `Child's name is too long: at most ${maxChildNameLength} characters.` };
  }
  if (!childNamePattern.test(name)) {
    return { ok: false, message: "Child's name may use only letters, spaces, hyphens and apostrophes." };
  }
  return { ok: true, value: name };
}

/** Every name of a party or classroom kit, checked like one name; at most CHILD_NAMES_MAX, none blank. */
export function checkChildNames(values: readonly string[]): Checked<string[]> {
  if (values.length > CHILD_NAMES_MAX)
    return { ok: false, message: `Too many children's names: at most ${CHILD_NAMES_MAX}.` };
  const names: string[] = [];
  for (const value of values) {
    const name = checkChildName(value);
    if (!name.ok) return name;
    if (!name.value) return { ok: false, message: "A child's name in the list is blank." };
    names.push(name.value);
  }
  return { ok: true, value: names };
}

const huntClueSchema = z.object({
  number: z.number().int().min(1),
  text: z.string(),
  hideAt: z.string().nullable(),
  leadsTo: z.string(),
});

const huntSchema = z.object({
  title: z.string().optional(),
  childName: z.string().nullable().optional(),
  ageBand: z.enum(clueAgeBands).optional(),
  clues: z.array(huntClueSchema).min(1).max(16),
});

/** Accepts generate-hunt's response body (`{hunt: {...}}`) or the hunt object itself. */
export function parseKitHunt(value: unknown): Checked<KitHunt> {
  const candidate =
    typeof value === 'object' && value !== null && 'hunt' in value
      ? (value as { hunt: unknown }).hunt
      : value;
  const result = huntSchema.safeParse(candidate);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the hunt';
  return { ok: false, message: `Hunt is not a hunt: ${where}: ${issue.message}` };
}

/** Sensible download name: "maya-pirate-hunt-letter.pdf", "pirate-hunt-a4.pdf". */
export function kitFileName(options: { huntName: string; paper: KitPaper; childName?: string }): string {
  const slugify = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const parts = [
    options.childName ? slugify(options.childName) : '',
    slugify(options.huntName),
    options.paper,
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
