// Part of `npm run build`: prepares what makes the very first start fast —
//  * a migrated, empty PGlite data directory (dist/db/pglite-migrated.tar.gz), so a new DATA_DIR
//    starts from it instead of running initdb (~4–5 s on 2 cores);
//  * the predefined scenarios' images (dist/seed/scenarios/), rendered once, copied by the seed;
//  * each seeded style template's example image (dist/seed/template-examples/), likewise.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { SCENARIOS, STYLE_TEMPLATES } from '../src/server/features/catalogue/seed/catalogue.data.ts';
import {
  PGLITE_SNAPSHOT_FILE,
  SCENARIO_PRERENDER_DIR,
  TEMPLATE_EXAMPLE_PRERENDER_DIR,
  renderScenarioImages,
  renderTemplateExampleImage,
} from '../src/server/features/catalogue/seed/seed.ts';

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

// One render per core at a time: satori lays out on this thread while resvg and sharp work on
// libuv's (measured on 2 busy cores: 6.3 s instead of 7–8.6 s one at a time).
mkdirSync(TEMPLATE_EXAMPLE_PRERENDER_DIR, { recursive: true });
const pending = [...STYLE_TEMPLATES];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let template = pending.shift(); template; template = pending.shift()) {
      writeFileSync(path.join(TEMPLATE_EXAMPLE_PRERENDER_DIR, `${template.key}.jpg`), await renderTemplateExampleImage(template));
    }
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`database snapshot, ${SCENARIOS.length} scenario images and ${STYLE_TEMPLATES.length} template examples in ${seconds} s`);
