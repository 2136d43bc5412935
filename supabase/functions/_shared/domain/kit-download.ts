import { frenchTexts } from './french-typography.ts';
import { kitFacts } from './kit-contents.ts';
import type { KitLicence } from './licences.ts';
import type { Locale } from './locales.ts';

/**
 * What a buyer of a digital kit downloads (issue 18): the instant single PDF and "Download All", one zip
 * of every version. The downloads page, the order email and the zip's README read these words.
 */

export interface DownloadAllTexts {
  label: string;
  emailLabel: string;
  detail: string;
  preparing: string;
  ready: string;
}

/** In each language (issue 20): the downloads page, the email and the zip. */
export const downloadAllTextsIn: Readonly<Record<Locale, DownloadAllTexts>> = {
  en: {
    label: 'Download All (zip)',
    emailLabel: 'Download All',
    detail: `One zip with the whole kit on US Letter and A4 paper, in colour and in black and white, plus ${kitFacts.printedClueCards} blank clue cards and a README.`,
    preparing: 'Preparing your zip…',
    ready: 'Your zip is downloading.',
  },
  fr: frenchTexts({
    label: 'Tout télécharger (zip)',
    emailLabel: 'Tout télécharger',
    detail: `Un seul zip avec toute la trousse, sur papier Lettre et A4, en couleur et en noir et blanc, plus ${kitFacts.printedClueCards} cartes-indices vierges et un fichier README.`,
    preparing: 'Préparation de votre zip…',
    ready: 'Votre zip se télécharge.',
  }),
};

/** The terms' family licence (sections 1 and 2 on /terms) in one line, for the README beside the files. */
export const KIT_LICENCE_SUMMARY =
  'Personal-use licence: print and use this kit for your own family, friends and private events; please do not resell, share or upload the files.';

/**
 * The README's licence line per language and licence (ADR 054): what the files may be used for. The
 * family's is the line every kit carried before licences.
 */
export const kitLicenceSummaryByLocale: Readonly<Record<Locale, Readonly<Record<KitLicence, string>>>> = {
  en: {
    family: KIT_LICENCE_SUMMARY,
    party:
      'Party licence: print and use this kit for one party or event, with the children named in it and their guests; please do not resell, share or upload the files.',
    classroom:
      "Classroom licence: print and use this kit with one teacher's class, not a whole school; please do not resell, share or upload the files.",
  },
  fr: frenchTexts({
    family:
      'Licence d’usage personnel : imprimez et utilisez cette trousse pour votre famille, vos amis et vos fêtes privées; veuillez ne pas revendre, partager ni mettre en ligne les fichiers.',
    party:
      'Licence pour une fête : imprimez et utilisez cette trousse pour une fête ou un événement, avec les enfants qui y sont nommés et leurs invités; veuillez ne pas revendre, partager ni mettre en ligne les fichiers.',
    classroom:
      'Licence pour une classe : imprimez et utilisez cette trousse avec la classe d’un enseignant ou d’une enseignante, et non toute une école; veuillez ne pas revendre, partager ni mettre en ligne les fichiers.',
  }),
};

/**
 * The words in a kit's file names (issue 20): a French kit's files carry `fr` after the kit's slug and
 * French words, so an English and a French copy never overwrite each other in a Downloads folder.
 */
export const kitFileWords: Readonly<
  Record<
    Locale,
    { tag: string; zip: string; letter: string; a4: string; color: string; bw: string; blankCards: string }
  >
> = {
  en: {
    tag: '',
    zip: 'kit',
    letter: 'letter',
    a4: 'a4',
    color: 'colour',
    bw: 'black-and-white',
    blankCards: 'blank-cards',
  },
  fr: {
    tag: '-fr',
    zip: 'trousse',
    letter: 'lettre',
    a4: 'a4',
    color: 'couleur',
    bw: 'noir-et-blanc',
    blankCards: 'cartes-vierges',
  },
};

/** The zip's file name, as the function sends it and the downloads page saves it. */
export const kitZipName = (kit: string, lang: Locale = 'en') =>
  `${kit}${kitFileWords[lang].tag}-${kitFileWords[lang].zip}.zip`;

/** One kit PDF's file name ("pirate-bunny-letter.pdf", "pirate-bunny-fr-lettre.pdf"). */
export const kitPdfName = (kit: string, paper: 'letter' | 'a4', lang: Locale = 'en') =>
  `${kit}${kitFileWords[lang].tag}-${kitFileWords[lang][paper]}.pdf`;

/**
 * The email's Download All link is the downloads page with this query naming the kit
 * (`/downloads/<token>?all=pirate-bunny`): one link opens every kit of its order, and the page starts
 * that kit's zip as soon as it has loaded.
 */
export const DOWNLOAD_ALL_QUERY = 'all';

/** A French link adds `lang=fr` (`/fr/downloads/<token>?all=pirate-bunny&lang=fr`): the zip holds the French kit. */
export const DOWNLOAD_LANG_QUERY = 'lang';
