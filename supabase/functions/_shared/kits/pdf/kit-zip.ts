/**
 * "Download All" (issue 18): one zip with the kit on both papers in both inks, the sheet of blank clue
 * cards on both papers, and a README that says which file is which. fflate writes the zip; the PDFs
 * are already deflated inside, so they are stored as they are and only the README is compressed.
 */

import { strToU8, zipSync, type Zippable } from 'fflate';

import { kitFacts, kitFactsIn } from '../../domain/kit-contents.ts';
import { frenchTypography } from '../../domain/french-typography.ts';
import { kitFileWords, kitLicenceSummaryByLocale } from '../../domain/kit-download.ts';
import type { KitLicence } from '../../domain/licences.ts';
import { kitTitleIn } from '../../domain/kit-titles.ts';
import { kitThemes, type KitPdfSlug } from '../../domain/kit-themes.ts';
import type { Locale } from '../../domain/locales.ts';
import { buildKitPdf, type KitAssets } from './build-kit-pdf.ts';
import {
  blankCardSheet,
  checkChildName,
  checkChildNames,
  checkKitSlug,
  digitalKitCards,
  inkLabels,
  type KitInk,
  type KitPaper,
  type KitPdfOptions,
  paperLabels,
} from './kit-options.ts';

export interface KitZipOptions {
  kit: string;
  childName?: string;
  /** A party or classroom kit's children: each PDF holds a welcome poster and a certificate per name. */
  childNames?: readonly string[];
  /** What the README says the files may be used for; default the family licence. */
  licence?: KitLicence;
  /** The language of every PDF and of the README; default English. */
  lang?: Locale;
  /** Where the README sends questions. */
  supportEmail: string;
  /** The shop's terms page (in the zip's language), for the licence in full. */
  termsUrl: string;
}

interface ZipPdf {
  name: string;
  paper: KitPaper;
  ink: KitInk;
  pages: 'kit' | 'cards';
}

/** The zip's PDFs, in the order the README lists them, named in the zip's language. */
export function kitZipPdfs(kit: string, lang: Locale = 'en'): ZipPdf[] {
  const words = kitFileWords[lang];
  const papers: readonly KitPaper[] = ['letter', 'a4'];
  const inks: readonly KitInk[] = ['color', 'bw'];
  return [
    ...papers.flatMap((paper) =>
      inks.map((ink) => ({
        name: `${kit}${words.tag}-${words[paper]}-${words[ink]}.pdf`,
        paper,
        ink,
        pages: 'kit' as const,
      })),
    ),
    ...papers.map((paper) => ({
      name: `${kit}${words.tag}-${kitFacts.printedClueCards}-${words.blankCards}-${words[paper]}.pdf`,
      paper,
      ink: 'color' as const,
      pages: 'cards' as const,
    })),
  ];
}

export const KIT_ZIP_README = 'README.txt';

interface ReadmeContext {
  title: string;
  /** The names the kit was made for, as one phrase ('Maya, Leo, Zoë'). */
  childName?: string;
  /** The licence's line. */
  licenceSummary: string;
  describe: (pdf: ZipPdf) => string;
  list: readonly string[];
  options: KitZipOptions;
}

/** The README's lines in each language; the file list is filled in between. */
const readmeLines: Readonly<Record<Locale, (readme: ReadmeContext) => string[]>> = {
  en: ({ title, childName, licenceSummary, list, options }) => [
    `${title}${childName ? `, made for ${childName}` : ''}`,
    'Adventure Clue Kits',
    '',
    'WHAT IS IN THIS FOLDER',
    ...list,
    '',
    'Each whole kit holds the welcome poster, parent instructions, hiding plan,',
    `${kitFacts.digitalClueCards} editable clue cards, footprints, decorations, congratulations poster,`,
    `certificate and ${kitFacts.riddles}.`,
    'You only need one of the four: pick your paper and your ink.',
    '',
    'WHICH PAPER?',
    `  ${paperLabels.en.letter} (8.5 x 11 in): the usual paper in the United States and Canada.`,
    `  ${paperLabels.en.a4} (210 x 297 mm): the usual paper almost everywhere else.`,
    '  Not sure? Look at the paper in your printer tray or on its packet.',
    '',
    'COLOUR OR BLACK AND WHITE?',
    '  Colour is bright and festive. Black and white uses light outlines and saves ink:',
    '  children can colour the pages in.',
    '',
    'PRINTING AT HOME',
    '  1. Open the PDF in a PDF reader (Adobe Acrobat Reader is free).',
    '  2. Print at "Actual size" or 100%, not "Fit" or "Shrink", so the cards line up.',
    '  3. Thicker paper or card stock makes sturdier cards and posters.',
    '  The clue cards in the whole kit are editable: type your clues in the PDF reader before',
    '  printing, or print the blank cards and write them by hand.',
    '',
    'PRINTING AT A PRINT SHOP',
    '  Bring the files on a USB stick or your phone, or email them to the shop. Ask for the',
    '  file on the paper they stock, printed one-sided at 100%, on card stock if you like.',
    '',
    'LICENCE',
    `  ${licenceSummary}`,
    `  The full terms: ${options.termsUrl}`,
    '',
    'HELP',
    `  Questions or a file that will not open? Write to ${options.supportEmail}.`,
    '',
  ],
  fr: ({ title, childName, licenceSummary, list, options }) =>
    [
      `${title}${childName ? `, pour ${childName}` : ''}`,
      'Adventure Clue Kits',
      '',
      'CONTENU DE CE DOSSIER',
      ...list,
      '',
      'Chaque trousse complète contient l’affiche de bienvenue, les instructions pour les parents,',
      `le plan des cachettes, ${kitFacts.digitalClueCards} cartes-indices modifiables, les empreintes, les décorations,`,
      `l’affiche de félicitations, le certificat et ${kitFactsIn.fr.riddles}.`,
      'Un seul des quatre fichiers suffit : choisissez votre papier et votre encre.',
      '',
      'QUEL PAPIER ?',
      `  ${paperLabels.fr.letter} (8,5 x 11 po) : le papier habituel au Canada et aux États-Unis.`,
      `  ${paperLabels.fr.a4} (210 x 297 mm) : le papier habituel presque partout ailleurs.`,
      '  Vous hésitez ? Regardez le papier dans le bac de l’imprimante ou sur son emballage.',
      '',
      'COULEUR OU NOIR ET BLANC ?',
      '  La couleur est vive et festive. Le noir et blanc utilise des contours pâles et économise',
      '  l’encre : les enfants peuvent colorier les pages.',
      '',
      'IMPRIMER À LA MAISON',
      '  1. Ouvrez le PDF dans un lecteur PDF (Adobe Acrobat Reader est gratuit).',
      '  2. Imprimez en « Taille réelle » ou à 100 %, et non en « Ajuster », pour que les cartes',
      '     s’alignent.',
      '  3. Un papier plus épais ou du carton donne des cartes et des affiches plus solides.',
      '  Les cartes-indices de la trousse complète sont modifiables : tapez vos indices dans le',
      '  lecteur PDF avant d’imprimer, ou imprimez les cartes vierges et écrivez-les à la main.',
      '',
      'IMPRIMER DANS UN CENTRE D’IMPRESSION',
      '  Apportez les fichiers sur une clé USB ou votre téléphone, ou envoyez-les par courriel.',
      '  Demandez le fichier du format de papier qu’ils ont, imprimé recto seulement à 100 %,',
      '  sur du carton si vous le souhaitez.',
      '',
      'LICENCE',
      `  ${licenceSummary}`,
      `  Les conditions complètes : ${options.termsUrl}`,
      '',
      'AIDE',
      `  Une question ou un fichier qui ne s’ouvre pas ? Écrivez à ${options.supportEmail}.`,
      '',
    ].map(frenchTypography),
};

const describeByLocale: Readonly<Record<Locale, (pdf: ZipPdf) => string>> = {
  en: (pdf) =>
    pdf.pages === 'kit'
      ? `the whole kit on ${paperLabels.en[pdf.paper]} paper, in ${inkLabels.en[pdf.ink]}`
      : `${kitFacts.printedClueCards} blank clue cards to write on by hand, on ${paperLabels.en[pdf.paper]} paper`,
  fr: (pdf) =>
    pdf.pages === 'kit'
      ? `la trousse complète sur papier ${paperLabels.fr[pdf.paper]}, en ${inkLabels.fr[pdf.ink]}`
      : `${kitFacts.printedClueCards} cartes-indices vierges à remplir à la main, sur papier ${paperLabels.fr[pdf.paper]}`,
};

function readme(kit: KitPdfSlug, pdfs: readonly ZipPdf[], options: KitZipOptions): string {
  const lang = options.lang ?? 'en';
  const title = kitTitleIn(lang, kit, kitThemes[kit].title);
  const describe = describeByLocale[lang];
  const width = Math.max(...pdfs.map((pdf) => pdf.name.length));
  const list = pdfs.map((pdf) => `  ${pdf.name.padEnd(width)}  ${describe(pdf)}`);
  const licenceSummary = kitLicenceSummaryByLocale[lang][options.licence ?? 'family'];
  const names = options.childNames?.length ? options.childNames.join(', ') : options.childName;
  const lines = readmeLines[lang]({ title, childName: names, licenceSummary, describe, list, options });
  // Windows Notepad and every other reader show CRLF lines as lines.
  return lines.join('\r\n');
}

/**
 * Builds every file of the kit and zips them; the child's name (or each child's of a party or class) goes
 * on the posters of each PDF.
 */
export async function buildKitZip(options: KitZipOptions, assets: KitAssets): Promise<Uint8Array> {
  const slug = checkKitSlug(options.kit);
  if (!slug.ok) throw new Error(slug.message);
  const name = checkChildName(options.childName ?? '');
  if (!name.ok) throw new Error(name.message);
  const children = checkChildNames(options.childNames ?? []);
  if (!children.ok) throw new Error(children.message);
  const lang = options.lang ?? 'en';
  const pdfs = kitZipPdfs(slug.value, lang);
  const files: Zippable = {};
  // One at a time: building is CPU-bound, and one PDF in memory at a time keeps the peak low.
  for (const pdf of pdfs) {
    const kitOptions: KitPdfOptions = {
      kit: slug.value,
      paper: pdf.paper,
      ink: pdf.ink,
      cards: pdf.pages === 'kit' ? digitalKitCards : blankCardSheet,
      pages: pdf.pages,
      childName: name.value,
      childNames: children.value,
      lang,
    };
    files[pdf.name] = [await buildKitPdf(kitOptions, assets), { level: 0 }];
  }
  files[KIT_ZIP_README] = [
    strToU8(
      readme(slug.value as KitPdfSlug, pdfs, {
        ...options,
        childName: name.value,
        childNames: children.value,
      }),
    ),
    { level: 9 },
  ];
  return zipSync(files);
}
