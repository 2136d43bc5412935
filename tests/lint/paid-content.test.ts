import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The browser may print a member's own hunt cards but never build the paid kit (issue 18 §4): no
 * module the app loads, eagerly or lazily, may lead to the full kit builder, its server-only pages or
 * the kit content (riddles, poster lines). This follows imports from every file in src/ the way the
 * bundler does; scripts/budget/paid-content.ts then checks the built files themselves.
 */

const root = resolve(import.meta.dirname, '../..');
const shared = 'supabase/functions/_shared';
const aliases: Record<string, string> = {
  '@/': 'src/',
  '@domain/': `${shared}/domain/`,
  '@kit-pdf/': `${shared}/kits/pdf/`,
};

const serverOnly = [
  `${shared}/kits/pdf/build-kit-pdf.ts`,
  `${shared}/kits/pdf/kit-pages.ts`,
  `${shared}/kits/content/`,
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The file an import names, or undefined for a package. */
function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = aliases[alias]! + bare.slice(alias.length);
  else if (bare.startsWith('.')) base = relative(root, resolve(root, dirname(from), bare));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(exists);
}

/** The chain of imports from a src file to a server-only module, for each one reachable. */
function serverOnlyChains(
  entries: readonly string[],
  read: (file: string) => string,
  exists: (file: string) => boolean,
): string[][] {
  const chains: string[][] = [];
  const seen = new Set<string>();
  const queue: string[][] = entries.map((entry) => [entry]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (serverOnly.some((path) => file === path || (path.endsWith('/') && file.startsWith(path)))) {
      chains.push(chain);
      continue;
    }
    for (const [, specifier] of read(file).matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!, exists);
      if (target && !seen.has(target)) queue.push([...chain, target]);
    }
  }
  return chains;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const onDisk = {
  read: (file: string) => readFileSync(join(root, file), 'utf8'),
  exists: (file: string) => existsSync(join(root, file)) && statSync(join(root, file)).isFile(),
};

describe('paid kit content stays on the server', () => {
  it('no module of the app leads to the full kit builder, its pages, the riddles or the poster lines', () => {
    const entries = sourceFiles('src');
    expect(entries).toContain('src/components/kit-print/hunt-cards-pdf.ts');
    expect(serverOnlyChains(entries, onDisk.read, onDisk.exists).map((chain) => chain.join(' -> '))).toEqual(
      [],
    );
  });

  it('catches a chain through a lazy import, an alias and a module in between', () => {
    const files: Record<string, string> = {
      'src/components/print.tsx': "const load = () => import('./download');",
      'src/components/download.ts': "import { pages } from '@kit-pdf/card-pages.ts';",
      [`${shared}/kits/pdf/card-pages.ts`]: "import { riddlesForKit } from '../content/kit-riddle-set.ts';",
      [`${shared}/kits/content/kit-riddle-set.ts`]: 'export const riddlesForKit = () => [];',
    };
    const chains = serverOnlyChains(
      ['src/components/print.tsx'],
      (file) => files[file] ?? '',
      (file) => file in files,
    );
    expect(chains).toEqual([
      [
        'src/components/print.tsx',
        'src/components/download.ts',
        `${shared}/kits/pdf/card-pages.ts`,
        `${shared}/kits/content/kit-riddle-set.ts`,
      ],
    ]);
  });

  it('has ESLint refuse a direct import of the kit builder or the riddles in src/', async () => {
    const eslint = new ESLint();
    for (const source of [
      '@kit-pdf/build-kit-pdf.ts',
      '../../../supabase/functions/_shared/kits/content/kit-riddles.ts',
      '@kit-pdf/kit-pages.ts',
      '@kit-pdf/../content/poster-lines.ts',
    ]) {
      const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
        filePath: 'src/components/kit-print/print-kit.ts',
      });
      expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
    }
  });
});
