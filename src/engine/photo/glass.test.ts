import { describe, expect, it } from 'vitest';
import { completeGlassWalls, holdToWalls } from './glass.ts';
import type { GrayImage } from './image.ts';

const W = 200;
const H = 260;

/** A tumbler 80 px wide at its rim (y 40) tapering to 68 px at its foot (y 230), centred at x 100. */
function inGlass(x: number, y: number): boolean {
  if (y < 40 || y > 230) return false;
  const half = 40 - ((y - 40) / 190) * 6;
  return Math.abs(x + 0.5 - 100) <= half;
}

/** The model's output: sure of the glass except its top-left corner over a bright wall, which it half saw (`corner`). */
function scene(corner: number) {
  const probability = new Uint8Array(W * H);
  const solid = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      if (!inGlass(x, y)) continue;
      // The corner lost on a diagonal: from the rim’s middle to 24 px down the left wall.
      const lost = x < 100 && y - 40 < 24 - (x - 60) * 0.6;
      probability[y * W + x] = lost ? corner : 250;
      solid[y * W + x] = lost ? 0 : 1;
    }
  }
  return { probability, solid };
}

const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('completeGlassWalls', () => {
  it('carries a glass’s wall the model half saw up to the rim the other wall reaches', () => {
    const { probability, solid } = scene(90);
    const lost = [...probability.keys()].filter((p) => probability[p] === 90);
    expect(lost.length).toBeGreaterThan(200);
    expect(completeGlassWalls(solid, probability, W, H)).toBeGreaterThan(0);
    // The whole corner is the glass again, and nothing outside the glass was taken.
    expect(lost.every((p) => solid[p] === 1)).toBe(true);
    let outside = 0;
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (!inGlass(x, y)) outside += solid[y * W + x]!;
    expect(outside).toBe(0);
  });

  it('leaves the corner out where the model did not see the glass at all', () => {
    const { probability, solid } = scene(10);
    const before = count(solid);
    completeGlassWalls(solid, probability, W, H);
    expect(count(solid)).toBe(before);
  });

  it('leaves a plate, and a tall item with no straight walls, alone', () => {
    // A plate seen from above: wider than tall.
    const plate = new Uint8Array(W * H);
    const plateProbability = new Uint8Array(W * H).fill(90);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (((x - 100) / 90) ** 2 + ((y - 130) / 60) ** 2 <= 1 && !(x < 60 && y < 110)) plate[y * W + x] = 1;
    const plateBefore = count(plate);
    expect(completeGlassWalls(plate, plateProbability, W, H)).toBe(0);
    expect(count(plate)).toBe(plateBefore);
    // A stack of round buns: tall, but its sides bulge in and out.
    const stack = new Uint8Array(W * H);
    for (let y = 30; y < 240; y += 1) {
      const half = 30 + 12 * Math.abs(Math.sin(((y - 30) / 70) * Math.PI));
      for (let x = 0; x < W; x += 1) if (Math.abs(x + 0.5 - 100) <= half && !(x < 90 && y < 60)) stack[y * W + x] = 1;
    }
    const stackBefore = count(stack);
    expect(completeGlassWalls(stack, plateProbability, W, H)).toBe(0);
    expect(count(stack)).toBe(stackBefore);
  });
});

describe('holdToWalls: a glass\'s straight walls without the matte\'s spikes', () => {
  /** The tumbler's alpha (inGlass), with `extra` painting over it (255 adds, 0 takes away). */
  function tumbler(extra?: (x: number, y: number) => number | undefined): GrayImage {
    const alpha: GrayImage = { data: Buffer.alloc(W * H), width: W, height: H };
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const v = extra?.(x, y) ?? (inGlass(x, y) ? 255 : 0);
        alpha.data[y * W + x] = v;
      }
    }
    return alpha;
  }
  const rightEdge = (y: number) => 100 + 40 - ((y - 40) / 190) * 6;

  it('cuts the droplets standing out of a wall, and leaves a notch in it as the photo has it', () => {
    const alpha = tumbler((x, y) => {
      // Droplets: 5-pixel spikes out of the right wall every 15 rows; a 6-row notch 4 pixels deep in the left one.
      if (y % 15 === 0 && y > 60 && y < 220 && x > rightEdge(y) && x < rightEdge(y) + 5) return 255;
      if (y >= 120 && y < 126 && inGlass(x, y) && x < 100 - 38 + 4) return 0;
      return undefined;
    });
    const before = Buffer.from(alpha.data);
    expect(holdToWalls(alpha)).toBe(true);
    for (let y = 80; y < 200; y += 1) {
      // Over the middle of its height (below the rim, above the foot) nothing is left beyond the right
      // wall's line but the soft edge's reach (two pixels)…
      for (let x = Math.ceil(rightEdge(y)) + 3; x < W; x += 1) expect(alpha.data[y * W + x]).toBe(0);
    }
    // …and the notch is not filled (its pixels are the photo's background: filled, they showed as a light sliver).
    for (let y = 120; y < 126; y += 1) expect(alpha.data[y * W + 63]).toBe(before[y * W + 63]);
  });

  it('leaves a rounded foot curving in off its walls alone (no wedge filled beside it)', () => {
    // The foot's last 30 rows curve in by up to 10 pixels a side.
    const alpha = tumbler((x, y) => {
      if (!inGlass(x, y) || y < 200) return undefined;
      const inset = ((y - 200) / 30) ** 2 * 10;
      return Math.abs(x + 0.5 - 100) <= 40 - ((y - 40) / 190) * 6 - inset ? 255 : 0;
    });
    const before = Buffer.from(alpha.data);
    holdToWalls(alpha);
    // The corner beside the curve stays empty.
    for (let y = 215; y < 231; y += 1) expect(alpha.data[y * W + 64]).toBe(before[y * W + 64]);
  });

  it('leaves a rim flaring out off its walls, and a soft edge on its line, as they are', () => {
    // The top 60 rows widen by up to 8 pixels a side; the walls' edge pixels are half opaque.
    const alpha = tumbler((x, y) => {
      if (y < 40 || y > 230) return undefined;
      const flare = y < 100 ? ((100 - y) / 60) ** 2 * 8 : 0;
      const d = 40 - ((y - 40) / 190) * 6 + flare - Math.abs(x + 0.5 - 100);
      return d >= 1 ? 255 : d >= 0 ? 128 : 0;
    });
    const before = Buffer.from(alpha.data);
    holdToWalls(alpha);
    expect(alpha.data.equals(before)).toBe(true);
  });

  it('holds nothing when a handle stands out of a wall (a mug: it is part of it)', () => {
    const alpha = tumbler((x, y) => (y > 110 && y < 130 && x > rightEdge(y) && x < rightEdge(y) + 24 ? 255 : undefined));
    const before = Buffer.from(alpha.data);
    expect(holdToWalls(alpha)).toBe(false);
    expect(alpha.data.equals(before)).toBe(true);
  });

  it('holds nothing on a dish wider than tall', () => {
    const alpha: GrayImage = { data: Buffer.alloc(W * H), width: W, height: H };
    for (let y = 100; y < 160; y += 1) alpha.data.fill(255, y * W + 20, y * W + 180);
    expect(holdToWalls(alpha)).toBe(false);
  });
});
