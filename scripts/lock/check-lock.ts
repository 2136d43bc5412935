/**
 * Fails when package-lock.json leaves out an optional platform package of a locked dependency
 * (tailwind's oxide, deno, rolldown…). `npm ci` on another platform would then refuse the lock, or
 * install without the native binary that platform needs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

interface LockFile {
  packages: Record<string, LockEntry>;
}

/** Where npm would look for `name` when required from the package at `from` (a lock key). */
function resolutionPaths(from: string, name: string): string[] {
  const paths: string[] = [];
  let dir = from;
  for (;;) {
    paths.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
    const cut = dir.lastIndexOf('node_modules/');
    if (cut < 0) break;
    dir = dir.slice(0, cut).replace(/\/$/, '');
  }
  if (!paths.includes(`node_modules/${name}`)) paths.push(`node_modules/${name}`);
  return paths;
}

export function missingOptionalPackages(lock: LockFile): string[] {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolutionPaths(key, name).some((path) => path in lock.packages)) {
        missing.push(`${name} (optional dependency of ${key || 'the project'})`);
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;
  const missing = missingOptionalPackages(lock);
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform package(s); npm ci fails on other platforms:\n  ${missing.join('\n  ')}\n` +
        'Pin versions whose every platform package the registry serves, then run npm install.',
    );
    process.exit(1);
  }
  console.log(
    `package-lock.json lists every optional platform package (${Object.keys(lock.packages).length} entries).`,
  );
}
