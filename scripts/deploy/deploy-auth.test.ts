import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { planAuthDeploy } from './deploy-auth.ts';

const configToml = readFileSync('supabase/config.toml', 'utf8');
const REF = 'abcdefghijklmnopqrst';
const env = { SUPABASE_PRODUCTION_PROJECT_REF: REF, SITE_URL: 'https://adventurecluekits.com' };

const problemsOf = (given: Record<string, string | undefined>, args: string[] = [], toml = configToml) => {
  const plan = planAuthDeploy(given, args, toml);
  return plan.ok ? [] : plan.problems;
};

describe('planAuthDeploy', () => {
  it('shows `supabase config diff` for the production project, and pushes nothing, by default', () => {
    expect(planAuthDeploy(env, [], configToml)).toEqual({
      ok: true,
      commands: [['supabase', 'config', 'diff', '--project-ref', REF]],
    });
  });

  it('with --push, shows the diff first, then pushes to that same project', () => {
    expect(planAuthDeploy(env, ['--push'], configToml)).toEqual({
      ok: true,
      commands: [
        ['supabase', 'config', 'diff', '--project-ref', REF],
        ['supabase', 'config', 'push', '--project-ref', REF],
      ],
    });
  });

  it('refuses without the production ref, which would push the development settings', () => {
    const problems = problemsOf({ SITE_URL: env.SITE_URL }, ['--push']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SUPABASE_PRODUCTION_PROJECT_REF: required/);
    expect(problems[0]).toContain('development auth settings');
    expect(problemsOf({ ...env, SUPABASE_PRODUCTION_PROJECT_REF: '  ' })).toHaveLength(1);
  });

  it('refuses a ref that is not one (the CLI would read it as a branch name)', () => {
    expect(problemsOf({ ...env, SUPABASE_PRODUCTION_PROJECT_REF: 'main' })).toEqual([
      'SUPABASE_PRODUCTION_PROJECT_REF: main is not a project ref (20 lowercase letters)',
    ]);
  });

  it.each([
    [undefined, /^SITE_URL: required/],
    ['', /^SITE_URL: required/],
    ['adventurecluekits.com', /is not an address/],
    ['http://localhost:5173', /is this machine/],
    ['https://127.0.0.1', /is this machine/],
    ['http://adventurecluekits.com', /must be an https:\/\/ address/],
  ])('refuses SITE_URL %s', (siteUrl, message) => {
    const problems = problemsOf({ ...env, SITE_URL: siteUrl }, ['--push']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('names every problem at once', () => {
    expect(problemsOf({}, ['--force']).map((problem) => problem.split(':')[0])).toEqual([
      'SUPABASE_PRODUCTION_PROJECT_REF',
      'SITE_URL',
      'unknown argument --force (only --push)',
    ]);
  });

  it('refuses when config.toml’s production block would not follow the ref given', () => {
    const pinned = configToml.replace(
      'project_id = "env(SUPABASE_PRODUCTION_PROJECT_REF)"',
      'project_id = "zyxwvutsrqponmlkjihg"',
    );
    expect(pinned).not.toBe(configToml);
    expect(problemsOf(env, ['--push'], pinned)).toEqual([
      'supabase/config.toml: [remotes.production] project_id must be "env(SUPABASE_PRODUCTION_PROJECT_REF)", so the ref given here selects it',
    ]);
  });
});

describe('npm run deploy:auth', () => {
  // A stand-in `supabase` first on PATH records each call (and the SITE_URL it sees); nothing leaves the machine.
  const dir = mkdtempSync(join(tmpdir(), 'deploy-auth-'));
  const calls = join(dir, 'calls.log');
  writeFileSync(
    join(dir, 'supabase'),
    `#!/bin/sh\necho "$* SITE_URL=$SITE_URL" >> "${calls}"\nexit \${FAKE_SUPABASE_EXIT:-0}\n`,
  );
  chmodSync(join(dir, 'supabase'), 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (given: Record<string, string>, args: string[] = []) => {
    rmSync(calls, { force: true });
    const { SUPABASE_PRODUCTION_PROJECT_REF: _ref, SITE_URL: _site, ...inherited } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy/deploy-auth.ts', ...args], {
      encoding: 'utf8',
      env: { ...inherited, ...given, PATH: `${dir}:${process.env.PATH}` },
    });
  };

  it('runs no supabase command without the production ref, and says why', () => {
    const result = run({ SITE_URL: env.SITE_URL }, ['--push']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('nothing was sent');
    expect(result.stderr).toContain('SUPABASE_PRODUCTION_PROJECT_REF: required');
    expect(existsSync(calls)).toBe(false);
  });

  it('diffs, then pushes to the production project with the site URL in its environment', () => {
    const result = run(env, ['--push']);
    expect(result.status).toBe(0);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      `config diff --project-ref ${REF} SITE_URL=${env.SITE_URL}`,
      `config push --project-ref ${REF} SITE_URL=${env.SITE_URL}`,
    ]);
    expect(result.stdout.indexOf('$ supabase config diff')).toBeLessThan(
      result.stdout.indexOf('$ supabase config push'),
    );
  });

  it('pushes nothing when the diff fails (an old CLI, no login, an unknown project)', () => {
    const result = run({ ...env, FAKE_SUPABASE_EXIT: '1' }, ['--push']);
    expect(result.status).toBe(1);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      `config diff --project-ref ${REF} SITE_URL=${env.SITE_URL}`,
    ]);
  });

  it('without --push, only diffs and tells how to apply', () => {
    const result = run(env);
    expect(result.status).toBe(0);
    expect(readFileSync(calls, 'utf8').trim()).toBe(
      `config diff --project-ref ${REF} SITE_URL=${env.SITE_URL}`,
    );
    expect(result.stdout).toContain('npm run deploy:auth -- --push');
  });
});
