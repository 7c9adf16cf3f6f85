// Migrates and seeds one PGlite database once per test run and dumps it; each test file clones
// the dump into memory (~0.5 s) instead of migrating again. The seeded storage folder is shared.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStorage } from '../../src/server/adapters/storage/create-storage.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogues } from '../../src/server/features/catalogue/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
    storageRoot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'foodart-test-'));
  const storageRoot = path.join(dir, 'storage');
  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedCatalogues(database.db, createStorage({ driver: 'local', root: storageRoot, publicBaseUrl: '' }));
  const dump = await database.dump!();
  const snapshotPath = path.join(dir, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('snapshotPath', snapshotPath);
  project.provide('storageRoot', storageRoot);
  return () => rmSync(dir, { recursive: true, force: true });
}
