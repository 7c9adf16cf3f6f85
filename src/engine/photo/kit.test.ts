import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KIT_DESTINATIONS } from '../../shared/kit-destinations.ts';
import { placeDish } from './frame.ts';
import { kitFrame, KIT_MAX_UPSCALE, renderKit } from './kit.ts';
import { CENTRED_DISH, fakeSegmenter, makeDishPhoto } from '../../../tests/fixtures/synthetic-dish.ts';

const ratio = (file: string) => {
  const [w, h] = /-(\d+)x(\d+)\.jpg$/.exec(file)!.slice(1).map(Number);
  return w! / h!;
};

describe('the export kit', () => {
  it('sizes each destination up to its recommendation, as far as the photo supports, never under its minimum', () => {
    const uber = KIT_DESTINATIONS.find((d) => d.file === 'ubereats-5x4.jpg')!;
    expect(kitFrame(uber, { width: 4000, height: 3000 })).toMatchObject({ width: 2880, height: 2304 });
    // A 1600-px photo: 2400 px at most (KIT_MAX_UPSCALE), in the same 5:4.
    const small = kitFrame(uber, { width: 1600, height: 1200 });
    expect([small.width, small.height]).toEqual([2400, 1920]);
    expect(KIT_MAX_UPSCALE).toBe(1.5);
    const doordash = KIT_DESTINATIONS.find((d) => d.file === 'doordash-16x9.jpg')!;
    expect(kitFrame(doordash, { width: 640, height: 480 })).toMatchObject({ width: 1400, height: 788 });
    const stories = KIT_DESTINATIONS.find((d) => d.file === 'stories-9x16.jpg')!;
    expect(kitFrame(stories, { width: 4000, height: 3000 })).toMatchObject({ width: 1080, height: 1920, safeTop: 250, safeBottom: 250 });
  });

  it('keeps a whole dish out of the bands a story interface covers', () => {
    const frame = { width: 1080, height: 1920, aspectRatio: '1:1' as const, safeTop: 250, safeBottom: 250 };
    for (const dish of [
      { width: 800, height: 600 },
      { width: 300, height: 900 },
    ]) {
      const place = placeDish(frame, dish, 'top-down');
      expect(place.top).toBeGreaterThanOrEqual(250);
      expect(place.top + place.height).toBeLessThanOrEqual(1920 - 250);
    }
  });

  it('makes nine JPEGs of the destinations’ shapes and sizes, each under its limit, sRGB with no metadata', async () => {
    const photo = await makeDishPhoto({ width: 1600, height: 1200 });
    const kit = await renderKit(photo, { platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' }, watermark: false }, KIT_DESTINATIONS, fakeSegmenter(CENTRED_DISH));
    expect(kit.mode).toBe('cutout');
    expect(kit.files.map((f) => f.file)).toEqual(KIT_DESTINATIONS.map((d) => d.file));
    for (const [i, file] of kit.files.entries()) {
      const destination = KIT_DESTINATIONS[i]!;
      const meta = await sharp(file.image).metadata();
      expect([file.file, meta.format, meta.width, meta.height]).toEqual([destination.file, 'jpeg', file.width, file.height]);
      expect(Math.abs(meta.width! / meta.height! - ratio(file.file)), file.file).toBeLessThan(0.01);
      expect(meta.width!, file.file).toBeGreaterThanOrEqual(destination.minWidth);
      expect(meta.width!, file.file).toBeLessThanOrEqual(destination.width);
      expect(file.image.length, file.file).toBeLessThanOrEqual(destination.maxBytes);
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc], file.file).toEqual([undefined, undefined, undefined, undefined]);
      expect(meta.space, file.file).toBe('srgb');
    }
  }, 120_000);
});
