import { beforeAll, describe, expect, it, vi } from 'vitest';

import { buildKitPdf, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import type { KitPaper } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import { kitFacts } from '../../supabase/functions/_shared/domain/kit-contents.ts';
import { kitPdfSlugs, kitThemes } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { pricingPlans } from '../../supabase/functions/_shared/domain/pricing-plans.ts';
import { regions } from '../../supabase/functions/_shared/domain/regions.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfPageTexts } from './poppler.ts';

// Builds and reads whole PDFs with poppler; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 60_000 });

let assets: KitAssets;
beforeAll(async () => {
  assets = await loadNodeKitAssets();
});

/** The riddle figures the shop promises: the kit facts ("200+") and every pricing card's riddle line. */
const promisedFigures = [
  kitFacts.riddleCount,
  ...regions.flatMap((region) =>
    pricingPlans(region).flatMap((plan) => plan.features.filter((feature) => /riddle/i.test(feature))),
  ),
].map((text) => Number(/(\d+)/.exec(text)?.[1]));

describe('the riddles a kit PDF prints', () => {
  it('are counted against figures the shop actually states', () => {
    expect(promisedFigures.length).toBeGreaterThan(1);
    expect(promisedFigures.every((figure) => figure >= 150)).toBe(true);
  });

  describe.each(kitPdfSlugs)('the %s kit', (kit) => {
    it.each<KitPaper>(['letter', 'a4'])(
      'on %s prints at least as many riddles as promised',
      async (paper) => {
        const bytes = await buildKitPdf({ kit, paper, ink: 'color', cards: 'editable8' }, assets);
        const riddlePages = pdfPageTexts(bytes).filter((page) =>
          page.includes(`${kitThemes[kit].title} \u00b7 Bonus riddles`),
        );
        const text = riddlePages.join(' ');
        // A riddle is printed when its number and its hiding place are: "17. … Hide it: in the fridge".
        const hidingPlaces = text.match(/Hide it: /g) ?? [];
        const numbers = new Set(
          [...text.matchAll(/(?:^| )(\d+)\.(?= ?\S)/g)].map((match) => Number(match[1])),
        );
        let numbered = 0;
        while (numbers.has(numbered + 1)) numbered += 1;
        const printed = Math.min(hidingPlaces.length, numbered);
        for (const figure of promisedFigures) expect(printed).toBeGreaterThanOrEqual(figure);
        for (const heading of ['Ages 3\u20136', 'Ages 6\u20138', 'Ages 8\u201314'])
          expect(text).toContain(heading);
      },
    );
  });
});
