/** Test cards of Stripe's test mode (contract §5): checked like the hosted page does, then declined or paid. */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardOutcome =
  | { ok: true; last4: string; number: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvc' | 'name'; code: string; message: string };

/** The page's language: French when the session's `locale` is fr or fr-CA, English otherwise. */
export type PageLanguage = 'en' | 'fr';

/** Stripe's messages in English and, as its French Checkout words them, in French. */
const MESSAGES = {
  declined: { en: 'Your card was declined.', fr: 'Votre carte a été refusée.' },
  insufficientFunds: {
    en: 'Your card has insufficient funds.',
    fr: 'Les fonds de votre carte sont insuffisants.',
  },
  expired: { en: 'Your card has expired.', fr: 'Votre carte a expiré.' },
  cvcIncorrect: {
    en: "Your card's security code is incorrect.",
    fr: 'Le code de sécurité de votre carte est incorrect.',
  },
  processing: {
    en: 'An error occurred while processing your card. Try again in a little bit.',
    fr: 'Une erreur est survenue lors du traitement de votre carte. Réessayez dans quelques instants.',
  },
  numberIncorrect: { en: 'Your card number is incorrect.', fr: 'Le numéro de votre carte est incorrect.' },
  expiryInvalid: {
    en: "Your card's expiration date is incomplete or in the past.",
    fr: 'La date d’expiration de votre carte est incomplète ou déjà passée.',
  },
  cvcIncomplete: {
    en: "Your card's security code is incomplete.",
    fr: 'Le code de sécurité de votre carte est incomplet.',
  },
  nameMissing: { en: 'Enter the name on the card.', fr: 'Entrez le nom qui figure sur la carte.' },
} as const satisfies Record<string, Record<PageLanguage, string>>;

const DECLINES: Readonly<Record<string, { code: string; message: keyof typeof MESSAGES }>> = {
  '4000000000000002': { code: 'generic_decline', message: 'declined' },
  '4000000000009995': { code: 'insufficient_funds', message: 'insufficientFunds' },
  '4000000000009987': { code: 'lost_card', message: 'declined' },
  '4000000000009979': { code: 'stolen_card', message: 'declined' },
  '4000000000000069': { code: 'expired_card', message: 'expired' },
  '4000000000000127': { code: 'incorrect_cvc', message: 'cvcIncorrect' },
  '4000000000000119': { code: 'processing_error', message: 'processing' },
};

/**
 * Cards whose refunds settle later, as in Stripe's test mode: a refund of 7726 starts pending and
 * succeeds; one of 5126 starts succeeded and then fails (expired_or_canceled_card). Any other card's
 * refunds succeed at once.
 */
export const ASYNC_REFUND_CARDS: Readonly<
  Record<string, { starts: 'pending' | 'succeeded'; ends: 'succeeded' | 'failed'; failureReason?: string }>
> = {
  '4000000000007726': { starts: 'pending', ends: 'succeeded' },
  '4000000000005126': { starts: 'succeeded', ends: 'failed', failureReason: 'expired_or_canceled_card' },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCard(input: CardInput, now = new Date(), language: PageLanguage = 'en'): CardOutcome {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number))
    return {
      ok: false,
      field: 'number',
      code: 'incorrect_number',
      message: MESSAGES.numberIncorrect[language],
    };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now)
    return {
      ok: false,
      field: 'expiry',
      code: 'invalid_expiry',
      message: MESSAGES.expiryInvalid[language],
    };
  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    return {
      ok: false,
      field: 'cvc',
      code: 'incorrect_cvc',
      message: MESSAGES.cvcIncomplete[language],
    };
  if (!input.name.trim())
    return { ok: false, field: 'name', code: 'missing_name', message: MESSAGES.nameMissing[language] };
  const decline = DECLINES[number];
  if (decline)
    return { ok: false, field: 'number', code: decline.code, message: MESSAGES[decline.message][language] };
  return { ok: true, last4: number.slice(-4), number };
}
