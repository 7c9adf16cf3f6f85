// The seed's template examples: rendered by the art engine, first in example_urls, admin uploads
// kept after them, idempotent, and replaced (not duplicated) when the design changes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDrivers, type TestApp } from '../../../../../tests/helpers/test-app.ts';
import { createStorage } from '../../../adapters/storage/create-storage.ts';
import type { Storage } from '../../../adapters/storage/storage.ts';
import { templateSampleKeyOf } from '../../../adapters/storage/storage-keys.ts';
import { styleTemplates } from '../../../db/schema/index.ts';
import { STYLE_TEMPLATES } from './catalogue.data.ts';
import { TEMPLATE_EXAMPLE_WIDTH } from '../../../../engine/art/samples.ts';
import { seedCatalogues } from './seed.ts';

interface TemplateBody {
  id: string;
  name: string;
  format: 'feed' | 'stories';
  exampleUrls: string[];
}

const ADMIN_URL_1 = '/storage/foodart/template-examples/1700000000123-0a1b2c3d.png';
const ADMIN_URL_2 = 'https://cdn.exemplo.com.br/foodart/template-examples/1700000000456-9f8e7d6c.webp';

describe.each(testDrivers())('template example images (%s)', (driver) => {
  let t: TestApp;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'foodart-examples-'));
    dirs.push(dir);
    return dir;
  };
  // A storage of this file's own, so replacing an example never deletes what other files serve.
  const tempStorage = (): Storage => createStorage({ driver: 'local', root: tempDir(), publicBaseUrl: '' });

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  const urlsOf = async (key: string) => {
    const [row] = await t.database.db.select({ urls: styleTemplates.exampleUrls }).from(styleTemplates).where(eq(styleTemplates.key, key));
    return row!.urls;
  };
  const setUrls = (key: string, urls: string[]) =>
    t.database.db.update(styleTemplates).set({ exampleUrls: urls }).where(eq(styleTemplates.key, key));

  it('lists every template with its generated example first, a root-relative URL that loads as a small JPEG of its format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/templates' });
    expect(response.statusCode).toBe(200);
    const templates = response.json() as TemplateBody[];
    expect(templates).toHaveLength(STYLE_TEMPLATES.length);
    const seen = new Set<string>();
    for (const template of templates) {
      const [first] = template.exampleUrls;
      expect(first, template.name).toMatch(/^\/storage\/foodart\/template-examples\/sample-[a-z0-9-]+-[0-9a-f]{16}\.jpg$/);
      expect(template.exampleUrls.filter((u) => templateSampleKeyOf(u) !== null), template.name).toHaveLength(1);
      seen.add(first!);
      const image = await t.app.inject({ method: 'GET', url: first! });
      expect(image.statusCode, template.name).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(TEMPLATE_EXAMPLE_WIDTH);
      expect(meta.height, template.name).toBe(template.format === 'stories' ? (TEMPLATE_EXAMPLE_WIDTH * 16) / 9 : TEMPLATE_EXAMPLE_WIDTH);
    }
    expect(seen.size).toBe(STYLE_TEMPLATES.length);
  });

  it('keeps admin uploads after the generated example, and a second seed changes nothing', async () => {
    const key = STYLE_TEMPLATES[0]!.key;
    const [generated] = await urlsOf(key);
    await setUrls(key, [ADMIN_URL_1, generated!, ADMIN_URL_2]);
    await seedCatalogues(t.database.db, t.storage);
    expect(await urlsOf(key)).toEqual([generated, ADMIN_URL_1, ADMIN_URL_2]);
    await seedCatalogues(t.database.db, t.storage);
    expect(await urlsOf(key)).toEqual([generated, ADMIN_URL_1, ADMIN_URL_2]);
  });

  it('replaces the generated example when the build renders a new design, deleting the old file and keeping the admin’s', async () => {
    const storage = tempStorage();
    const key = STYLE_TEMPLATES[1]!.key;
    const design = async (background: string) => {
      const dir = tempDir();
      const jpeg = await sharp({ create: { width: TEMPLATE_EXAMPLE_WIDTH, height: TEMPLATE_EXAMPLE_WIDTH, channels: 3, background } }).jpeg().toBuffer();
      writeFileSync(path.join(dir, `${key}.jpg`), jpeg);
      return dir;
    };
    await setUrls(key, [ADMIN_URL_1]);

    await seedCatalogues(t.database.db, storage, undefined, { templateExamplesDir: await design('#d62828') });
    const first = await urlsOf(key);
    expect(first).toHaveLength(2);
    expect(first[1]).toBe(ADMIN_URL_1);
    const oldKey = templateSampleKeyOf(first[0]!)!;
    expect(oldKey).not.toBeNull();
    expect((await storage.get(oldKey))?.contentType).toBe('image/jpeg');

    await seedCatalogues(t.database.db, storage, undefined, { templateExamplesDir: await design('#1d3557') });
    const second = await urlsOf(key);
    expect(second).toHaveLength(2);
    expect(second[0]).not.toBe(first[0]);
    expect(second[1]).toBe(ADMIN_URL_1);
    const newKey = templateSampleKeyOf(second[0]!)!;
    const stored = await storage.get(newKey);
    const [red, , blue] = (await sharp(stored!.body).stats()).channels;
    expect(blue!.mean).toBeGreaterThan(red!.mean); // the new, blue design
    expect(await storage.get(oldKey)).toBeNull();
  });

  it('renders an example at seed time when the build left none and the template has none', async () => {
    const storage = tempStorage();
    const template = STYLE_TEMPLATES.find((s) => s.format === 'stories')!;
    await setUrls(template.key, [ADMIN_URL_2]);
    await seedCatalogues(t.database.db, storage, undefined, { templateExamplesDir: tempDir() });
    const urls = await urlsOf(template.key);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe(ADMIN_URL_2);
    const stored = await storage.get(templateSampleKeyOf(urls[0]!)!);
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', TEMPLATE_EXAMPLE_WIDTH, (TEMPLATE_EXAMPLE_WIDTH * 16) / 9]);
    // A real render: the art has many colours, not a blank card.
    const { channels } = await sharp(stored!.body).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
  });
});

describe('build outputs', () => {
  it('reads the snapshot and pre-rendered images from the repository’s dist/, where `npm run build` writes them', async () => {
    const { PGLITE_SNAPSHOT_FILE, SCENARIO_PRERENDER_DIR, TEMPLATE_EXAMPLE_PRERENDER_DIR } = await import('./seed.ts');
    const root = path.resolve(import.meta.dirname, '../../../../..');
    expect(PGLITE_SNAPSHOT_FILE).toBe(path.join(root, 'dist/db/pglite-migrated.tar.gz'));
    expect(SCENARIO_PRERENDER_DIR).toBe(path.join(root, 'dist/seed/scenarios'));
    expect(TEMPLATE_EXAMPLE_PRERENDER_DIR).toBe(path.join(root, 'dist/seed/template-examples'));
  });
});
