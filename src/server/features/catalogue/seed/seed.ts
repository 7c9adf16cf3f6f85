// Idempotent catalogue seed, run at every start: inserts what is missing by stable slug/key and
// never overwrites what an admin changed. Scenario images are rendered by the backdrop engine, and
// each seeded template's first example image by the art engine (admin uploads follow it).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { renderBackdropRaw } from '../../../../engine/photo/backdrop.ts';
import type { Storage } from '../../../adapters/storage/storage.ts';
import { makeScenarioKey, makeTemplateSampleKey, templateSampleKeyOf } from '../../../adapters/storage/storage-keys.ts';
import * as catalogue from '../catalogue.repo.ts';
import type { Db } from '../../../db/client.ts';
import { CREDIT_PACKAGES, PLANS, SCENARIOS, STYLE_TEMPLATES, type ScenarioSeed, type StyleTemplateSeed } from './catalogue.data.ts';

/** Full-size scenario image the photo engine composes onto (4:3, larger than any output side). */
export const SCENARIO_IMAGE_SIZE = { width: 1600, height: 1200 } as const;
export const SCENARIO_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;
const JPEG_QUALITY = 88;
const TEMPLATE_EXAMPLE_DIGEST_LENGTH = 16;

const BUILD_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../dist');
/** Written by `npm run build` (scripts/build-snapshot.ts); optional — without them the seed renders. */
export const PGLITE_SNAPSHOT_FILE = path.join(BUILD_DIR, 'db/pglite-migrated.tar.gz');
export const SCENARIO_PRERENDER_DIR = path.join(BUILD_DIR, 'seed/scenarios');
export const TEMPLATE_EXAMPLE_PRERENDER_DIR = path.join(BUILD_DIR, 'seed/template-examples');

export interface SeedOptions {
  /** Where the build left the template examples (`{template key}.jpg`); tests point elsewhere. */
  templateExamplesDir?: string;
}

export async function seedCatalogues(db: Db, storage: Storage, log?: FastifyBaseLogger, options: SeedOptions = {}): Promise<void> {
  await catalogue.insertPlans(
    db,
    PLANS.map((p) => ({
      slug: p.slug,
      name: p.name,
      priceBrlCents: p.priceBrlCents,
      creditsPerPeriod: p.creditsPerPeriod,
      unlimited: p.unlimited,
      features: p.features,
      highlight: p.highlight ?? null,
      displayOrder: p.displayOrder,
    })),
  );
  await catalogue.insertPackages(db, CREDIT_PACKAGES.map((p) => ({ ...p })));
  await catalogue.insertTemplates(
    db,
    STYLE_TEMPLATES.map((t) => ({
      key: t.key,
      name: t.name,
      category: t.category,
      style: t.style,
      format: t.format,
      promptEnhancements: t.promptEnhancements,
      colorStrategy: t.colorStrategy,
      layoutPreferences: t.layoutPreferences,
    })),
  );
  const existing = await catalogue.listScenarioKeys(db);
  const missing = SCENARIOS.filter((s) => !existing.has(s.key));
  for (const scenario of missing) {
    await seedScenario(db, storage, scenario);
  }
  if (missing.length) log?.info({ scenarios: missing.length }, 'seeded predefined scenarios');
  await seedTemplateExamples(db, storage, log, options.templateExamplesDir ?? TEMPLATE_EXAMPLE_PRERENDER_DIR);
}

/** The scenario's full image (what the engine composes onto) and its thumbnail, as JPEG. */
export async function renderScenarioImages(scenario: ScenarioSeed): Promise<{ full: Buffer; thumbnail: Buffer }> {
  const raw = await renderBackdropRaw(scenario.backdrop, SCENARIO_IMAGE_SIZE.width, SCENARIO_IMAGE_SIZE.height);
  const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const full = await image.clone().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  const thumbnail = await image
    .clone()
    .resize(SCENARIO_THUMBNAIL_SIZE.width, SCENARIO_THUMBNAIL_SIZE.height)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  return { full, thumbnail };
}

/** Pre-rendered by the build when available (same renderer, same bytes), else rendered now. */
async function scenarioImages(scenario: ScenarioSeed): Promise<{ full: Buffer; thumbnail: Buffer }> {
  const full = path.join(SCENARIO_PRERENDER_DIR, `${scenario.key}.jpg`);
  const thumbnail = path.join(SCENARIO_PRERENDER_DIR, `${scenario.key}.thumb.jpg`);
  if (existsSync(full) && existsSync(thumbnail)) return { full: readFileSync(full), thumbnail: readFileSync(thumbnail) };
  return renderScenarioImages(scenario);
}

async function seedScenario(db: Db, storage: Storage, scenario: ScenarioSeed): Promise<void> {
  const { full, thumbnail } = await scenarioImages(scenario);
  const imageKey = makeScenarioKey('jpg');
  const thumbnailKey = makeScenarioKey('jpg');
  await storage.put(imageKey, full, 'image/jpeg');
  await storage.put(thumbnailKey, thumbnail, 'image/jpeg');
  await catalogue.insertScenario(db, {
    key: scenario.key,
    name: scenario.name,
    description: scenario.description,
    prompt: scenario.prompt,
    displayOrder: scenario.displayOrder,
    thumbnailUrl: storage.publicUrl(thumbnailKey),
    imageKey,
  });
}

function digestOf(image: Buffer): string {
  return createHash('sha256').update(image).digest('hex').slice(0, TEMPLATE_EXAMPLE_DIGEST_LENGTH);
}

/** A template's example: the art engine's sample product and texts for its category, as a small JPEG. */
export async function renderTemplateExampleImage(template: StyleTemplateSeed): Promise<Buffer> {
  // Loaded only when a render is needed: a start from the build's files never pays for the art engine.
  const { renderTemplateExample, templateExampleJpeg } = await import('../../../../engine/art/samples.ts');
  return templateExampleJpeg((await renderTemplateExample(template)).png);
}

/**
 * Puts each seeded template's generated example first in example_urls and keeps every admin upload
 * after it, in order. The build's file wins (a changed design replaces the old example, whose object
 * is deleted); without the build, a template that has no generated example gets one rendered now.
 */
async function seedTemplateExamples(db: Db, storage: Storage, log: FastifyBaseLogger | undefined, dir: string): Promise<void> {
  const rows = new Map((await catalogue.listSeededTemplateExamples(db)).map((r) => [r.key, r]));
  const changes: { id: string; urls: string[]; put?: { key: string; image: Buffer }; stale: string[] }[] = [];
  for (const template of STYLE_TEMPLATES) {
    const row = rows.get(template.key);
    if (!row) continue;
    const generated = row.exampleUrls.filter((url) => templateSampleKeyOf(url) !== null);
    const file = path.join(dir, `${template.key}.jpg`);
    let image: Buffer | null = null;
    if (existsSync(file)) image = readFileSync(file);
    else if (!generated.length) image = await renderTemplateExampleImage(template);

    // Without a build file, the example already generated stays.
    const key = image ? makeTemplateSampleKey(template.key, digestOf(image)) : templateSampleKeyOf(generated[0]!)!;
    const url = image ? storage.publicUrl(key) : generated[0]!;
    const urls = [url, ...row.exampleUrls.filter((u) => templateSampleKeyOf(u) === null)];
    if (urls.length === row.exampleUrls.length && urls.every((u, i) => u === row.exampleUrls[i])) continue;
    changes.push({
      id: row.id,
      urls,
      put: image && !generated.includes(url) ? { key, image } : undefined,
      stale: generated.map((u) => templateSampleKeyOf(u)!).filter((k) => k !== key),
    });
  }
  if (!changes.length) return;
  await Promise.all(changes.flatMap((c) => (c.put ? [storage.put(c.put.key, c.put.image, 'image/jpeg')] : [])));
  await db.transaction(async (tx) => {
    for (const change of changes) await catalogue.setTemplateExampleUrls(tx, change.id, change.urls);
  });
  await Promise.all(changes.flatMap((c) => c.stale.map((k) => storage.delete(k))));
  log?.info({ templates: changes.length }, 'seeded template example images');
}
