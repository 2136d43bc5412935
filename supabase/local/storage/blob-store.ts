import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where the Storage stand-in keeps objects' bytes (hosted keeps them in S3, keyed by version). */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Undefined when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Forgets the bytes under `key`; nothing happens when none are stored. */
  delete(key: string): Promise<void>;
}

/** Bytes for the life of the process: an in-memory stack keeps nothing on disk. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      blobs.set(key, bytes);
    },
    async get(key) {
      return blobs.get(key);
    },
    async delete(key) {
      blobs.delete(key);
    },
  };
}

/** Bytes under `<dir>/<bucket>/<name>/<version>`, beside the stack's data dir. */
export function directoryBlobStore(dir: string): BlobStore {
  return {
    async put(key, bytes) {
      const file = join(dir, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(dir, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(dir, key), { force: true });
    },
  };
}
