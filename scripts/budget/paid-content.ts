/**
 * Paid kit content must never ship in the site's files (issue 18 §4): anyone could read a riddle or the
 * certificate in devtools. The browser prints only a member's own hunt cards; the riddles, posters and
 * certificate are built on the server for a paid download. This searches every file of a build for the
 * kit's riddles and its poster and certificate words.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { locales } from '../../supabase/functions/_shared/domain/locales.ts';
import { riddlesForKit } from '../../supabase/functions/_shared/kits/content/kit-riddle-set.ts';
import { cardFactsIn } from '../../supabase/functions/_shared/kits/content/card-facts.ts';
import { posterLines } from '../../supabase/functions/_shared/kits/content/poster-lines.ts';
import { kitPageTexts } from '../../supabase/functions/_shared/kits/pdf/kit-page-texts.ts';
import { TREASURE_MAP_TEXTS } from '../../supabase/functions/_shared/kits/pdf/treasure-map.ts';

export interface PaidText {
  /** What the text is, for the report: "riddle (pirate-bunny)", "certificate". */
  what: string;
  text: string;
}

/**
 * Words only the server's kit pages print (kit-pages.ts), in every language; paid-content.test.ts
 * checks that each is on the kit's pages, so the list cannot drift from what the kit says.
 */
export const paidPageTexts: readonly PaidText[] = locales.flatMap((lang) => {
  const words = kitPageTexts[lang];
  const tag = lang === 'en' ? '' : ` (${lang})`;
  return [
    { what: `welcome poster${tag}`, text: words.welcome.begin },
    { what: `certificate${tag}`, text: words.certificate.heading },
    { what: `certificate${tag}`, text: words.certificate.presentedTo },
    { what: `footprints page${tag}`, text: words.footprints.heading },
    { what: `riddle pages${tag}`, text: words.riddles.howTo },
  ];
});

/** Every paid text of every kit in every language: riddles, poster lines, card facts, page words. */
export function paidTexts(): PaidText[] {
  return locales
    .flatMap((lang) => {
      const tag = lang === 'en' ? '' : `, ${lang}`;
      return [
        ...kitPdfSlugs
          .flatMap((kit) => riddlesForKit(kit, lang))
          .map((riddle) => ({ what: `riddle (${riddle.kit}${tag})`, text: riddle.text })),
        ...Object.entries(posterLines[lang]).flatMap(([kit, lines]) => [
          { what: `welcome poster (${kit}${tag})`, text: lines.tagline },
          { what: `congratulations poster (${kit}${tag})`, text: lines.cheer },
        ]),
        ...cardFactsIn(lang).flatMap(({ kit, facts }) =>
          facts.map((text) => ({ what: `card fact (${kit}${tag})`, text })),
        ),
        { what: `treasure map${tag ? ` (${lang})` : ''}`, text: TREASURE_MAP_TEXTS[lang].howTo },
      ];
    })
    .concat(paidPageTexts);
}

/** A file's text as written in the source: JS and HTML escapes undone, so "\u2019" reads as ’. */
function unescaped(content: string): string {
  return content
    .replace(/\\u\{([0-9a-f]+)\}/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&rsquo;/g, '\u2019')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\\(['"`\\])/g, '$1');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Images and fonts hold no text to find.
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf)$/i;

export interface PaidContentFound extends PaidText {
  file: string;
}

/** Every paid text found in a file of `distDir`, with the file it is in (path inside the build). */
export function findPaidContent(
  distDir: string,
  texts: readonly PaidText[] = paidTexts(),
): PaidContentFound[] {
  const found: PaidContentFound[] = [];
  for (const path of filesUnder(distDir)) {
    if (BINARY.test(path)) continue;
    const content = unescaped(readFileSync(path, 'utf8'));
    const file = relative(distDir, path).split(sep).join('/');
    for (const text of texts) if (content.includes(text.text)) found.push({ ...text, file });
  }
  return found;
}
