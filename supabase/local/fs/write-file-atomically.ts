import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` with `content` so that a reader, or a crash, sees either the old file or the
 * new one, never half of each: the content goes to a temporary file in the same folder, is
 * flushed to disk, and is then renamed over the target (rename is atomic within one filesystem).
 */
export function writeFileAtomically(file: string, content: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  // The rename itself lives in the folder's entry list; flushing the folder makes it durable.
  const dirFd = openSync(dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}
