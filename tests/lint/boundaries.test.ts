import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints in-memory sources with the repository's eslint.config.js; the files need not exist.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/element-types')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('rejects a feature importing a sibling feature by a relative path', async () => {
    const errors = await boundaryErrors(
      'src/features/cart/components/cart-summary.tsx',
      "import { getTemplates } from '../../catalog/api/get-templates';\nexport const summary = getTemplates;\n",
    );
    expect(errors).toEqual(['A feature must not import another feature (catalog).']);
  });

  it('rejects a feature importing a sibling feature through the @/ alias', async () => {
    const errors = await boundaryErrors(
      'src/features/cart/components/cart-summary.tsx',
      "import { getTemplates } from '@/features/catalog/api/get-templates';\nexport const summary = getTemplates;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['src/components/ui/button.tsx', '@/features/cart/api/get-cart'],
    ['src/lib/toast.ts', '../features/cart/api/get-cart'],
    ['src/config/paths.ts', '@/app/router'],
    ['src/testing/render.tsx', '../app/provider'],
  ])('rejects shared code %s importing %s', async (filePath, source) => {
    const errors = await boundaryErrors(
      filePath,
      `import { thing } from '${source}';\nexport const value = thing;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature to import itself and shared code, and the app to import features', async () => {
    expect(
      await boundaryErrors(
        'src/features/cart/components/cart-summary.tsx',
        "import { getCart } from '../api/get-cart';\nimport { cn } from '@/lib/utils';\nexport const value = [getCart, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/app/routes/cart.tsx',
        "import { CartSummary } from '@/features/cart/components/cart-summary';\nexport const value = CartSummary;\n",
      ),
    ).toEqual([]);
  });
});

async function domainErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'supabase/functions/_shared/domain/cart.ts' });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals',
    )
    .map((message) => message.message);
}

describe('the domain layer', () => {
  it.each([
    '../clue-store.ts',
    '../../../../src/lib/toast.ts',
    '@/config/env',
    'node:fs',
    '@supabase/supabase-js',
  ])('may not import %s', async (source) => {
    expect(await domainErrors(`import { thing } from '${source}';\nexport const value = thing;\n`)).toEqual([
      expect.stringContaining('The domain layer imports only its own files (./name.ts) and zod.'),
    ]);
  });

  it('may not touch a runtime global', async () => {
    expect(await domainErrors('export const here = window.location.href;\n')).toHaveLength(1);
  });

  it('imports zod and its own files, the generated database types among them', async () => {
    expect(
      await domainErrors(
        "import { z } from 'zod';\nimport { kits } from './kits.ts';\nimport looks from './kit-themes.json' with { type: 'json' };\nexport const value = [z, kits, looks];\n",
      ),
    ).toEqual([]);
    expect(
      await domainErrors(
        "import type { PublicSchema } from './database.types.ts';\nexport type Schema = PublicSchema;\n",
      ),
    ).toEqual([]);
  });
});

async function serverErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe("the functions' capabilities (ADR 042)", () => {
  it.each([
    ['supabase/functions/_shared/clues/generate-clue-handler.ts', '../orders/order-store.ts'],
    ['supabase/functions/_shared/shop/admin-shop-handler.ts', '../orders/admin-orders-handler.ts'],
    ['supabase/functions/_shared/kits/pdf/kit-pages.ts', '../../clues/engine/places.ts'],
    ['supabase/functions/_shared/http/request.ts', '../account/account-store.ts'],
  ])('%s may not import %s', async (filePath, source) => {
    expect(
      await serverErrors(filePath, `import { thing } from '${source}';\nexport const value = thing;\n`),
    ).toEqual([expect.stringContaining('not another capability')]);
  });

  it('import http, domain, mail and the account gate, and their own files', async () => {
    expect(
      await serverErrors(
        'supabase/functions/_shared/orders/admin-orders-handler.ts',
        [
          "import { adminGate } from '../account/require-admin.ts';",
          "import { actionRouter } from '../http/request.ts';",
          "import { kitFormats } from '../domain/pricing.ts';",
          "import type { OutgoingEmail } from '../mail/mailer.ts';",
          "import { orderStore } from './order-store.ts';",
          'export const value = [adminGate, actionRouter, kitFormats, orderStore];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await serverErrors(
        'supabase/functions/_shared/kits/pdf/kit-pages.ts',
        "import { posterLinesFor } from '../content/poster-lines.ts';\nexport const value = posterLinesFor;\n",
      ),
    ).toEqual([]);
  });
});
