// One Drizzle API over two drivers: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// Driver differences stay in this file; everything else sees `Db`.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { FREE_SIGNUP_CREDITS } from '../../shared/constants.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository takes either the database or an open transaction. */
export type Executor = Db | Tx;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (tests clone a migrated database from it). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
/** Serialises migrations when several app replicas start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_061_722_401;

export class DatabaseUnreachableError extends Error {}
export { DataDirLockedError } from './data-dir-lock.ts';

/** The signup trigger (migration 0001) reads its grant from this function, kept equal to the constant. */
function signupCreditsFunctionSql(): string {
  const amount = Math.trunc(FREE_SIGNUP_CREDITS);
  return `CREATE OR REPLACE FUNCTION foodart_signup_credits() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT ${amount} $$`;
}

export async function openDatabase(options: Config['database'], { migrate = true } = {}): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, migrate);
  let client: PGlite;
  let unlock = () => {};
  if (options.kind === 'pglite') {
    mkdirSync(path.dirname(options.dir), { recursive: true });
    unlock = lockDataDir(options.dir);
    // A new data directory starts from the build's migrated snapshot instead of running initdb.
    const fresh = !existsSync(path.join(options.dir, 'PG_VERSION'));
    const snapshot = fresh && options.bootstrapSnapshot && existsSync(options.bootstrapSnapshot) ? options.bootstrapSnapshot : null;
    try {
      client = snapshot ? new PGlite(options.dir, { loadDataDir: new Blob([readFileSync(snapshot)]) }) : new PGlite(options.dir);
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (migrate) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec(signupCreditsFunctionSql());
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: async () => {
      await client.close();
      unlock();
    },
    dump: (compression = 'none') => client.dumpDataDir(compression) as Promise<Blob>,
  };
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      if (migrate) {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
          await client.query(signupCreditsFunctionSql());
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(`Could not connect to the database at DATABASE_URL: ${reason}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: () => pool.end(),
  };
}
