import { describe, expect, it } from 'vitest';
import { boxMean, connectedComponents, fillHoles, morph } from './raster.ts';

describe('raster helpers', () => {
  it('box mean equals a brute-force window mean, borders included', () => {
    const w = 13;
    const h = 9;
    const src = Float32Array.from({ length: w * h }, (_, i) => ((i * 37) % 17) / 17);
    const r = 2;
    const fast = boxMean(src, w, h, r);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let sum = 0;
        let count = 0;
        for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy += 1) {
          for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx += 1) {
            sum += src[yy * w + xx]!;
            count += 1;
          }
        }
        expect(fast[y * w + x]).toBeCloseTo(sum / count, 5);
      }
    }
  });

  it('labels 8-connected components, fills enclosed holes and dilates/erodes', () => {
    // A ring with a hole, plus a diagonal pair, on a 7×7 grid.
    const grid = ['#####..', '#...#..', '#...#..', '#####..', '......#', '.....#.', '.......'];
    const w = 7;
    const h = grid.length;
    const mask = Uint8Array.from(grid.join(''), (c) => (c === '#' ? 1 : 0));
    const { areas } = connectedComponents(mask, w, h);
    expect(areas.slice(1).sort((a, b) => b - a)).toEqual([14, 2]);
    const filled = fillHoles(mask, w, h);
    expect(filled[1 * w + 2]).toBe(1);
    expect(filled[6 * w + 0]).toBe(0);
    // Erosion ignores the frame border (a dish cut by the frame keeps its cut side): 3 rows × 4 columns.
    expect(morph(filled, w, h, -1).reduce((a, b) => a + b, 0)).toBe(12);
    expect(morph(mask, w, h, 1)[2 * w + 5]).toBe(1);
  });
});
