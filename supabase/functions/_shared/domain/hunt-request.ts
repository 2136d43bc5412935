import { z } from 'zod';

import {
  clueRequestSchemaWith,
  clueRequestTextsIn,
  maxLocationLength,
  requestLocaleIn,
  type ClueAgeBand,
  type ClueRequestTexts,
} from './clue-request.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { frenchTexts } from './french-typography.ts';
import { type Locale } from './locales.ts';

export type HuntAgeBand = ClueAgeBand;

export const minHuntPlaces = 2;
export const maxHuntPlaces = 12;
export const maxTreasureLength = 200;
const maxHuntClueLength = 400;

/** What a hunt request's checks say, in each language (`number` counts places from 1, as the page does). */
export interface HuntRequestTexts {
  placeText: (number: number) => string;
  placeBlank: (number: number) => string;
  placeTooLong: (number: number) => string;
  placeRepeated: (number: number, first: number) => string;
  placesList: string;
  placesMin: string;
  placesMax: string;
  treasureText: string;
  treasureTooLong: string;
  huntId: string;
  cardNumber: string;
  text: string;
  textBlank: string;
  textTooLong: string;
  /** A body that is not an object, for a new hunt, an edited card and a card written again. */
  notAnObject: Readonly<Record<'create' | 'edit' | 'regenerate', string>>;
}

export const huntRequestTextsIn: Readonly<Record<Locale, HuntRequestTexts>> = {
  en: {
    placeText: (number) => `Place ${number} must be text.`,
    placeBlank: (number) => `Place ${number} must not be blank: say where the card will hide.`,
    placeTooLong: (number) => `Place ${number} must be at most ${maxLocationLength} characters.`,
    placeRepeated: (number, first) =>
      `Place ${number} is the same as place ${first}: every card needs its own hiding place.`,
    placesList: `Places must be a list of ${minHuntPlaces} to ${maxHuntPlaces} hiding places.`,
    placesMin: `Places must list at least ${minHuntPlaces} hiding places.`,
    placesMax: `Places must list at most ${maxHuntPlaces} hiding places.`,
    treasureText: 'Treasure note must be text.',
    treasureTooLong: `Treasure note must be at most ${maxTreasureLength} characters.`,
    huntId: 'Hunt id must be the id of one of your hunts.',
    cardNumber: 'Number must be the number of a card in the hunt.',
    text: 'Text must be text.',
    textBlank: 'Text must not be blank: write the clue for this card.',
    textTooLong: `Text must be at most ${maxHuntClueLength} characters.`,
    notAnObject: {
      create: 'The request body must be a JSON object with theme, difficulty, ageBand and places.',
      edit: 'The request body must be a JSON object with huntId, number and text.',
      regenerate: 'The request body must be a JSON object with huntId and number.',
    },
  },
  fr: {
    placeText: (number) => `La cachette ${number} doit être un texte.`,
    placeBlank: (number) =>
      frenchTexts(`La cachette ${number} ne doit pas être vide : indiquez où la carte sera cachée.`),
    placeTooLong: (number) => `La cachette ${number} doit compter au plus ${maxLocationLength} caractères.`,
    placeRepeated: (number, first) =>
      frenchTexts(
        `La cachette ${number} est la même que la cachette ${first} : chaque carte a besoin de sa propre cachette.`,
      ),
    placesList: `Indiquez une liste de ${minHuntPlaces} à ${maxHuntPlaces} cachettes.`,
    placesMin: `Indiquez au moins ${minHuntPlaces} cachettes.`,
    placesMax: `Indiquez au plus ${maxHuntPlaces} cachettes.`,
    treasureText: 'La note du trésor doit être un texte.',
    treasureTooLong: `La note du trésor doit compter au plus ${maxTreasureLength} caractères.`,
    huntId: 'L’identifiant doit être celui de l’une de vos chasses.',
    cardNumber: 'Le numéro doit être celui d’une carte de la chasse.',
    text: 'Le texte de la carte doit être un texte.',
    textBlank: frenchTexts('Le texte ne doit pas être vide : écrivez l’indice de cette carte.'),
    textTooLong: `Le texte doit compter au plus ${maxHuntClueLength} caractères.`,
    notAnObject: {
      create: 'Le corps de la requête doit être un objet JSON avec theme, difficulty, ageBand et places.',
      edit: 'Le corps de la requête doit être un objet JSON avec huntId, number et text.',
      regenerate: 'Le corps de la requête doit être un objet JSON avec huntId et number.',
    },
  },
};

const placeKey = (place: unknown) =>
  typeof place === 'string' ? place.trim().toLowerCase().replace(/\s+/g, ' ') : undefined;

/** The hunt's schemas with one language's texts (a clue's and a hunt's). */
export function huntSchemasWith(clueTexts: ClueRequestTexts, texts: HuntRequestTexts) {
  // A hunt is asked for with the same fields and messages as a single clue, plus its places.
  const { theme, difficulty, ageBand, childName } = clueRequestSchemaWith(clueTexts).shape;
  const requestLocale = requestLocaleIn(clueTexts);

  /** One hiding place, as the parent wrote it. */
  const placeSchema = (number: number) =>
    z
      .string({ error: texts.placeText(number) })
      .trim()
      .min(1, texts.placeBlank(number))
      .max(maxLocationLength, texts.placeTooLong(number));

  const treasureSchema = z
    .string({ error: texts.treasureText })
    .trim()
    .max(maxTreasureLength, texts.treasureTooLong)
    .transform((note) => note || undefined);

  const placesSchema = z
    .array(z.unknown(), { error: texts.placesList })
    .min(minHuntPlaces, texts.placesMin)
    .max(maxHuntPlaces, texts.placesMax)
    .superRefine((places, ctx) => {
      const keys = places.map(placeKey);
      places.forEach((place, index) => {
        const parsed = placeSchema(index + 1).safeParse(place);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [index] });
          return;
        }
        // Two cards leading to the same place would send the child back where they stand.
        const first = keys.indexOf(keys[index]);
        if (first !== index)
          ctx.addIssue({ code: 'custom', message: texts.placeRepeated(index + 1, first + 1), path: [index] });
      });
    })
    .transform((places) => places.map((place) => String(place).trim()));

  const cardNumber = z
    .number({ error: texts.cardNumber })
    .int(texts.cardNumber)
    .min(1, texts.cardNumber)
    .max(maxHuntPlaces, texts.cardNumber);

  /** PATCH: the parent's own words for one card. */
  const edit = z.object({
    huntId: z.uuid({ error: texts.huntId }),
    number: cardNumber,
    text: z
      .string({ error: texts.text })
      .trim()
      .min(1, texts.textBlank)
      .max(maxHuntClueLength, texts.textTooLong),
    locale: requestLocale,
  });

  return {
    /** The body the hunt page posts to generate-hunt; the function parses it again with this schema. */
    request: z.object({
      theme,
      difficulty,
      ageBand,
      places: placesSchema,
      childName,
      treasure: treasureSchema.optional(),
      locale: requestLocale,
    }),
    edit,
    /** PUT: a freshly written card in place of one. */
    regenerate: edit.pick({ huntId: true, number: true, locale: true }),
  };
}

const englishHuntSchemas = huntSchemasWith(clueRequestTextsIn.en, huntRequestTextsIn.en);

/** The hunt planner's schemas, as the browser uses them (English messages). */
export const huntRequestSchema = englishHuntSchemas.request;
export type HuntRequestInput = z.input<typeof huntRequestSchema>;
export type HuntRequest = z.output<typeof huntRequestSchema>;

export const huntClueEditSchema = englishHuntSchemas.edit;
export type HuntClueEdit = z.output<typeof huntClueEditSchema>;

export const huntClueRegenerateSchema = englishHuntSchemas.regenerate;
export type HuntClueRegenerate = z.output<typeof huntClueRegenerateSchema>;

/** One card of the chain: where it hides (null: handed to the child) and the place it sends the child to. */
export interface HuntClue {
  number: number;
  text: string;
  hideAt: string | null;
  leadsTo: string;
}

/**
 * The chain the parent sets up: card 1 is handed over and leads to place 1; card k hides at place
 * k−1 and leads to place k; the treasure waits at the last place.
 */
export function huntChain(places: readonly string[], texts: readonly string[]): HuntClue[] {
  return places.map((place, index) => ({
    number: index + 1,
    text: texts[index] ?? '',
    hideAt: index === 0 ? null : places[index - 1]!,
    leadsTo: place,
  }));
}

type ParseResult<T> =
  { ok: true; value: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * Validates an already-parsed JSON body; each message names its field, and `fieldErrors` holds it by the
 * field's path (`places.1` for the second place). `notAnObject`: what a body that is no object is told.
 */
export function parseWith<T>(schema: z.ZodType<T>, body: unknown, notAnObject: string): ParseResult<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: notAnObject };
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  // The first problem of each field: a list that is not a list need not also be "too long".
  const fieldErrors = fieldErrorsOf(result.error);
  return { ok: false, message: Object.values(fieldErrors).join(' '), fieldErrors };
}

/** A row of public.hunts as the API returns it. */
export interface HuntRow {
  id: string;
  user_id: string;
  title: string;
  theme: HuntRequest['theme'];
  difficulty: HuntRequest['difficulty'];
  age_band: HuntAgeBand;
  child_name: string | null;
  treasure: string | null;
  places: string[];
  clue_texts: string[];
  /** The language every card is written in: the planning request's. */
  locale: Locale;
  created_at: string;
  updated_at: string;
}

/** What generate-hunt answers with (inside `{hunt}`), and what the pages show. */
export interface Hunt {
  id: string;
  title: string;
  theme: HuntRequest['theme'];
  difficulty: HuntRequest['difficulty'];
  ageBand: HuntAgeBand;
  childName: string | null;
  treasure: string | null;
  places: string[];
  clues: HuntClue[];
  createdAt: string;
}

export function huntFromRow(row: HuntRow): Hunt {
  return {
    id: row.id,
    title: row.title,
    theme: row.theme,
    difficulty: row.difficulty,
    ageBand: row.age_band,
    childName: row.child_name,
    treasure: row.treasure,
    places: row.places,
    clues: huntChain(row.places, row.clue_texts),
    createdAt: row.created_at,
  };
}
