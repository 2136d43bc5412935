import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { buildHuntCardsPdf } from '../../supabase/functions/_shared/kits/pdf/build-hunt-cards-pdf.ts';
import { buildKitPdf, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { hidingSpots } from '../../supabase/functions/_shared/kits/pdf/hiding-spot-drawings.ts';
import type { KitHunt, KitPaper } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import {
  kitPdfSlugs,
  kitThemes,
  type KitPdfSlug,
} from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { treasureMapKits } from '../../supabase/functions/_shared/kits/content/card-facts.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import {
  darkestEdgePixel,
  pdfFonts,
  pdfInfo,
  pdfPageTexts,
  renderGrayPages,
  solidInkShare,
} from './poppler.ts';
import { PAID_KIT_PAGE_TITLES } from './pdf-text-runs.ts';

// Each case renders and parses whole PDFs with poppler; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 60_000 });

let assets: KitAssets;
beforeAll(async () => {
  assets = await loadNodeKitAssets();
});

const hunt: KitHunt = {
  title: 'Maya\u2019s adventure hunt (3 cards)',
  clues: [
    { number: 1, text: 'Where the milk keeps cool, look by the rule.', hideAt: null, leadsTo: 'the fridge' },
    {
      number: 2,
      text: 'Keys of black and white, look to the right.',
      hideAt: 'the fridge',
      leadsTo: 'the piano',
    },
    {
      number: 3,
      text: 'Cushions soft and wide, the treasure is inside.',
      hideAt: 'the piano',
      leadsTo: 'the sofa',
    },
  ],
};

const pageSizes: Record<KitPaper, string> = { letter: '612 x 792', a4: '595.28 x 841.89' };

const pictureCardPages = Math.ceil(hidingSpots.length / 6);

/** The fixed pages in order, by the label each prints in its footer. */
function expectedLabels(cardPages: number, kit: KitPdfSlug): string[] {
  return [
    'Welcome poster',
    'Parent instructions',
    'Hiding plan',
    ...Array.from({ length: cardPages }, (_, index) => `Clue cards ${index + 1} of ${cardPages}`),
    'Footprints',
    'Decorations',
    'Congratulations poster',
    'Certificate',
    // The Pirate kit's description promises a map with X marks (issue 18 §5).
    ...(treasureMapKits.includes(kit) ? ['Treasure Map'] : []),
    ...Array.from(
      { length: pictureCardPages },
      (_, index) => `Picture cards ${index + 1} of ${pictureCardPages}`,
    ),
  ];
}

/** Every drawing's word, in order, each on its own card of the picture-card pages. */
function expectPictureCards(pages: readonly string[], title: string): void {
  expect(hidingSpots.length).toBeGreaterThanOrEqual(24);
  const pictures = pages.filter((page) => page.includes(`${title} \u00b7 Picture cards`));
  expect(pictures).toHaveLength(pictureCardPages);
  const words = pictures.map((page, index) => {
    const header = 'Picture cards for ages 3\u20136: cut along the dashed lines ';
    const footer = ` ${title} \u00b7 Picture cards ${index + 1} of ${pictureCardPages}`;
    expect(page.startsWith(header) && page.endsWith(footer), page).toBe(true);
    return page.slice(header.length, -footer.length);
  });
  expect(words.join(' ')).toBe(hidingSpots.map((spot) => spot.word.en).join(' '));
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(kitPdfSlugs)('the %s kit', (kit) => {
  const theme = kitThemes[kit];
  // Each kit on both papers, one per case; the kits take turns, so each case meets both papers too.
  const [plainPaper, namedPaper]: KitPaper[] =
    kitPdfSlugs.indexOf(kit) % 2 === 0 ? ['letter', 'a4'] : ['a4', 'letter'];

  it.each<KitPaper>([plainPaper!])(
    'on %s without a name: editable cards, blank plan, all its riddles',
    async (paper) => {
      const bytes = await buildKitPdf({ kit, paper, ink: 'color', cards: 'editable8' }, assets);
      expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      const info = pdfInfo(bytes);
      expect(info.pageSize).toBe(pageSizes[paper]);
      const pages = pdfPageTexts(bytes);
      expect(pages).toHaveLength(info.pages);
      const labels = expectedLabels(2, kit);
      labels.forEach((label, index) => expect(pages[index]).toContain(`${theme.title} \u00b7 ${label}`));
      const riddlePages = pages.slice(labels.length);
      expect(riddlePages.length).toBeGreaterThanOrEqual(2);
      riddlePages.forEach((page) => expect(page).toContain(`${theme.title} \u00b7 Bonus riddles`));

      expect(pages[0]).toContain(`Welcome to ${theme.title}`);
      expect(pages[0]).not.toContain('Adventure\u2019s');
      expect(pages[1]).toContain('Before you start (15\u201330 minutes)');
      expect(pages[1]).toContain('Ages 3\u201314');
      expect(pages[1]).toContain('Safety first');
      expect(pages[2]).toContain('Card Where to hide it It leads to');
      expect(pages[2]).not.toContain('Hand it to');
      expect(pages[3]).toContain('Clue 1');
      expect(pages[4]).toContain('Clue 8');
      expect(pages.find((page) => page.includes('Certificate of Success'))).toContain(
        `for completing the ${theme.title}`,
      );
      expectPictureCards(pages, theme.title);

      const riddleText = squash(riddlePages.join(' '));
      for (const riddle of riddlesForKit(kit)) {
        expect(riddleText).toContain(squash(riddle.text));
        expect(riddleText).toContain(`Hide it: ${riddle.answer}`);
      }

      const form = (await PDFDocument.load(bytes)).getForm();
      expect(form.getFields().map((field) => field.getName())).toEqual(
        Array.from({ length: 8 }, (_, index) => `clue-${index + 1}`),
      );
      const fonts = pdfFonts(bytes);
      expect(fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual([
        'Fredoka-SemiBold',
        'Nunito-Bold',
        'Nunito-Regular',
      ]);
      expect(fonts.every((font) => font.embedded)).toBe(true);
    },
  );

  it.each<KitPaper>([namedPaper!])(
    'on %s with a name and a hunt: personalised posters, filled cards and plan',
    async (paper) => {
      const bytes = await buildKitPdf(
        { kit, paper, ink: 'bw', cards: 'blank16', childName: 'Maya', hunt },
        assets,
      );
      expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(pdfInfo(bytes).pageSize).toBe(pageSizes[paper]);
      const pages = pdfPageTexts(bytes);
      expectedLabels(4, kit).forEach((label, index) => expect(pages[index]).toContain(label));
      expect(pages[0]).toContain('Maya\u2019s Adventure');
      expect(pages[0]).toContain(theme.title);
      expect(pages[2]).toContain('1 Hand it to Maya to start the fridge');
      expect(pages[2]).toContain('2 the fridge the piano');
      expect(pages[2]).toContain('3 the piano the sofa');
      const cards = squash(pages.slice(3, 7).join(' '));
      for (const clue of hunt.clues) expect(cards).toContain(clue.text);
      expect(cards).toContain('Clue 16');
      expect(pages.find((page) => page.includes('Congratulations'))).toContain('Maya!');
      expect(pages.find((page) => page.includes('Certificate of Success'))).toContain('presented to Maya');
      expectPictureCards(pages, theme.title);
      // The printed kit's cards are for pen and paper: no form fields.
      expect((await PDFDocument.load(bytes)).getForm().getFields()).toHaveLength(0);
    },
  );

  it('keeps every page clear of the quarter inch printers cannot reach, in colour and in black and white', async () => {
    for (const [paper, ink] of [
      ['letter', 'color'],
      ['a4', 'bw'],
    ] as const) {
      const bytes = await buildKitPdf(
        { kit, paper, ink, cards: 'editable8', childName: 'Alexandria-Rose', hunt },
        assets,
      );
      const dpi = 48;
      const band = dpi / 4;
      for (const [index, page] of renderGrayPages(bytes, dpi).entries()) {
        expect(darkestEdgePixel(page, band), `${paper} ${ink} page ${index + 1}`).toBe(255);
      }
    }
  });
});

describe('black and white ink', () => {
  it('leaves the art pages nearly all paper: light outlines, no large fills', async () => {
    const [colour, bw] = await Promise.all(
      (['color', 'bw'] as const).map((ink) =>
        buildKitPdf({ kit: 'pirate-bunny', paper: 'letter', ink, cards: 'editable8' }, assets),
      ),
    );
    const coverage = (bytes: Uint8Array) => {
      const decorations = renderGrayPages(bytes, 24)[6]!;
      return decorations.pixels.filter((pixel) => pixel < 230).length / decorations.pixels.length;
    };
    // Measured: colour about 13 % of the decorations page inked, black and white about 5 % (outlines).
    expect(coverage(colour!)).toBeGreaterThan(0.1);
    expect(coverage(bw!)).toBeLessThan(0.07);

    // The picture cards, drawn in flat colours, are outlines to colour in: at 48 dpi no 7 × 7 pixel
    // square of ink. Measured: colour 4–9 % of each page inside such squares, black and white under 0.1 %.
    const solidShares = (bytes: Uint8Array) => {
      const texts = pdfPageTexts(bytes);
      return renderGrayPages(bytes, 48)
        .filter((_, index) => texts[index]!.includes('\u00b7 Picture cards'))
        .map((page) => solidInkShare(page, 7));
    };
    const colourShares = solidShares(colour!);
    expect(colourShares).toHaveLength(pictureCardPages);
    for (const share of colourShares) expect(share).toBeGreaterThan(0.02);
    for (const share of solidShares(bw!)) expect(share).toBeLessThan(0.002);
  });
});

describe('names and hunts', () => {
  it('uses the hunt’s child name when none is given and refuses a bad one', async () => {
    const bytes = await buildKitPdf(
      {
        kit: 'space-bunny',
        paper: 'letter',
        ink: 'color',
        cards: 'editable8',
        hunt: { ...hunt, childName: 'Zo\u00eb' },
      },
      assets,
    );
    expect(pdfPageTexts(bytes)[0]).toContain('Zo\u00eb\u2019s Adventure');
    await expect(
      buildKitPdf(
        { kit: 'space-bunny', paper: 'letter', ink: 'color', cards: 'editable8', childName: 'Bobby; drop' },
        assets,
      ),
    ).rejects.toThrow("Child's name may use only letters, spaces, hyphens and apostrophes.");
    await expect(
      buildKitPdf({ kit: 'moon-bunny', paper: 'letter', ink: 'color', cards: 'editable8' }, assets),
    ).rejects.toThrow('Unknown kit "moon-bunny"');
  });

  it('adds card pages for a hunt longer than eight cards and prefills the editable fields', async () => {
    const long: KitHunt = {
      clues: Array.from({ length: 11 }, (_, index) => ({
        number: index + 1,
        text: `Clue text number ${index + 1}.`,
        hideAt: index === 0 ? null : `place ${index}`,
        leadsTo: `place ${index + 1}`,
      })),
    };
    const bytes = await buildKitPdf(
      { kit: 'farmyard-hunt', paper: 'a4', ink: 'color', cards: 'editable8', hunt: long },
      assets,
    );
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields()).toHaveLength(12);
    expect(form.getTextField('clue-11').getText()).toBe('Clue text number 11.');
    expect(form.getTextField('clue-12').getText() ?? '').toBe('');
    expect(pdfPageTexts(bytes).filter((page) => page.includes('Clue cards'))).toHaveLength(3);
  });
});

describe('a member\u2019s hunt cards (Print as cards)', () => {
  // Places in other words than the pictures', so a picture's word is printed only under its picture.
  const littleHunt: KitHunt = {
    ageBand: '3-6',
    clues: [
      { number: 1, text: 'Brrr! Where is it cold?', hideAt: null, leadsTo: 'in the refrigerator' },
      {
        number: 2,
        text: 'Socks and shirts!',
        hideAt: 'in the refrigerator',
        leadsTo: 'in the chest of drawers',
      },
      {
        number: 3,
        text: 'Bounce on me!',
        hideAt: 'in the chest of drawers',
        leadsTo: 'under the couch cushions',
      },
    ],
  };
  const pictureWords = / (fridge|dresser|sofa) /g;

  it('are the hiding plan and the clue cards only: no posters, certificate, riddles or picture-card set', async () => {
    const bytes = await buildHuntCardsPdf(
      {
        kit: 'pirate-bunny',
        paper: 'letter',
        ink: 'color',
        childName: 'Maya',
        hunt: { ...hunt, ageBand: '8-14' },
      },
      assets,
    );
    const pages = pdfPageTexts(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Maya\u2019s Hiding Plan');
    expect(pages[0]).toContain('1 Hand it to Maya to start the fridge');
    expect(pages[1]).toContain('Pirate Bunny Treasure Hunt \u00b7 Clue cards 1 of 1');
    const text = squash(pages.join(' '));
    for (const paid of PAID_KIT_PAGE_TITLES) {
      expect(text).not.toContain(paid);
    }
    for (const riddle of riddlesForKit('pirate-bunny')) expect(text).not.toContain(squash(riddle.text));
    // Older children's cards carry no pictures.
    for (const word of ['fridge', 'dresser', 'sofa'])
      expect(pages[1]).not.toMatch(new RegExp(`Clue \\d ${word}`));
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields().map((field) => form.getTextField(field.getName()).getText() ?? '')).toEqual([
      ...hunt.clues.map((clue) => clue.text),
      '',
    ]);
  });

  it('for older children are words only', async () => {
    const bytes = await buildHuntCardsPdf(
      { kit: 'pirate-bunny', paper: 'letter', ink: 'color', hunt: { ...littleHunt, ageBand: '6-8' } },
      assets,
    );
    expect(pdfPageTexts(bytes)[1]!.match(pictureWords)).toBeNull();
  });

  it.each(['color', 'bw'] as const)(
    'for ages 3\u20136 show each place\u2019s picture and word above its clue (%s)',
    async (ink) => {
      const bytes = await buildHuntCardsPdf(
        { kit: 'space-bunny', paper: 'a4', ink, hunt: { ...littleHunt, childName: 'Leo' } },
        assets,
      );
      const cards = pdfPageTexts(bytes)[1]!;
      expect(cards.match(pictureWords)).toEqual([' fridge ', ' dresser ', ' sofa ']);
      // Each word is printed under its picture, above the card's clue.
      expect(cards.indexOf(' fridge ')).toBeLessThan(cards.indexOf('Brrr! Where is it cold?'));
      expect(cards.indexOf(' dresser ')).toBeLessThan(cards.indexOf('Socks and shirts!'));
      expect(cards.indexOf(' sofa ')).toBeLessThan(cards.indexOf('Bounce on me!'));
      const page = renderGrayPages(bytes, 48)[1]!;
      expect(solidInkShare(page, 7)).toSatisfy((share: number) =>
        ink === 'bw' ? share < 0.002 : share > 0.005,
      );
    },
  );

  it('leave a place with no drawing as a words-only card, and can be printed without pictures', async () => {
    const mixed: KitHunt = {
      ageBand: '3-6',
      clues: [
        { number: 1, text: 'Where the milk keeps cool.', hideAt: null, leadsTo: 'the refrigerator' },
        {
          number: 2,
          text: 'Look on the shelf.',
          hideAt: 'the refrigerator',
          leadsTo: 'on the shelf next to the refrigerator',
        },
      ],
    };
    const withPictures = pdfPageTexts(
      await buildHuntCardsPdf({ kit: 'easter-bunny', paper: 'letter', ink: 'color', hunt: mixed }, assets),
    )[1]!;
    expect(withPictures.match(pictureWords)).toEqual([' fridge ']);
    expect(withPictures).toContain('Look on the shelf.');
    const without = pdfPageTexts(
      await buildHuntCardsPdf(
        { kit: 'easter-bunny', paper: 'letter', ink: 'color', hunt: mixed, pictures: false },
        assets,
      ),
    )[1]!;
    expect(without.match(pictureWords)).toBeNull();
    expect(without).toContain('Where the milk keeps cool.');
  });

  it('keep every page clear of the quarter inch printers cannot reach', async () => {
    const bytes = await buildHuntCardsPdf(
      {
        kit: 'dino-bunny-hunt',
        paper: 'letter',
        ink: 'color',
        childName: 'Alexandria-Rose',
        hunt: littleHunt,
      },
      assets,
    );
    for (const page of renderGrayPages(bytes, 48)) expect(darkestEdgePixel(page, 12)).toBe(255);
  });
});
