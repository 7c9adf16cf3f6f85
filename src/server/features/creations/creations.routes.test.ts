import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import { CreationsPageSchema, type CreationItem } from '../../../shared/schemas/creations.schema.ts';
import { creations, enhancedPhotos, predefinedScenarios, styleTemplates } from '../../db/schema/index.ts';

const BASE = Date.parse('2026-11-21T12:00:00.000Z');
/** An exact timestamptz literal `seconds` after BASE (microseconds allowed). */
const at = (seconds: number) => sql`${new Date(BASE).toISOString()}::timestamptz + make_interval(secs => ${seconds}::double precision)`;

describe.each(testDrivers())('GET /api/creations (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  async function addPhoto(userId: string, seconds: number, overrides: Partial<typeof enhancedPhotos.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(enhancedPhotos)
      .values({
        userId,
        originalPhotoUrl: '/storage/foodart/original-1-abcd1234-prato.jpg',
        enhancedPhotoUrl: `/storage/foodart/enhanced/${seconds}.jpg`,
        enhancementStyle: 'premium',
        platform: 'ifood',
        aspectRatio: '4:3',
        processingTimeSeconds: 2.5,
        scenarioType: 'ai-create',
        createdAt: at(seconds),
        ...overrides,
      })
      .returning({ id: enhancedPhotos.id });
    return row!.id;
  }

  async function addArt(userId: string, seconds: number, overrides: Partial<typeof creations.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(creations)
      .values({
        userId,
        generatedArtUrl: `/storage/foodart/arts/${seconds}.png`,
        description: 'Smash Duplo - Dois smash de 90 g',
        createdAt: at(seconds),
        ...overrides,
      })
      .returning({ id: creations.id });
    return row!.id;
  }

  const list = (cookie?: string, cursor?: string) =>
    t.app.inject({ method: 'GET', url: `/api/creations${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`, headers: cookie ? { cookie } : {} });

  async function page(cookie: string, cursor?: string) {
    const response = await list(cookie, cursor);
    expect(response.statusCode).toBe(200);
    return CreationsPageSchema.parse(response.json());
  }

  async function all(cookie: string): Promise<{ items: CreationItem[]; sizes: number[] }> {
    const items: CreationItem[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(cookie, cursor);
      items.push(...next.items);
      sizes.push(next.items.length);
      cursor = next.nextCursor ?? undefined;
    } while (cursor && sizes.length < 10);
    return { items, sizes };
  }

  it('answers 401 with the pt-BR message when signed out', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Faça login para continuar' });
  });

  it('shows a new user an empty list with no further page', async () => {
    const { cookie } = await signUp(t.app);
    expect(await page(cookie)).toEqual({ items: [], nextCursor: null });
  });

  it("merges the user's photos and arts newest first with their details, and never another user's", async () => {
    const maria = await signUp(t.app);
    const joao = await signUp(t.app, { name: 'João Lima' });
    const [template] = await t.database.db.select({ id: styleTemplates.id, name: styleTemplates.name }).from(styleTemplates).limit(1);
    const oldPhoto = await addPhoto(maria.id, 10, { platform: 'rappi', enhancementStyle: 'natural', aspectRatio: '1:1', feedbackRating: 5 });
    const art = await addArt(maria.id, 20, { templateId: template!.id, description: 'Pizza Calabresa - Molho artesanal', format: 'stories' });
    const [scenario] = await t.database.db.select({ id: predefinedScenarios.id, name: predefinedScenarios.name }).from(predefinedScenarios).limit(1);
    const newPhoto = await addPhoto(maria.id, 30, {
      scenarioType: 'predefined',
      predefinedScenario: scenario!.id,
      mode: 'in-place',
      scenarioApplied: false,
      inPlaceReason: 'touches-edge',
    });
    await addPhoto(joao.id, 15);
    await addArt(joao.id, 25);
    await addArt(joao.id, 35);

    const { items, nextCursor } = await page(maria.cookie);
    expect(nextCursor).toBeNull();
    expect(items.map((i) => i.id)).toEqual([newPhoto, art, oldPhoto]);
    expect(items[0]).toEqual({
      id: newPhoto,
      type: 'photo',
      imageUrl: '/storage/foodart/enhanced/30.jpg',
      createdAt: '2026-11-21T12:00:30.000Z',
      platform: 'ifood',
      style: 'premium',
      aspectRatio: '4:3',
      rating: null,
      mode: 'in-place',
      scenarioApplied: false,
      scenarioName: scenario!.name,
    });
    expect(items[1]).toEqual({
      id: art,
      type: 'art',
      imageUrl: '/storage/foodart/arts/20.png',
      createdAt: '2026-11-21T12:00:20.000Z',
      description: 'Pizza Calabresa - Molho artesanal',
      templateName: template!.name,
      format: 'stories',
    });
    // Made before the mode was recorded: unknown, not guessed.
    expect(items[2]).toMatchObject({ type: 'photo', platform: 'rappi', style: 'natural', aspectRatio: '1:1', rating: 5, mode: null, scenarioApplied: null, scenarioName: null });

    const joaoItems = (await page(joao.cookie)).items;
    expect(joaoItems.map((i) => i.type)).toEqual(['art', 'art', 'photo']);
    expect(joaoItems.map((i) => i.id)).not.toContain(newPhoto);
  });

  it('pages 20 at a time with a cursor, each item exactly once in order, even across equal and microsecond-apart times', async () => {
    const { id, cookie } = await signUp(t.app);
    const expected: { id: string; seconds: number }[] = [];
    const add = async (kind: 'photo' | 'art', seconds: number) =>
      expected.push({ id: await (kind === 'photo' ? addPhoto(id, seconds) : addArt(id, seconds)), seconds });
    for (let i = 0; i < PAGE_SIZE - 1; i += 1) await add(i % 2 ? 'art' : 'photo', 1000 + i);
    // The first page ends between two arts one microsecond apart (the same millisecond in JavaScript)…
    await add('art', 900.000002);
    await add('art', 900.000001);
    for (let i = 0; i < PAGE_SIZE - 2; i += 1) await add(i % 3 ? 'photo' : 'art', 800 + i);
    // …and the second between a photo and an art made at the same instant.
    await add('photo', 700);
    await add('art', 700);
    for (let i = 0; i < 6; i += 1) await add('photo', 600 + i);
    const order = [...expected].sort((a, b) => b.seconds - a.seconds || (a.id < b.id ? 1 : -1)).map((e) => e.id);

    const first = await page(cookie);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));

    const { items, sizes } = await all(cookie);
    expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 7]);
    expect(items.map((i) => i.id)).toEqual(order);
  });

  it('offers no further page when the last page holds exactly 20 items', async () => {
    const { id, cookie } = await signUp(t.app);
    for (let i = 0; i < PAGE_SIZE; i += 1) await (i % 2 ? addArt(id, i) : addPhoto(id, i));
    const { items, nextCursor } = await page(cookie);
    expect(items).toHaveLength(PAGE_SIZE);
    expect(nextCursor).toBeNull();
  });

  it("a cursor pages only through the caller's own items", async () => {
    const ana = await signUp(t.app);
    const bia = await signUp(t.app);
    for (let i = 0; i < PAGE_SIZE + 2; i += 1) await addPhoto(ana.id, 1000 + i);
    await addArt(bia.id, 1);
    const anaCursor = (await page(ana.cookie)).nextCursor!;
    const biaSecond = await page(bia.cookie, anaCursor);
    expect(biaSecond.items.map((i) => i.type)).toEqual(['art']);
    expect(biaSecond.nextCursor).toBeNull();
  });

  it('rejects a cursor the server did not make with 400 and a pt-BR message', async () => {
    const { cookie } = await signUp(t.app);
    for (const cursor of ['nao-e-um-cursor', Buffer.from("2026-11-21T12:00:00.000000Z|'; DROP TABLE creations;--").toString('base64url'), 'a b', 'x'.repeat(201)]) {
      const response = await list(cookie, cursor);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), message: 'Dados inválidos' });
    }
  });
});
