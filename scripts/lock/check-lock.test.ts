import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingOptionalPackages } from './check-lock';

describe('missingOptionalPackages', () => {
  it('names an optional platform package that the lock leaves out', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/deno': {
          version: '2.9.5',
          optionalDependencies: { '@deno/darwin-arm64': '2.9.5', '@deno/linux-x64-glibc': '2.9.5' },
        },
        'node_modules/@deno/linux-x64-glibc': { version: '2.9.5' },
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([
      '@deno/darwin-arm64 (optional dependency of node_modules/deno)',
    ]);
  });

  it('finds packages nested under their parent or hoisted to the root', () => {
    const lock = {
      packages: {
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1' } },
        'node_modules/a/node_modules/c': {},
        'node_modules/d': {},
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([]);
  });

  it('holds for the project lock file', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(missingOptionalPackages(lock)).toEqual([]);
  });
});
