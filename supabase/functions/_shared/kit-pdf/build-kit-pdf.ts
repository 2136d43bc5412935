/**
 * Builds a kit's PDF: the same code runs in Node (CLI, tests, bench), in Deno (the download
 * function) and in the browser (members' "Print as cards", loaded only when they print). Each runtime
 * supplies the font bytes its own way (files or fetched URLs); see KIT_FONT_FILES.
 */

import { PDFDocument } from '@cantoo/pdf-lib';

import { riddlesForKit } from '../domain/riddles.ts';
import { compatFontkit } from './compat-fontkit.ts';
import type { KitContext } from './kit-drawing.ts';
import {
  certificate,
  clueCards,
  congratulationsPoster,
  decorationsPage,
  footprintsPage,
  hidingPlan,
  parentInstructions,
  riddlePages,
  welcomePoster,
} from './kit-pages.ts';
import { checkChildName, checkKitSlug, inkLabels, type KitPdfOptions, paperLabels } from './kit-options.ts';
import { kitThemes, type KitPdfSlug } from '../domain/kit-themes.ts';
import { paperLayouts } from './paper-layouts.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

export type FontBytes = Uint8Array | ArrayBuffer;

export interface KitAssets {
  fonts: {
    /** Fredoka SemiBold: titles and headings. */
    display: FontBytes;
    /** Nunito Regular: body text and form fields. */
    body: FontBytes;
    /** Nunito Bold. */
    bodyBold: FontBytes;
  };
}

/** The site's fonts, as @fontsource ships them (WOFF; fontkit cannot read WOFF2). */
export const KIT_FONT_FILES = {
  display: '@fontsource/fredoka/files/fredoka-latin-600-normal.woff',
  body: '@fontsource/nunito/files/nunito-latin-400-normal.woff',
  bodyBold: '@fontsource/nunito/files/nunito-latin-700-normal.woff',
} as const satisfies Record<keyof KitAssets['fonts'], string>;

const sfntCache = new WeakMap<object, Promise<Uint8Array>>();

/** The TrueType bytes of a font, unpacked once per font buffer however many kits a process builds. */
function sfntOf(bytes: FontBytes): Promise<Uint8Array> {
  let sfnt = sfntCache.get(bytes);
  if (!sfnt) {
    sfnt = woffToSfnt(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
    sfntCache.set(bytes, sfnt);
  }
  return sfnt;
}

export async function buildKitPdf(options: KitPdfOptions, assets: KitAssets): Promise<Uint8Array> {
  const slug = checkKitSlug(options.kit);
  if (!slug.ok) throw new Error(slug.message);
  const name = checkChildName(options.childName ?? options.hunt?.childName ?? '');
  if (!name.ok) throw new Error(name.message);
  const theme = kitThemes[slug.value as KitPdfSlug];
  const layout = paperLayouts[options.paper];
  if (!layout) throw new Error(`Bad paper "${String(options.paper)}": use letter or a4.`);

  const doc = await PDFDocument.create();
  doc.registerFontkit(compatFontkit);
  const [display, body, bodyBold] = await Promise.all(
    [assets.fonts.display, assets.fonts.body, assets.fonts.bodyBold].map(async (bytes) =>
      doc.embedFont(await sfntOf(bytes), { subset: true }),
    ),
  );
  const title = name.value ? `${name.value}\u2019s ${theme.title}` : theme.title;
  doc.setTitle(options.pages === 'cards' ? `${title}: clue cards` : title);
  doc.setAuthor('Adventure Clue Kits');
  doc.setSubject(`${theme.title}: printable scavenger-hunt kit`);
  // Paper and ink in the file's own properties, so a copy out of its folder still says what it is.
  doc.setKeywords([paperLabels[options.paper], inkLabels[options.ink]]);
  doc.setCreator('Adventure Clue Kits');
  doc.setProducer('Adventure Clue Kits');

  const ctx: KitContext = {
    doc,
    fonts: { display: display!, body: body!, bodyBold: bodyBold! },
    theme,
    layout,
    ink: options.ink,
    childName: name.value,
  };
  const baseCount = options.cards === 'blank16' ? 16 : 8;
  const clueCount = options.hunt?.clues.length ?? 0;
  const cardCount = Math.max(baseCount, Math.ceil(clueCount / 4) * 4);

  if (options.pages === 'cards') {
    clueCards(ctx, { count: cardCount, editable: options.cards === 'editable8', hunt: options.hunt });
    return save(ctx, options);
  }
  welcomePoster(ctx);
  parentInstructions(ctx);
  hidingPlan(ctx, cardCount, options.hunt);
  clueCards(ctx, { count: cardCount, editable: options.cards === 'editable8', hunt: options.hunt });
  footprintsPage(ctx);
  decorationsPage(ctx);
  congratulationsPoster(ctx);
  certificate(ctx, options.date);
  riddlePages(ctx, riddlesForKit(theme.slug));

  return save(ctx, options);
}

function save(ctx: KitContext, options: KitPdfOptions): Promise<Uint8Array> {
  if (options.cards === 'editable8') ctx.doc.getForm().updateFieldAppearances(ctx.fonts.body);
  // The appearances are drawn above with the kit font (save would redo them in Helvetica), and one
  // kit is small enough to write without yielding to the event loop every 50 objects.
  return ctx.doc.save({ updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
