import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/**
 * The French site's catalogs (ADR 031): each English catalog has its French twin with the same ids,
 * arguments and tags; an id lives in one catalog; every id the code asks for exists.
 */
const root = new URL('../..', import.meta.url).pathname;
const srcFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
const catalogDirs = srcFiles
  .filter((file) => /(^|[\\/])i18n[\\/]en\.json$/.test(file))
  .map((file) => path.join('src', path.dirname(file)));

const readCatalog = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;

/**
 * The argument and tag names of a message, sorted: what the code must hand both languages. A plain
 * argument in one language may be a plural in the other (French agrees "1 étoile", English needs no plural).
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  it('exist, and every English catalog has a French one with the same ids', () => {
    expect(catalogDirs.length).toBeGreaterThan(0);
    for (const dir of catalogDirs) {
      const english = Object.keys(readCatalog(path.join(dir, 'en.json'))).sort();
      const french = Object.keys(readCatalog(path.join(dir, 'fr.json'))).sort();
      expect(french, `${dir}/fr.json ids`).toEqual(english);
    }
  });

  it('parse in both languages, with no tag the English lacks and no empty text', () => {
    for (const dir of catalogDirs) {
      const englishMessages = readCatalog(path.join(dir, 'en.json'));
      const frenchMessages = readCatalog(path.join(dir, 'fr.json'));
      for (const [id, message] of Object.entries(englishMessages)) {
        const translation = frenchMessages[id] ?? '';
        expect(translation.trim(), `${dir}/fr.json ${id}`).not.toBe('');
        // Each language may use the values it needs (French agrees with a region: « au Canada »), and
        // a missing value fails the page's French tests; a tag the code does not fill never renders.
        const tags = (text: string) => placeholders(text).filter((name) => name.startsWith('<'));
        expect(tags(message), `${dir}/fr.json ${id} tags`).toEqual(expect.arrayContaining(tags(translation)));
      }
    }
  });

  it('define each id once across the site', () => {
    const owners = new Map<string, string>();
    for (const dir of catalogDirs) {
      for (const id of Object.keys(readCatalog(path.join(dir, 'en.json')))) {
        expect(owners.get(id), `${id} is in ${owners.get(id)} and ${dir}`).toBeUndefined();
        owners.set(id, dir);
      }
    }
  });

  it('hold every id the code asks for with t() or t.rich()', () => {
    const known = new Set(catalogDirs.flatMap((dir) => Object.keys(readCatalog(path.join(dir, 'en.json')))));
    const unknown: string[] = [];
    for (const file of srcFiles.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const source = readFileSync(path.join(root, 'src', file), 'utf8');
      for (const [, id] of source.matchAll(/\bt(?:\.rich)?\(\s*'([\w.-]+)'/g))
        if (!known.has(id as string)) unknown.push(`${file}: ${id}`);
    }
    expect(unknown).toEqual([]);
  });

  it('leave languages to catalogs and records: no page, component or domain fact compares a locale with a language or keeps a French twin', () => {
    const files = [
      ...srcFiles.map((file) => path.join('src', file)),
      ...readdirSync(path.join(root, 'supabase/functions/_shared/domain'), { encoding: 'utf8' }).map((file) =>
        path.join('supabase/functions/_shared/domain', file),
      ),
    ].filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.startsWith('src/lib/i18n/') &&
        !file.endsWith('pseudo-locale.ts'),
    );
    const offenders = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) =>
          /[=!]==?\s*'(?:en|fr)'|'(?:en|fr)'\s*[=!]==?|\b\w+Fr\b|\b[A-Z_]+_FR\b/.test(line),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
