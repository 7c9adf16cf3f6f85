import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutOutProduct } from './cutout.ts';
import { PhotoDecodeError } from './decode.ts';
import { IN_PLACE_REASONS } from './photo.constants.ts';
import { CENTRED_DISH, dishMask, fakeSegmenter, makeDishPhoto, maskIoU, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';

describe('cutOutProduct', () => {
  it('cuts a whole dish out as a trimmed RGBA PNG that matches the dish', async () => {
    const photo = await makeDishPhoto({ width: 800, height: 600 });
    const result = await cutOutProduct(photo, fakeSegmenter(CENTRED_DISH));
    expect(result).toMatchObject({ cutout: true, reason: null });
    expect(result.coverage).toBeGreaterThan(0.2);

    const { data, info } = await sharp(result.image).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    // Trimmed to the plate (0.6 × 0.64 of the frame), not the whole photo.
    expect(info.width).toBeGreaterThan(800 * 0.55);
    expect(info.width).toBeLessThan(800 * 0.66);
    expect(info.height).toBeLessThan(600 * 0.7);
    // Corners are table → transparent; the centre is food → opaque.
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alphaAt(1, 1)).toBe(0);
    expect(alphaAt(info.width - 2, info.height - 2)).toBe(0);
    expect(alphaAt(Math.round(info.width / 2), Math.round(info.height / 2))).toBe(255);

    // The cut-out is the plate ellipse filling its own box: compare with that shape at the same size.
    const alpha = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).extractChannel(3).raw().toBuffer();
    const ellipse = await dishMask({ plate: { cx: 0.5, cy: 0.5, rx: 0.5, ry: 0.5 }, food: [] }, info.width, info.height);
    expect(maskIoU(alpha, ellipse)).toBeGreaterThan(0.95);
  });

  it.each<{ name: string; shape: DishShape; reason: string }>([
    { name: 'nothing found', shape: { plate: { cx: -1, cy: -1, rx: 0, ry: 0 }, food: [] }, reason: IN_PLACE_REASONS.noDish },
    { name: 'a close-up filling the frame', shape: { plate: { cx: 0.5, cy: 0.5, rx: 0.8, ry: 0.8 }, food: [] }, reason: IN_PLACE_REASONS.closeUp },
    { name: 'a dish cut by the bottom edge', shape: { plate: { cx: 0.5, cy: 0.85, rx: 0.3, ry: 0.3 }, food: [] }, reason: IN_PLACE_REASONS.touchesEdge },
  ])('returns the oriented photo to frame when $name', async ({ shape, reason }) => {
    const photo = await makeDishPhoto({ width: 640, height: 480, shape });
    const result = await cutOutProduct(photo, fakeSegmenter(shape));
    expect(result).toMatchObject({ cutout: false, reason });
    const meta = await sharp(result.image).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 640, 480, false]);
  });

  it('applies the EXIF orientation before segmenting', async () => {
    // Stored landscape, tagged "rotate 90° clockwise": the user sees a portrait photo.
    const stored = await sharp(await makeDishPhoto({ width: 640, height: 480, shape: { plate: { cx: -1, cy: -1, rx: 0, ry: 0 }, food: [] } }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    let seen: [number, number] = [0, 0];
    const result = await cutOutProduct(stored, {
      segment: async (rgb) => {
        seen = [rgb.width, rgb.height];
        return Buffer.alloc(rgb.width * rgb.height);
      },
    });
    expect(seen[1]).toBeGreaterThan(seen[0]);
    const meta = await sharp(result.image).metadata();
    expect([meta.width, meta.height]).toEqual([480, 640]);
  });

  it('refuses bytes that are not a photo before running the model', async () => {
    const segmenter = fakeSegmenter(CENTRED_DISH);
    await expect(cutOutProduct(Buffer.from('isto não é uma foto'), segmenter)).rejects.toBeInstanceOf(PhotoDecodeError);
    expect(segmenter.calls).toBe(0);
  });
});
