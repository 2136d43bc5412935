import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

import { frenchTypography } from '../../supabase/functions/_shared/domain/french-typography.ts';

/** A message catalog: an `i18n/<locale>.json` under src, a flat object of ICU messages keyed by id. */
export const CATALOG_FILE = /[\\/]i18n[\\/](en|fr)\.json$/;
const COMPILED_SUFFIX = '.icu.js';

/** Whether a message needs the ICU formatter: plain text is shipped and shown as it is. */
export const needsFormatter = (message: string): boolean => /[{}<']/.test(message);

/**
 * Each message of a catalog as the browser needs it: plain text as a string, anything with an
 * argument, a plural or a tag as FormatJS's parsed form, so the 6 KB parser never ships (ADR 031).
 * French messages get French punctuation spacing here, once for every catalog (issue 20 §3), so a
 * writer types ordinary spaces. A message FormatJS cannot parse stops the build and names the catalog and id.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const french = CATALOG_FILE.exec(file)?.[1] === 'fr';
  const catalog: unknown = JSON.parse(source);
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog))
    throw new Error(`${file}: a message catalog is a flat JSON object of id → message.`);
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string.`);
      const text = french ? frenchTypography(message) : message;
      if (!needsFormatter(text)) return [id, text];
      try {
        return [id, parse(text, { ignoreTag: false })];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
      }
    }),
  );
}

/** Vite: an import of `…/i18n/fr.json` becomes its compiled catalog (a JS module, not Vite's JSON). */
export function icuMessages(): Plugin {
  return {
    name: 'icu-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // `import('./fr.json')` from a catalog.ts: only the resolved path says it is a catalog.
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG_FILE.test(resolved.id) ? `${resolved.id}${COMPILED_SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(COMPILED_SUFFIX)) return null;
      const file = id.slice(0, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalog(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
