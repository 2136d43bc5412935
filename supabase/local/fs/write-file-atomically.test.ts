import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically.ts';

describe('writeFileAtomically', () => {
  it('replaces the content and leaves no temporary file behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const file = join(dir, 'store.json');
    writeFileSync(file, 'old');
    writeFileAtomically(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['store.json']);
  });

  it('keeps the old content and cleans up when the replacement cannot land', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    // A folder where the file should be: the final rename fails, as a full or read-only disk would make it.
    const target = join(dir, 'store.json');
    mkdirSync(target);
    writeFileSync(join(target, 'keep'), 'old');
    expect(() => writeFileAtomically(target, 'new')).toThrow();
    expect(readFileSync(join(target, 'keep'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['store.json']);
  });
});
