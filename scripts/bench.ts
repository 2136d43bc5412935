import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { paths, templatePath } from '../src/config/paths.ts';
import { pickFreePort } from '../tests/e2e/support/ports';
import { backendSection } from './bench/backend';
import { bundlesSection } from './bench/bundles';
import { downloadsSection } from './bench/downloads';
import { startGeoServer } from './bench/geo-server';
import { interactionsSection } from './bench/interactions';
import { kitsSection, kitZipSection } from './bench/kits';
import { lighthouseSection } from './bench/lighthouse';
import { ordersSection } from './bench/orders';
import type { BenchContext, BenchSection, SectionResult } from './bench/section';

// Issue 2 §10: the pages whose speed the shop lives by.
const PAGES = ['/', paths.templates, templatePath('easter-bunny'), paths.pricingUs];
const SECTIONS: BenchSection[] = [
  lighthouseSection,
  interactionsSection,
  bundlesSection,
  backendSection,
  kitsSection,
  kitZipSection,
  ordersSection,
  downloadsSection,
];
const DIST_DIR = process.env.DIST_DIR ?? '.tmp/bench-dist';
const RESULTS_FILE = 'bench/results.json';
// Which port the build's VITE_GEO_URL points at, so BENCH_REUSE_DIST=1 serves the lookup where the pages look.
const GEO_PORT_FILE = join(DIST_DIR, '.bench-geo-port');

const USAGE = `npm run bench [-- --page /templates …] [--section Lighthouse …] [--preset mobile|desktop] [--runs N]
Without options: every page, every section, both presets, three runs (the full report).`;

/** Narrowing options for iterating on one figure; the defaults are the full report. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', multiple: true },
      section: { type: 'string', multiple: true },
      preset: { type: 'string' },
      runs: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sections = values.section
    ? SECTIONS.filter((section) => values.section!.includes(section.name))
    : SECTIONS;
  if (sections.length === 0)
    throw new Error(`no section matches; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
  const preset = values.preset;
  if (preset !== undefined && preset !== 'mobile' && preset !== 'desktop')
    throw new Error(`--preset must be mobile or desktop, not ${preset}`);
  const runs = values.runs === undefined ? undefined : Number.parseInt(values.runs, 10);
  if (runs !== undefined && !(runs >= 1)) throw new Error(`--runs must be a positive integer`);
  return { pages: values.page ?? PAGES, sections, preset: preset as BenchContext['preset'], runs };
}

/** Builds with VITE_GEO_URL on a free local port (or reuses the build) and returns that port. */
function build(): number {
  if (process.env.BENCH_REUSE_DIST === '1' && existsSync(GEO_PORT_FILE)) {
    console.log(`bench: reusing the build in ${DIST_DIR} (BENCH_REUSE_DIST=1)`);
    return Number(readFileSync(GEO_PORT_FILE, 'utf8'));
  }
  const geoPort = pickFreePort();
  console.log(`bench: building into ${DIST_DIR}`);
  const result = spawnSync('npm', ['run', 'build:local'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR, VITE_GEO_URL: `http://127.0.0.1:${geoPort}/json/` },
  });
  if (result.status !== 0) throw new Error(`npm run build:local failed (exit ${result.status})`);
  writeFileSync(GEO_PORT_FILE, String(geoPort));
  return geoPort;
}

/** Serves the build with the same script and headers as `npm run preview`; resolves once it answers. */
async function servePreview(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = pickFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it also stops the node process tsx starts.
  const server = spawn('npx', ['tsx', 'scripts/preview.ts'], {
    env: { ...process.env, DIST_DIR, PREVIEW_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`scripts/preview.ts exited with ${server.exitCode}`);
    try {
      await fetch(baseUrl);
      return { baseUrl, stop };
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  }
  stop();
  throw new Error(`the preview server did not answer on ${baseUrl} within 30 s`);
}

function print(result: SectionResult): void {
  console.log(`\n## ${result.name}`);
  if (result.rows.length > 0) console.table(result.rows);
  for (const note of result.notes) console.log(`- ${note}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const { pages, sections, preset, runs } = readOptions();
  const geo = await startGeoServer(build());
  const server = await servePreview();
  const results: SectionResult[] = [];
  try {
    const context: BenchContext = { baseUrl: server.baseUrl, distDir: DIST_DIR, pages, preset, runs };
    for (const section of sections) {
      console.log(`bench: ${section.name}…`);
      try {
        results.push(await section.run(context));
      } catch (error) {
        results.push({ name: section.name, rows: [], notes: [`failed: ${(error as Error).message}`] });
      }
    }
  } finally {
    server.stop();
    await geo.stop();
  }
  results.forEach(print);
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), distDir: DIST_DIR, sections: results }, null, 2)}\n`,
  );
  console.log(`\nbench: wrote ${RESULTS_FILE} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (results.some((result) => result.notes.some((note) => note.startsWith('failed:')))) process.exitCode = 1;
}

await main();
