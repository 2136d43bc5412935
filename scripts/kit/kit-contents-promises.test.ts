import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { brokenPromises, type Promised } from '../../tests/promises/promise-table.ts';
import { shopPromiseTexts } from '../../tests/promises/shop-promise-texts.ts';
import { kitFileWords } from '../../supabase/functions/_shared/domain/kit-download.ts';
import { riddleBandLabels, riddleBands } from '../../supabase/functions/_shared/domain/riddle-bands.ts';
import { getKit, kitWordsIn, type KitSlug } from '../../supabase/functions/_shared/domain/kits.ts';
import { locales, type Locale } from '../../supabase/functions/_shared/domain/locales.ts';
import { unsafePlaceIn } from '../../supabase/functions/_shared/domain/safe-place-check.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import { buildHuntCardsPdf } from '../../supabase/functions/_shared/kits/pdf/build-hunt-cards-pdf.ts';
import { buildKitPdf, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { cardPageTexts } from '../../supabase/functions/_shared/kits/pdf/card-page-texts.ts';
import { matchHidingSpot } from '../../supabase/functions/_shared/kits/pdf/match-hiding-spot.ts';
import {
  digitalKitCards,
  printedKitBuild,
  type KitHunt,
  type KitInk,
  type KitPaper,
} from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import { kitPageTexts } from '../../supabase/functions/_shared/kits/pdf/kit-page-texts.ts';
import { buildKitZip, KIT_ZIP_README } from '../../supabase/functions/_shared/kits/pdf/kit-zip.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfPageTexts } from './poppler.ts';

/**
 * Issue 29 §8: what the shop says every kit holds — the contents list, the kit facts, the plans'
 * features, Download All, and the pages that sell the kits and print a member's hunt — each tied to
 * the PDF the parent gets: the digital kit as the download function builds it, the printed kit as the
 * shop prints it (with the child's name), Download All's zip, and a member's hunt printed as cards.
 * Each is built once, in each language, from a different kit, as every kit is built alike
 * (build-kit-pdf.test.ts); the figures are read from the texts, so "8 editable" must be 8 fields.
 */

interface KitPdf {
  kit: KitSlug;
  pages: string[];
  /** Fields a parent can type into. */
  fields: number;
}

const digital = {} as Record<Locale, KitPdf>;
const printed = {} as Record<Locale, KitPdf>;
const zips = {} as Record<Locale, { kit: KitSlug; files: Record<string, Uint8Array> }>;
const hunts = {} as Record<Locale, { withPictures: KitPdf; withoutPictures: KitPdf; hunt: KitHunt }>;
/** The clue cards of each of Download All's blank sheets (-1: a sheet with fields to type into). */
const blankSheetCards = new Map<string, number>();

const digitalBuilds: Readonly<Record<Locale, { kit: KitSlug; paper: KitPaper; ink: KitInk }>> = {
  en: { kit: 'easter-bunny', paper: 'letter', ink: 'color' },
  fr: { kit: 'pirate-bunny', paper: 'a4', ink: 'bw' },
};
const printedKits: Readonly<Record<Locale, KitSlug>> = { en: 'space-bunny', fr: 'dino-bunny-hunt' };
const zipKits: Readonly<Record<Locale, KitSlug>> = { en: 'cool-bunny', fr: 'farmyard-hunt' };
const childNames: Readonly<Record<Locale, string>> = { en: 'Maya', fr: 'Maëlle' };

/**
 * A member's hunt of three places, printed with pictures. The drawings know places named in English
 * only (match-hiding-spot.ts), as the French note says; the French card prints the French word.
 */
const huntPlaces = ['the fridge', 'the piano', 'the sofa'];
const huntClue: Readonly<Record<Locale, (number: number) => string>> = {
  en: (number) => `Hop to spot ${number}.`,
  fr: (number) => `Saute jusqu’au coin ${number}.`,
};

// pdftotext turns the no-break spaces of French typography into plain ones.
const spaced = (text: string) => text.replace(/\s+/g, ' ');

async function read(kit: KitSlug, bytes: Uint8Array): Promise<KitPdf> {
  const document = await PDFDocument.load(bytes);
  return { kit, pages: pdfPageTexts(bytes), fields: document.getForm().getFields().length };
}

const title = (kit: KitSlug, locale: Locale) => kitWordsIn(getKit(kit), locale).title;
/** The pages whose footer names them ("Easter Bunny Hunt · Certificate"). */
const pagesNamed = (pdf: KitPdf, locale: Locale, footer: string) =>
  pdf.pages.filter((page) => page.endsWith(spaced(`${title(pdf.kit, locale)} · ${footer}`)));
const hasPage = (footer: (locale: Locale) => string) => (locale: Locale) =>
  [digital[locale], printed[locale]].every((pdf) => pagesNamed(pdf, locale, footer(locale)).length === 1);

const clueCardPages = (pdf: KitPdf, locale: Locale) =>
  pdf.pages.filter((page) => page.startsWith(cardPageTexts[locale].clueCards.cutLines));
const cardNumber = (locale: Locale) =>
  new RegExp(`\\b${cardPageTexts[locale].clueCards.card(0).replace('0', '')}\\d+\\b`, 'g');
const clueCardCount = (pdf: KitPdf, locale: Locale) =>
  clueCardPages(pdf, locale).join(' ').match(cardNumber(locale))?.length ?? 0;

/** The numbered riddles a kit prints: 1, 2, 3… without a gap, each with where to hide it. */
function riddlesPrinted(pdf: KitPdf, locale: Locale): number {
  const text = pagesNamed(pdf, locale, kitPageTexts[locale].riddles.footer).join(' ');
  const numbers = new Set([...text.matchAll(/(?:^| )(\d+)\.(?= ?\S)/g)].map((match) => Number(match[1])));
  let numbered = 0;
  while (numbers.has(numbered + 1)) numbered += 1;
  const hidingPlaces = text.split(spaced(kitPageTexts[locale].riddles.hideIt(''))).length - 1;
  return Math.min(numbered, hidingPlaces);
}

const bandLabel = (locale: Locale, band: (typeof riddleBands)[number]) =>
  spaced(riddleBandLabels[locale][band]);
const printsBand = (locale: Locale, band: (typeof riddleBands)[number]) =>
  [digital[locale], printed[locale]].every((pdf) =>
    pdf.pages.some((page) => page.includes(bandLabel(locale, band))),
  );

const zipNames = (locale: Locale) => Object.keys(zips[locale].files);
/** The whole kit's PDFs in Download All, one per paper and ink, in the zip's language. */
const zipHolds = (locale: Locale, paper: KitPaper, ink: KitInk) => {
  const words = kitFileWords[locale];
  return zipNames(locale).includes(`${zipKits[locale]}${words.tag}-${words[paper]}-${words[ink]}.pdf`);
};
const blankSheets = (locale: Locale) =>
  zipNames(locale).filter((name) => name.includes(`-${kitFileWords[locale].blankCards}-`));

const table: readonly Promised[] = [
  {
    what: 'a welcome poster',
    phrase: { en: /welcome poster|greetings poster/i, fr: /affiche de bienvenue|affiche d’accueil/i },
    kept: hasPage((locale) => kitPageTexts[locale].welcome.footer),
  },
  {
    what: 'the footprints page',
    phrase: { en: /footprint/i, fr: /empreinte|traces de pas/i },
    kept: hasPage((locale) => kitPageTexts[locale].footprints.footer),
  },
  {
    what: 'the decorations page',
    phrase: { en: /decoration/i, fr: /décoration/i },
    kept: hasPage((locale) => kitPageTexts[locale].decorations.footer),
  },
  {
    what: 'posters: the welcome and the congratulations posters',
    phrase: { en: /\bposters\b/i, fr: /\baffiches\b/i },
    kept: (locale) =>
      hasPage((l) => kitPageTexts[l].welcome.footer)(locale) &&
      hasPage((l) => kitPageTexts[l].congratulations.footer)(locale),
  },
  {
    what: 'the congratulations poster',
    phrase: { en: /congratulations|big finish/i, fr: /félicitations|grande finale/i },
    kept: hasPage((locale) => kitPageTexts[locale].congratulations.footer),
  },
  {
    what: 'the certificate',
    phrase: { en: /certificate/i, fr: /certificat/i },
    kept: hasPage((locale) => kitPageTexts[locale].certificate.footer),
  },
  {
    what: 'the parent instructions',
    phrase: {
      en: /parent instructions|step-by-step setup/i,
      fr: /instructions (?:étape par étape )?pour les parents|mise en place étape par étape/i,
    },
    kept: hasPage((locale) => kitPageTexts[locale].instructions.footer),
  },
  {
    what: 'the same setup time as the parent instructions',
    phrase: { en: /(\d+)-(\d+) minutes/, fr: /(\d+) à (\d+) minutes/ },
    kept: (locale, [, from, to]) => {
      const said = locale === 'fr' ? `(${from} à ${to} minutes)` : `(${from}\u2013${to} minutes)`;
      return [digital[locale], printed[locale]].every((pdf) =>
        pagesNamed(pdf, locale, kitPageTexts[locale].instructions.footer).some((page) => page.includes(said)),
      );
    },
  },
  {
    what: 'riddles from the youngest age to the oldest',
    phrase: { en: /\b(\d+)-(\d+)\b(?! (?:minutes|business))/, fr: /\b(\d+) à (\d+) ans\b/ },
    kept: (locale, [, from, to]) =>
      riddleBands[0].startsWith(`${from}-`) &&
      riddleBands.at(-1)!.endsWith(`-${to}`) &&
      riddleBands.every((band) => printsBand(locale, band)),
  },
  {
    what: 'clue cards to type into before printing',
    phrase: {
      en: /\beditable\b|Editing the clue cards/i,
      fr: /\bmodifiables?\b|remplir les cartes-indices/i,
    },
    kept: (locale) =>
      digital[locale].fields > 0 && digital[locale].fields === clueCardCount(digital[locale], locale),
  },
  {
    what: 'as many editable cards in the digital kit',
    phrase: { en: /(\d+) editable clue cards/, fr: /(\d+) cartes-indices modifiables/ },
    kept: (locale, [, figure]) =>
      digital[locale].fields === Number(figure) && clueCardCount(digital[locale], locale) === Number(figure),
  },
  {
    what: 'as many blank cards in the printed kit and in Download All',
    phrase: { en: /(\d+) blank clue cards/, fr: /(\d+) cartes-indices vierges/ },
    kept: (locale, [, figure]) =>
      printed[locale].fields === 0 &&
      clueCardCount(printed[locale], locale) === Number(figure) &&
      blankSheets(locale).length === 2 &&
      blankSheets(locale).every((name) => blankSheetCards.get(`${locale} ${name}`) === Number(figure)),
  },
  {
    what: 'at least that many riddles in every kit',
    phrase: { en: /(\d+)\+? (?:pre-made )?riddles/, fr: /(\d+) énigmes/ },
    kept: (locale, [, figure]) =>
      [digital[locale], printed[locale]].every((pdf) => riddlesPrinted(pdf, locale) >= Number(figure)),
  },
  {
    what: 'the riddle pages',
    phrase: { en: /riddle/i, fr: /énigme|devinette/i },
    kept: (locale) => [digital[locale], printed[locale]].every((pdf) => riddlesPrinted(pdf, locale) > 0),
  },
  {
    what: 'picture clues for the little ones',
    phrase: { en: /picture (?:clue|card)/i, fr: /indices en images|cartes illustrées|indices illustrés/i },
    kept: (locale) =>
      printsBand(locale, '3-6') &&
      [digital[locale], printed[locale]].every((pdf) =>
        pdf.pages.some((page) => page.startsWith(spaced(cardPageTexts[locale].pictureCards.header))),
      ),
  },
  {
    what: 'rhyming riddles for the big kids',
    phrase: { en: /rhym/i, fr: /\brimes?\b/i },
    kept: (locale) => printsBand(locale, '8-14'),
  },
  {
    what: "the child's name on the posters and the certificate",
    phrase: { en: /child['’]s name/i, fr: /prénom de (?:votre |l’)enfant/i },
    kept: (locale) =>
      [
        kitPageTexts[locale].welcome.footer,
        kitPageTexts[locale].congratulations.footer,
        kitPageTexts[locale].certificate.footer,
      ].every((footer) =>
        pagesNamed(printed[locale], locale, footer).some((page) => page.includes(childNames[locale])),
      ),
  },
  {
    what: "clue cards in the kit's theme",
    phrase: { en: /\bthemed\b/i, fr: /\bthématiques?\b/i },
    kept: (locale) =>
      [digital[locale], printed[locale]].every(
        (pdf) =>
          clueCardPages(pdf, locale).length > 0 &&
          clueCardPages(pdf, locale).every((page) => page.includes(`${title(pdf.kit, locale)} · `)),
      ),
  },
  {
    what: 'the whole kit in colour and in black and white',
    phrase: { en: /black and white/i, fr: /noir et blanc/i },
    kept: (locale) => zipHolds(locale, 'letter', 'color') && zipHolds(locale, 'letter', 'bw'),
  },
  {
    what: 'the printed kit printed in colour',
    phrase: { en: /printed in colou?r/i, fr: /imprimée en couleur/i },
    kept: () => printedKitBuild.ink === 'color',
  },
  {
    what: 'the whole kit on Letter and on A4 paper',
    phrase: { en: /Letter and A4/i, fr: /Lettre et A4/i },
    kept: (locale) => zipHolds(locale, 'letter', 'color') && zipHolds(locale, 'a4', 'color'),
  },
  {
    what: 'one zip with every version of the kit and the blank cards',
    phrase: { en: /\bzip\b/i, fr: /\bzip\b/i },
    kept: (locale) =>
      (['letter', 'a4'] as const).every((paper) =>
        (['color', 'bw'] as const).every((ink) => zipHolds(locale, paper, ink)),
      ) && blankSheets(locale).length === 2,
  },
  {
    what: 'a README beside the files',
    phrase: { en: /README/, fr: /README/ },
    kept: (locale) => zipNames(locale).includes(KIT_ZIP_README),
  },
  {
    what: 'riddles that send children only to safe places',
    phrase: { en: /safe places/i, fr: /cachettes sûres/i },
    kept: (locale) =>
      [digital[locale], printed[locale]].every((pdf) => {
        const text = pagesNamed(pdf, locale, kitPageTexts[locale].riddles.footer).join(' ');
        const riddles = riddlesForKit(pdf.kit, locale);
        return riddles.every(
          ({ answer }) =>
            !unsafePlaceIn(answer, locale) &&
            text.includes(spaced(kitPageTexts[locale].riddles.hideIt(answer))),
        );
      }),
  },
  {
    what: 'clue-card pages',
    phrase: { en: /clue cards?/i, fr: /cartes-indices/i },
    kept: (locale) => [digital[locale], printed[locale]].every((pdf) => clueCardCount(pdf, locale) > 0),
  },
  // A member's own hunt, printed as cards in a kit's look (the clue history's "Print as cards").
  {
    what: 'one printable card per clue of the hunt',
    topic: 'generator',
    phrase: {
      en: /print as cards|on (?:our|printable) cards|copy or print/i,
      fr: /imprimer en cartes|sur (?:nos|des) cartes|copier ou à imprimer/i,
    },
    kept: (locale) => {
      const { withPictures, hunt } = hunts[locale];
      const cards = clueCardPages(withPictures, locale).join(' ');
      return hunt.clues.every((clue) => cards.includes(spaced(clue.text)));
    },
  },
  {
    what: 'hunt cards to type into before printing',
    topic: 'generator',
    phrase: { en: /typed into/i, fr: /modifier le texte des cartes/i },
    kept: (locale) =>
      hunts[locale].withPictures.fields > 0 &&
      hunts[locale].withPictures.fields === clueCardCount(hunts[locale].withPictures, locale),
  },
  {
    what: 'a hiding plan naming where each card goes',
    topic: 'generator',
    phrase: { en: /hiding plan/i, fr: /plan (?:des cachettes|qui indique)/i },
    kept: (locale) => {
      const { withPictures, hunt } = hunts[locale];
      const plan = withPictures.pages.find((page) =>
        page.endsWith(spaced(cardPageTexts[locale].hidingPlan.footer)),
      );
      return plan !== undefined && hunt.clues.every((clue) => plan.includes(clue.leadsTo));
    },
  },
  {
    what: "a drawing of the place on each card, with the place's word",
    topic: 'generator',
    phrase: { en: /drawing/i, fr: /dessin/i },
    kept: (locale) => {
      const words = hunts[locale].hunt.clues.map((clue) => matchHidingSpot(clue.leadsTo)?.word[locale]);
      const times = (pdf: KitPdf, word: string) =>
        clueCardPages(pdf, locale).join(' ').split(word).length - 1;
      return words.every(
        (word) =>
          word !== undefined &&
          times(hunts[locale].withPictures, word) > times(hunts[locale].withoutPictures, word),
      );
    },
  },
];

/** Things a kit or a printed hunt could hold that nobody made: no text may promise them. */
const unkept: Readonly<Record<Locale, RegExp>> = {
  en: /sticker|stamp|puzzle|invitation|name tag|bookmark|answer key|badge|medal|\bmask|bingo|word search|maze|secret code|decoder|colou?ring (?:page|sheet|book)|party favou?r|thank-you card|laminat|card ?stock|sturdy|glossy/i,
  fr: /autocollant|tampon|casse-tête|invitation|porte-nom|signet|corrigé|badge|médaille|masque|bingo|mots cachés|labyrinthe|code secret|décodeur|à colorier|faveur|carte de remerciement|plastifi|carton|papier glacé/i,
};

beforeAll(async () => {
  const assets: KitAssets = await loadNodeKitAssets();
  for (const locale of locales) {
    const { kit, paper, ink } = digitalBuilds[locale];
    digital[locale] = await read(
      kit,
      await buildKitPdf({ kit, paper, ink, cards: digitalKitCards, lang: locale }, assets),
    );
    const printedKit = printedKits[locale];
    printed[locale] = await read(
      printedKit,
      await buildKitPdf(
        { kit: printedKit, ...printedKitBuild, childName: childNames[locale], lang: locale },
        assets,
      ),
    );
    const zip = unzipSync(
      await buildKitZip(
        {
          kit: zipKits[locale],
          lang: locale,
          supportEmail: 'help@example.com',
          termsUrl: 'https://example.com',
        },
        assets,
      ),
    );
    zips[locale] = { kit: zipKits[locale], files: zip };
    for (const name of blankSheets(locale)) {
      const sheet = await read(zipKits[locale], zip[name]!);
      blankSheetCards.set(`${locale} ${name}`, sheet.fields === 0 ? clueCardCount(sheet, locale) : -1);
    }
    const hunt: KitHunt = {
      ageBand: '3-6',
      clues: huntPlaces.map((place, index) => ({
        number: index + 1,
        text: huntClue[locale](index + 1),
        hideAt: index === 0 ? null : huntPlaces[index - 1]!,
        leadsTo: place,
      })),
    };
    const huntPdf = async (pictures: boolean) =>
      read(
        'pirate-bunny',
        await buildHuntCardsPdf(
          { kit: 'pirate-bunny', paper: 'letter', ink: 'color', hunt, lang: locale, pictures },
          assets,
        ),
      );
    hunts[locale] = { hunt, withPictures: await huntPdf(true), withoutPictures: await huntPdf(false) };
  }
}, 120_000);

describe('what the shop says every kit holds, the kit holds', () => {
  it('keeps every promise of the contents, the facts, the plans and the pages, in both languages', () => {
    expect(brokenPromises(shopPromiseTexts, table, unkept)).toEqual([]);
  });
});
