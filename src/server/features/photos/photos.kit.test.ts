// GET /api/photos/:id/kit: the export kit of a Foto Pro photo — nine JPEGs framed for their
// destinations and a README.txt, in a zip named after the dish and the date; no credit; the owner or
// an admin; built once, then read from the store.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_DESTINATIONS } from '../../../shared/kit-destinations.ts';
import { formatDate } from '../../../shared/format.ts';
import { kitFrame } from '../../../engine/photo/kit.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { unzipStored } from './kit-zip.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };

describe('GET /api/photos/:id/kit', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
  });
  afterAll(() => t.close());

  async function photoOf(cookie: string, filename = 'X-Burger Duplo.jpg') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos/enhance',
      headers: { origin: ORIGIN, cookie },
      payload: enhanceForm(await makeDishPhoto({ width: 400, height: 300 }), fields, filename),
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; credits: { remaining: number } };
  }
  const kit = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/photos/${id}/kit`, headers: cookie ? { cookie } : {} });

  it('answers a zip named after the dish and the date, with the nine destinations and a README, without spending a credit', async () => {
    const user = await signUp(t.app);
    const photo = await photoOf(user.cookie);
    const response = await kit(photo.id, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foodart-kit-x-burger-duplo-${formatDate(new Date()).replaceAll('/', '-')}.zip"`);
    const entries = unzipStored(response.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([...KIT_DESTINATIONS.map((d) => d.file), 'README.txt']);
    for (const destination of KIT_DESTINATIONS) {
      const entry = entries.find((e) => e.name === destination.file)!;
      const meta = await sharp(entry.data).metadata();
      const frame = kitFrame(destination, { width: 1600, height: 1200 });
      expect([destination.file, meta.format, meta.width, meta.height]).toEqual([destination.file, 'jpeg', frame.width, frame.height]);
    }
    const readme = entries.at(-1)!.data.toString('utf8');
    expect(readme).toContain('ubereats-5x4.jpg');
    expect(readme).toContain('Uber Eats');
    expect(readme).toContain('WhatsApp Business: use o JPEG');
    // The engine got the stored original and the photo's own choices.
    expect(engine.kitCalls.at(-1)!.options).toMatchObject({ platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().credits.remaining).toBe(photo.credits.remaining);
  });

  it('builds a kit once: the next download is read from the store', async () => {
    const user = await signUp(t.app);
    const photo = await photoOf(user.cookie);
    const before = engine.kitCalls.length;
    const first = await kit(photo.id, user.cookie);
    const second = await kit(photo.id, user.cookie);
    expect([first.headers['x-kit-cached'], second.headers['x-kit-cached']]).toEqual(['false', 'true']);
    expect(engine.kitCalls.length).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("gives another user's kit only to an admin: 404 to anyone else, 401 signed out", async () => {
    const owner = await signUp(t.app);
    const photo = await photoOf(owner.cookie);
    const stranger = await signUp(t.app);
    expect((await kit(photo.id, stranger.cookie)).statusCode).toBe(404);
    expect((await kit(photo.id)).statusCode).toBe(401);
    expect((await kit('not-a-photo', owner.cookie)).statusCode).toBe(404);
    const tooLong = await kit('x'.repeat(101), owner.cookie);
    // Fastify's router refuses a path parameter over 100 characters before the route runs.
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    const admin = await signUpAdmin(t);
    expect((await kit(photo.id, admin.cookie)).statusCode).toBe(200);
  });

  it('says so in pt-BR when the engine cannot build it, and keeps nothing', async () => {
    const user = await signUp(t.app);
    const photo = await photoOf(user.cookie);
    const failing = createFakePhotoEngine({ fail: new Error('engine down') });
    const original = engine.renderKit;
    engine.renderKit = failing.renderKit;
    try {
      const response = await kit(photo.id, user.cookie);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: 'kit_failed', message: 'Não foi possível montar o kit agora. Tente novamente em instantes.' });
    } finally {
      engine.renderKit = original;
    }
    expect((await kit(photo.id, user.cookie)).headers['x-kit-cached']).toBe('false');
  });
});
