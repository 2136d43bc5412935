import { describe, expect, it } from 'vitest';
import type { SupabaseStorage } from '../http/supabase-storage.ts';
import { createKitFileStore, type KitFile, personalKitFilePath, sharedKitFilePath } from './kit-files.ts';

/** Storage as the bucket behaves: a signature only for what is stored; a second upload is refused. */
function bucket() {
  const stored = new Map<string, Uint8Array>();
  const calls = { sign: 0, upload: 0 };
  const storage: Pick<SupabaseStorage, 'upload' | 'signedUrl'> = {
    async upload(_bucket, path, bytes) {
      calls.upload += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (stored.has(path)) return false;
      stored.set(path, bytes);
      return true;
    },
    async signedUrl(_bucket, path, expiresIn, downloadName) {
      calls.sign += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return stored.has(path)
        ? `https://project.example/${path}?expires=${expiresIn}&download=${downloadName}`
        : null;
    },
  };
  return { storage, stored, calls };
}

const file = (path: string, build: () => Promise<Uint8Array>): KitFile => ({
  path,
  downloadName: 'easter-bunny-letter.pdf',
  contentType: 'application/pdf',
  build,
});

describe('kit files', () => {
  it('builds a missing file once for 120 clicks at once, and signs it for all of them', async () => {
    const { storage, calls } = bucket();
    const files = createKitFileStore({ storage });
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Uint8Array([37, 80, 68, 70]);
    };
    const urls = await Promise.all(
      Array.from({ length: 120 }, () => files.signedUrl(file('easter-bunny/en/letter/color/v1.pdf', build))),
    );
    expect(builds).toBe(1);
    expect(calls.upload).toBe(1);
    expect(new Set(urls)).toEqual(
      new Set([
        'https://project.example/easter-bunny/en/letter/color/v1.pdf?expires=60&download=easter-bunny-letter.pdf',
      ]),
    );
    // One signature asked for before the build, one after: a burst shares them.
    expect(calls.sign).toBe(2);
  });

  it('tries a failed build again on the next click', async () => {
    const { storage } = bucket();
    const files = createKitFileStore({ storage });
    let attempts = 0;
    const build = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('fonts missing');
      return new Uint8Array([1]);
    };
    await expect(files.signedUrl(file('a/en/all/v1.zip', build))).rejects.toThrow('fonts missing');
    await expect(files.signedUrl(file('a/en/all/v1.zip', build))).resolves.toContain('a/en/all/v1.zip');
    expect(attempts).toBe(2);
  });

  it('keeps shared files per kit, language, paper, ink and version, and personal ones per item and name', async () => {
    const pdf = { kind: 'pdf', kit: 'easter-bunny', lang: 'fr', paper: 'a4', ink: 'bw' } as const;
    expect(sharedKitFilePath(pdf, 'abc')).toBe('easter-bunny/fr/a4/bw/abc.pdf');
    expect(sharedKitFilePath({ kind: 'zip', kit: 'easter-bunny', lang: 'en' }, 'abc')).toBe(
      'easter-bunny/en/all/abc.zip',
    );
    const item = '6c0b0f4e-4d7a-4a8e-9a51-0f0d3c1f2b11';
    const maya = await personalKitFilePath(pdf, 'abc', item, 'Maya');
    expect(maya).toMatch(new RegExp(`^orders/${item}/easter-bunny/fr/a4/bw/abc-[0-9a-f]{20}\\.pdf$`));
    expect(maya).not.toContain('Maya');
    expect(await personalKitFilePath(pdf, 'abc', item, 'Leo')).not.toBe(maya);
    expect(await personalKitFilePath(pdf, 'abc', item, 'Maya')).toBe(maya);
  });
});
