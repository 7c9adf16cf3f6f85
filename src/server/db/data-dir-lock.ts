// PGlite is one process's database: two processes opening the same data directory corrupt each
// other's view of it (an admin "created" by the CLI while the server ran never existed for the
// server). A lock file holding the owner's pid keeps a second process out with a clear message; a
// lock left by a process that no longer exists (kill -9, a crash) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export const LOCK_FILE_SUFFIX = '.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another FoodArt process (pid ${pid}). ` +
        'PGlite serves one process at a time: stop the server first (Ctrl+C) and run this again — ' +
        'or, for the first admin, start the server with ADMIN_EMAIL and ADMIN_PASSWORD — or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds now. */
const held = new Set<string>();

function isAlive(owner: LockOwner, file: string): boolean {
  // Another machine's process (a shared folder) can't be checked: it counts as alive. Our own pid in
  // a lock we don't hold is a previous life of this container's process 1, not us.
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory for this process, or throws DataDirLockedError; returns the release. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}${LOCK_FILE_SUFFIX}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner, file)) throw new DataDirLockedError(dir, owner.pid);
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
    closeSync(fd);
    held.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(file);
      if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      process.off('exit', release);
    };
    process.on('exit', release);
    return release;
  }
  throw new DataDirLockedError(dir, readOwner(file)?.pid ?? 0);
}
