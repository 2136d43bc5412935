import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The calques docs/french-style.md lists never come back: not in a French catalog (browser or
 * server), an email, a kit page, a riddle, a domain fact or the legal texts. The list lives in the
 * style guide, so reviewers and this test read the same one.
 */

const root = new URL('../..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Lower case, one kind of apostrophe and of space: « J'ai » and « j’ai », a no-break space and a space match. */
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/'/g, '’')
    .replace(/[\s\u00A0\u202F]+/g, ' ');

/** The phrases in « » before the arrow of each line of the guide's "Calques we never write" list. */
export function calquesOf(guide: string): string[] {
  const section = /^## Calques we never write\n([\s\S]*?)(?=^## )/m.exec(guide)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) =>
      [...(line.split('→')[0] ?? '').matchAll(/«\s*([^»]+?)\s*»/g)].map((match) => match[1]!),
    )
    .map(normalized);
}

export const calquesIn = (text: string, calques: readonly string[]) =>
  calques.filter((calque) => normalized(text).includes(calque));

/** Every file under `dir` (relative to the repository) whose path passes `keep`. */
const filesUnder = (dir: string, keep: (path: string) => boolean) =>
  (readdirSync(join(root, dir), { recursive: true }) as string[])
    .map((path) => join(dir, path))
    .filter((path) => keep(path));

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|\.d\.ts$/.test(path);

/**
 * Where French lives: every fr.json, every French content bank (-fr.json, ADR 057), and the modules that
 * hold French texts beside the English.
 */
const frenchFiles = [
  ...filesUnder('src', (path) => path.endsWith('/i18n/fr.json')),
  ...filesUnder('supabase/functions/_shared', (path) => /\/i18n\/fr\.json$|-fr\.json$/.test(path)),
  ...['kits', 'domain', 'orders', 'mail', 'shop', 'account', 'http'].flatMap((capability) =>
    filesUnder(`supabase/functions/_shared/${capability}`, isSource),
  ),
  ...filesUnder('src/features/guides/content', isSource),
  ...filesUnder('src/config', isSource),
];

const calques = calquesOf(read('docs/french-style.md'));

describe('the French style guide’s calques', () => {
  it('are listed in docs/french-style.md, the ones issue 28 named among them', () => {
    expect(calques.length).toBeGreaterThanOrEqual(20);
    expect(calques).toEqual(
      expect.arrayContaining([
        'carte blanche qui vous nargue',
        'fièrement remis',
        'fait sur les',
        'ventes sont finales',
        'devinettes bonus',
        '200+ énigmes',
        'j’ai un matelas, mais je ne suis pas un bateau',
      ]),
    );
  });

  it('are found whatever the apostrophe, the case or the no-break spaces', () => {
    expect(calquesIn('Toutes les ventes\u00A0sont finales.', calques)).toEqual(['ventes sont finales']);
    expect(calquesIn("J'ai un matelas, mais je ne suis pas un bateau.", calques)).toEqual([
      'j’ai un matelas, mais je ne suis pas un bateau',
    ]);
    expect(calquesIn('200 énigmes et plus, toutes prêtes, et des devinettes en prime.', calques)).toEqual([]);
  });

  it('are read in every French catalog, email, kit text, riddle and legal text', () => {
    expect(frenchFiles).toEqual(
      expect.arrayContaining([
        'src/features/home/i18n/fr.json',
        'supabase/functions/_shared/orders/i18n/fr.json',
        'supabase/functions/_shared/orders/order-email.ts',
        'supabase/functions/_shared/kits/pdf/kit-page-texts.ts',
        'supabase/functions/_shared/kits/content/kit-riddles-fr.json',
        'supabase/functions/_shared/kits/content/place-riddles-fr.json',
        'supabase/functions/_shared/clues/engine/voices-fr.json',
        'supabase/functions/_shared/domain/kits.ts',
        'src/features/guides/content/terms.ts',
        'src/features/guides/content/privacy.ts',
      ]),
    );
  });

  it('never appear in them', () => {
    const found = frenchFiles.flatMap((path) =>
      calquesIn(read(path), calques).map((calque) => `${path}: « ${calque} »`),
    );
    expect(found).toEqual([]);
  });
});
