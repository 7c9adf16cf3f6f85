import { describe, expect, it } from 'vitest';
import { extendToFrame, plainBorders } from './extend.ts';
import type { GrayImage, RgbImage } from './image.ts';

/** A deterministic hash → 0..1 per pixel (the table's speckles). */
function speckle(x: number, y: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * A portrait photo of a round plate the photo cut on its left and right (a white plate with a dark
 * rim line and brown food in its middle, on a speckled grey counter), and the dish's mask.
 */
function platePhoto(width: number, height: number): { photo: RgbImage; mask: GrayImage; ellipse: { cx: number; cy: number; a: number; b: number } } {
  const ellipse = { cx: width / 2, cy: height / 2, a: width * 0.58, b: height * 0.36 };
  const data = Buffer.alloc(width * height * 3);
  const mask = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const rho = Math.hypot((x + 0.5 - ellipse.cx) / ellipse.a, (y + 0.5 - ellipse.cy) / ellipse.b);
      const i = (y * width + x) * 3;
      let rgb: [number, number, number];
      if (rho <= 1) {
        mask[y * width + x] = 255;
        rgb = rho > 0.96 ? [40, 40, 45] : rho < 0.6 ? [120, 70, 40] : [232, 230, 226];
      } else {
        const v = 128 + (speckle(x, y) > 0.9 ? -50 : Math.round((speckle(y, x) - 0.5) * 12));
        rgb = [v, v - 2, v - 4];
      }
      data[i] = rgb[0];
      data[i + 1] = rgb[1];
      data[i + 2] = rgb[2];
    }
  }
  return { photo: { data, width, height }, mask: { data: mask, width, height }, ellipse };
}

/** Mean absolute luma difference between horizontal neighbours over a region of an RGB image: its fine texture. */
function texture(image: RgbImage, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0 + 1; x < x1; x += 1) {
      const i = (y * image.width + x) * 3;
      sum += Math.abs(image.data[i + 1]! - image.data[i - 2]!);
      count += 1;
    }
  }
  return sum / count;
}

describe('extending a photo kept in place to a wider frame', () => {
  const width = 300;
  const height = 400;
  const frame = { width: 534, height: 400 };
  const left = 117;

  it('keeps every pixel of the photo, the dish included', async () => {
    const { photo, mask } = platePhoto(width, height);
    const out = await extendToFrame(photo, frame, left, 0, mask);
    expect(out.width).toBe(frame.width);
    expect(out.height).toBe(frame.height);
    for (let y = 0; y < height; y += 1) {
      const row = out.data.subarray((y * frame.width + left) * 3, (y * frame.width + left + width) * 3);
      expect(Buffer.compare(row, photo.data.subarray(y * width * 3, (y + 1) * width * 3))).toBe(0);
    }
  });

  it('draws on a plate the photo cut, with its rim, and the table beyond it', async () => {
    const { photo, mask, ellipse } = platePhoto(width, height);
    const out = await extendToFrame(photo, frame, left, 0, mask);
    const at = (x: number, y: number) => out.data[(y * frame.width + x) * 3 + 1]!;
    // Beyond the photo's right side on the plate's middle row: the plate continues (white), then its
    // dark rim, then the counter — not the counter straight away, nor a smear of the plate to the frame's edge.
    const rimX = Math.round(left + ellipse.cx + ellipse.a);
    const midY = Math.round(ellipse.cy);
    expect(at(left + width + 8, midY)).toBeGreaterThan(200);
    expect(Math.min(at(rimX - 3, midY), at(rimX - 4, midY), at(rimX - 5, midY))).toBeLessThan(90);
    for (let x = rimX + 6; x < frame.width; x += 1) expect(at(x, midY)).toBeLessThan(160);
    // Above and below the plate, beside the photo: the counter.
    expect(Math.abs(at(left + width + 20, 20) - 128)).toBeLessThan(25);
    expect(Math.abs(at(left - 20, height - 20) - 128)).toBeLessThan(25);
  });

  it('continues the table with the photo\'s grain, not a flat blurred band', async () => {
    const { photo, mask } = platePhoto(width, height);
    const out = await extendToFrame(photo, frame, left, 0, mask);
    const inPhoto = texture(photo, 0, 0, width, 40);
    // The far part of each side band, above the plate's cap (rows where the counter runs alongside):
    // pixel grain like the photo's (a blurred band measures ~0.2 here, the counter ~12 with its speckles).
    expect(texture(out, 0, 0, 60, 40)).toBeGreaterThan(inPhoto * 0.25);
    expect(texture(out, frame.width - 60, 0, frame.width, 40)).toBeGreaterThan(inPhoto * 0.25);
  });

  it("carries the counter's own speckles on into the bands, not just noise", async () => {
    const { photo, mask } = platePhoto(width, height);
    const out = await extendToFrame(photo, frame, left, 0, mask);
    /** Share of a region's pixels darker than the counter by more than its fine grain: its dark speckles. */
    const specks = (image: RgbImage, x0: number, y0: number, x1: number, y1: number) => {
      let dark = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) if (image.data[(y * image.width + x) * 3 + 1]! < 100) dark += 1;
      return dark / ((x1 - x0) * (y1 - y0));
    };
    const inPhoto = specks(photo, 0, 0, width, 40);
    expect(inPhoto).toBeGreaterThan(0.05);
    expect(specks(out, 0, 0, 60, 40)).toBeGreaterThan(inPhoto * 0.3);
    expect(specks(out, frame.width - 60, 0, frame.width, 40)).toBeGreaterThan(inPhoto * 0.3);
  });

  it('leaves no ghost of a plate the matte missed near the edge', async () => {
    // A light table with a dark-blue plate rim 20 px from the left edge, the mask holding only the
    // food in the middle (the rim is not in it).
    const w = 300;
    const h = 400;
    const data = Buffer.alloc(w * h * 3, 225);
    const mask = Buffer.alloc(w * h);
    for (let y = 40; y < 360; y += 1) {
      for (let x = 20; x < 36; x += 1) {
        const i = (y * w + x) * 3;
        data[i] = 30;
        data[i + 1] = 50;
        data[i + 2] = 140;
      }
      for (let x = 100; x < 200; x += 1) mask[y * w + x] = 255;
    }
    const out = await extendToFrame({ data, width: w, height: h }, { width: 400, height: 400 }, 50, 0, { data: mask, width: w, height: h });
    // The pad beyond the few mirrored pixels next to the seam: the table's light colour, no blue band.
    let darkest = 255;
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < 30; x += 1) {
        const i = (y * 400 + x) * 3;
        darkest = Math.min(darkest, out.data[i]!, out.data[i + 1]!);
      }
    }
    expect(darkest).toBeGreaterThan(170);
  });

  it('does not mirror a dish a few pixels from the edge into a loose fragment beyond the seam', async () => {
    // A platter's dark-blue rim 4 px inside the left edge (in the mask), light table between it and the edge.
    const w = 300;
    const h = 400;
    const data = Buffer.alloc(w * h * 3, 225);
    const mask = Buffer.alloc(w * h);
    for (let y = 40; y < 360; y += 1) {
      for (let x = 4; x < 200; x += 1) {
        mask[y * w + x] = 255;
        if (x >= 14) continue;
        const i = (y * w + x) * 3;
        data[i] = 30;
        data[i + 1] = 50;
        data[i + 2] = 140;
      }
    }
    const out = await extendToFrame({ data, width: w, height: h }, { width: 400, height: 400 }, 50, 0, { data: mask, width: w, height: h });
    // Just beyond the seam (where the photo is mirrored) the table's colour, no blue.
    let darkest = 255;
    for (let y = 60; y < 340; y += 1) {
      for (let x = 38; x < 50; x += 1) darkest = Math.min(darkest, out.data[(y * 400 + x) * 3]!);
    }
    expect(darkest).toBeGreaterThan(170);
    // The photo itself is untouched: its rim is still there.
    expect(out.data[(200 * 400 + 50 + 6) * 3]).toBe(30);
  });

  it('returns the photo itself when it already fills the frame', async () => {
    const { photo, mask } = platePhoto(width, height);
    const out = await extendToFrame(photo, { width, height }, 0, 0, mask);
    expect(Buffer.compare(out.data, photo.data)).toBe(0);
  });
});

describe('whether a photo kept in place has a plain border to continue', () => {
  // A dish in the middle (its mask) on a woven tablecloth (its threads: every pixel ±20 levels).
  const width = 320;
  const height = 240;
  const dish = new Uint8Array(width * height);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const inDish = Math.hypot((x - 160) / 90, (y - 120) / 80) <= 1;
      dish[p] = inDish ? 1 : 0;
      const v = inDish ? 230 : 150 + Math.round((speckle(x, y) - 0.5) * 40);
      data[p * 3] = v;
      data[p * 3 + 1] = v;
      data[p * 3 + 2] = v;
    }
  }

  it('reads the wall as plain and the cloth as not', () => {
    expect(plainBorders({ data, width, height }, dish)).toEqual({ horizontal: false, vertical: false });
    // A smooth wall (shading from 200 to 170) in the photo's left and right fifths: those borders are plain.
    const wallSides = Buffer.from(data);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) if ((x < 64 || x >= 256) && !dish[y * width + x]) wallSides.fill(200 - Math.round((30 * y) / height), (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
    expect(plainBorders({ data: wallSides, width, height }, dish)).toEqual({ horizontal: true, vertical: false });
  });

  it('finds no plain border where the dish covers it', () => {
    const wall = Buffer.alloc(width * height * 3, 190);
    expect(plainBorders({ data: wall, width, height }, new Uint8Array(width * height))).toEqual({ horizontal: true, vertical: true });
    expect(plainBorders({ data: wall, width, height }, new Uint8Array(width * height).fill(1))).toEqual({ horizontal: false, vertical: false });
  });
});
