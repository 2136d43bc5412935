import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { breaksFrenchTypography } from '../../supabase/functions/_shared/domain/french-typography.ts';
import { getKit } from '../../supabase/functions/_shared/domain/kits.ts';
import { riddleBandLabels, riddleBands } from '../../supabase/functions/_shared/domain/riddle-bands.ts';
import { kitPdfSlugs, kitThemes } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { cardFactsIn } from '../../supabase/functions/_shared/kits/content/card-facts.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import { posterLines } from '../../supabase/functions/_shared/kits/content/poster-lines.ts';
import {
  buildKitPdf,
  KIT_FONT_FILES,
  type KitAssets,
} from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { cardPageTexts } from '../../supabase/functions/_shared/kits/pdf/card-page-texts.ts';
import { hidingSpots } from '../../supabase/functions/_shared/kits/pdf/hiding-spot-drawings.ts';
import type { KitHunt } from '../../supabase/functions/_shared/kits/pdf/kit-options.ts';
import { kitPageTexts } from '../../supabase/functions/_shared/kits/pdf/kit-page-texts.ts';
import { withNarrowNoBreakSpace } from '../../supabase/functions/_shared/kits/pdf/narrow-no-break-space.ts';
import { TREASURE_MAP_TEXTS } from '../../supabase/functions/_shared/kits/pdf/treasure-map.ts';
import { woffToSfnt } from '../../supabase/functions/_shared/kits/pdf/woff-to-sfnt.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfTextRuns } from './pdf-text-runs.ts';
import { pdfInfo, pdfPageTexts } from './poppler.ts';

// Each case builds one French kit and reads it with poppler and pdf-lib.
vi.setConfig({ testTimeout: 60_000 });

let assets: KitAssets;
beforeAll(async () => {
  assets = await loadNodeKitAssets();
});

/** pdftotext prints every space as a plain one; so do these, to compare. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every word a French kit can print, with sample names where a text takes one. */
function frenchTexts(): string[] {
  const page = kitPageTexts.fr;
  const card = cardPageTexts.fr;
  return [
    ...kitPdfSlugs.flatMap((kit) =>
      riddlesForKit(kit, 'fr').flatMap((riddle) => [riddle.text, riddle.answer]),
    ),
    ...Object.values(posterLines.fr).flatMap((lines) => [lines.tagline, lines.cheer]),
    ...cardFactsIn('fr').flatMap(({ label, facts, line }) => [label, ...facts.map(line)]),
    ...kitPdfSlugs.flatMap((kit) => {
      const title = getKit(kit).translations.fr.title;
      return [title, page.welcome.title(title), page.certificate.kitLine(title), page.subject(title)];
    }),
    page.welcome.lead,
    page.welcome.title('', 'Zoé'),
    page.welcome.begin,
    ...page.instructions.sections('Zoé').flatMap((section) => [section.title, ...section.lines]),
    ...[
      page.instructions,
      page.footprints,
      page.decorations,
      page.congratulations,
      page.certificate,
      page.riddles,
    ].flatMap((words) => Object.values(words).filter((value): value is string => typeof value === 'string')),
    page.congratulations.child('Zoé'),
    page.riddles.continued(riddleBandLabels.fr['8-14']),
    ...riddleBands.map((band) => riddleBandLabels.fr[band]),
    card.hidingPlan.heading('Zoé'),
    card.hidingPlan.huntLead,
    card.hidingPlan.blankLead,
    ...card.hidingPlan.columns,
    card.hidingPlan.handTo(),
    card.clueCards.footer(1, 2),
    card.clueCards.cutLines,
    card.clueCards.hideAt('sous le lit'),
    card.pictureCards.header,
    card.pictureCards.footer(1, 6),
    ...Object.values(TREASURE_MAP_TEXTS.fr),
    ...hidingSpots.map((spot) => spot.word.fr),
  ];
}

const require = createRequire(import.meta.url);

describe('the French kit’s words', () => {
  it('follow French typography: no-break spaces before : ; ! ? and inside « »', () => {
    const broken = frenchTexts().filter((text) => breaksFrenchTypography(text) || / [;:!?»]|« /.test(text));
    expect(broken).toEqual([]);
  });

  it('have a glyph for every character in each embedded font, the narrow no-break space included', async () => {
    const codePoints = new Set(
      frenchTexts().flatMap((text) => [...text].map((char) => char.codePointAt(0)!)),
    );
    expect(codePoints.has(0x202f)).toBe(true);
    expect(codePoints.has(0x00a0)).toBe(true);
    for (const file of Object.values(KIT_FONT_FILES)) {
      const woff = new Uint8Array(await readFile(require.resolve(file)));
      const plain = fontkit.create((await woffToSfnt(woff)) as Parameters<typeof fontkit.create>[0]);
      // The fonts as @fontsource ships them lack U+202F: the kit adds it (narrow-no-break-space.ts).
      expect(plain.hasGlyphForCodePoint(0x202f)).toBe(false);
      const font = fontkit.create(
        withNarrowNoBreakSpace(await woffToSfnt(woff)) as Parameters<typeof fontkit.create>[0],
      );
      const missing = [...codePoints].filter((code) => !font.hasGlyphForCodePoint(code));
      expect(
        missing.map((code) => code.toString(16)),
        file,
      ).toEqual([]);
      const narrow = font.glyphForCodePoint(0x202f).advanceWidth;
      expect(narrow).toBeGreaterThan(0);
      expect(narrow).toBeLessThan(font.glyphForCodePoint(0x20).advanceWidth);
      expect(font.glyphForCodePoint(0x41).id).toBe(plain.glyphForCodePoint(0x41).id);
    }
  });
});

const englishPageWords = [
  'Welcome',
  'Parent Instructions',
  'Hiding plan',
  'Hiding Plan',
  'Clue cards',
  'Clue 1',
  'Cut along',
  'Footprints',
  'Decorations poster',
  'Congratulations',
  'Certificate',
  'Bonus riddles',
  'Picture cards',
  'Treasure Map',
  'Hide it:',
  'Ages 3',
  'You did it',
];

describe('a French kit', () => {
  it('prints every page in French: French titles and footers, all its riddles, picture words, no English left', async () => {
    const kit = 'pirate-bunny';
    const started = performance.now();
    const bytes = await buildKitPdf(
      { kit, paper: 'letter', ink: 'color', cards: 'editable8', lang: 'fr' },
      assets,
    );
    console.log(`French ${kit} kit: ${bytes.length} bytes in ${Math.round(performance.now() - started)} ms`);
    const title = getKit(kit).translations.fr.title;
    const pages = pdfPageTexts(bytes);
    expect(pages).toHaveLength(pdfInfo(bytes).pages);
    const text = pages.join(' ');
    const footers = [
      'Affiche de bienvenue',
      'Instructions pour les parents',
      'Plan des cachettes',
      'Cartes-indices 1 sur 2',
    ];
    footers.forEach((footer, index) => expect(pages[index]).toContain(`${title} \u00b7 ${footer}`));
    for (const footer of [
      'Empreintes',
      'Décorations',
      'Affiche de félicitations',
      'Certificat',
      'Carte au trésor',
      'Devinettes en prime',
    ])
      expect(text).toContain(`${title} \u00b7 ${footer}`);
    expect(pages[0]).toContain(`Bienvenue dans la ${title}`);
    expect(text).toContain(squash(posterLines.fr[kit].tagline));
    expect(text).toContain(squash(`pour avoir terminé la ${title}`));
    expect(text).toContain('Indice 8');
    for (const words of englishPageWords) expect(text).not.toContain(words);
    expect(text).not.toContain(kitThemes[kit].title);

    const riddleText = squash(pages.filter((page) => page.includes('Devinettes en prime')).join(' '));
    const riddles = riddlesForKit(kit, 'fr');
    expect(riddles.length).toBe(riddlesForKit(kit).length);
    for (const riddle of riddles) {
      expect(riddleText).toContain(squash(riddle.text));
      expect(riddleText).toContain(squash(`Cachette : ${riddle.answer}`));
    }
    const pictureWords = pages
      .filter((page) => page.includes('\u00b7 Cartes illustrées'))
      .map((page) =>
        page
          .replace(/^Cartes illustrées pour les 3 à 6 ans : découpez le long des pointillés /, '')
          .replace(/ Chasse .*$/, ''),
      )
      .join(' ');
    expect(pictureWords).toBe(hidingSpots.map((spot) => spot.word.fr).join(' '));

    // The characters drawn: no-break spaces kept, none of them a plain space, no missing glyph.
    const drawn = await pdfTextRuns(bytes);
    expect(drawn.reduce((sum, page) => sum + page.missingGlyphs, 0)).toBe(0);
    const runs = drawn.flatMap((page) => page.runs);
    expect(runs.join('\n')).toContain('Trouve l’indice numéro 1 pour commencer\u202F!');
    expect(runs.filter((run) => / [;:!?»]|« /.test(run))).toEqual([]);
    expect(runs.some((run) => run.includes('\u00a0:'))).toBe(true);
  });

  it('prints its hunt, its card facts and the blank cards in French', async () => {
    const hunt: KitHunt = {
      clues: [
        { number: 1, text: 'Où le lait reste au froid ?', hideAt: null, leadsTo: 'le frigo' },
        { number: 2, text: 'Plouf ! Regarde dans le bain.', hideAt: 'le frigo', leadsTo: 'le bain' },
      ],
    };
    const bytes = await buildKitPdf(
      { kit: 'space-bunny', paper: 'a4', ink: 'bw', cards: 'blank16', childName: 'Zoé', hunt, lang: 'fr' },
      assets,
    );
    const pages = pdfPageTexts(bytes);
    expect(pages[0]).toContain('Bienvenue dans l’aventure de Zoé');
    expect(pages[2]).toContain('Plan des cachettes de Zoé');
    expect(pages[2]).toContain('Carte Où la cacher Elle mène à');
    expect(pages[2]).toContain('1 À remettre à Zoé pour commencer le frigo');
    const text = pages.join(' ');
    expect(text).toContain('Indice 16');
    const facts = cardFactsIn('fr').find((entry) => entry.kit === 'space-bunny')!;
    for (const fact of facts.facts)
      expect(text).toContain(squash(facts.line(fact)).split(' ').slice(0, 7).join(' '));
    expect(text).not.toContain('Planet fact');
    const drawn = await pdfTextRuns(bytes);
    expect(drawn.reduce((sum, page) => sum + page.missingGlyphs, 0)).toBe(0);
    // The kit's own words; the hunt's clues are printed as their writer typed them.
    const ownWords = drawn
      .flatMap((page) => page.runs)
      .filter((run) => !hunt.clues.some((clue) => clue.text === run));
    expect(ownWords.filter((run) => / [;:!?»]|« /.test(run))).toEqual([]);
  });
});
