import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { importChains, onDisk, sourceFiles, type SourceReader } from './import-graph';

/**
 * The browser may print a member's own hunt cards but never build the paid kit (issue 18 §4): no
 * module the app loads, eagerly or lazily, may lead to the full kit builder, its server-only pages or
 * the kit content (riddles, poster lines). This follows imports from every file in src/ the way the
 * bundler does; scripts/budget/paid-content.ts then checks the built files themselves.
 */

const shared = 'supabase/functions/_shared';

const serverOnly = [
  `${shared}/kits/pdf/build-kit-pdf.ts`,
  `${shared}/kits/pdf/kit-pages.ts`,
  `${shared}/kits/content/`,
];

/** The chain of imports from a src file to a server-only module, for each one reachable. */
const serverOnlyChains = (entries: readonly string[], source: SourceReader) =>
  importChains(
    entries,
    (module) => serverOnly.some((path) => module === path || (path.endsWith('/') && module.startsWith(path))),
    source,
  );

describe('paid kit content stays on the server', () => {
  it('no module of the app leads to the full kit builder, its pages, the riddles or the poster lines', () => {
    const entries = sourceFiles('src');
    expect(entries).toContain('src/components/kit-print/hunt-cards-pdf.ts');
    expect(serverOnlyChains(entries, onDisk).map((chain) => chain.join(' -> '))).toEqual([]);
  });

  it('catches a chain through a lazy import, an alias and a module in between', () => {
    const files: Record<string, string> = {
      'src/components/print.tsx': "const load = () => import('./download');",
      'src/components/download.ts': "import { pages } from '@kit-pdf/card-pages.ts';",
      [`${shared}/kits/pdf/card-pages.ts`]: "import { riddlesForKit } from '../content/kit-riddle-set.ts';",
      [`${shared}/kits/content/kit-riddle-set.ts`]: 'export const riddlesForKit = () => [];',
    };
    const chains = serverOnlyChains(['src/components/print.tsx'], {
      read: (file) => files[file] ?? '',
      exists: (file) => file in files,
    });
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
