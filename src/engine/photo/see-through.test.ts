import { describe, expect, it } from 'vitest';
import type { GrayImage, RgbImage } from './image.ts';
import { neutralSeeThrough, readSeeThrough, swapSeeThrough } from './see-through.ts';

// A photo 200×300: a white wall above row 140, a pinkish-brown wooden table below (the light falls
// off a little down the photo), and an upright item 60×180 at (70, 80) whose pixels `item` paints.
const W = 200;
const H = 300;
const BOX = { left: 70, top: 80, width: 60, height: 180 };
const WALL: [number, number, number] = [236, 236, 234];
const TABLE: [number, number, number] = [176, 112, 84];
const scene = (y: number): [number, number, number] => {
  const light = 1 - 0.15 * (y / H);
  const base = y < 140 ? WALL : TABLE;
  return [base[0] * light, base[1] * light, base[2] * light];
};
/** Deterministic noise in [−1, 1) (bubbles, grain). */
const noise = (x: number, y: number) => {
  const h = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return (h - Math.floor(h)) * 2 - 1;
};

function photoWith(item: (x: number, y: number, behind: [number, number, number]) => [number, number, number]) {
  const photo: RgbImage = { data: Buffer.alloc(W * H * 3), width: W, height: H };
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const behind = scene(y);
      const inItem = x >= BOX.left && x < BOX.left + BOX.width && y >= BOX.top && y < BOX.top + BOX.height;
      const rgb = inItem ? item(x, y, behind) : behind;
      for (let c = 0; c < 3; c += 1) photo.data[(y * W + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! + 3 * noise(x + c, y))));
    }
  }
  // The item's crop and its alpha, as the cut-out has them.
  const dish: RgbImage = { data: Buffer.alloc(BOX.width * BOX.height * 3), width: BOX.width, height: BOX.height };
  for (let y = 0; y < BOX.height; y += 1) photo.data.copy(dish.data, y * BOX.width * 3, ((y + BOX.top) * W + BOX.left) * 3, ((y + BOX.top) * W + BOX.left + BOX.width) * 3);
  const alpha: GrayImage = { data: Buffer.alloc(BOX.width * BOX.height, 255), width: BOX.width, height: BOX.height };
  return { photo, dish, alpha };
}

/** A clear drink: 40% of the scene behind shows through. */
const glass = (_x: number, _y: number, behind: [number, number, number]): [number, number, number] => [0.6 * 226 + 0.4 * behind[0], 0.6 * 228 + 0.4 * behind[1], 0.6 * 226 + 0.4 * behind[2]];

/** Mean R − B over the item's middle columns on rows [y0, y1) of an RGB crop. */
function warmth(img: RgbImage, y0: number, y1: number): number {
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = 20; x < 40; x += 1) {
      sum += img.data[(y * img.width + x) * 3]! - img.data[(y * img.width + x) * 3 + 2]!;
      count += 1;
    }
  }
  return sum / count;
}

describe('see-through: a clear glass shows the new backdrop, not the old table', () => {
  it('reads the share a clear glass lets through from how its middle follows the scene beside it', () => {
    const { photo, dish, alpha } = photoWith(glass);
    const seeThrough = readSeeThrough(photo, dish, alpha, BOX);
    expect(seeThrough).not.toBeNull();
    expect(seeThrough!.transmission).toBeGreaterThan(0.3);
    expect(seeThrough!.transmission).toBeLessThan(0.5);
  });

  it('swaps the old table seen through the glass for a dark backdrop: the drink is no longer pink', () => {
    const { photo, dish, alpha } = photoWith(glass);
    const seeThrough = readSeeThrough(photo, dish, alpha, BOX)!;
    const slate: RgbImage = { data: Buffer.alloc(400 * 400 * 3), width: 400, height: 400 };
    for (let i = 0; i < slate.data.length; i += 3) slate.data.set([42, 44, 48], i);
    const before = warmth(dish, 100, 170);
    // The glass set at the same size on the slate (the behind rows ungraded: the dish was not graded either).
    const out: RgbImage = { data: Buffer.from(dish.data), width: dish.width, height: dish.height };
    swapSeeThrough(out, alpha, { left: 170, top: 110 }, slate, seeThrough, seeThrough.behind, dish.height);
    // Over the table the drink read ~37 levels warmer in red than blue; through the slate it is neutral.
    expect(before).toBeGreaterThan(30);
    expect(Math.abs(warmth(out, 100, 170))).toBeLessThan(8);
    // Above the band (the rim, ice and garnish) nothing moves.
    expect(out.data.subarray(0, 20 * dish.width * 3).equals(dish.data.subarray(0, 20 * dish.width * 3))).toBe(true);
  });

  it('greys the old table out of the glass in a cut-out PNG, keeping its light and its opacity', () => {
    const { photo, dish, alpha } = photoWith(glass);
    const seeThrough = readSeeThrough(photo, dish, alpha, BOX)!;
    const png: RgbImage = { data: Buffer.from(dish.data), width: dish.width, height: dish.height };
    neutralSeeThrough(png, alpha, seeThrough, seeThrough.behind, dish.height);
    // Over the table rows the drink was ~37 levels warmer in red than blue; now it is neutral…
    expect(warmth(dish, 100, 170)).toBeGreaterThan(30);
    expect(Math.abs(warmth(png, 100, 170))).toBeLessThan(8);
    // …and as light as it was (no background of the art's comes through: it stays opaque).
    const meanLuma = (img: RgbImage) => {
      let sum = 0;
      for (let y = 100; y < 170; y += 1) for (let x = 20; x < 40; x += 1) sum += 0.2126 * img.data[(y * img.width + x) * 3]! + 0.7152 * img.data[(y * img.width + x) * 3 + 1]! + 0.0722 * img.data[(y * img.width + x) * 3 + 2]!;
      return sum / (70 * 20);
    };
    expect(Math.abs(meanLuma(png) - meanLuma(dish))).toBeLessThan(2);
  });

  it('leaves an opaque drink alone: its middle does not follow the scene beside it', () => {
    const { photo, dish, alpha } = photoWith((x, y) => [224 + 6 * noise(x, y), 150, 40]);
    expect(readSeeThrough(photo, dish, alpha, BOX)).toBeNull();
  });

  it('leaves an opaque item under a light falling off down the photo alone (its light follows the scene, not its colour)', () => {
    const { photo, dish, alpha } = photoWith((_x, y) => {
      const light = 1 - 0.5 * (y / H);
      return [235 * light, 232 * light, 228 * light];
    });
    expect(readSeeThrough(photo, dish, alpha, BOX)).toBeNull();
  });

  it('leaves a tall item whose sides are not straight alone (a stacked burger, a cake: no glass)', () => {
    const { photo, dish, alpha } = photoWith(glass);
    const wavy: GrayImage = { data: Buffer.alloc(alpha.data.length), width: alpha.width, height: alpha.height };
    for (let y = 0; y < alpha.height; y += 1) {
      const from = Math.round(6 + 5 * Math.sin(y / 9));
      const to = Math.round(54 - 5 * Math.sin(y / 7));
      wavy.data.fill(255, y * alpha.width + from, y * alpha.width + to);
    }
    expect(readSeeThrough(photo, dish, wavy, BOX)).toBeNull();
  });

  it('leaves a dish wider than tall alone', () => {
    const { photo, dish, alpha } = photoWith(glass);
    const wide: GrayImage = { data: Buffer.alloc(alpha.data.length), width: alpha.width, height: alpha.height };
    for (let y = 60; y < 100; y += 1) wide.data.fill(255, y * alpha.width, (y + 1) * alpha.width);
    expect(readSeeThrough(photo, dish, wide, BOX)).toBeNull();
  });
});
