import { describe, expect, it } from 'vitest';

import { importChains, onDisk, sourceFiles } from './import-graph';

/**
 * One way for each job in the browser (STYLE.md): one function client, one saveFile, one money
 * formatter, one reader of the member's session; and supabase-js only in the member area. A second way
 * written anywhere in src/ fails here, naming the file.
 */

const files = sourceFiles('src');

/** The files of src/ (tests and test helpers aside) whose text matches `pattern`. */
const filesWith = (pattern: RegExp) => files.filter((file) => pattern.test(onDisk.read(file)));

describe('one way each in the browser', () => {
  it('calls edge functions through the function client only', () => {
    expect(filesWith(/functions\/v1/)).toEqual(['src/lib/function-client.ts']);
    expect(filesWith(/functions\.invoke\(/)).toEqual([]);
  });

  it('hands files to the browser with saveFile only', () => {
    expect(filesWith(/createObjectURL|\.download\s*=/)).toEqual(['src/lib/save-file.ts']);
  });

  it('writes money with the domain’s formatter only', () => {
    expect(
      filesWith(/Intl\.NumberFormat|style:\s*'currency'|\.toFixed\(2\)|toLocaleString\([^)]*currency/),
    ).toEqual([]);
  });

  it('reads the member’s kept session in one module, whose key the member area’s client is given', () => {
    expect(filesWith(/auth-token/)).toEqual(['src/lib/member-session.ts']);
    expect(onDisk.read('src/lib/supabase.ts')).toMatch(/storageKey: memberSessionKey/);
  });
});

describe('supabase-js stays in the member area', () => {
  const supabaseJs = (module: string) => module === 'src/lib/supabase.ts' || module.startsWith('@supabase/');
  const publicPages = files.filter((file) => file.startsWith('src/app/routes/'));

  it('no public page, nor the entry every page loads, leads to it, eagerly or lazily', () => {
    expect(publicPages).toContain('src/app/routes/cart.tsx');
    const chains = importChains(
      ['src/main.tsx', ...publicPages],
      supabaseJs,
      onDisk,
      // The member area is its own lazy step from the route table (src/app/routes.ts).
      (file) => !file.startsWith('src/app/member-area/'),
    );
    expect(chains.map((chain) => chain.join(' -> '))).toEqual([]);
  });

  it('is reached by the member area, so the check above looks at the right modules', () => {
    const chains = importChains(['src/app/member-area/routes/clue-generator.tsx'], supabaseJs, onDisk);
    expect(chains.length).toBeGreaterThan(0);
  });
});
