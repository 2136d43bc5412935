import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { debouncedRebuild, publishBuild } from './build-hook.ts';

const stack = { apiUrl: 'http://127.0.0.1:1', anonKey: 'anon' };

describe('the local build hook', () => {
  it('builds once for a burst of calls, never two at once, and once more for a call during a build', async () => {
    let finish: (ok: boolean) => void = () => {};
    const run = vi.fn(() => new Promise<boolean>((done) => (finish = done)));
    const hook = debouncedRebuild({ projectRoot: '.', delayMs: 10, run, log: () => {} });

    hook(stack);
    hook(stack);
    hook(stack);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    hook(stack); // while the build runs
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    finish(true);
    expect(run).toHaveBeenCalledWith(stack);
  });
});

describe('publishing a rebuild', () => {
  it('replaces the pages whole and keeps the old build’s hashed assets for pages opened before', () => {
    const root = mkdtempSync(join(tmpdir(), 'publish-build-'));
    try {
      const dist = join(root, 'dist');
      const next = join(root, 'dist.next');
      for (const [dir, page, asset] of [
        [dist, 'old page', 'kit-OLD.js'],
        [next, 'new page', 'kit-NEW.js'],
      ] as const) {
        mkdirSync(join(dir, 'assets'), { recursive: true });
        writeFileSync(join(dir, 'index.html'), page);
        writeFileSync(join(dir, 'assets', asset), asset);
      }
      publishBuild(next, dist);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new page');
      expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['kit-NEW.js', 'kit-OLD.js']);
      expect(readdirSync(root)).toEqual(['dist']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
