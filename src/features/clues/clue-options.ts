import type { ClueRow } from '@/lib/clue-row';
import { clueRequestMessages } from '@domain/clue-request';
import type { KitHunt } from '@kit-pdf/kit-options.ts';

/** History cards cycle through these (spec §9), newest first. */
export const clueCardColours = ['yellow', 'blue', 'green', 'purple', 'pink'] as const;
export type ClueCardColour = (typeof clueCardColours)[number];
export const clueCardColour = (index: number): ClueCardColour =>
  clueCardColours[index % clueCardColours.length]!;

/** The member-facing validation notices of spec §5. */
export const clueFormNotices = {
  missingFields: {
    title: 'Missing Information',
    description: 'Please fill in all required fields (theme and difficulty).',
    variant: 'destructive',
  },
  missingLocation: {
    title: 'Location Required',
    description: clueRequestMessages.locationRequired,
    variant: 'destructive',
  },
} as const;

export const formatClueDate = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Clues as a hunt for the printable kit, in the order given: each clue describes the place it leads
 * to (its location), the first card is handed over and every later card hides where the one before
 * it leads.
 */
export function huntFromClues(clues: readonly Pick<ClueRow, 'text' | 'location'>[]): KitHunt {
  return {
    clues: clues.map((clue, index) => ({
      number: index + 1,
      text: clue.text,
      hideAt: index === 0 ? null : clues[index - 1]!.location,
      leadsTo: clue.location,
    })),
  };
}
