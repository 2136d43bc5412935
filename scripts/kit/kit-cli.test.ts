import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { parseKitArgs, UsageError } from './kit-args.ts';
import { pdfInfo, pdfPageTexts } from './poppler.ts';

const dir = mkdtempSync(join(tmpdir(), 'kit-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runKit(args: readonly string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/kit/kit-cli.ts', ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, contents: string): string {
  const path = join(dir, name);
  writeFileSync(path, contents);
  return path;
}

const huntBody = {
  hunt: {
    id: '5d0c8f9e-1111-4111-8111-111111111111',
    title: 'Maya\u2019s adventure hunt (2 cards)',
    theme: 'adventure',
    difficulty: 'easy',
    ageBand: '6-8',
    childName: 'Maya',
    treasure: null,
    places: ['the fridge', 'the piano'],
    clues: [
      { number: 1, text: 'Brr, it is chilly in here with the milk.', hideAt: null, leadsTo: 'the fridge' },
      { number: 2, text: 'Black and white keys wait for you.', hideAt: 'the fridge', leadsTo: 'the piano' },
    ],
    createdAt: '2026-11-22T10:00:00.000Z',
  },
};

describe('npm run kit', { timeout: 60_000 }, () => {
  it('writes the kit for a generate-hunt response, named from the hunt', () => {
    const out = join(dir, 'maya.pdf');
    const hunt = file('hunt.json', JSON.stringify(huntBody));
    const result = runKit([
      '--kit',
      'pirate-bunny',
      '--paper',
      'a4',
      '--ink',
      'bw',
      '--hunt',
      hunt,
      '--out',
      out,
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const bytes = readFileSync(out);
    expect(pdfInfo(bytes).pageSize).toBe('595.28 x 841.89');
    const text = pdfPageTexts(bytes).join(' ');
    expect(text).toContain('Maya\u2019s Adventure');
    expect(text).toContain('Hand it to Maya to start the fridge');
  });

  it('takes the bare hunt object too', () => {
    const out = join(dir, 'bare.pdf');
    const result = runKit([
      '--kit',
      'cool-bunny',
      '--hunt',
      file('bare.json', JSON.stringify(huntBody.hunt)),
      '--out',
      out,
    ]);
    expect(result.status).toBe(0);
    expect(pdfInfo(readFileSync(out)).pageSize).toBe('612 x 792');
  });

  const cases: [string, string[], RegExp][] = [
    [
      'an unknown kit',
      ['--kit', 'moon-bunny'],
      /^kit: Unknown kit "moon-bunny": choose one of easter-bunny, /,
    ],
    [
      'a bad paper',
      ['--kit', 'space-bunny', '--paper', 'legal'],
      /^kit: Bad paper "legal": use letter or a4\.$/,
    ],
    ['a bad ink', ['--kit', 'space-bunny', '--ink', 'sepia'], /^kit: Bad ink "sepia": use color or bw\.$/],
    [
      'a language the kits are not printed in',
      ['--kit', 'space-bunny', '--lang', 'de'],
      /^kit: Bad lang "de": use en or fr\.$/,
    ],
    [
      'a bad card set',
      ['--kit', 'space-bunny', '--cards', 'blank8'],
      /^kit: Bad cards "blank8": use editable8 or blank16\.$/,
    ],
    [
      'a name over 40 characters',
      ['--kit', 'space-bunny', '--child', 'A'.repeat(41)],
      /^kit: Child's name is too long: at most 40 characters\.$/,
    ],
    [
      'a name with digits',
      ['--kit', 'space-bunny', '--child', 'Maya2'],
      /^kit: Child's name may use only letters, spaces, hyphens and apostrophes\.$/,
    ],
    [
      'a name with markup',
      ['--kit', 'space-bunny', '--child', '<b>Maya</b>'],
      /^kit: Child's name may use only letters/,
    ],
    [
      'a hunt file that does not parse',
      ['--kit', 'space-bunny', '--hunt', 'BROKEN'],
      /^kit: Hunt file ".*broken\.json" does not parse as JSON: /,
    ],
    [
      'a hunt file that is not a hunt',
      ['--kit', 'space-bunny', '--hunt', 'NOT_A_HUNT'],
      /^kit: Hunt is not a hunt: clues: /,
    ],
    [
      'a missing hunt file',
      ['--kit', 'space-bunny', '--hunt', 'nowhere.json'],
      /^kit: Cannot read hunt file "nowhere\.json"\.$/,
    ],
    ['no kit', ['--paper', 'a4'], /^kit: Missing --kit <slug>\.$/],
    ['an unknown option', ['--kit', 'space-bunny', '--colour', 'red'], /^kit: Unknown option '--colour'/],
  ];

  // The checks run in-process (a process start costs seconds); the command's own way of refusing (one
  // line on stderr, exit 2, no file) is proven by spawning it below.
  it.each(cases)('refuses %s with one line naming it', async (_, args, message) => {
    const resolved = args.map((arg) =>
      arg === 'BROKEN'
        ? file('broken.json', '{"hunt": {"clues": [')
        : arg === 'NOT_A_HUNT'
          ? file('not-a-hunt.json', JSON.stringify({ hunt: { title: 'x', clues: 'none' } }))
          : arg,
    );
    const refusal = await parseKitArgs([...resolved, '--out', join(dir, 'refused.pdf')]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UsageError);
    expect(`kit: ${(refusal as UsageError).message}`).toMatch(message);
    expect((refusal as UsageError).message).not.toContain('\n');
  });

  it('builds in English unless --lang fr asks for the French kit', async () => {
    const out = join(dir, 'lang.pdf');
    expect((await parseKitArgs(['--kit', 'space-bunny', '--out', out])).options.lang).toBe('en');
    expect((await parseKitArgs(['--kit', 'space-bunny', '--lang', 'fr', '--out', out])).options.lang).toBe(
      'fr',
    );
  });

  it('refuses an unknown kit from the command line: one line, exit 2, no file', () => {
    const out = join(dir, 'refused.pdf');
    const result = runKit(['--kit', 'moon-bunny', '--out', out]);
    expect(result.status).toBe(2);
    const lines = result.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^kit: Unknown kit "moon-bunny"/);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a run without --out', () => {
    const result = runKit(['--kit', 'space-bunny']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('kit: Missing --out FILE.pdf.');
  });
});
