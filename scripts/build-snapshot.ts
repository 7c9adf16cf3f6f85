// Part of `npm run build`: prepares what makes the very first start fast —
//  * a migrated, empty PGlite data directory (dist/db/pglite-migrated.tar.gz), so a new DATA_DIR
//    starts from it instead of running initdb (~4–5 s on 2 cores);
//  * the predefined scenarios' images (dist/seed/scenarios/), rendered once, copied by the seed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { SCENARIOS } from '../src/server/db/seed/catalogue.data.ts';
import { PGLITE_SNAPSHOT_FILE, SCENARIO_PRERENDER_DIR, renderScenarioImages } from '../src/server/db/seed/seed.ts';

const started = performance.now();
const database = await openDatabase({ kind: 'pglite-memory' });
const dump = await database.dump!('gzip');
await database.close();
mkdirSync(path.dirname(PGLITE_SNAPSHOT_FILE), { recursive: true });
writeFileSync(PGLITE_SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));

mkdirSync(SCENARIO_PRERENDER_DIR, { recursive: true });
for (const scenario of SCENARIOS) {
  const { full, thumbnail } = await renderScenarioImages(scenario);
  writeFileSync(path.join(SCENARIO_PRERENDER_DIR, `${scenario.key}.jpg`), full);
  writeFileSync(path.join(SCENARIO_PRERENDER_DIR, `${scenario.key}.thumb.jpg`), thumbnail);
}
console.log(`database snapshot and ${SCENARIOS.length} scenario images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
