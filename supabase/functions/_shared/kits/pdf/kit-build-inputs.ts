import { kitThemes, type KitPdfSlug } from '../../domain/kit-themes.ts';
import { kitFactsIn } from '../../domain/kit-contents.ts';
import { kitTitleIn } from '../../domain/kit-titles.ts';
import type { Locale } from '../../domain/locales.ts';
import { cardFactsFor } from '../content/card-facts.ts';
import { riddlesForKit } from '../content/kit-riddle-set.ts';
import { cardPageTexts } from './card-page-texts.ts';
import { kitPageTexts } from './kit-page-texts.ts';

/**
 * The version of the kit builder's drawing code (layouts, pages, fonts, zip contents). kitBuildInputs
 * sees every text and riddle a kit is built from, but not the code that lays them out:
 * raise this by one with any change to kits/pdf that changes a built file, so stored files are built
 * again (ADR 050).
 */
export const KIT_BUILDER_VERSION = 1;

/** Texts are records of strings and of functions that word them: both count, as their source. */
const withSources = (_key: string, value: unknown) =>
  typeof value === 'function' ? (value as () => unknown).toString() : value;

/**
 * Everything a kit's files in one language are built from, as one text: theme, title, riddles, facts,
 * page texts, the zip's README facts, the builder's version and `extra` (what a deployment adds, such
 * as the README's support address). The download function keeps files under a digest of it (ADR 050):
 * same inputs, same file; any change gives a new path, so nothing stale is handed out.
 */
export function kitBuildInputs(kit: KitPdfSlug, lang: Locale, extra: readonly string[] = []): string {
  const theme = kitThemes[kit];
  return JSON.stringify(
    {
      builder: KIT_BUILDER_VERSION,
      kit,
      lang,
      theme,
      title: kitTitleIn(lang, kit, theme.title),
      riddles: riddlesForKit(kit, lang),
      facts: cardFactsFor(kit, lang) ?? null,
      readme: kitFactsIn[lang],
      texts: [kitPageTexts[lang], cardPageTexts[lang]],
      extra,
    },
    withSources,
  );
}
