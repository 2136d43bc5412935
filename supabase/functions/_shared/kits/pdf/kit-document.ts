/**
 * A kit document ready to draw on: fonts embedded, metadata set, the page context made. Shared by the
 * full kit (build-kit-pdf.ts, server only) and a member's hunt cards (build-hunt-cards-pdf.ts, also
 * in the browser). Each runtime supplies the font bytes its own way (files or fetched URLs); see
 * KIT_FONT_FILES.
 */

import { PDFDocument } from '@cantoo/pdf-lib';

import { compatFontkit } from './compat-fontkit.ts';
import type { KitContext } from './kit-drawing.ts';
import {
  checkChildName,
  checkKitSlug,
  inkLabels,
  type KitInk,
  type KitPaper,
  paperLabels,
} from './kit-options.ts';
import { kitTitleIn } from '../../domain/kit-titles.ts';
import { kitThemes, type KitPdfSlug, type KitTheme } from '../../domain/kit-themes.ts';
import { type Locale, localeTags } from '../../domain/locales.ts';
import { paperLayouts } from './paper-layouts.ts';
import { withNarrowNoBreakSpace } from './narrow-no-break-space.ts';
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

/** The kit's fonts, each read from its KIT_FONT_FILES path by `read`: the runtime's own way to a file. */
export async function loadKitAssets(read: (file: string) => Promise<FontBytes>): Promise<KitAssets> {
  const [display, body, bodyBold] = await Promise.all(
    [KIT_FONT_FILES.display, KIT_FONT_FILES.body, KIT_FONT_FILES.bodyBold].map(read),
  );
  return { fonts: { display: display!, body: body!, bodyBold: bodyBold! } };
}

const sfntCache = new WeakMap<object, Promise<Uint8Array>>();

/**
 * The TrueType bytes of a font, unpacked once per font buffer however many kits a process builds, with
 * the narrow no-break space French punctuation needs.
 */
function sfntOf(bytes: FontBytes): Promise<Uint8Array> {
  let sfnt = sfntCache.get(bytes);
  if (!sfnt) {
    sfnt = woffToSfnt(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).then(
      withNarrowNoBreakSpace,
    );
    sfntCache.set(bytes, sfnt);
  }
  return sfnt;
}

/**
 * Checks the kit, paper and name, and opens a document titled by `describe(kit title, name)`, the kit's
 * title in the document's language.
 */
export async function createKitDocument(
  options: { kit: string; paper: KitPaper; ink: KitInk; childName?: string; lang?: Locale },
  assets: KitAssets,
  describe: (kitTitle: string, childName?: string) => { title: string; subject: string },
): Promise<KitContext> {
  const slug = checkKitSlug(options.kit);
  if (!slug.ok) throw new Error(slug.message);
  const name = checkChildName(options.childName ?? '');
  if (!name.ok) throw new Error(name.message);
  const theme: KitTheme = kitThemes[slug.value as KitPdfSlug];
  const lang = options.lang ?? 'en';
  const kitTitle = kitTitleIn(lang, theme.slug, theme.title);
  const layout = paperLayouts[options.paper];
  if (!layout) throw new Error(`Bad paper "${String(options.paper)}": use letter or a4.`);

  const doc = await PDFDocument.create();
  doc.registerFontkit(compatFontkit);
  const [display, body, bodyBold] = await Promise.all(
    [assets.fonts.display, assets.fonts.body, assets.fonts.bodyBold].map(async (bytes) =>
      doc.embedFont(await sfntOf(bytes), { subset: true }),
    ),
  );
  const { title, subject } = describe(kitTitle, name.value);
  doc.setTitle(title);
  doc.setAuthor('Adventure Clue Kits');
  doc.setSubject(subject);
  // Paper and ink in the file's own properties, so a copy out of its folder still says what it is.
  doc.setKeywords([paperLabels[lang][options.paper], inkLabels[lang][options.ink]]);
  doc.setLanguage(localeTags[lang]);
  doc.setCreator('Adventure Clue Kits');
  doc.setProducer('Adventure Clue Kits');
  return {
    doc,
    fonts: { display: display!, body: body!, bodyBold: bodyBold! },
    theme,
    lang,
    title: kitTitle,
    layout,
    ink: options.ink,
    childName: name.value,
  };
}

/** Saves a kit document; editable cards get their appearances drawn in the kit font first. */
export function saveKitDocument(ctx: KitContext, editable: boolean): Promise<Uint8Array> {
  if (editable) ctx.doc.getForm().updateFieldAppearances(ctx.fonts.body);
  // The appearances are drawn above with the kit font (save would redo them in Helvetica), and one
  // kit is small enough to write without yielding to the event loop every 50 objects.
  return ctx.doc.save({ updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
