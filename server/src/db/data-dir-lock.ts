import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per PGlite data directory: PGlite itself does not stop a second process from
 * opening the same files (which corrupts them), so the server holds a PID lock file beside them.
 * A lock left by a dead process (kill -9, power cut) is taken over at once.
 */
export const LOCK_FILE = 'registrar.pid';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Registrar process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** A zombie (killed, not yet reaped by its parent) still answers kill(pid, 0) but holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** Whether a process with this pid runs (EPERM means it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for a process to end: one killed a moment ago may still be tearing down. */
async function outlives(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isProcessAlive(pid)) return false;
    await sleep(100);
  }
  return isProcessAlive(pid);
}

const readPid = (file: string): number => Number.parseInt(readFileSync(file, 'utf8').trim(), 10);

/** Creates the lock with its content in one step (link fails if it exists), so it is never empty. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Moves a stale lock aside atomically, then checks that what was moved is the stale lock (another
 * starting process may have replaced it meanwhile); if not, puts it back.
 */
function removeStale(file: string, stalePid: number): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  let movedPid = Number.NaN;
  try {
    movedPid = readPid(aside);
  } catch {
    // unreadable: treat as stale
  }
  if (movedPid === stalePid || Number.isNaN(movedPid) || !isProcessAlive(movedPid)) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, file);
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Takes the lock of `dataDir`, or throws DataDirLockedError when a live process holds it (after
 * giving a process that is exiting `waitMs` to finish).
 */
export async function acquireDataDirLock(
  dataDir: string,
  { waitMs = 2000 } = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) {
      return {
        file,
        release: () => {
          try {
            if (readPid(file) === process.pid) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    }
    let pid = Number.NaN;
    try {
      pid = readPid(file);
    } catch {
      // vanished meanwhile: retry
    }
    if (await outlives(pid, waitMs)) throw new DataDirLockedError(dataDir, pid);
    removeStale(file, pid);
  }
  throw new Error(`Could not take the lock ${file}; another process keeps changing it.`);
}
