// Runs under Deno (npm run test:deno): Download All as the download function builds it, timed for
// `npm run bench` (hosted functions allow 2 s of CPU per request; the zip must stay under 3 MB).
import { unzipSync } from 'fflate';

import { benchZip } from './bench-kits.ts';
import { loadKitAssets } from './build-kit-pdf.ts';
import { buildKitZip, KIT_ZIP_README, kitZipPdfs } from './kit-zip.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';

// Deno 2 provides Node's `process` global; typed here because its types (@types/node) are not Deno's.
const { process } = globalThis as unknown as {
  process: { cpuUsage(previous?: { user: number; system: number }): { user: number; system: number } };
};

const nodeModules = new URL('../../../../../node_modules/', import.meta.url);

const denoAssets = () => loadKitAssets((file) => Deno.readFile(new URL(file, nodeModules)));

Deno.test('every kit zips under Deno: its PDFs and the README, under 3 MB', async () => {
  const assets = await denoAssets();
  const coldCpu = process.cpuUsage();
  await buildKitZip(benchZip(kitPdfSlugs[0]), assets);
  const cold = process.cpuUsage(coldCpu);
  console.log(`zip cold start: ${Math.round((cold.user + cold.system) / 1000)} ms cpu`);
  for (const kit of kitPdfSlugs) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const zip = await buildKitZip(benchZip(kit), assets);
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

Deno.test('a French zip holds the French kit: French file names and README, French PDFs', async () => {
  const assets = await denoAssets();
  const started = performance.now();
  const zip = await buildKitZip(
    {
      kit: 'farmyard-hunt',
      lang: 'fr',
      supportEmail: 'aide@example.com',
      termsUrl: 'https://example.com/fr/terms',
    },
    assets,
  );
  const files = unzipSync(zip);
  const names = Object.keys(files);
  const expected = [...kitZipPdfs('farmyard-hunt', 'fr').map((pdf) => pdf.name), KIT_ZIP_README];
  if (names.join() !== expected.join()) throw new Error(`French zip: files ${names.join()}`);
  if (!names.includes('farmyard-hunt-fr-lettre-noir-et-blanc.pdf'))
    throw new Error(`French names: ${names.join()}`);
  const readme = new TextDecoder().decode(files[KIT_ZIP_README]);
  for (const words of [
    'CONTENU DE CE DOSSIER',
    'QUEL PAPIER\u202F?',
    'Chasse du lapin à la ferme',
    'https://example.com/fr/terms',
  ]) {
    if (!readme.includes(words)) throw new Error(`French README lacks "${words}"`);
  }
  if (/WHAT IS IN|WHICH PAPER/.test(readme)) throw new Error('French README has English headings');
  const kitPdf = new TextDecoder('latin1').decode(files['farmyard-hunt-fr-a4-couleur.pdf']!);
  if (!kitPdf.includes('/Lang (fr-CA)')) throw new Error('French PDF is not marked fr-CA');
  console.log(`French zip: ${zip.length} bytes in ${(performance.now() - started).toFixed(0)} ms`);
});
