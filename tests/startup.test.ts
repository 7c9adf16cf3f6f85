// The process-level contract: exit codes and messages an operator sees, and the admin CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('starting the server', () => {
  it('exits non-zero with one line naming DATABASE_URL when the database cannot be reached', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-start-'));
    dirs.push(dataDir);
    const result = run('src/server/main.ts', [], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n').filter((l) => !l.includes('NodeDeprecationWarning') && l.trim());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
  });
});

describe('admin CLI', () => {
  it('creates an admin, refuses a duplicate, promotes an existing user and rejects unknown e-mails', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-admin-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: 'cli-test-secret-cli-test-secret-012345' };
    const created = run('scripts/admin.ts', ['create', '--email', 'dona@cantina.com.br', '--password', 'segredo123'], env);
    expect(created.stdout).toContain('admin created: dona@cantina.com.br');
    expect(created.code).toBe(0);
    const again = run('scripts/admin.ts', ['create', '--email', 'dona@cantina.com.br', '--password', 'segredo123'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    const granted = run('scripts/admin.ts', ['grant', '--email', 'dona@cantina.com.br'], env);
    expect(granted.code).toBe(0);
    const unknown = run('scripts/admin.ts', ['grant', '--email', 'ninguem@cantina.com.br'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user');
    const usage = run('scripts/admin.ts', ['create', '--email', 'x@y.com'], env);
    expect(usage.code).toBe(2);
  }, 120_000);
});
