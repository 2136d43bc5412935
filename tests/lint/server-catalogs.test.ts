import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { locales } from '../../supabase/functions/_shared/domain/locales.ts';

/**
 * The functions' catalogs (ADR 044), checked as the browser's are (i18n-catalogs.test.ts): one per
 * capability and language with the same ids, each id used by the code and every id the code names
 * present. An id is written whole where it is used (`orderText(locale, 'orders.link.paused')`), so
 * this test can find it.
 */
const root = new URL('../..', import.meta.url).pathname;
const shared = path.join(root, 'supabase/functions/_shared');

const catalogDirs = readdirSync(shared).filter((dir) => existsSync(path.join(shared, dir, 'i18n/en.json')));

/** The first part of a capability's ids: its folder's name (`clues.hunt.notFound` in clues/). */
const prefixOf = (dir: string) => `${dir}.`;

const readCatalog = (dir: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(shared, dir, 'i18n', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The functions' code: every TypeScript file of `_shared` and the functions' entries, tests left out. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const idPattern = new RegExp(`'((?:${catalogDirs.join('|')})\\.[A-Za-z][\\w.]*)'`, 'g');

/** Every catalog id the code names, with the file naming it. */
const named = codeFiles(path.join(root, 'supabase/functions')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(idPattern)].map((match) => ({
    id: match[1]!,
    file: path.relative(shared, file),
  })),
);

describe('the functions’ message catalogs', () => {
  it('exist for every capability that speaks, in every language, with the same ids', () => {
    expect(catalogDirs.sort()).toEqual([
      'account',
      'catalog',
      'clues',
      'http',
      'orders',
      'promotions',
      'shop',
    ]);
    for (const dir of catalogDirs) {
      const english = Object.keys(readCatalog(dir, 'en')).sort();
      for (const locale of locales)
        expect(Object.keys(readCatalog(dir, locale)).sort(), `${dir}/i18n/${locale}.json ids`).toEqual(
          english,
        );
    }
  });

  it('hold ICU messages with text in every language, each id under its capability’s name', () => {
    for (const dir of catalogDirs)
      for (const locale of locales)
        for (const [id, message] of Object.entries(readCatalog(dir, locale))) {
          expect(id.startsWith(prefixOf(dir)), `${dir}/i18n/${locale}.json: ${id}`).toBe(true);
          expect(message.trim(), `${dir}/i18n/${locale}.json: ${id}`).not.toBe('');
          expect(
            () => parse(message, { ignoreTag: true }),
            `${dir}/i18n/${locale}.json: ${id}`,
          ).not.toThrow();
        }
  });

  it('hold every id the code names, in the catalog of the code’s capability or the shared one', () => {
    const known = new Set(catalogDirs.flatMap((dir) => Object.keys(readCatalog(dir, 'en'))));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(({ id }) => !known.has(id)).map(({ file, id }) => `${file}: ${id}`)).toEqual([]);
    const misplaced = named.filter(({ id, file }) => {
      const capability = file.split(path.sep)[0]!;
      return (
        !id.startsWith('http.') && catalogDirs.includes(capability) && !id.startsWith(prefixOf(capability))
      );
    });
    expect(misplaced.map(({ file, id }) => `${file}: ${id}`)).toEqual([]);
  });

  it('hold no message the code never asks for', () => {
    const used = new Set(named.map(({ id }) => id));
    const unused = catalogDirs.flatMap((dir) =>
      Object.keys(readCatalog(dir, 'en'))
        .filter((id) => !used.has(id))
        .map((id) => `${dir}: ${id}`),
    );
    expect(unused).toEqual([]);
  });

  it('leave languages to the catalogs: no capability compares a locale with a language or keeps a French twin', () => {
    const capabilities = ['http', 'account', 'clues', 'orders', 'shop', 'mail', 'catalog'];
    const offenders = capabilities
      .flatMap((dir) => codeFiles(path.join(shared, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(shared, file)}:${index + 1}` })),
      )
      .filter(({ line }) => /[=!]==?\s*'(?:en|fr)'|'(?:en|fr)'\s*[=!]==?|\b\w+Fr\b/.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
