import { describe, expect, it } from 'vitest';
import { enlargeSmooth, exposureLift, resizeWeights, linearGainLevels, turnClockwise, underExposureLevels, whiteGains, whiteLevel, withLevels, type RgbImage } from './image.ts';

describe('turnClockwise', () => {
  it('turns an image a quarter clockwise: its top row becomes its right column', () => {
    // 3×2 RGB: pixel values encode their position (10·row + column) in every channel.
    const values = [0, 1, 2, 10, 11, 12];
    const rgb = { data: Buffer.from(values.flatMap((v) => [v, v, v])), width: 3, height: 2 };
    const turned = turnClockwise(rgb, 3);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // Rows of the turned image, read left to right: the old bottom row runs down the left column.
    const pixel = (x: number, y: number) => turned.data[(y * turned.width + x) * 3]!;
    expect([0, 1, 2].map((y) => [pixel(0, y), pixel(1, y)])).toEqual([
      [10, 0],
      [11, 1],
      [12, 2],
    ]);
  });

  it('turns a one-channel mask the same way, and four turns give the image back', () => {
    const gray = { data: Buffer.from([1, 2, 3, 4, 5, 6]), width: 2, height: 3 };
    const once = turnClockwise(gray, 1);
    expect([once.width, once.height, [...once.data]]).toEqual([3, 2, [5, 3, 1, 6, 4, 2]]);
    let back = once;
    for (let k = 0; k < 3; k += 1) back = turnClockwise(back, 1);
    expect([back.width, back.height, [...back.data]]).toEqual([2, 3, [1, 2, 3, 4, 5, 6]]);
  });
});

describe('enlargeSmooth: a smooth field enlarged by bilinear interpolation', () => {
  it('keeps a flat field flat and follows a ramp between its pixel centres, each channel apart', () => {
    // 4×2 RGB: red a ramp across (0, 80, 160, 240), green flat, blue a ramp down (0 then 200).
    const data = Buffer.alloc(4 * 2 * 3);
    for (let y = 0; y < 2; y += 1) {
      for (let x = 0; x < 4; x += 1) data.set([x * 80, 100, y * 200], (y * 4 + x) * 3);
    }
    const out = enlargeSmooth({ data, width: 4, height: 2 }, 16, 8, 3);
    expect(out.length).toBe(16 * 8 * 3);
    const at = (x: number, y: number, c: number) => out[(y * 16 + x) * 3 + c]!;
    // Green is 100 everywhere.
    expect(new Set(Array.from({ length: 16 * 8 }, (_, i) => out[i * 3 + 1]))).toEqual(new Set([100]));
    // Red: pinned beyond the outer pixel centres, halfway between the first two centres at x = 3.5 → 40.
    expect([at(0, 0, 0), at(1, 0, 0), at(15, 0, 0)]).toEqual([0, 0, 240]);
    expect((at(3, 4, 0) + at(4, 4, 0)) / 2).toBeCloseTo(40, 0);
    // Rising left to right in every row, never past the ends.
    for (let x = 1; x < 16; x += 1) expect(at(x, 5, 0)).toBeGreaterThanOrEqual(at(x - 1, 5, 0));
    // Blue: the top rows are the first row's, the bottom rows the second's, the middle halfway.
    expect([at(7, 0, 2), at(7, 7, 2)]).toEqual([0, 200]);
    expect((at(7, 3, 2) + at(7, 4, 2)) / 2).toBeCloseTo(100, 0);
  });

  it('enlarges a one-channel mask to exactly the size asked, a non-integer factor too', () => {
    const mask = { data: Buffer.from([0, 255, 255, 0]), width: 2, height: 2 };
    const out = enlargeSmooth(mask, 5, 3, 1);
    expect(out.length).toBe(15);
    // Corners keep their own values; the centre column is the mean of its neighbours (127.5 → 128).
    expect([out[0], out[4], out[10], out[14]]).toEqual([0, 255, 255, 0]);
    expect(out[7]).toBe(128);
  });

  it('makes only the top-left crop when asked, the same pixels as the whole enlargement there', () => {
    const field = { data: Buffer.from(Array.from({ length: 12 }, (_, i) => i * 20)), width: 4, height: 3 };
    const whole = enlargeSmooth(field, 32, 24, 1);
    const crop = enlargeSmooth(field, 32, 24, 1, { width: 30, height: 20 });
    expect(crop.length).toBe(30 * 20);
    for (let y = 0; y < 20; y += 1) expect([...crop.subarray(y * 30, y * 30 + 30)]).toEqual([...whole.subarray(y * 32, y * 32 + 30)]);
  });
});

describe('resizeWeights: a soft mask at another size', () => {
  it('enlarges by bilinear interpolation and reduces by averaging, to exactly the size asked', async () => {
    // A 20×10 mask: its left half 255, its right half 0.
    const mask = { data: Buffer.from(Array.from({ length: 200 }, (_, i) => (i % 20 < 10 ? 255 : 0))), width: 20, height: 10 };
    const up = await resizeWeights(mask, 50, 25);
    expect([up.width, up.height, up.data.length]).toEqual([50, 25, 1250]);
    expect([...up.data]).toEqual([...enlargeSmooth(mask, 50, 25, 1)]);
    // The edge stays where it was (half way across), soft over the enlargement's pixels.
    const row = [...up.data.subarray(12 * 50, 13 * 50)];
    expect([row[0], row[20], row[29], row[49]]).toEqual([255, 255, 0, 0]);
    const down = await resizeWeights(mask, 10, 5);
    expect([down.width, down.height, down.data.length]).toEqual([10, 5, 50]);
    expect([down.data[0], down.data[9]]).toEqual([255, 0]);
    expect(await resizeWeights(mask, 20, 10)).toBe(mask);
  });
});

describe('whiteGains and whiteLevel: the light read from the photo’s white', () => {
  /** A photo: a white napkin (its brightest part) over a mid-brown table, all lit by `light`. */
  const photo = (light: [number, number, number], white = [236, 234, 230]): RgbImage => {
    const width = 200;
    const height = 150;
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const colour = x > 150 && y < 40 ? white : [150, 110, 70];
        data.set(
          colour.map((v, c) => Math.round(v * light[c]!)),
          (y * width + x) * 3,
        );
      }
    }
    return { data, width, height };
  };

  it('takes a warm lamp’s white back to grey and reads its level', () => {
    const lit = photo([1, 0.9, 0.68]);
    const gains = whiteGains(lit);
    const napkin = [236, 234 * 0.9, 230 * 0.68].map((v, c) => v * gains[c]!);
    expect(Math.max(...napkin) - Math.min(...napkin)).toBeLessThan(6);
    expect(whiteLevel(lit)).toBeGreaterThan(200);
    expect(whiteLevel(photo([0.5, 0.5, 0.5]))).toBeLessThan(125);
  });

  it('lifts a dim photo’s levels to read its white at the level asked, by at most 1.6, and leaves a bright one alone', () => {
    // The napkin at 234 as lit; a stop under (sRGB ×0.73) it reads ~171, two stops under ~125.
    expect(exposureLift(photo([1, 1, 1]), 200)).toBe(1);
    expect(exposureLift(photo([0.73, 0.73, 0.73]), 200)).toBeCloseTo(200 / (234 * 0.73), 1);
    expect(exposureLift(photo([0.5, 0.5, 0.5]), 225)).toBe(1.6);
  });

  it('leaves the colours alone when the brightest thing is no white (a yellow plate in the sun)', () => {
    expect(whiteGains(photo([1, 1, 1], [250, 200, 30]))).toEqual([1, 1, 1]);
  });
});

describe('underExposureLevels: a photo shot under read as if shot right', () => {
  const readAsShotRight = (img: RgbImage) => {
    const levels = underExposureLevels(img);
    return levels ? withLevels(img, levels) : img;
  };
  /** A 100×100 photo: a gradient of warm tones up to `top`, with a white napkin (2% of it) at `white`. */
  const scene = (top: number, white = 236): RgbImage => {
    const data = Buffer.alloc(100 * 100 * 3);
    for (let p = 0; p < 100 * 100; p += 1) {
      const v = p < 200 ? white : Math.round(((p % 100) / 99) * top);
      data.set([v, Math.round(v * 0.8), Math.round(v * 0.6)], p * 3);
    }
    return { data, width: 100, height: 100 };
  };
  /** The same photo `stops` stops under, as the camera would have recorded it (linear light scaled). */
  const under = (img: RgbImage, stops: number): RgbImage => ({
    ...img,
    data: withLevels(img, linearGainLevels(1 / 2 ** stops)).data,
  });
  const meanDifference = (a: RgbImage, b: RgbImage) => a.data.reduce((sum, v, i) => sum + Math.abs(v - b.data[i]!), 0) / a.data.length;

  it('leaves a well-exposed photo as it is, and one a little under', () => {
    for (const white of [254, 236, 190]) {
      const photo = scene(220, white);
      expect(readAsShotRight(photo), `white ${white}`).toBe(photo);
    }
  });

  it('reads a photo shot one or two stops under as the photo shot right', () => {
    const photo = scene(220);
    for (const stops of [1, 2]) {
      const dim = under(photo, stops);
      expect(meanDifference(dim, photo), `${stops} stops`).toBeGreaterThan(20);
      expect(meanDifference(readAsShotRight(dim), photo), `${stops} stops`).toBeLessThan(2);
    }
  });

  it('lifts by three stops at most, and never darkens', () => {
    const dark = under(scene(220), 5);
    const lifted = readAsShotRight(dark);
    expect(meanDifference(lifted, under(scene(220), 2))).toBeLessThan(2);
    const clipped = scene(255, 255);
    expect(readAsShotRight(clipped)).toBe(clipped);
  });
});
