import { useMemo } from 'react';

import type { ClueRow } from '@/lib/clue-row';
import { useI18n } from '@/lib/i18n/i18n';
import {
  clueRequestTextsIn,
  type ClueAgeBand,
  type ClueDifficulty,
  type ClueTheme,
} from '@domain/clue-request';
import type { KitHunt } from '@kit-pdf/kit-options.ts';

/** History cards cycle through these (spec §9), newest first. */
export const clueCardColours = ['yellow', 'blue', 'green', 'purple', 'pink'] as const;
export type ClueCardColour = (typeof clueCardColours)[number];
export const clueCardColour = (index: number): ClueCardColour =>
  clueCardColours[index % clueCardColours.length]!;

/**
 * How the clue options, dates and the validation notices of spec §5 read on the page, in its language.
 * The option values are the domain's (domain/clue-request.ts); their words are the clues catalog's.
 */
export function useClueTexts() {
  const { t, locale, tag } = useI18n();
  return useMemo(
    () => ({
      theme: (theme: ClueTheme) => t(`clues.theme.${theme}`),
      difficulty: (difficulty: ClueDifficulty) => t(`clues.difficulty.${difficulty}`),
      /** The difficulty with what it produces: "Easy (Location Description)". */
      difficultyKind: (difficulty: ClueDifficulty) => t(`clues.difficultyKind.${difficulty}`),
      ageBand: (band: ClueAgeBand) => t(`clues.ageBand.${band}`),
      date: (iso: string) =>
        new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      notices: {
        missingFields: {
          title: t('clues.form.missingTitle'),
          description: t('clues.form.missingDescription'),
          variant: 'destructive',
        },
        missingLocation: {
          title: t('clues.form.locationTitle'),
          description: clueRequestTextsIn[locale].locationRequired,
          variant: 'destructive',
        },
      } as const,
    }),
    [t, locale, tag],
  );
}

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
