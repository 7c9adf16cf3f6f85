import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_SUFFIX, lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);

function tempDir(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'foodart-lock-')), 'db');
}

describe('embedded database lock', () => {
  it('keeps a second opener out while the first holds the data directory, and lets it in after', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}`));
    release();
    expect(existsSync(`${dir}${LOCK_FILE_SUFFIX}`)).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer exists (kill -9)', () => {
    const dir = tempDir();
    const gone = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    writeFileSync(`${dir}${LOCK_FILE_SUFFIX}`, JSON.stringify({ pid: gone, host: hostname() }));
    const release = lockDataDir(dir);
    release();
  });

  it('makes `npm run admin -- create` refuse with a clear message while a server holds the database', async () => {
    const dataDir = path.dirname(tempDir());
    const release = lockDataDir(path.join(dataDir, 'db'));
    try {
      const result = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', '--email', 'dono@restaurante.com.br', '--password', 'uma-senha-forte'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another FoodArt process \(pid \d+\)/);
      expect(result.stderr).toMatch(/stop the server first/);
    } finally {
      release();
    }
  });
});
