/**
 * The licences a digital kit is bought with (issue 29 §7, ADR 054): 'family' (the kit for one household,
 * as every kit was sold before), 'party' (one event: each child's name gets its own welcome poster and
 * certificate) and 'classroom' (one teacher's class). The family licence costs the kit's digital price;
 * the owner prices the other two per kit and region in /admin, and a licence without a price is not sold.
 * What each allows is the terms of sale's section 11; their words are here, the check of a list of
 * names is clue-request.ts's `childNamesProblem`, beside the name rule. Light on purpose (the terms and
 * the thank-you pages load it): it imports no schema library.
 */
import { frenchTexts, frenchTypography } from './french-typography.ts';
import type { Locale } from './locales.ts';

export const kitLicences = ['family', 'party', 'classroom'] as const;
export type KitLicence = (typeof kitLicences)[number];

/** The licences the owner prices (the family licence is the kit's digital price). */
export const pricedLicences = ['party', 'classroom'] as const;
export type PricedLicence = (typeof pricedLicences)[number];

export const isPricedLicence = (value: unknown): value is PricedLicence =>
  value === 'party' || value === 'classroom';

/**
 * How many children one purchase personalises: each name gets its own welcome poster and certificate.
 * The family licence's one name is typed on the downloads page, as before.
 */
export const licenceNameLimits: Readonly<Record<KitLicence, number>> = {
  family: 1,
  party: 12,
  classroom: 30,
};

/** The most names any licence holds (the database's column allows no more). */
export const CHILD_NAMES_MAX = licenceNameLimits.classroom;

/**
 * The names a parent typed, one per line (commas also part them, since a name holds none), trimmed,
 * inner spaces collapsed, blank lines dropped.
 */
export function childNamesFrom(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** The words of a licence and of its names' checks, shared by the cart, the downloads page and the functions. */
export interface LicenceTexts {
  /** 'Party licence' */
  name: Readonly<Record<KitLicence, string>>;
  /** What it allows, in a few words (the cart's and the downloads page's hint). */
  allows: Readonly<Record<KitLicence, string>>;
  /** More names than the licence holds. */
  tooManyNames: Readonly<Record<KitLicence, string>>;
  /** A name that cannot be printed, quoted, and the most letters a name may hold. */
  badName: (name: string, max: number) => string;
  /** A licence the owner does not sell for this kit in the buyer's region. */
  notSold: string;
  /** A licence or names on a printed kit. */
  digitalOnly: string;
}

export const licenceTextsIn: Readonly<Record<Locale, LicenceTexts>> = {
  en: {
    name: { family: 'Family licence', party: 'Party licence', classroom: 'Classroom licence' },
    allows: {
      family: 'For your household: print it as often as your family likes.',
      party: `For one party or event: up to ${licenceNameLimits.party} children, each with their own welcome poster and certificate.`,
      classroom: `For one teacher's class (not a whole school): up to ${licenceNameLimits.classroom} children, each with their own welcome poster and certificate.`,
    },
    tooManyNames: {
      family:
        'A family licence personalises the kit for one child: choose a party or classroom licence for more.',
      party: `A party licence personalises the kit for up to ${licenceNameLimits.party} children: remove some names, or choose a classroom licence.`,
      classroom: `A classroom licence personalises the kit for up to ${licenceNameLimits.classroom} children: remove some names.`,
    },
    badName: (name, max) =>
      `“${name}” cannot be printed: a name holds 1 to ${max} letters, spaces, hyphens or apostrophes.`,
    notSold: 'This licence is not sold for this kit in your region: choose another licence.',
    digitalOnly: "A printed kit is sold with a family licence and one child's name.",
  },
  fr: frenchTexts({
    name: {
      family: 'Licence familiale',
      party: 'Licence pour une fête',
      classroom: 'Licence pour une classe',
    },
    allows: {
      family: 'Pour votre foyer : imprimez-la aussi souvent que votre famille le veut.',
      party: `Pour une fête ou un événement : jusqu’à ${licenceNameLimits.party} enfants, chacun avec son affiche de bienvenue et son certificat.`,
      classroom: `Pour la classe d’un enseignant ou d’une enseignante (pas toute une école) : jusqu’à ${licenceNameLimits.classroom} enfants, chacun avec son affiche de bienvenue et son certificat.`,
    },
    tooManyNames: {
      family:
        'Une licence familiale personnalise la trousse pour un seul enfant : choisissez une licence pour une fête ou pour une classe pour en nommer plus.',
      party: `Une licence pour une fête personnalise la trousse pour ${licenceNameLimits.party} enfants au plus : retirez des prénoms ou choisissez une licence pour une classe.`,
      classroom: `Une licence pour une classe personnalise la trousse pour ${licenceNameLimits.classroom} enfants au plus : retirez des prénoms.`,
    },
    badName: (name: string, max: number) =>
      frenchTypography(
        `« ${name} » ne peut pas être imprimé : un prénom compte de 1 à ${max} lettres, espaces, traits d’union ou apostrophes.`,
      ),
    notSold:
      'Cette licence n’est pas offerte pour cette trousse dans votre région : choisissez-en une autre.',
    digitalOnly: 'Une trousse imprimée est vendue avec une licence familiale et le prénom d’un seul enfant.',
  }),
};

/** How many names a licence holds and what its checks say, for clue-request.ts's `childNamesProblem`. */
export const childNamesRule = (licence: KitLicence, texts: LicenceTexts) => ({
  max: licenceNameLimits[licence],
  tooMany: texts.tooManyNames[licence],
  badName: texts.badName,
});
