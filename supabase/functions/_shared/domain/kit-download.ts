import { kitFacts } from './kit-contents.ts';

/**
 * What a buyer of a digital kit downloads (issue 18): the instant single PDF and "Download All", one zip
 * of every version. The downloads page, the order email and the zip's README read these words.
 */

export const downloadAllTexts = {
  label: 'Download All (zip)',
  emailLabel: 'Download All',
  detail: `One zip with the whole kit on US Letter and A4 paper, in colour and in black and white, plus ${kitFacts.printedClueCards} blank clue cards and a README.`,
  preparing: 'Preparing your zip…',
  ready: 'Your zip is downloading.',
} as const;

/** The terms' licence (section 1 and 2 on /terms) in one line, for the README beside the files. */
export const KIT_LICENCE_SUMMARY =
  'Personal-use licence: print and use this kit for your own family, friends and private events; please do not resell, share or upload the files.';

/** The zip's file name, as the function sends it and the downloads page saves it. */
export const kitZipName = (kit: string) => `${kit}-kit.zip`;

/**
 * The email's Download All link is the downloads page with this query naming the kit
 * (`/downloads/<token>?all=pirate-bunny`): one link opens every kit of its order, and the page starts
 * that kit's zip as soon as it has loaded.
 */
export const DOWNLOAD_ALL_QUERY = 'all';
