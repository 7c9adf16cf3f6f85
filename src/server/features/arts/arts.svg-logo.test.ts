import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { EngineTimeoutError } from '../../adapters/engine/engine-pool.ts';
import { creditLedger, userCredits } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { artForm, logoSvg, type ArtUpload } from '../../../../tests/factories/art-form.ts';
import { forgedPng } from '../../../../tests/factories/forged-png.ts';

// SVG logos the engine could not draw in bounded time or memory are refused before a credit is
// reserved; a task the engine stops at its deadline is refunded.
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const times = (text: string, n: number) => text.repeat(n);

/** A million rects in 5 kB: each group draws the one below a hundred times, with the blur. */
const USE_BOMB =
  `<svg ${SVG} width="1000" height="1000"><defs><filter id="f"><feGaussianBlur stdDeviation="50"/></filter>` +
  `<rect id="r" width="1000" height="1000" filter="url(#f)"/><g id="a">${times('<use href="#r"/>', 100)}</g>` +
  `<g id="b">${times('<use href="#a"/>', 100)}</g><g id="c">${times('<use href="#b"/>', 100)}</g></defs><use href="#c"/></svg>`;

/** A 30000×30000 PNG by its header (≈ 3.6 GB once decoded), inside an SVG of a few hundred bytes. */
function svgSmugglingAHugePng(): string {
  const png = forgedPng(30_000, 30_000);
  return `<svg ${SVG} width="200" height="200"><image href="data:image/png;base64,${png.toString('base64')}" width="200" height="200"/></svg>`;
}

describe('POST /api/arts/generate with an SVG logo', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  let templateId: string;
  let product: ArtUpload;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
    templateId = ((await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as Array<{ id: string; format: string }>).find((x) => x.format === 'feed')!.id;
    product = { bytes: await makeDishPhoto({ width: 400, height: 300 }), filename: 'pizza.jpg' };
  });
  afterAll(() => t.close());

  const generate = (cookie: string, logo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/arts/generate',
      headers: { origin: ORIGIN, cookie },
      payload: artForm({ templateId, format: 'feed', title: 'Pizza Calabresa' }, product, { bytes: Buffer.from(logo), filename: 'logo.svg', type: 'image/svg+xml' }),
    });

  async function credits(userId: string) {
    const [row] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    return { remaining: row!.creditsRemaining, reasons: ledger.map((l) => l.reason) };
  }

  it('refuses a <use> bomb with 400 in pt-BR, quickly, before reserving a credit or calling the engine', async () => {
    const user = await signUp(t.app);
    const calls = engine.artCalls.length;
    const started = performance.now();
    const response = await generate(user.cookie, USE_BOMB);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'logo_too_complex', message: MSG.artLogoTooComplex });
    expect(await credits(user.id)).toEqual({ remaining: 3, reasons: ['signup_grant'] });
    expect(engine.artCalls.length).toBe(calls);
  });

  it('refuses an SVG smuggling a 30000² PNG with 413 in pt-BR, before reserving a credit', async () => {
    const user = await signUp(t.app);
    const response = await generate(user.cookie, svgSmugglingAHugePng());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'too_large', message: MSG.artLogoImageTooLarge });
    expect(await credits(user.id)).toEqual({ remaining: 3, reasons: ['signup_grant'] });
  });

  it('still makes the art with an ordinary SVG logo', async () => {
    const user = await signUp(t.app);
    const response = await generate(user.cookie, logoSvg('#0d47a1'));
    expect(response.statusCode).toBe(201);
    expect((await credits(user.id)).remaining).toBe(2);
  });
});

describe('POST /api/arts/generate when the engine stops the task at its deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { engine: createFakePhotoEngine({ fail: new EngineTimeoutError(60_000) }) });
  });
  afterAll(() => t.close());

  it('answers 504 in pt-BR and refunds the credit', async () => {
    const user = await signUp(t.app);
    const templateId = ((await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as Array<{ id: string; format: string }>).find((x) => x.format === 'feed')!.id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arts/generate',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: artForm({ templateId, format: 'feed', title: 'Pizza Calabresa' }, { bytes: await makeDishPhoto({ width: 400, height: 300 }), filename: 'pizza.jpg' }),
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: 'engine_timeout', message: MSG.engineTimeout });
    const [row] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, user.id));
    expect(row!.creditsRemaining).toBe(3);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((l) => l.reason)).toEqual(['signup_grant', 'reserve', 'refund']);
  });
});
