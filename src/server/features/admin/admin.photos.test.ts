// "Fotos Melhoradas - Photo Pro" through the admin API: exact counts and 20-row pages at 0, 20, 21 and
// 45 photos, filters by platform and style, the four cards, and a delete that leaves no file behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { makeResultKey } from '../../adapters/storage/storage-keys.ts';
import { enhancedPhotos } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PREFIX } from './admin.routes.ts';

interface Page {
  items: Array<{ id: string; platform: string; style: string; createdAt: string }>;
  total: number;
  page: number;
  hasMore: boolean;
}

describe.each(testDrivers())('admin enhanced photos on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await signUpAdmin(t)).cookie;
    ownerId = (await signUp(t.app)).id;
  });
  afterAll(() => t.close());

  /** `count` photos on a platform of their own (so each case counts only its rows), one second apart. */
  async function seedPhotos(platform: string, count: number, style = 'natural') {
    if (count === 0) return;
    const base = Date.UTC(2026, 10, 1);
    await t.database.db.insert(enhancedPhotos).values(
      Array.from({ length: count }, (_, i) => ({
        userId: ownerId,
        originalPhotoUrl: `/storage/foodart/original-${platform}-${i}.jpg`,
        enhancedPhotoUrl: `/storage/foodart/enhanced/${platform}-${i}.jpg`,
        enhancementStyle: style,
        platform,
        aspectRatio: '4:3',
        processingTimeSeconds: 1 + (i % 3),
        scenarioType: 'ai-create',
        createdAt: new Date(base + i * 1000),
      })),
    );
  }

  const fetchPage = async (query: string): Promise<Page> => {
    const response = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/enhanced-photos?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };

  it.each([
    [0, [0], false],
    [20, [20], false],
    [21, [20, 1], true],
    [45, [20, 20, 5], true],
  ])('pages %i photos as %j, newest first, each seen once', async (count, sizes, firstHasMore) => {
    const platform = `teste-${count}`;
    await seedPhotos(platform, count);
    const seen: string[] = [];
    for (const [index, size] of sizes.entries()) {
      const page = await fetchPage(`platform=${platform}&page=${index + 1}`);
      expect(page.total).toBe(count);
      expect(page.items).toHaveLength(size);
      expect(page.hasMore).toBe(index < sizes.length - 1);
      if (index === 0) expect(page.hasMore).toBe(firstHasMore);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(count);
    const first = await fetchPage(`platform=${platform}`);
    const dates = first.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by style too, and offers every platform and style that occurs beside the spec lists', async () => {
    await seedPhotos('rappi-teste', 3, 'premium');
    await seedPhotos('rappi-teste', 2, 'minimal');
    expect((await fetchPage('platform=rappi-teste&style=premium')).total).toBe(3);
    expect((await fetchPage('platform=rappi-teste&style=vibrant')).total).toBe(0);
    const stats = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/enhanced-photos/stats`, headers: { cookie } })).json() as {
      total: number;
      averageProcessingSeconds: number;
      topPlatform: string;
      platforms: string[];
      styles: string[];
    };
    expect(stats.total).toBeGreaterThanOrEqual(91);
    expect(stats.topPlatform).toBe('teste-45');
    expect(stats.averageProcessingSeconds).toBeGreaterThan(1);
    expect(stats.platforms).toEqual(expect.arrayContaining(['ifood', 'rappi', 'instagram', 'facebook', 'uber-eats', 'rappi-teste']));
    expect(stats.styles).toEqual(expect.arrayContaining(['natural', 'premium', 'vibrant', 'minimal']));
    const bad = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/enhanced-photos?page=0`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a photo with its files, and answers 404 for one that does not exist', async () => {
    const keys = [makeResultKey('enhanced', 'jpg'), makeResultKey('cutouts', 'png')];
    for (const key of keys) await t.storage.put(key, Buffer.from('x'), 'image/jpeg');
    const [row] = await t.database.db
      .insert(enhancedPhotos)
      .values({
        userId: ownerId,
        originalPhotoUrl: t.storage.publicUrl(keys[0]!),
        enhancedPhotoUrl: t.storage.publicUrl(keys[0]!),
        cutoutUrl: t.storage.publicUrl(keys[1]!),
        enhancementStyle: 'natural',
        platform: 'apagar',
        aspectRatio: '1:1',
        processingTimeSeconds: 1,
        scenarioType: 'ai-create',
      })
      .returning();
    const del = await t.app.inject({ method: 'DELETE', url: `${ADMIN_PREFIX}/enhanced-photos/${row!.id}`, headers: { cookie, origin: ORIGIN } });
    expect(del.statusCode).toBe(204);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    expect((await fetchPage('platform=apagar')).total).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `${ADMIN_PREFIX}/enhanced-photos/${row!.id}`, headers: { cookie, origin: ORIGIN } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'not_found', message: MSG.adminPhotoNotFound });
  });
});
