import { describe, expect, it } from 'vitest';
import type { RgbImage } from './image.ts';
import { dropShadowedLip } from './lip.ts';

const W = 320;
const H = 260;
const CX = 160;
const CY = 130;
/** The rim's outer radius; the lip and its shadow reach 6 px beyond it. */
const R = 100;
const LIP = 6;

type Shade = (x: number, y: number, r: number) => [number, number, number] | null;

/** A cream plate on a light table, the dish region the rim plus `extra` px; `shade` paints over it. */
function scene(shade: Shade): { guide: RgbImage; solid: Uint8Array } {
  const data = Buffer.alloc(W * H * 3);
  const solid = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const r = Math.hypot(x + 0.5 - CX, y + 0.5 - CY);
      const p = y * W + x;
      const colour = shade(x, y, r) ?? (r <= R ? [235, 205, 120] : [205, 200, 195]);
      data.set(colour, p * 3);
      if (r <= R + LIP) solid[p] = 1;
    }
  }
  return { guide: { data, width: W, height: H }, solid };
}

/** The region's reach (px from the centre) along the ray at `angle` (radians from +x, y down). */
function reach(solid: Uint8Array, angle: number): number {
  let r = 0;
  for (let d = 0; d < 150; d += 0.5) {
    const x = Math.floor(CX + d * Math.cos(angle));
    const y = Math.floor(CY + d * Math.sin(angle));
    if (x < 0 || y < 0 || x >= W || y >= H || !solid[y * W + x]) break;
    r = d;
  }
  return r;
}

const ellipse = { cx: CX, cy: CY, a: R + LIP, b: R + LIP, theta: 0 };

describe('dropShadowedLip', () => {
  it('drops the dark crescent of a plate’s lip on the side away from the light, and keeps the rim', () => {
    // Lit from the top left: the lip shows, dark, round the bottom right only (a quarter of the plate).
    const { guide, solid } = scene((x, y, r) => (r > R && r <= R + LIP && x > CX && y > CY ? [80, 66, 40] : null));
    const dropped = dropShadowedLip(solid, guide, ellipse);
    expect(dropped).toBeGreaterThan(0);
    // Bottom right: the region now ends at the rim (±2 px), not at the dark lip's outer edge.
    expect(reach(solid, Math.PI / 4)).toBeLessThanOrEqual(R + 2);
    expect(reach(solid, Math.PI / 4)).toBeGreaterThanOrEqual(R - 3);
    // Top left, where the lip is not in shadow: untouched.
    expect(reach(solid, (5 * Math.PI) / 4)).toBeGreaterThanOrEqual(R + LIP - 1);
  });

  it('drops the crescent on to the frame’s edge where the photo cuts the plate', () => {
    // The photo ends 4 px before the plate's bottom: the crescent (bottom right) runs off it.
    const { guide, solid } = scene((x, y, r) => (r > R && r <= R + LIP && x > CX && y > CY ? [80, 66, 40] : null));
    const cutHeight = CY + R + LIP - 10;
    const cutGuide: RgbImage = { data: guide.data.subarray(0, W * cutHeight * 3), width: W, height: cutHeight };
    const cutSolid = solid.slice(0, W * cutHeight);
    expect(dropShadowedLip(cutSolid, cutGuide, ellipse)).toBeGreaterThan(0);
    // On the photo's last row, right of the plate's centre: nothing of the crescent is left.
    const row = cutHeight - 1;
    for (let x = CX; x < W; x += 1) {
      const r = Math.hypot(x + 0.5 - CX, row + 0.5 - CY);
      if (r > R + 1.5) expect(cutSolid[row * W + x], `x ${x}`).toBe(0);
    }
  });

  it('keeps a dark border line that runs all round the plate (a decoration, not a shadow)', () => {
    const { guide, solid } = scene((_x, _y, r) => (r > R && r <= R + LIP ? [90, 78, 46] : null));
    const before = solid.slice();
    expect(dropShadowedLip(solid, guide, ellipse)).toBe(0);
    expect(solid).toEqual(before);
  });

  it('keeps a border of another colour than the rim (a navy line), even where only part of it shows dark', () => {
    const { guide, solid } = scene((x, y, r) => (r > R && r <= R + LIP && x > CX && y > CY ? [30, 40, 90] : null));
    const before = solid.slice();
    expect(dropShadowedLip(solid, guide, ellipse)).toBe(0);
    expect(solid).toEqual(before);
  });

  it('keeps the dish whole when its rim is dark itself (a black plate: nothing to tell the lip from)', () => {
    const { guide, solid } = scene((x, y, r) => (r <= R + LIP ? (r > R && x > CX && y > CY ? [20, 20, 20] : [60, 60, 62]) : null));
    const before = solid.slice();
    expect(dropShadowedLip(solid, guide, ellipse)).toBe(0);
    expect(solid).toEqual(before);
  });
});
