import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { KIT_FONT_FILES, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';

const require = createRequire(import.meta.url);

/** The kit fonts read from node_modules, for the CLI, the tests and the bench. */
export async function loadNodeKitAssets(): Promise<KitAssets> {
  const [display, body, bodyBold] = await Promise.all(
    [KIT_FONT_FILES.display, KIT_FONT_FILES.body, KIT_FONT_FILES.bodyBold].map((file) =>
      readFile(require.resolve(file)),
    ),
  );
  return { fonts: { display: display!, body: body!, bodyBold: bodyBold! } };
}
