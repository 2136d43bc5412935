import { clueRequestMessages } from '@domain/clue-request';

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
