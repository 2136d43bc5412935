// Runs under Deno (npm run test:deno): the kit module as the download function loads it.
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';

import { benchKit } from './bench-kits.ts';
import { buildKitPdf, loadKitAssets } from './build-kit-pdf.ts';
import { kitPdfSlugs } from '../../domain/kit-themes.ts';

interface CpuUsage {
  user: number;
  system: number;
}
// Deno 2's Node-compatible global: typed here so the test needs no @types/node.
const { cpuUsage } = (globalThis as unknown as { process: { cpuUsage(since?: CpuUsage): CpuUsage } }).process;

const nodeModules = new URL('../../../../../node_modules/', import.meta.url);

const denoAssets = () => loadKitAssets((file) => Deno.readFile(new URL(file, nodeModules)));

Deno.test(
  'every kit builds under Deno: eight editable card fields, three embedded fonts, under 2 MB',
  async () => {
    const assets = await denoAssets();
    // One warm-up build: the first pays for compiling pdf-lib and fontkit, as a running function does once.
    await buildKitPdf({ kit: 'easter-bunny', paper: 'letter', ink: 'color', cards: 'editable8' }, assets);
    for (const kit of kitPdfSlugs) {
      const started = performance.now();
      const cpu = cpuUsage();
      const bytes = await buildKitPdf({ ...benchKit(kit), paper: 'a4' }, assets);
      const elapsed = performance.now() - started;
      const used = cpuUsage(cpu);
      const doc = await PDFDocument.load(bytes);
      const fields = doc
        .getForm()
        .getFields()
        .map((field) => field.getName());
      const expected = ['clue-1', 'clue-2', 'clue-3', 'clue-4', 'clue-5', 'clue-6', 'clue-7', 'clue-8'];
      if (fields.join() !== expected.join()) throw new Error(`${kit}: form fields ${fields.join()}`);
      const embedded = doc.context
        .enumerateIndirectObjects()
        .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2'))).length;
      if (embedded !== 3) throw new Error(`${kit}: ${embedded} embedded fonts, expected 3`);
      if (bytes.length > 2 * 1024 * 1024) throw new Error(`${kit}: ${bytes.length} bytes is over 2 MB`);
      // CPU time is the kit's own cost; wall time also counts waiting on a busy machine.
      const cpuMs = (used.user + used.system) / 1000;
      console.log(`${kit}: ${bytes.length} bytes in ${elapsed.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms CPU`);
    }
  },
);
