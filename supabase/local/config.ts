import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { authConfigFromToml } from './auth/config.ts';
import type { AuthConfig } from './auth/config.ts';

/** What the local stack reads from supabase/config.toml (the same file the Supabase CLI reads). */
export interface ProjectConfig {
  projectId: string;
  apiPort: number;
  /** [api] max_rows: PostgREST's db-max-rows (the CLI's default is 1000). */
  maxRows: number;
  dbPort: number;
  mailHttpPort: number;
  smtpPort: number;
  auth: AuthConfig;
  /**
   * [functions.<name>] verify_jwt (functions not listed verify JWTs, like the platform) and the folders
   * of its static_files (relative to supabase/), which the local runner lets the function read.
   */
  functions: Record<string, { verifyJwt: boolean; staticDirs?: string[] }>;
}

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

function port(section: Table, key: string, fallback: number, where: string): number {
  const value = section[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`supabase/config.toml: [${where}] ${key} must be a port number`);
  return value;
}

function maxRows(api: Table): number {
  const value = api.max_rows ?? 1000;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new Error('supabase/config.toml: [api] max_rows must be a positive integer');
  return value;
}

export function loadProjectConfig(file = 'supabase/config.toml'): ProjectConfig {
  const raw = parse(readFileSync(file, 'utf8')) as Table;
  const functions: ProjectConfig['functions'] = {};
  for (const [name, settings] of Object.entries(table(raw.functions))) {
    const staticFiles = table(settings).static_files;
    functions[name] = {
      verifyJwt: table(settings).verify_jwt !== false,
      staticDirs: Array.isArray(staticFiles)
        ? staticFiles.map((glob) => String(glob).replace(/\/[^/]*$/, ''))
        : [],
    };
  }
  const inbucket = table(raw.inbucket);
  return {
    projectId: typeof raw.project_id === 'string' ? raw.project_id : 'local',
    apiPort: port(table(raw.api), 'port', 54321, 'api'),
    maxRows: maxRows(table(raw.api)),
    dbPort: port(table(raw.db), 'port', 54322, 'db'),
    mailHttpPort: port(inbucket, 'port', 54324, 'inbucket'),
    smtpPort: port(inbucket, 'smtp_port', 54325, 'inbucket'),
    auth: authConfigFromToml(raw.auth),
    functions,
  };
}
