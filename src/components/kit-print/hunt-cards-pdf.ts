/**
 * The browser side of "Print as cards", loaded only when a member asks for a PDF: the card pages,
 * pdf-lib and fontkit stay out of every page's first load. It builds only the member's own hunt
 * cards; the paid kit (riddles, posters, certificate) is built on the server alone. Fonts are the
 * site's own WOFF files, fetched from the build's assets.
 */

import bodyBoldUrl from '@fontsource/nunito/files/nunito-latin-700-normal.woff?url';
import bodyUrl from '@fontsource/nunito/files/nunito-latin-400-normal.woff?url';
import displayUrl from '@fontsource/fredoka/files/fredoka-latin-600-normal.woff?url';
import { buildHuntCardsPdf, type HuntCardsPdfOptions } from '@kit-pdf/build-hunt-cards-pdf.ts';
import type { KitAssets } from '@kit-pdf/kit-document.ts';

import { saveFile } from '@/lib/save-file';

let fontsPromise: Promise<KitAssets> | undefined;

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
  return response.arrayBuffer();
}

function loadAssets(): Promise<KitAssets> {
  fontsPromise ??= Promise.all([fetchBytes(displayUrl), fetchBytes(bodyUrl), fetchBytes(bodyBoldUrl)]).then(
    ([display, body, bodyBold]) => ({ fonts: { display, body, bodyBold } }),
    (error: unknown) => {
      fontsPromise = undefined;
      throw error;
    },
  );
  return fontsPromise;
}

/** Builds the hunt's cards and hands them to the browser as a download named `fileName`. */
export async function downloadHuntCardsPdf(options: HuntCardsPdfOptions, fileName: string): Promise<void> {
  const bytes = await buildHuntCardsPdf(options, await loadAssets());
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName);
}
