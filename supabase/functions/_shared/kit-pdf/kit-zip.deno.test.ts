// Runs under Deno (npm run test:deno): Download All as the download function builds it, timed for
// `npm run bench` (hosted functions allow 2 s of CPU per request; the zip must stay under 3 MB).
import { unzipSync } from 'fflate';

import { KIT_FONT_FILES, type KitAssets } from './build-kit-pdf.ts';
import { buildKitZip, KIT_ZIP_README, kitZipPdfs } from './kit-zip.ts';
import { kitPdfSlugs } from '../domain/kit-themes.ts';

// Deno 2 provides Node's `process` global; typed here because its types (@types/node) are not Deno's.
const { process } = globalThis as unknown as {
  process: { cpuUsage(previous?: { user: number; system: number }): { user: number; system: number } };
};

const nodeModules = new URL('../../../../node_modules/', import.meta.url);

async function denoAssets(): Promise<KitAssets> {
  const read = (file: string) => Deno.readFile(new URL(file, nodeModules));
  return {
    fonts: {
      display: await read(KIT_FONT_FILES.display),
      body: await read(KIT_FONT_FILES.body),
      bodyBold: await read(KIT_FONT_FILES.bodyBold),
    },
  };
}

Deno.test('every kit zips under Deno: its PDFs and the README, under 3 MB', async () => {
  const assets = await denoAssets();
  const options = {
    childName: 'Maya',
    supportEmail: 'help@example.com',
    termsUrl: 'https://example.com/terms',
  };
  const coldCpu = process.cpuUsage();
  await buildKitZip({ kit: kitPdfSlugs[0], ...options }, assets);
  const cold = process.cpuUsage(coldCpu);
  console.log(`zip cold start: ${Math.round((cold.user + cold.system) / 1000)} ms cpu`);
  for (const kit of kitPdfSlugs) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const zip = await buildKitZip({ kit, ...options }, assets);
    const used = process.cpuUsage(cpu);
    const elapsed = performance.now() - started;
    const names = Object.keys(unzipSync(zip));
    const expected = [...kitZipPdfs(kit).map((pdf) => pdf.name), KIT_ZIP_README];
    if (names.join() !== expected.join()) throw new Error(`${kit}: files ${names.join()}`);
    if (zip.length > 3 * 1024 * 1024) throw new Error(`${kit}: ${zip.length} bytes is over 3 MB`);
    console.log(
      `zip ${kit}: ${zip.length} bytes in ${elapsed.toFixed(0)} ms, ${Math.round((used.user + used.system) / 1000)} ms cpu`,
    );
  }
});
