import { buildKitPdf, KIT_FONT_FILES, type KitAssets } from '../_shared/kits/pdf/build-kit-pdf.ts';
import { type Locale, localizedPath } from '../_shared/domain/locales.ts';
import { buildKitZip } from '../_shared/kits/pdf/kit-zip.ts';
import { createDownloadHandler } from '../_shared/orders/download-handler.ts';
import { createKitFileStore, kitContentVersion } from '../_shared/orders/kit-files.ts';
import { kitBuildInputs } from '../_shared/kits/pdf/kit-build-inputs.ts';
import { isKitPdfSlug } from '../_shared/domain/kit-themes.ts';
import { supabaseStorage } from '../_shared/http/supabase-storage.ts';
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

const termsUrl = (lang: Locale) => `${env.siteUrl}${localizedPath('/terms', lang)}`;
const log = (message: string) => console.warn(message);

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
          termsUrl: termsUrl(options.lang),
        },
        assets,
      ),
    // The zip's README names the support address and the terms page: a change to either is a new zip.
    kitVersion: (kit, lang, kind) => {
      if (!isKitPdfSlug(kit)) throw new Error(`no kit PDF for ${kit}`);
      return kitContentVersion(
        kitBuildInputs(kit, lang, kind === 'zip' ? [env.supportEmail, termsUrl(lang)] : []),
      );
    },
    files: createKitFileStore({
      storage: supabaseStorage({
        supabaseUrl: variables.SUPABASE_URL!,
        serviceRoleKey: variables.SUPABASE_SERVICE_ROLE_KEY!,
      }),
      log,
    }),
    log,
  }),
);
