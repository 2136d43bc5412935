import { describe, expect, it, vi } from 'vitest';
import { debouncedRebuild } from './build-hook.ts';

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
