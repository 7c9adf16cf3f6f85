import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToRgb } from '../../../shared/colors.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import { makeDishPhoto } from '../../../../tests/fixtures/synthetic-dish.ts';
import { createEnginePool, EngineBusyError, type PhotoEngine } from './engine-pool.ts';

// The engine worker as the server runs it: one piscina thread, the real IS-Net model, photos and
// arts through the same session and the same bounded queue.
const GB = 1024 ** 3;
const WORKER_RSS_LIMIT = 1.5 * GB;
const TEMPLATE = { category: 'hamburguer', style: 'vibrante', format: 'feed', colorStrategy: null, layoutPreferences: null };
const TEXTS = { title: 'Smash Duplo', price: '29,90', description: 'Dois smash de 90 g com cheddar', cta: 'Peça agora' };
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script>' +
    '<circle cx="100" cy="100" r="95" fill="#0d47a1"/><image href="http://127.0.0.1:9/x.png" width="200" height="200"/></svg>',
);

describe('engine pool: arts in the engine worker (real model)', () => {
  let engine: PhotoEngine;
  beforeAll(async () => {
    engine = createEnginePool({ queueMax: 1, threads: 2 });
    await engine.warmUp();
  }, 120_000);
  afterAll(() => engine.close());

  it('cuts the product out of a photo and renders the feed art with a rasterised SVG logo', { timeout: 60_000 }, async () => {
    const art = await engine.renderArt({ template: TEMPLATE, product: await makeDishPhoto(), logo: LOGO_SVG, texts: TEXTS, format: 'feed', watermark: true });
    expect(art.png).toBeInstanceOf(Buffer);
    const meta = await sharp(art.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);
    expect(art.productCutout).toBe(true);
    expect(art.logoPng).toBeInstanceOf(Buffer);
    expect((await sharp(art.logoPng!).metadata()).format).toBe('png');
    // The logo's blue leads the brand colours (extraction bins colours, so close, not exact).
    const [r, g, b] = hexToRgb(art.brandColors[0]!);
    expect(Math.hypot(r - 0x0d, g - 0x47, b - 0xa1)).toBeLessThan(40);
    expect(art.timings.cutout).toBeGreaterThan(0);
  });

  it('frames a photo whose dish is cut by the frame instead of cutting it out, in stories', { timeout: 60_000 }, async () => {
    const cut = await makeDishPhoto({ shape: { plate: { cx: 0.5, cy: 0.9, rx: 0.35, ry: 0.35 }, food: [{ cx: 0.5, cy: 0.92, r: 0.2 }] } });
    const art = await engine.renderArt({ template: { ...TEMPLATE, format: 'stories' }, product: cut, logo: null, texts: TEXTS, format: 'stories', watermark: false });
    const meta = await sharp(art.png).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    expect(art.productCutout).toBe(false);
    expect(art.logoPng).toBeNull();
    expect(art.brandColors).toEqual([]);
  });

  it('reports an unreadable photo or logo as PhotoDecodeError across the thread boundary', { timeout: 30_000 }, async () => {
    const photo = await makeDishPhoto();
    const truncated = photo.subarray(0, 300);
    await expect(engine.renderArt({ template: TEMPLATE, product: truncated, texts: TEXTS, format: 'feed', watermark: true })).rejects.toBeInstanceOf(PhotoDecodeError);
    await expect(engine.enhancePhoto(truncated, { platform: 'ifood', style: 'natural', scenario: { type: 'ai-create' }, watermark: true })).rejects.toBeInstanceOf(PhotoDecodeError);
    const badLogo = Buffer.from('<svg width="0" height="0" viewBox="0 0 0 0"></svg>');
    await expect(engine.renderArt({ template: TEMPLATE, product: photo, logo: badLogo, texts: TEXTS, format: 'feed', watermark: true })).rejects.toBeInstanceOf(PhotoDecodeError);
  });

  it('shares the queue with photos: a full queue refuses with a Retry-After, the rest complete', { timeout: 90_000 }, async () => {
    const photo = await makeDishPhoto();
    const jobs = [
      engine.enhancePhoto(photo, { platform: 'ifood', style: 'natural', scenario: { type: 'ai-create' }, watermark: true }),
      ...Array.from({ length: 3 }, () => engine.renderArt({ template: TEMPLATE, product: photo, texts: TEXTS, format: 'feed', watermark: true })),
    ];
    const settled = await Promise.allSettled(jobs);
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(EngineBusyError);
      expect((reason as EngineBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(settled[0]!.status).toBe('fulfilled');
    expect(settled.filter((s) => s.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the process (worker, model and art fonts) within 1.5 GB of memory', () => {
    // piscina runs the worker as a thread of this process: its peak RSS bounds the worker's.
    expect(process.resourceUsage().maxRSS * 1024).toBeLessThanOrEqual(WORKER_RSS_LIMIT);
  });
});
