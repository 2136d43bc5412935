/** The Easter delivery notice for an order-by day (ADR 051), written where the seasons are worked out. */
import { frenchTypography } from './french-typography.ts';
import type { Locale } from './locales.ts';
import type { MonthDay } from './season-days.ts';

const englishOrdinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/**
 * The Easter delivery notice for an order-by day, as the spec writes it ('Order by April 4th to ensure
 * Easter delivery!'); the day follows the owner's rule (ADR 051).
 */
export const easterDeliveryNoticeIn: Readonly<Record<Locale, (orderBy: MonthDay) => string>> = {
  en: ({ month, day }) => {
    const name = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, month - 1, 1)),
    );
    return `Order by ${name} ${englishOrdinal(day)} to ensure Easter delivery!`;
  },
  fr: ({ month, day }) => {
    const name = new Intl.DateTimeFormat('fr-CA', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, month - 1, 1)),
    );
    return frenchTypography(
      `Commandez d’ici le ${day === 1 ? '1er' : day} ${name} pour la recevoir à temps pour Pâques!`,
    );
  },
};
