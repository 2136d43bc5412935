/**
 * `npm run test:quick [-- <since>]`: the inner loop. Runs only the Vitest files that a change can
 * affect (Vitest's `--changed`, which follows the import graph from the changed files), in the two
 * Vitest runs: the unit run (the app's unit and component tests and the tooling tests) and the backend tests.
 * Without `<since>` the change is what git has uncommitted; `-- main` takes everything since main.
 * No typecheck, lint, build or browser: `npm test` is the gate, this is the loop.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const since = process.argv[2];
const changed = since ? [`--changed=${since}`] : ['--changed'];

const SUITES: readonly { name: string; config: string[] }[] = [
  { name: 'unit', config: [] },
  { name: 'backend', config: ['--config', 'supabase/local/vitest.config.ts'] },
];

const started = performance.now();
let failed = false;
for (const suite of SUITES) {
  console.log(`\n> test:quick ${suite.name}`);
  // `--passWithNoTests`: a change that touches none of a suite's files is not a failure.
  const run = spawnSync('npx', ['vitest', 'run', ...suite.config, ...changed, '--passWithNoTests'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) failed = true;
}
console.log(
  `\ntest:quick ${failed ? 'failed' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = failed ? 1 : 0;
