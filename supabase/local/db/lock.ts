import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock itself: a directory, because creating one is atomic (only one of two starts can). */
export const LOCK_DIR_NAME = 'stack.lock';
/** Who holds the lock, for the message a second start prints and to spot a holder that died. */
export const HOLDER_FILE_NAME = 'stack.pid';
/** Held for the few milliseconds of taking over a dead holder's lock, so two starts cannot both do it. */
const TAKEOVER_LOCK_NAME = 'stack.takeover.lock';
/**
 * proper-lockfile's own staleness (an mtime not refreshed in time) is not trusted: PGlite can keep
 * the event loop busy for seconds on a loaded machine. A lock is stale only when its recorded
 * holder is dead (checked by pid), or when no holder was recorded within this time.
 */
const UNRECORDED_HOLDER_GRACE_MS = 10_000;
const NEVER_STALE_MS = 24 * 60 * 60 * 1000;

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
    readonly pid: number | undefined,
  ) {
    super(
      `The data dir ${dataDir} is in use by another local stack (pid ${pid ?? 'unknown'}). ` +
        `Stop that process first, or point STACK_DATA_DIR at another directory. ` +
        `(PGlite does not lock its files: two processes on one dir silently lose rows.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

const isLockedError = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

function lockOptions(lockfilePath: string, stale = NEVER_STALE_MS) {
  return {
    lockfilePath,
    realpath: false,
    stale,
    update: stale / 2,
    // Losing the lock is worth a warning, not a crash of the stack.
    onCompromised: (error: Error) => console.error(`[stack] data dir lock lost: ${error.message}`),
  };
}

function holderIsGone(lockDir: string, holderFile: string): boolean {
  const holder = readPid(holderFile);
  if (holder !== undefined) return !isAlive(holder);
  try {
    return Date.now() - statSync(lockDir).mtimeMs > UNRECORDED_HOLDER_GRACE_MS;
  } catch {
    return true;
  }
}

/**
 * Takes the lock of a data dir (proper-lockfile: an atomic mkdir). A live holder, this process
 * included, makes it throw DataDirLockedError; the lock of a dead holder is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const lockDir = join(dir, LOCK_DIR_NAME);
  const holderFile = join(dir, HOLDER_FILE_NAME);
  mkdirSync(dir, { recursive: true });

  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockfile.lock(dir, lockOptions(lockDir));
  } catch (error) {
    if (!isLockedError(error) || !holderIsGone(lockDir, holderFile))
      throw isLockedError(error) ? new DataDirLockedError(dir, readPid(holderFile)) : error;
    let releaseTakeover: () => Promise<void>;
    try {
      // proper-lockfile keys its locks by the first argument, so the takeover lock names its own.
      const takeover = join(dir, TAKEOVER_LOCK_NAME);
      releaseTakeover = await lockfile.lock(takeover, lockOptions(takeover, 10_000));
    } catch (takeoverError) {
      if (isLockedError(takeoverError)) throw new DataDirLockedError(dir, readPid(holderFile));
      throw takeoverError;
    }
    try {
      // Checked again under the takeover lock: another start may have taken over meanwhile.
      if (!holderIsGone(lockDir, holderFile)) throw new DataDirLockedError(dir, readPid(holderFile));
      rmSync(lockDir, { recursive: true, force: true });
      // A start that tried just now, without the takeover, may have taken the freed lock first.
      releaseLock = await lockfile.lock(dir, lockOptions(lockDir)).catch((lockError: unknown) => {
        throw isLockedError(lockError) ? new DataDirLockedError(dir, readPid(holderFile)) : lockError;
      });
      writeFileSync(holderFile, `${process.pid}\n`);
    } finally {
      await releaseTakeover();
    }
  }
  writeFileSync(holderFile, `${process.pid}\n`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    rmSync(holderFile, { force: true });
    await releaseLock();
  };
}
