import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';

describe('POST /api/copy/suggest', () => {
  let t: TestApp;
  let cookie: string;
  let templateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUp(t.app)).cookie;
    const templates = (await t.app.inject({ method: 'GET', url: '/api/templates?category=hamburguer' })).json();
    templateId = templates[0].id;
  });
  afterAll(() => t.close());

  const suggest = (payload: object, withCookie = true) =>
    t.app.inject({ method: 'POST', url: '/api/copy/suggest', headers: { origin: ORIGIN, ...(withCookie ? { cookie } : {}) }, payload });

  it('suggests a title, description and CTA in pt-BR with the product and the price, and varies with the seed', async () => {
    const first = await suggest({ templateId, productName: 'X-Bacon', price: '29.9', seed: 1 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.cta.length).toBeGreaterThan(0);
    expect(`${body.title} ${body.description}`).toContain('X-Bacon');
    expect(body.description).toContain('R$ 29,90');
    const titles = new Set<string>();
    for (let seed = 0; seed < 12; seed += 1) titles.add((await suggest({ templateId, productName: 'X-Bacon', seed })).json().title);
    expect(titles.size).toBeGreaterThan(3);
  });

  it('needs a session and a real template, and costs no credit', async () => {
    expect((await suggest({ templateId }, false)).statusCode).toBe(401);
    expect((await suggest({ templateId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await suggest({ templateId: 'x' })).json().message).toBe('Selecione um template');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().credits.remaining).toBe(3);
  });
});
