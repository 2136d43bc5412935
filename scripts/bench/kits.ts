import { spawnSync } from 'node:child_process';

import { buildKitPdf } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { buildKitZip } from '../../supabase/functions/_shared/kits/pdf/kit-zip.ts';
import { kitPdfSlugs } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { loadNodeKitAssets } from '../kit/node-kit-assets.ts';
import { median } from './section';
import type { BenchRow, BenchSection } from './section';

// Issue 14: one kit in at most 300 ms in Node and in Deno, at most 2 MB; issue 18: with its 200+
// riddles, at most 400 ms of CPU in Deno.
const TIME_LIMIT_MS = 300;
const DENO_CPU_LIMIT_MS = 400;
const SIZE_LIMIT_BYTES = 2 * 1024 * 1024;
const RUNS = 5;

/** Median wall and CPU milliseconds of `runs` builds of one kit in this process, and the file's size. */
async function timeBuilds(runs: number, build: () => Promise<Uint8Array>) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    bytes = (await build()).length;
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return { ms: Math.round(median(times)), cpuMs: Math.round(median(cpuTimes)), kb: Math.round(bytes / 1024) };
}

function runDenoTest(file: string): string {
  const result = spawnSync(
    'npx',
    ['deno', 'test', '--config', 'supabase/functions/deno.json', '--allow-env', '--allow-read', file],
    { encoding: 'utf8', env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
  );
  if (result.status !== 0) throw new Error(`the Deno test ${file} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Per kit: wall and CPU milliseconds as the Deno test prints them ("slug: N bytes in M ms, C ms CPU"). */
function denoTimings(): Map<string, { wall: number; cpu: number }> {
  const stdout = runDenoTest('supabase/functions/_shared/kits/pdf/build-kit-pdf.deno.test.ts');
  const timings = new Map<string, { wall: number; cpu: number }>();
  for (const match of stdout.matchAll(/^([a-z-]+): \d+ bytes in (\d+) ms, (\d+) ms CPU$/gm)) {
    timings.set(match[1]!, { wall: Number(match[2]), cpu: Number(match[3]) });
  }
  return timings;
}

/**
 * Every kit built in Node (median of warm builds after one warm-up, as a long-running process sees
 * it, plus the very first build) and in Deno (the download function's runtime).
 */
export const kitsSection: BenchSection = {
  name: 'Kit PDFs',
  async run() {
    const assets = await loadNodeKitAssets();
    const options = (kit: string) =>
      ({
        kit,
        paper: 'letter',
        ink: 'color',
        cards: 'editable8',
        childName: 'Maya',
        hunt: {
          clues: [
            { number: 1, text: 'Look where the milk stays cold.', hideAt: null, leadsTo: 'the fridge' },
          ],
        },
      }) as const;
    const coldStart = performance.now();
    await buildKitPdf(options(kitPdfSlugs[0]!), assets);
    const coldMs = performance.now() - coldStart;
    const deno = denoTimings();
    const rows: BenchRow[] = [];
    for (const kit of kitPdfSlugs) {
      const node = await timeBuilds(RUNS, () => buildKitPdf(options(kit), assets));
      rows.push({
        kit,
        'node ms (median)': node.ms,
        // CPU time is what the kit costs; wall time also counts waiting on a busy machine.
        'node cpu ms': node.cpuMs,
        'deno ms': deno.get(kit)?.wall ?? null,
        'deno cpu ms': deno.get(kit)?.cpu ?? null,
        'size KB': node.kb,
      });
    }
    const notes = [
      `first build in this Node process (compiling pdf-lib and fontkit): ${Math.round(coldMs)} ms`,
      `limits: ${TIME_LIMIT_MS} ms per kit in Node and in Deno, ${DENO_CPU_LIMIT_MS} ms CPU in Deno, ${SIZE_LIMIT_BYTES / 1024 / 1024} MB per kit`,
    ];
    const over = rows.filter(
      (row) =>
        Number(row['node ms (median)']) > TIME_LIMIT_MS ||
        Number(row['deno ms'] ?? 0) > TIME_LIMIT_MS ||
        Number(row['deno cpu ms'] ?? 0) > DENO_CPU_LIMIT_MS ||
        Number(row['size KB']) * 1024 > SIZE_LIMIT_BYTES,
    );
    if (over.length > 0) notes.push(`over a limit: ${over.map((row) => row.kit).join(', ')}`);
    return { name: 'Kit PDFs', rows, notes };
  },
};

// Issue 18: Download All within a hosted function's 2 s of CPU, and at most 3 MB.
const ZIP_CPU_LIMIT_MS = 2000;
const ZIP_SIZE_LIMIT_BYTES = 3 * 1024 * 1024;
const ZIP_RUNS = 3;

/** Per kit: wall and CPU milliseconds as the Deno zip test prints them. */
function denoZipTimings(): { cold: number | null; kits: Map<string, { ms: number; cpu: number }> } {
  const stdout = runDenoTest('supabase/functions/_shared/kits/pdf/kit-zip.deno.test.ts');
  const kits = new Map<string, { ms: number; cpu: number }>();
  for (const match of stdout.matchAll(/^zip ([a-z-]+): \d+ bytes in (\d+) ms, (\d+) ms cpu$/gm)) {
    kits.set(match[1]!, { ms: Number(match[2]), cpu: Number(match[3]) });
  }
  const cold = /^zip cold start: (\d+) ms cpu$/m.exec(stdout);
  return { cold: cold ? Number(cold[1]) : null, kits };
}

/**
 * Download All (kits/pdf/kit-zip.ts): six PDFs and a README zipped, per kit, in Node (median of warm
 * builds) and in Deno (the download function's runtime, one warm build).
 */
export const kitZipSection: BenchSection = {
  name: 'Download All zips',
  async run() {
    const assets = await loadNodeKitAssets();
    const options = (kit: string) => ({
      kit,
      childName: 'Maya',
      supportEmail: 'help@example.com',
      termsUrl: 'https://example.com/terms',
    });
    const coldCpu = process.cpuUsage();
    await buildKitZip(options(kitPdfSlugs[0]!), assets);
    const cold = process.cpuUsage(coldCpu);
    const deno = denoZipTimings();
    const rows: BenchRow[] = [];
    for (const kit of kitPdfSlugs) {
      const node = await timeBuilds(ZIP_RUNS, () => buildKitZip(options(kit), assets));
      rows.push({
        kit,
        'node ms (median)': node.ms,
        'node cpu ms': node.cpuMs,
        'deno ms': deno.kits.get(kit)?.ms ?? null,
        'deno cpu ms': deno.kits.get(kit)?.cpu ?? null,
        'size KB': node.kb,
      });
    }
    const notes = [
      `first zip in this Node process (compiling pdf-lib and fontkit): ${Math.round((cold.user + cold.system) / 1000)} ms cpu`,
      `first zip in Deno: ${deno.cold ?? '?'} ms cpu`,
      `limits: ${ZIP_CPU_LIMIT_MS} ms CPU per zip, ${ZIP_SIZE_LIMIT_BYTES / 1024 / 1024} MB per zip`,
    ];
    const over = rows.filter(
      (row) =>
        Number(row['node cpu ms']) > ZIP_CPU_LIMIT_MS ||
        Number(row['deno cpu ms'] ?? 0) > ZIP_CPU_LIMIT_MS ||
        Number(row['size KB']) * 1024 > ZIP_SIZE_LIMIT_BYTES,
    );
    if (over.length > 0) notes.push(`over a limit: ${over.map((row) => row.kit).join(', ')}`);
    return { name: 'Download All zips', rows, notes };
  },
};
