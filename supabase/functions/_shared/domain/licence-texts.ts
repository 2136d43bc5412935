/**
 * The licences' words in each language and the check of a list of children's names (ADR 054), shared
 * by the cart, the downloads page and the functions. The licences themselves are licences.ts.
 */
import { childNamePattern, maxChildNameLength } from './clue-request.ts';
import { frenchTexts, frenchTypography } from './french-typography.ts';
import { licenceNameLimits, type KitLicence } from './licences.ts';
import type { Locale } from './locales.ts';

/** The words of a licence and of its names' checks, shared by the cart, the downloads page and the functions. */
export interface LicenceTexts {
  /** 'Party licence' */
  name: Readonly<Record<KitLicence, string>>;
  /** What it allows, in a few words (the cart's and the downloads page's hint). */
  allows: Readonly<Record<KitLicence, string>>;
  /** More names than the licence holds. */
  tooManyNames: Readonly<Record<KitLicence, string>>;
  /** A name that cannot be printed, quoted. */
  badName: (name: string) => string;
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
    badName: (name) =>
      `“${name}” cannot be printed: a name holds 1 to ${maxChildNameLength} letters, spaces, hyphens or apostrophes.`,
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
    badName: (name: string) =>
      frenchTypography(
        `« ${name} » ne peut pas être imprimé : un prénom compte de 1 à ${maxChildNameLength} lettres, espaces, traits d’union ou apostrophes.`,
      ),
    notSold:
      'Cette licence n’est pas offerte pour cette trousse dans votre région : choisissez-en une autre.',
    digitalOnly: 'Une trousse imprimée est vendue avec une licence familiale et le prénom d’un seul enfant.',
  }),
};

/**
 * What is wrong with a list of names for a licence, in `texts`' language: too many for it, or the
 * first name that cannot be printed (the kit's name rule); undefined when the list is fine.
 */
export function childNamesProblem(
  names: readonly string[],
  licence: KitLicence,
  texts: LicenceTexts,
): string | undefined {
  if (names.length > licenceNameLimits[licence]) return texts.tooManyNames[licence];
  const bad = names.find((name) => !childNamePattern.test(name));
  return bad === undefined ? undefined : texts.badName(bad);
}
