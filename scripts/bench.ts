import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pickFreePort } from '../tests/e2e/support/ports';
import { backendSection } from './bench/backend';
import { bundlesSection } from './bench/bundles';
import { lighthouseSection } from './bench/lighthouse';
import type { BenchContext, BenchSection, SectionResult } from './bench/section';

// Issue 2 §10: the pages whose speed the shop lives by.
const PAGES = ['/', '/templates', '/templates/easter-bunny', '/us/pricing'];
const SECTIONS: BenchSection[] = [lighthouseSection, bundlesSection, backendSection];
const DIST_DIR = process.env.DIST_DIR ?? '.tmp/bench-dist';
const RESULTS_FILE = 'bench/results.json';

function build(): void {
  if (process.env.BENCH_REUSE_DIST === '1' && existsSync(DIST_DIR)) {
    console.log(`bench: reusing the build in ${DIST_DIR} (BENCH_REUSE_DIST=1)`);
    return;
  }
  console.log(`bench: building into ${DIST_DIR}`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, DIST_DIR } });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
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
  build();
  const server = await servePreview();
  const results: SectionResult[] = [];
  try {
    const context: BenchContext = { baseUrl: server.baseUrl, distDir: DIST_DIR, pages: PAGES };
    for (const section of SECTIONS) {
      console.log(`bench: ${section.name}…`);
      try {
        results.push(await section.run(context));
      } catch (error) {
        results.push({ name: section.name, rows: [], notes: [`failed: ${(error as Error).message}`] });
      }
    }
  } finally {
    server.stop();
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
