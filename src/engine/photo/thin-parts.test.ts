import { describe, expect, it } from 'vitest';
import { bleedSides, inPlaceReason } from './enhance.ts';
import { analyseMatte } from './matte.ts';
import { openDisc, squaredDistanceTo } from './raster.ts';
import { dropThinParts } from './thin-parts.ts';

const W = 320;
const H = 240;

/** A 0/1 plate ellipse (centre and semi-axes in pixels). */
function plate(cx: number, cy: number, rx: number, ry: number): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) mask[y * W + x] = 1;
  return mask;
}

/** Draws a straight stick of the given width from (x0, y0) to (x1, y1) into the mask. */
function stick(mask: Uint8Array, x0: number, y0: number, x1: number, y1: number, width: number): void {
  const length = Math.hypot(x1 - x0, y1 - y0);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const t = ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / (length * length);
      if (t < 0 || t > 1) continue;
      const d = Math.abs((x - x0) * (y1 - y0) - (y - y0) * (x1 - x0)) / length;
      if (d <= width / 2) mask[y * W + x] = 1;
    }
  }
}

const count = (mask: Uint8Array) => mask.reduce((a, b) => a + b, 0);
const touchesBorder = (mask: Uint8Array) => {
  for (let x = 0; x < W; x += 1) if (mask[x] || mask[(H - 1) * W + x]) return true;
  for (let y = 0; y < H; y += 1) if (mask[y * W] || mask[y * W + W - 1]) return true;
  return false;
};

describe('distance transform and opening', () => {
  it('measures exact Euclidean distances and opens away what is narrower than the disc', () => {
    const target = new Uint8Array(W * H);
    target[10 * W + 20] = 1;
    const d = squaredDistanceTo(target, W, H);
    expect(d[14 * W + 23]).toBe(25);
    const mask = plate(160, 120, 60, 50);
    stick(mask, 220, 120, 319, 120, 5);
    const opened = openDisc(mask, W, H, 6);
    expect(opened[120 * W + 300]).toBe(0);
    expect(opened[120 * W + 160]).toBe(1);
    // A round plate much wider than the disc is kept whole.
    expect(count(opened)).toBeGreaterThan(count(plate(160, 120, 60, 50)) * 0.99);
  });
});

describe('dropThinParts', () => {
  it('removes a chopstick crossing the frame border and keeps the plate whole', () => {
    const dish = plate(150, 125, 80, 70);
    const mask = dish.slice();
    stick(mask, 90, 110, 319, 20, 6);
    expect(touchesBorder(mask)).toBe(true);
    expect(dropThinParts(mask, W, H)).toBeGreaterThan(0);
    expect(touchesBorder(mask)).toBe(false);
    // The chopstick's part over the plate belongs to the plate's region; everything outside it is gone.
    let outside = 0;
    for (let i = 0; i < mask.length; i += 1) if (mask[i] && !dish[i]) outside += 1;
    expect(outside).toBeLessThan(count(dish) * 0.005);
    expect(count(mask)).toBeGreaterThan(count(dish) * 0.99);
  });

  it('keeps a short stem and a second bowl, and drops a fork lying alone', () => {
    const mask = plate(110, 120, 70, 65);
    stick(mask, 175, 120, 190, 120, 6); // a stem: out by about one opening radius
    const bowl = plate(250, 120, 40, 38);
    for (let i = 0; i < mask.length; i += 1) mask[i] = mask[i]! | bowl[i]!;
    stick(mask, 20, 225, 200, 232, 5); // a fork on the table
    dropThinParts(mask, W, H);
    expect(mask[120 * W + 185]).toBe(1);
    expect(mask[120 * W + 250]).toBe(1);
    expect(mask[229 * W + 100]).toBe(0);
  });

  it('lets a plate with a chopstick over the frame border be cut out (the old mask touched the edge)', () => {
    const mask = plate(150, 125, 80, 70);
    stick(mask, 60, 60, 319, 0, 7);
    const analysis = analyseMatte({ data: Buffer.from(mask.map((v) => v * 255)), width: W, height: H });
    expect(analysis.touchesEdge).toBe(false);
    expect(inPlaceReason(analysis)).toBeNull();
  });
});

describe('bleedSides: where a dish the photo cut may run off the frame', () => {
  const analysis = (edgeShares: { top: number; right: number; bottom: number; left: number }, box = { left: 100, top: 60, width: 400, height: 300 }) => ({
    edgeShares,
    box,
    width: 640,
    height: 480,
    coverage: 0.4,
    vessel: true,
  });

  it('runs off one side, a corner, or two opposite sides', () => {
    expect(bleedSides(analysis({ top: 0, right: 0, bottom: 0.2, left: 0 }), 'top-down')).toEqual(['bottom']);
    expect(bleedSides(analysis({ top: 0, right: 0.15, bottom: 0.2, left: 0 }), 'top-down')).toEqual(['right', 'bottom']);
    expect(bleedSides(analysis({ top: 0.3, right: 0, bottom: 0.35, left: 0 }), 'top-down')).toEqual(['top', 'bottom']);
  });

  it('keeps the photo’s own scene when the dish is cut on three sides, deeply, at the top seen at eye level (the wall), or has no plate', () => {
    expect(bleedSides(analysis({ top: 0.1, right: 0.2, bottom: 0.2, left: 0 }), 'top-down')).toBeNull();
    expect(bleedSides(analysis({ top: 0, right: 0, bottom: 0.6, left: 0 }), 'top-down')).toBeNull();
    expect(bleedSides(analysis({ top: 0.2, right: 0, bottom: 0, left: 0 }), 'eye-level')).toBeNull();
    // At 45° the far rim running off the top is an ordinary close crop.
    expect(bleedSides(analysis({ top: 0.2, right: 0, bottom: 0, left: 0 }), 'three-quarter')).toEqual(['top']);
    expect(bleedSides({ ...analysis({ top: 0, right: 0, bottom: 0.2, left: 0 }), vessel: false }, 'top-down')).toBeNull();
  });

  it('keeps the photo’s own scene when the rim drawn round the dish is food heaped to its edge, not a plain rim', () => {
    const cut = analysis({ top: 0, right: 0, bottom: 0.2, left: 0 });
    // Spaghetti as the page uploads it: a rim drawn round a pile of noodles in a basin the photo cut.
    expect(bleedSides({ ...cut, completedRimTexture: 5.7 }, 'top-down')).toBeNull();
    // A bowl whose plain rim was drawn where the model lost it, and one the model kept whole.
    expect(bleedSides({ ...cut, completedRimTexture: 1.5 }, 'top-down')).toEqual(['bottom']);
    expect(bleedSides({ ...cut, completedRimTexture: null }, 'top-down')).toEqual(['bottom']);
  });
});
