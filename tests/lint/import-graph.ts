import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The app's import graph as the bundler follows it, static and lazy imports alike, read from the
 * source: for tests that keep a kind of module away from what some code may load.
 */

export const root = resolve(import.meta.dirname, '../..');
const shared = 'supabase/functions/_shared';
const aliases: Record<string, string> = {
  '@/': 'src/',
  '@domain/': `${shared}/domain/`,
  '@kit-pdf/': `${shared}/kits/pdf/`,
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

export type SourceReader = { read: (file: string) => string; exists: (file: string) => boolean };

/** The file an import names, the package's name for a package (`@supabase/supabase-js`). */
function resolveImport(from: string, specifier: string, { exists }: SourceReader): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
  let base: string;
  if (alias) base = aliases[alias]! + bare.slice(alias.length);
  else if (bare.startsWith('.')) base = relative(root, resolve(root, dirname(from), bare));
  else return bare;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(exists);
}

/**
 * Every chain of imports from `entries` to a module `isTarget` accepts (a file of the repository or a
 * package's name), one per target reached; `follow` may keep the walk out of a module.
 */
export function importChains(
  entries: readonly string[],
  isTarget: (module: string) => boolean,
  source: SourceReader,
  follow: (file: string) => boolean = () => true,
): string[][] {
  const chains: string[][] = [];
  const seen = new Set<string>();
  const queue: string[][] = entries.map((entry) => [entry]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const module = chain.at(-1)!;
    if (seen.has(module)) continue;
    seen.add(module);
    if (isTarget(module)) {
      chains.push(chain);
      continue;
    }
    if (!source.exists(module) || !follow(module)) continue;
    for (const [, specifier] of source.read(module).matchAll(IMPORT)) {
      const target = resolveImport(module, specifier!, source);
      if (target && !seen.has(target)) queue.push([...chain, target]);
    }
  }
  return chains;
}

/** The source files below `dir`, without tests and test helpers. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export const onDisk: SourceReader = {
  read: (file) => readFileSync(join(root, file), 'utf8'),
  exists: (file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile(),
};
