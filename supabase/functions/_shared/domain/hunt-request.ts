import { z } from 'zod';

import { clueRequestSchema, maxLocationLength, requestLocale, type ClueAgeBand } from './clue-request.ts';
import { fieldErrorsOf } from './field-errors.ts';

export type HuntAgeBand = ClueAgeBand;

export const minHuntPlaces = 2;
export const maxHuntPlaces = 12;
export const maxTreasureLength = 200;
const maxHuntClueLength = 400;

// A hunt is asked for with the same fields and messages as a single clue, plus its places.
const { theme, difficulty, ageBand, childName } = clueRequestSchema.shape;

/** One hiding place, as the parent wrote it; `number` counts from 1 as the page shows it. */
const huntPlaceSchema = (number: number) =>
  z
    .string({ error: `Place ${number} must be text.` })
    .trim()
    .min(1, `Place ${number} must not be blank: say where the card will hide.`)
    .max(maxLocationLength, `Place ${number} must be at most ${maxLocationLength} characters.`);

const treasureSchema = z
  .string({ error: 'Treasure note must be text.' })
  .trim()
  .max(maxTreasureLength, `Treasure note must be at most ${maxTreasureLength} characters.`)
  .transform((note) => note || undefined);

const placeKey = (place: unknown) =>
  typeof place === 'string' ? place.trim().toLowerCase().replace(/\s+/g, ' ') : undefined;

const huntPlacesSchema = z
  .array(z.unknown(), {
    error: `Places must be a list of ${minHuntPlaces} to ${maxHuntPlaces} hiding places.`,
  })
  .min(minHuntPlaces, `Places must list at least ${minHuntPlaces} hiding places.`)
  .max(maxHuntPlaces, `Places must list at most ${maxHuntPlaces} hiding places.`)
  .superRefine((places, ctx) => {
    const keys = places.map(placeKey);
    places.forEach((place, index) => {
      const parsed = huntPlaceSchema(index + 1).safeParse(place);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: [index] });
        return;
      }
      // Two cards leading to the same place would send the child back where they stand.
      const first = keys.indexOf(keys[index]);
      if (first !== index) {
        ctx.addIssue({
          code: 'custom',
          message: `Place ${index + 1} is the same as place ${first + 1}: every card needs its own hiding place.`,
          path: [index],
        });
      }
    });
  })
  .transform((places) => places.map((place) => String(place).trim()));

/** The body the hunt page posts to generate-hunt; the function parses it again with this schema. */
export const huntRequestSchema = z.object({
  theme,
  difficulty,
  ageBand,
  places: huntPlacesSchema,
  childName,
  treasure: treasureSchema.optional(),
  locale: requestLocale,
});

export type HuntRequestInput = z.input<typeof huntRequestSchema>;
export type HuntRequest = z.output<typeof huntRequestSchema>;

/** PATCH: the parent's own words for one card. */
export const huntClueEditSchema = z.object({
  huntId: z.uuid({ error: 'Hunt id must be the id of one of your hunts.' }),
  number: z
    .number({ error: 'Number must be the number of a card in the hunt.' })
    .int('Number must be the number of a card in the hunt.')
    .min(1, 'Number must be the number of a card in the hunt.')
    .max(maxHuntPlaces, 'Number must be the number of a card in the hunt.'),
  text: z
    .string({ error: 'Text must be text.' })
    .trim()
    .min(1, 'Text must not be blank: write the clue for this card.')
    .max(maxHuntClueLength, `Text must be at most ${maxHuntClueLength} characters.`),
  locale: requestLocale,
});
export type HuntClueEdit = z.output<typeof huntClueEditSchema>;

/** PUT: a freshly written card in place of one. */
export const huntClueRegenerateSchema = huntClueEditSchema.pick({ huntId: true, number: true, locale: true });
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

/** "Maya's mystery hunt (5 cards)" or "Mystery hunt (5 cards)". */
export function huntTitle(request: Pick<HuntRequest, 'theme' | 'childName' | 'places'>): string {
  const owner = request.childName
    ? `${request.childName}'s ${request.theme}`
    : request.theme.charAt(0).toUpperCase() + request.theme.slice(1);
  return `${owner} hunt (${request.places.length} cards)`;
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Validates an already-parsed JSON body; each message names its field. */
export function parseWith<T>(schema: z.ZodType<T>, body: unknown, what: string): ParseResult<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: `The request body must be a JSON object with ${what}.` };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  // The first problem of each field: a list that is not a list need not also be "too long".
  return { ok: false, message: Object.values(fieldErrorsOf(result.error)).join(' ') };
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
