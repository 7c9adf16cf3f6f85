// Control characters in an art's texts are refused before any credit or engine work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { artForm } from '../../../../tests/factories/art-form.ts';
import { getCredits } from '../credits/credits.service.ts';

describe('art texts with control characters', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  let product: Buffer;
  let templateId: string;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    t = await createTestApp('pglite', {}, { engine });
    product = await makeDishPhoto({ width: 400, height: 300 });
    templateId = ((await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as Array<{ id: string }>)[0]!.id;
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL in the title', { title: 'X-Burger\u0000' }],
    ['a NUL in the description', { title: 'X-Burger', description: 'Pão\u0000brioche' }],
    ['an escape character in the call to action', { title: 'X-Burger', cta: 'Peça já\u001b[31m' }],
  ])('refuses %s with a pt-BR 400, charging nothing and running no engine', async (_name, texts) => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arts/generate',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: artForm({ templateId, format: 'feed', ...texts }, { bytes: product, filename: 'burger.jpg' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.textInvalidCharacters });
    expect((await getCredits(t.database.db, user.id)).remaining).toBe(3);
    expect(engine.artCalls).toHaveLength(0);
  });

  it('keeps accents, emoji and line breaks in a description', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arts/generate',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: artForm({ templateId, format: 'feed', title: 'Açaí 🍧', description: 'Tigela de 500 ml\ncom granola' }, { bytes: product, filename: 'acai.jpg' }),
    });
    expect(response.statusCode).toBe(201);
  });
});
