import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_SIDE, WORKING_MAX_SIDE } from '../../shared/constants.ts';
import { PRODUCT_MAX_SIDE } from '../art/product.ts';
import { decodePhoto, PhotoDecodeError } from './decode.ts';
import { IFOOD_FRAME, SQUARE_FRAME } from './photo.constants.ts';
import { makeDishPhoto } from '../../../tests/fixtures/synthetic-dish.ts';

describe('decodePhoto', () => {
  it('orients by EXIF and converts an embedded profile like libvips does, at working size', async () => {
    const p3 = await sharp(await makeDishPhoto({ width: 1600, height: 1200 }))
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const decoded = await decodePhoto(p3, 800);
    expect([decoded.inputWidth, decoded.inputHeight]).toEqual([1200, 1600]);
    expect([decoded.working.width, decoded.working.height]).toEqual([600, 800]);
    const reference = await sharp(p3).rotate().resize(600, 800, { fit: 'fill' }).toColourspace('srgb').raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < reference.length; i += 1) diff += Math.abs(reference[i]! - decoded.working.data[i]!);
    expect(diff / reference.length).toBeLessThan(1.5);
  });

  it('flattens transparency onto white and never enlarges', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const decoded = await decodePhoto(png);
    expect([decoded.working.width, decoded.working.height, decoded.format]).toEqual([40, 30, 'png']);
    expect([...decoded.working.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('names the problem of an unreadable input', async () => {
    await expect(decodePhoto(Buffer.from('GIF89a'))).rejects.toBeInstanceOf(PhotoDecodeError);
    await expect(decodePhoto(Buffer.alloc(0))).rejects.toThrow(/empty/);
  });

  describe('the browser downsizes uploads to UPLOAD_MAX_SIDE', () => {
    it('is the working side, and no image made from a photo is larger', () => {
      const outputSides = [IFOOD_FRAME.width, IFOOD_FRAME.height, SQUARE_FRAME.width, SQUARE_FRAME.height, PRODUCT_MAX_SIDE];
      expect(UPLOAD_MAX_SIDE).toBe(Math.max(WORKING_MAX_SIDE, ...outputSides));
    });

    it('a photo downsized to it decodes to the same working image as the full-size photo', async () => {
      // A 12 MP phone photo's size (drawn at a quarter of it and enlarged: drawing 12 MP takes seconds).
      const full = await sharp(await makeDishPhoto({ width: 2000, height: 1500 })).resize(4000, 3000).jpeg({ quality: 92 }).toBuffer();
      const downsized = await sharp(full).resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer();
      const [a, b] = await Promise.all([decodePhoto(full), decodePhoto(downsized)]);
      expect([b.working.width, b.working.height]).toEqual([a.working.width, a.working.height]);
      let diff = 0;
      for (let i = 0; i < a.working.data.length; i += 1) diff += Math.abs(a.working.data[i]! - b.working.data[i]!);
      // About one level in 255 on average: resampling and JPEG rounding, nothing visible.
      expect(diff / a.working.data.length).toBeLessThan(2);
      expect(downsized.length).toBeLessThan(full.length / 3);
    });
  });
});
