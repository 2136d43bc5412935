/**
 * "Download All" (issue 18): one zip with the kit on both papers in both inks, the sheet of blank clue
 * cards on both papers, and a README that says which file is which. fflate writes the zip; the PDFs
 * are already deflated inside, so they are stored as they are and only the README is compressed.
 */

import { strToU8, zipSync, type Zippable } from 'fflate';

import { kitFacts } from '../domain/kit-contents.ts';
import { KIT_LICENCE_SUMMARY } from '../domain/kit-download.ts';
import { kitThemes, type KitPdfSlug } from '../domain/kit-themes.ts';
import { buildKitPdf, type KitAssets } from './build-kit-pdf.ts';
import {
  checkChildName,
  checkKitSlug,
  inkLabels,
  type KitInk,
  type KitPaper,
  type KitPdfOptions,
  paperLabels,
} from './kit-options.ts';

export interface KitZipOptions {
  kit: string;
  childName?: string;
  /** Where the README sends questions. */
  supportEmail: string;
  /** The shop's terms page, for the licence in full. */
  termsUrl: string;
}

interface ZipPdf {
  name: string;
  paper: KitPaper;
  ink: KitInk;
  pages: 'kit' | 'cards';
}

const fileInk: Readonly<Record<KitInk, string>> = { color: 'colour', bw: 'black-and-white' };

/** The zip's PDFs, in the order the README lists them. */
export function kitZipPdfs(kit: string): ZipPdf[] {
  const papers: readonly KitPaper[] = ['letter', 'a4'];
  const inks: readonly KitInk[] = ['color', 'bw'];
  return [
    ...papers.flatMap((paper) =>
      inks.map((ink) => ({ name: `${kit}-${paper}-${fileInk[ink]}.pdf`, paper, ink, pages: 'kit' as const })),
    ),
    ...papers.map((paper) => ({
      name: `${kit}-${kitFacts.printedClueCards}-blank-cards-${paper}.pdf`,
      paper,
      ink: 'color' as const,
      pages: 'cards' as const,
    })),
  ];
}

export const KIT_ZIP_README = 'README.txt';

function readme(kit: KitPdfSlug, pdfs: readonly ZipPdf[], options: KitZipOptions): string {
  const theme = kitThemes[kit];
  const describe = (pdf: ZipPdf) =>
    pdf.pages === 'kit'
      ? `the whole kit on ${paperLabels[pdf.paper]} paper, in ${inkLabels[pdf.ink]}`
      : `${kitFacts.printedClueCards} blank clue cards to write on by hand, on ${paperLabels[pdf.paper]} paper`;
  const width = Math.max(...pdfs.map((pdf) => pdf.name.length));
  const lines = [
    `${theme.title}${options.childName ? `, made for ${options.childName}` : ''}`,
    'Adventure Clue Kits',
    '',
    'WHAT IS IN THIS FOLDER',
    ...pdfs.map((pdf) => `  ${pdf.name.padEnd(width)}  ${describe(pdf)}`),
    '',
    'Each whole kit holds the welcome poster, parent instructions, hiding plan,',
    `${kitFacts.digitalClueCards} editable clue cards, footprints, decorations, congratulations poster,`,
    `certificate and ${kitFacts.riddles}.`,
    'You only need one of the four: pick your paper and your ink.',
    '',
    'WHICH PAPER?',
    `  ${paperLabels.letter} (8.5 x 11 in): the usual paper in the United States and Canada.`,
    `  ${paperLabels.a4} (210 x 297 mm): the usual paper almost everywhere else.`,
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
    `  ${KIT_LICENCE_SUMMARY}`,
    `  The full terms: ${options.termsUrl}`,
    '',
    'HELP',
    `  Questions or a file that will not open? Write to ${options.supportEmail}.`,
    '',
  ];
  // Windows Notepad and every other reader show CRLF lines as lines.
  return lines.join('\r\n');
}

/** Builds every file of the kit and zips them; the child's name goes on the posters of each PDF. */
export async function buildKitZip(options: KitZipOptions, assets: KitAssets): Promise<Uint8Array> {
  const slug = checkKitSlug(options.kit);
  if (!slug.ok) throw new Error(slug.message);
  const name = checkChildName(options.childName ?? '');
  if (!name.ok) throw new Error(name.message);
  const pdfs = kitZipPdfs(slug.value);
  const files: Zippable = {};
  // One at a time: building is CPU-bound, and one PDF in memory at a time keeps the peak low.
  for (const pdf of pdfs) {
    const kitOptions: KitPdfOptions = {
      kit: slug.value,
      paper: pdf.paper,
      ink: pdf.ink,
      cards: pdf.pages === 'kit' ? 'editable8' : 'blank16',
      pages: pdf.pages,
      childName: name.value,
    };
    files[pdf.name] = [await buildKitPdf(kitOptions, assets), { level: 0 }];
  }
  files[KIT_ZIP_README] = [
    strToU8(readme(slug.value as KitPdfSlug, pdfs, { ...options, childName: name.value })),
    { level: 9 },
  ];
  return zipSync(files);
}
