/**
 * `npm test`: every check, in stages. A stage's scripts run side by side when they are independent
 * and single-threaded (typecheck, ESLint and Prettier; the Deno tests, the pgTAP tests and the build), so the
 * two cores CI has are both busy; the rest run alone. The first stage with a failure stops the run.
 * Output of side-by-side scripts is printed whole as each one ends, never interleaved.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES: readonly (readonly string[])[] = [
  ['test:lock'],
  ['typecheck', 'lint:code', 'lint:format'],
  ['test:unit'],
  ['test:backend'],
  ['test:deno', 'test:db', 'build:local'],
  ['test:budget'],
  ['test:e2e'],
];

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // A shell finds npm on every platform (npm.cmd on Windows).
    const child = spawn(`npm run --silent ${script}`, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        process.stdout.write(`\n----- ${script} -----\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const timings: Outcome[] = [];
const started = performance.now();
for (const stage of STAGES) {
  const parallel = stage.length > 1;
  if (parallel) console.log(`\n> ${stage.join(' + ')} (side by side)`);
  const outcomes = await Promise.all(stage.map((script) => run(script, parallel)));
  timings.push(...outcomes);
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length) {
    console.error(`\nnpm test failed: ${failed.map((outcome) => outcome.script).join(', ')}`);
    process.exitCode = 1;
    break;
  }
}
console.log('\nnpm test, seconds per script:');
for (const { script, code, seconds } of timings)
  console.log(`  ${script.padEnd(14)} ${seconds.toFixed(1).padStart(6)}${code ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(14)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)}`);
