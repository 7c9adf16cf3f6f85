import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhoto, meanLuma, normalisedSharpness, QUALITY_THRESHOLDS, sharpness } from './check.ts';
import { analysePhoto } from './enhance.ts';
import { CENTRED_DISH, fakeSegmenter, makeDishPhoto, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';

/** The centred dish moved into the bottom-left corner: the frame cuts its plate on two sides. */
const CORNER_DISH: DishShape = {
  plate: { cx: 0.1, cy: 0.9, rx: 0.3, ry: 0.32 },
  food: [{ cx: 0.1, cy: 0.88, r: 0.12 }],
};

async function raw(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('checkPhoto', () => {
  it('makes the same decision as the engine: a whole dish is cut out, a dish in the corner is enhanced in place', async () => {
    const whole = await makeDishPhoto();
    const corner = await makeDishPhoto({ shape: CORNER_DISH });
    for (const [photo, shape] of [[whole, CENTRED_DISH], [corner, CORNER_DISH]] as const) {
      const check = await checkPhoto(photo, 'ifood', fakeSegmenter(shape));
      const engine = await analysePhoto(photo, 'ifood', fakeSegmenter(shape));
      expect(check.reason).toBe(engine.reason);
      expect(check.mode).toBe(engine.reason === null ? 'cutout' : 'in-place');
    }
    expect((await checkPhoto(corner, 'ifood', fakeSegmenter(CORNER_DISH))).reason).toBe('touches-edge');
  });

  it('flags a photo too small for the frame: 400×300 needs 3× for iFood, 1200×900 none', async () => {
    const small = await checkPhoto(await makeDishPhoto({ width: 400, height: 300 }), 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(small.metrics.upscale).toBe(3);
    expect(small.issues).toContain('too-small');
    const fits = await checkPhoto(await makeDishPhoto({ width: 1200, height: 900 }), 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(fits.issues).not.toContain('too-small');
  });

  it('flags a dim photo as dark but not as blurred, and a blurred photo as blurred but not dark', async () => {
    const photo = await makeDishPhoto({ width: 1200, height: 900 });
    const dim = await sharp(photo).linear(0.35, 0).jpeg().toBuffer();
    const soft = await sharp(photo).blur(4).jpeg().toBuffer();
    const dark = await checkPhoto(dim, 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(dark.metrics.meanLuma).toBeLessThan(QUALITY_THRESHOLDS.darkMeanLuma);
    expect(dark.issues).toEqual(['dark']);
    const blurred = await checkPhoto(soft, 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(blurred.issues).toEqual(['blurred']);
    const clean = await checkPhoto(photo, 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(clean.issues).toEqual([]);
  });

  it('flags an empty plate as no-food before anyone pays, and a served dish not', async () => {
    const emptyPlate: DishShape = { plate: CENTRED_DISH.plate, food: [] };
    const empty = await checkPhoto(await makeDishPhoto({ width: 1200, height: 900, shape: emptyPlate }), 'ifood', fakeSegmenter(emptyPlate));
    expect(empty.mode).toBe('cutout');
    expect(empty.metrics.foodShare).toBeLessThan(0.15);
    expect(empty.issues).toEqual(['no-food']);
    const served = await checkPhoto(await makeDishPhoto({ width: 1200, height: 900 }), 'ifood', fakeSegmenter(CENTRED_DISH));
    expect(served.metrics.foodShare).toBeGreaterThan(0.15);
    expect(served.issues).not.toContain('no-food');
  });
});

describe('quality measures', () => {
  it('mean luma is the Rec. 601 luma of a flat colour', async () => {
    const grey = await raw(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 100, b: 50 } } }).png().toBuffer());
    expect(meanLuma(grey)).toBeCloseTo(0.299 * 200 + 0.587 * 100 + 0.114 * 50, 5);
  });

  it('sharpness drops with blur and is independent of exposure once normalised', async () => {
    const photo = await makeDishPhoto({ width: 800, height: 600 });
    const crisp = await raw(photo);
    const soft = await raw(await sharp(photo).blur(3).png().toBuffer());
    expect(sharpness(soft, null)).toBeLessThan(sharpness(crisp, null) / 2);
    const dim = await raw(await sharp(photo).linear(0.5, 0).png().toBuffer());
    const bright = normalisedSharpness(sharpness(crisp, null), meanLuma(crisp));
    const darker = normalisedSharpness(sharpness(dim, null), meanLuma(dim));
    expect(Math.abs(darker - bright) / bright).toBeLessThan(0.25);
  });
});
