import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { loadKitAssets, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';

const require = createRequire(import.meta.url);

/** The kit fonts read from node_modules, for the CLI, the tests and the bench. */
export const loadNodeKitAssets = (): Promise<KitAssets> =>
  loadKitAssets((file) => readFile(require.resolve(file)));
