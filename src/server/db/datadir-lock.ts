import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config';

/**
 * One process at a time may open an embedded data directory: PGlite has no shared-memory
 * locking of its own, and two writers would corrupt it. The lock file holds the owner's pid;
 * a lock left behind by a process that is gone (crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `Data directory ${dataDir} cannot be created: ${(error as NodeJS.ErrnoException).code} (set DATA_DIR to a writable directory)`,
    );
  }
  const lockFile = join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        throw new ConfigError(`Data directory ${dataDir} is not writable: ${code} (set DATA_DIR to a writable directory)`);
      }
      const owner = Number.parseInt(readFileSafe(lockFile), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new ConfigError(
          `Data directory ${dataDir} is already in use by another portal process (pid ${owner}); stop it first or set DATA_DIR to another directory`,
        );
      }
      try {
        unlinkSync(lockFile); // stale lock of a process that is gone
      } catch {
        // raced with another starter; try again
      }
    }
  }
  throw new ConfigError(`Data directory ${dataDir} could not be locked; another process keeps taking it`);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
