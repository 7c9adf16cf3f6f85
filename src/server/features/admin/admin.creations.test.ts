// "Criações dos Usuários" through the admin API: 20-row pages with the exact count at 0, 20, 21 and
// 45 arts, a search over every description in any case, the detail with its rating, a delete that
// leaves no file behind, and a promotion to training that happens once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { makeResultKey } from '../../adapters/storage/storage-keys.ts';
import { creations, feedbackRatings, trainingExamples } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PREFIX } from './admin.routes.ts';

interface Page {
  items: Array<{ id: string; description: string | null; createdAt: string }>;
  total: number;
  hasMore: boolean;
}

describe.each(testDrivers())('admin creations on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await signUpAdmin(t)).cookie;
    ownerId = (await signUp(t.app)).id;
  });
  afterAll(() => t.close());

  async function seedArts(word: string, count: number) {
    if (count === 0) return;
    const base = Date.UTC(2026, 10, 1);
    await t.database.db.insert(creations).values(
      Array.from({ length: count }, (_, i) => ({
        userId: ownerId,
        generatedArtUrl: `/storage/foodart/arts/${word}-${i}.jpg`,
        description: `Combo ${word} número ${i}`,
        brandColors: ['#ea580c'],
        createdAt: new Date(base + i * 1000),
      })),
    );
  }

  const fetchPage = async (query: string): Promise<Page> => {
    const response = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/creations?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };

  it.each([
    [0, [0]],
    [20, [20]],
    [21, [20, 1]],
    [45, [20, 20, 5]],
  ])('pages %i arts as %j, newest first, each seen once', async (count, sizes) => {
    const word = `palavra${count}x`;
    await seedArts(word, count);
    const seen: string[] = [];
    for (const [index, size] of sizes.entries()) {
      const page = await fetchPage(`search=${word}&page=${index + 1}`);
      expect(page.total).toBe(count);
      expect(page.items).toHaveLength(size);
      expect(page.hasMore).toBe(index < sizes.length - 1);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(count);
  });

  it('searches every description in the database in any case, and takes % literally', async () => {
    await seedArts('Açaí', 3);
    expect((await fetchPage('search=COMBO%20A%C3%87A%C3%8D')).total).toBe(3);
    expect((await fetchPage('search=%25')).total).toBe(0);
    const all = await fetchPage('');
    expect(all.total).toBeGreaterThanOrEqual(89);
    expect(all.items).toHaveLength(20);
  });

  it('shows an art with its rating, promotes it once, deletes it with its files', async () => {
    const artKey = makeResultKey('arts', 'jpg');
    await t.storage.put(artKey, Buffer.from('arte'), 'image/jpeg');
    const [art] = await t.database.db
      .insert(creations)
      .values({ userId: ownerId, generatedArtUrl: t.storage.publicUrl(artKey), description: 'Promoção de Pizza', brandColors: ['#111111', '#ffcc00'] })
      .returning();
    await t.database.db.insert(feedbackRatings).values({ creationId: art!.id, userId: ownerId, rating: 5, composition: 4, comment: 'Ficou ótimo' });

    const detail = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/creations/${art!.id}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ description: 'Promoção de Pizza', rating: { rating: 5, composition: 4, comment: 'Ficou ótimo', textQuality: null } });

    const promote = () => t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/creations/${art!.id}/promote`, headers: { cookie, origin: ORIGIN } });
    const first = (await promote()).json() as { trainingExampleId: string; alreadyPromoted: boolean };
    const second = (await promote()).json() as { trainingExampleId: string; alreadyPromoted: boolean };
    expect(first.alreadyPromoted).toBe(false);
    expect(second).toEqual({ trainingExampleId: first.trainingExampleId, alreadyPromoted: true });
    const examples = await t.database.db.select().from(trainingExamples).where(eq(trainingExamples.creationId, art!.id));
    expect(examples).toHaveLength(1);
    expect(examples[0]).toMatchObject({ category: 'outros', style: 'moderno', quality: 'bom', description: 'Promoção de Pizza', brandColors: ['#111111', '#ffcc00'] });
    // The example owns a copy of the art: deleting the creation below does not break it.
    const exampleArt = examples[0]!.generatedArtUrl!;
    expect(exampleArt).toMatch(/\/storage\/foodart\/training-examples\//);

    const del = await t.app.inject({ method: 'DELETE', url: `${ADMIN_PREFIX}/creations/${art!.id}`, headers: { cookie, origin: ORIGIN } });
    expect(del.statusCode).toBe(204);
    expect(await t.storage.get(artKey)).toBeNull();
    expect((await t.storage.get(t.storage.keyOf(exampleArt)!))?.body.toString()).toBe('arte');
    expect(await t.database.db.select().from(feedbackRatings).where(eq(feedbackRatings.creationId, art!.id))).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/creations/${art!.id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'not_found', message: MSG.adminCreationNotFound });
  });
});
