import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BACKDROP_PRESETS, renderBackdrop, type BackdropPresetName } from './backdrop.ts';
import { enhancePhoto, type EnhanceOptions } from './enhance.ts';
import { CENTRED_DISH, fakeSegmenter, makeDishPhoto, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';
import { hasWatermark, LIGHT_CORNER, watermarkCornerLuma, watermarkCorrelation, WATERMARK_MIN_CORRELATION } from './watermark.ts';

async function decode(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('hasWatermark', () => {
  const corners: { corner: 'dark' | 'light'; preset: BackdropPresetName }[] = [
    { corner: 'dark', preset: 'dark-slate' },
    { corner: 'light', preset: 'studio-white' },
  ];
  const platforms = [
    { platform: 'ifood', size: [1200, 900] },
    { platform: 'instagram', size: [1080, 1080] },
  ] as const;

  for (const { corner, preset } of corners) {
    for (const { platform, size } of platforms) {
      it(`finds the mark on a ${corner} corner at ${size.join('×')}, and none on the same photo unmarked`, async () => {
        const scene = await renderBackdrop(BACKDROP_PRESETS[preset], 900, 700);
        const options: EnhanceOptions = { platform, style: 'natural', scenario: { type: 'predefined', image: scene }, watermark: false };
        const photo = await makeDishPhoto();
        const clean = await enhancePhoto(photo, options, fakeSegmenter(CENTRED_DISH));
        const marked = await enhancePhoto(photo, { ...options, watermark: true }, fakeSegmenter(CENTRED_DISH));

        const cleanPixels = await decode(clean.image);
        expect([cleanPixels.width, cleanPixels.height]).toEqual(size);
        // The scene really puts the corner on this side of the ink switch, so both inks are covered.
        if (corner === 'dark') expect(watermarkCornerLuma(cleanPixels)).toBeLessThan(LIGHT_CORNER - 40);
        else expect(watermarkCornerLuma(cleanPixels)).toBeGreaterThan(LIGHT_CORNER + 20);

        expect(await hasWatermark(marked.image)).toBe(true);
        expect(await hasWatermark(clean.image)).toBe(false);
        // White ink on a dark corner correlates positively, dark ink on a light one negatively.
        const r = await watermarkCorrelation(await decode(marked.image));
        expect(corner === 'dark' ? r : -r).toBeGreaterThan(WATERMARK_MIN_CORRELATION);
      });
    }
  }

  it("tells marked from unmarked on the photo's own scene: wood grain, and a plate filling the frame", async () => {
    const options: EnhanceOptions = { platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' }, watermark: false };
    const cutByEdge: DishShape = { plate: { cx: 0.5, cy: 0.85, rx: 0.3, ry: 0.3 }, food: [] };
    const closeUp: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.8, ry: 0.8 }, food: [] };
    for (const shape of [cutByEdge, closeUp]) {
      const photo = await makeDishPhoto({ shape, width: 1200, height: 900 });
      const clean = await enhancePhoto(photo, options, fakeSegmenter(shape));
      const marked = await enhancePhoto(photo, { ...options, watermark: true }, fakeSegmenter(shape));
      expect(clean.mode).toBe('in-place');
      expect(await hasWatermark(clean.image)).toBe(false);
      expect(await hasWatermark(marked.image)).toBe(true);
    }
  });

  it('still finds the mark after a lossy re-encode and in a PNG copy', async () => {
    const photo = await makeDishPhoto();
    const marked = await enhancePhoto(photo, { platform: 'ifood', style: 'minimal', scenario: { type: 'ai-create' }, watermark: true }, fakeSegmenter(CENTRED_DISH));
    expect(await hasWatermark(await sharp(marked.image).jpeg({ quality: 50 }).toBuffer())).toBe(true);
    expect(await hasWatermark(await sharp(marked.image).png().toBuffer())).toBe(true);
  });
});
