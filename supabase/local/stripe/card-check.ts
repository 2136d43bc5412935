/** Test cards of Stripe's test mode (contract §5): checked like the hosted page does, then declined or paid. */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvc' | 'name'; code: string; message: string };

const DECLINES: Readonly<Record<string, { code: string; message: string }>> = {
  '4000000000000002': { code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: 'Your card was declined.' },
  '4000000000009979': { code: 'stolen_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
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

export function checkCard(input: CardInput, now = new Date()): CardOutcome {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number))
    return {
      ok: false,
      field: 'number',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
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
      message: "Your card's expiration date is incomplete or in the past.",
    };
  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    return {
      ok: false,
      field: 'cvc',
      code: 'incorrect_cvc',
      message: "Your card's security code is incomplete.",
    };
  if (!input.name.trim())
    return { ok: false, field: 'name', code: 'missing_name', message: 'Enter the name on the card.' };
  const decline = DECLINES[number];
  if (decline) return { ok: false, field: 'number', code: decline.code, message: decline.message };
  return { ok: true, last4: number.slice(-4) };
}
