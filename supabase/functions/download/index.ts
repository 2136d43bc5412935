import { buildKitPdf, KIT_FONT_FILES, type KitAssets } from '../_shared/kits/pdf/build-kit-pdf.ts';
import { localizedPath } from '../_shared/domain/locales.ts';
import { buildKitZip } from '../_shared/kits/pdf/kit-zip.ts';
import { createDownloadHandler } from '../_shared/orders/download-handler.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { readFunctionEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'download');

// The kit fonts are copies of @fontsource's files kept beside the function, because a deployed
// function carries only its own folder's static files (config.toml static_files); read once at start.
const read = (file: string) => Deno.readFile(new URL(`./fonts/${file.split('/').pop()}`, import.meta.url));
const assets: KitAssets = {
  fonts: {
    display: await read(KIT_FONT_FILES.display),
    body: await read(KIT_FONT_FILES.body),
    bodyBold: await read(KIT_FONT_FILES.bodyBold),
  },
};

Deno.serve(
  createDownloadHandler({
    store: env.store,
    // Digital kits are the 8 editable cards (the printed kit's 16 blank cards are printed by the shop).
    buildPdf: (options) => buildKitPdf({ ...options, cards: 'editable8' }, assets),
    // Download All adds the 16 blank cards as a sheet of their own, for writing clues by hand.
    buildZip: (options) =>
      buildKitZip(
        {
          ...options,
          supportEmail: env.supportEmail,
          termsUrl: `${env.siteUrl}${localizedPath('/terms', options.lang)}`,
        },
        assets,
      ),
    log: (message) => console.warn(message),
  }),
);
