import { spawnSync } from 'node:child_process';

import { buildKitPdf } from '../../supabase/functions/_shared/kit-pdf/build-kit-pdf.ts';
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

/** Per kit: wall and CPU milliseconds as the Deno test prints them ("slug: N bytes in M ms, C ms CPU"). */
function denoTimings(): Map<string, { wall: number; cpu: number }> {
  const result = spawnSync(
    'npx',
    [
      'deno',
      'test',
      '--config',
      'supabase/functions/deno.json',
      '--allow-env',
      '--allow-read',
      'supabase/functions/_shared/kit-pdf/build-kit-pdf.deno.test.ts',
    ],
    { encoding: 'utf8', env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
  );
  if (result.status !== 0) throw new Error(`the Deno kit test failed:\n${result.stdout}${result.stderr}`);
  const timings = new Map<string, { wall: number; cpu: number }>();
  for (const match of result.stdout.matchAll(/^([a-z-]+): \d+ bytes in (\d+) ms, (\d+) ms CPU$/gm)) {
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
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        bytes = (await buildKitPdf(options(kit), assets)).length;
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
      rows.push({
        kit,
        'node ms (median)': Math.round(median(times)),
        // CPU time is what the kit costs; wall time also counts waiting on a busy machine.
        'node cpu ms': Math.round(median(cpuTimes)),
        'deno ms': deno.get(kit)?.wall ?? null,
        'deno cpu ms': deno.get(kit)?.cpu ?? null,
        'size KB': Math.round(bytes / 1024),
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
