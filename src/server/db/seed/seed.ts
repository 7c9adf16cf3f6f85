// Idempotent catalogue seed, run at every start: inserts what is missing by stable slug/key and
// never overwrites what an admin changed. Scenario images are rendered by the backdrop engine.
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { renderBackdropRaw } from '../../../engine/photo/backdrop.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { makeScenarioKey } from '../../adapters/storage/storage-keys.ts';
import * as catalogue from '../../features/catalogue/catalogue.repo.ts';
import type { Db } from '../client.ts';
import { CREDIT_PACKAGES, PLANS, SCENARIOS, STYLE_TEMPLATES, type ScenarioSeed } from './catalogue.data.ts';

/** Full-size scenario image the photo engine composes onto (4:3, larger than any output side). */
export const SCENARIO_IMAGE_SIZE = { width: 1600, height: 1200 } as const;
export const SCENARIO_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;
const JPEG_QUALITY = 88;

export async function seedCatalogues(db: Db, storage: Storage, log?: FastifyBaseLogger): Promise<void> {
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
}

async function seedScenario(db: Db, storage: Storage, scenario: ScenarioSeed): Promise<void> {
  const raw = await renderBackdropRaw(scenario.backdrop, SCENARIO_IMAGE_SIZE.width, SCENARIO_IMAGE_SIZE.height);
  const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const full = await image.clone().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  const thumbnail = await image
    .clone()
    .resize(SCENARIO_THUMBNAIL_SIZE.width, SCENARIO_THUMBNAIL_SIZE.height)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
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
