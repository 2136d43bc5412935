import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

import { KIT_FONT_FILES } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';

const require = createRequire(import.meta.url);

describe('the download function’s fonts', () => {
  // A deployed function reads only files in its own folder; these copies must stay @fontsource's.
  it.each(Object.values(KIT_FONT_FILES))('ships %s unchanged', (file) => {
    const copy = readFileSync(
      new URL(`../../supabase/functions/download/fonts/${basename(file)}`, import.meta.url),
    );
    expect(copy.equals(readFileSync(require.resolve(file)))).toBe(true);
  });

  it('deploys them with the function', () => {
    expect(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')).toContain(
      'static_files = ["./functions/download/fonts/*.woff"]',
    );
  });
});
