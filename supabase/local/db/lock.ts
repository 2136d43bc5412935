import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'stack.lock';

/** Data dirs locked by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data dir ${dataDir} is in use by another local stack (pid ${pid}). ` +
        `Stop that process first, or point STACK_DATA_DIR at another directory. ` +
        `(PGlite does not lock its files: two processes on one dir silently lose rows.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the pid lock of a data dir. A lock left by a dead process is taken over;
 * a live holder (this process included) makes it throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE_NAME);
  mkdirSync(dir, { recursive: true });
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(dir);
      const onExit = () => release();
      const release = () => {
        process.off('exit', onExit);
        if (!heldHere.delete(dir)) return;
        if (readPid(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', onExit);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder))
        throw new DataDirLockedError(dir, holder);
      // Stale lock (dead pid, our own pid from a previous crash-free reuse, or garbage): take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
