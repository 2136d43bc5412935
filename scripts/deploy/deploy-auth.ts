/**
 * npm run deploy:auth: applies supabase/config.toml's production auth settings to the hosted project.
 *
 * `supabase config push` sends the top-level settings overlaid with the [remotes.<name>] block whose
 * project_id is the target's ref; ours reads it from SUPABASE_PRODUCTION_PROJECT_REF. Left unset, no
 * block matches and the development settings (localhost URLs, 6-character passwords, a 1 s resend)
 * would reach the hosted project. So this refuses unless that ref and SITE_URL are given, names the
 * project explicitly (--project-ref) so the production block is the one applied, and shows
 * `supabase config diff` first; it pushes only with --push (the CLI then asks per service).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'smol-toml';

/** What config.toml's production block must say for the ref given here to select it. */
export const PRODUCTION_PROJECT_ID = 'env(SUPABASE_PRODUCTION_PROJECT_REF)';
/** A Supabase project ref: 20 lowercase letters (the CLI reads anything else as a branch name). */
const PROJECT_REF = /^[a-z]{20}$/;
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'];

/** A program and its arguments. */
type Command = [program: string, ...args: string[]];

export type AuthDeployPlan = { ok: false; problems: string[] } | { ok: true; commands: Command[] };

type Table = Record<string, unknown>;
const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

function siteUrlProblem(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return 'SITE_URL: required, the shop’s address (https://your.domain): auth links lead there';
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `SITE_URL: ${siteUrl} is not an address (https://your.domain)`;
  }
  if (LOOPBACK.includes(url.hostname)) return `SITE_URL: ${siteUrl} is this machine, not the shop`;
  if (url.protocol !== 'https:') return `SITE_URL: ${siteUrl} must be an https:// address`;
  return undefined;
}

/** The commands `npm run deploy:auth` would run, or why it refuses to run any. */
export function planAuthDeploy(
  env: Readonly<Record<string, string | undefined>>,
  args: readonly string[],
  configToml: string,
): AuthDeployPlan {
  const problems: string[] = [];
  const ref = env.SUPABASE_PRODUCTION_PROJECT_REF?.trim();
  if (!ref)
    problems.push(
      'SUPABASE_PRODUCTION_PROJECT_REF: required, the hosted project’s ref (Project Settings → General); without it `supabase config push` would send the development auth settings',
    );
  else if (!PROJECT_REF.test(ref))
    problems.push(`SUPABASE_PRODUCTION_PROJECT_REF: ${ref} is not a project ref (20 lowercase letters)`);
  const siteUrl = siteUrlProblem(env.SITE_URL?.trim());
  if (siteUrl) problems.push(siteUrl);
  const projectId = table(table(table(parse(configToml)).remotes).production).project_id;
  if (projectId !== PRODUCTION_PROJECT_ID)
    problems.push(
      `supabase/config.toml: [remotes.production] project_id must be "${PRODUCTION_PROJECT_ID}", so the ref given here selects it`,
    );
  const unknown = args.filter((arg) => arg !== '--push');
  if (unknown.length > 0) problems.push(`unknown argument ${unknown.join(' ')} (only --push)`);
  if (problems.length > 0 || !ref) return { ok: false, problems };

  const target = ['--project-ref', ref];
  const diff: Command = ['supabase', 'config', 'diff', ...target];
  return {
    ok: true,
    commands: args.includes('--push') ? [diff, ['supabase', 'config', 'push', ...target]] : [diff],
  };
}

const USAGE = `Usage: SUPABASE_PRODUCTION_PROJECT_REF=<ref> SITE_URL=https://your.domain npm run deploy:auth [-- --push]
  Shows what would change (supabase config diff); with --push then applies it (supabase config push).`;

function main(): number {
  const plan = planAuthDeploy(
    process.env,
    process.argv.slice(2),
    readFileSync('supabase/config.toml', 'utf8'),
  );
  if (!plan.ok) {
    console.error(`npm run deploy:auth: nothing was sent.\n- ${plan.problems.join('\n- ')}\n\n${USAGE}`);
    return 2;
  }
  for (const [command, ...args] of plan.commands) {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.error) {
      console.error(
        `npm run deploy:auth: cannot run ${command}: ${result.error.message}. Install the Supabase CLI (one with \`config diff\`).`,
      );
      return 1;
    }
    if (result.status !== 0) return result.status ?? 1;
  }
  if (plan.commands.length === 1)
    console.log('\nReview the differences above, then apply them: npm run deploy:auth -- --push');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
