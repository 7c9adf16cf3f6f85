// Builds the real app on a real database for integration tests: a PGlite clone of the migrated,
// seeded snapshot, or (when TEST_DATABASE_URL is set) a fresh PostgreSQL database per file.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createStorage } from '../../src/server/adapters/storage/create-storage.ts';
import { closeRedis } from '../../src/server/adapters/redis/redis.ts';
import type { Storage } from '../../src/server/adapters/storage/storage.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seedCatalogues } from '../../src/server/features/catalogue/seed/seed.ts';
import type { PhotoEngine } from '../../src/server/adapters/engine/engine-pool.ts';
import type { RemotePhotoEngine } from '../../src/server/adapters/ai/remote-photo.engine.ts';
import { createDeps, type Deps } from '../../src/server/deps.ts';
import { createFakePhotoEngine } from './fake-photo-engine.ts';
import { grantAdmin } from '../../src/server/features/accounts/accounts.service.ts';

export type Driver = 'pglite' | 'postgres';
export const ORIGIN = 'http://localhost:3000';

/** The database suites run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('snapshotPath'))]);
    return openDatabase({ kind: 'pglite-memory', snapshot }, { migrate: false });
  }
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  await seedCatalogues(database.db, testStorage());
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await fresh.drop();
    },
  };
}

/** An empty database of its own on TEST_DATABASE_URL's server, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `foodart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testStorage(): Storage {
  return createStorage({ driver: 'local', root: inject('storageRoot'), publicBaseUrl: '' });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: inject('storageRoot'), LOG_LEVEL: 'silent' },
    overrides,
  );
}

/** The composition root as the tests use it: the given fakes, the rest built from a test config. */
export function testDeps(database: Database, overrides: Partial<Deps> = {}, config: Config = testConfig()): Promise<Deps> {
  return createDeps(config, { database, storage: testStorage(), engine: createFakePhotoEngine(), remotePhoto: null, ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Defaults to a fake engine that returns real images fast; photo tests pass the real pool. */
  engine?: PhotoEngine;
  remotePhoto?: RemotePhotoEngine | null;
  /** Defaults to the local store under the run's temporary folder; tests may wrap it to fail on demand. */
  storage?: Storage;
}

export async function createTestApp(driver: Driver = 'pglite', overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(driver);
  const storage = options.storage ?? testStorage();
  const engine = options.engine ?? createFakePhotoEngine();
  const deps = await createDeps(testConfig(overrides), { database, storage, engine, remotePhoto: options.remotePhoto ?? null });
  const app = await buildApp({ ...deps, logger: false });
  return {
    app,
    database,
    storage,
    close: async () => {
      await app.close();
      if (deps.redis) await closeRedis(deps.redis);
      await database.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'cliente'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@exemplo.com.br`;
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Maria Souza', email: uniqueEmail(), password: 'senha-forte', whatsapp: '(11) 98765-4321', ...overrides };
}

/** The session cookie(s) of a response, ready for a `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs a new user up through better-auth's route and returns its id and cookie. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: body });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { id: (response.json() as { user: { id: string } }).user.id, cookie: sessionCookie(response), email: String(body.email), password: String(body.password) };
}

/** A new admin signed in: the session and the headers a write needs (cookie and a trusted Origin). */
export async function signUpAdmin(t: TestApp, overrides: Record<string, unknown> = {}) {
  const admin = await signUp(t.app, overrides);
  await grantAdmin(t.database.db, admin.email);
  return { ...admin, headers: { cookie: admin.cookie, origin: ORIGIN } };
}
