import { describe, expect, it } from 'vitest';
import { boxMean, connectedComponents, fillHoles, labelBoxes, maskFrom, morph, openDisc, splitAtNecks, squaredDistanceTo } from './raster.ts';

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

/** The labelling by a plain 8-connected flood fill, in the raster order of each component's first pixel. */
function floodLabels(mask: Uint8Array, w: number, h: number): Int32Array {
  const labels = new Int32Array(mask.length);
  let next = 1;
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || labels[start]) continue;
    const stack = [start];
    labels[start] = next;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          const q = ny * w + nx;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && mask[q] && !labels[q]) {
            labels[q] = next;
            stack.push(q);
          }
        }
      }
    }
    next += 1;
  }
  return labels;
}

/** Random 0/1 masks of the given sizes and densities, the same on every run. */
function randomMasks(seed: number, sizes: readonly (readonly [number, number, number])[]): { mask: Uint8Array; w: number; h: number; rand: () => number }[] {
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return sizes.map(([w, h, density]) => ({ mask: Uint8Array.from({ length: w * h }, () => (rand() < density ? 1 : 0)), w, h, rand }));
}

describe('connectedComponents', () => {
  it('labels random masks exactly as a flood fill does: same ids, same order, same areas', () => {
    for (const { mask, w, h } of randomMasks(7, [
      [1, 1, 1],
      [17, 1, 0.5],
      [1, 23, 0.5],
      [40, 30, 0.35],
      [64, 48, 0.55],
      [33, 57, 0.6],
    ])) {
      const { labels, areas } = connectedComponents(mask, w, h);
      const expected = floodLabels(mask, w, h);
      expect(Array.from(labels)).toEqual(Array.from(expected));
      const counted = [0];
      for (const l of expected) if (l) counted[l] = (counted[l] ?? 0) + 1;
      expect(areas).toEqual(Array.from(counted, (c) => c ?? 0));
    }
  });

  it('joins a U whose arms only meet at the bottom, and two runs touching only at a corner', () => {
    const grid = ['#...#.', '#...#.', '#####.', '.....#'];
    const mask = Uint8Array.from(grid.join(''), (c) => (c === '#' ? 1 : 0));
    const { labels, areas } = connectedComponents(mask, 6, 4);
    expect(areas).toEqual([0, 10]);
    expect(labels[0]).toBe(1);
    expect(labels[3 * 6 + 5]).toBe(1);
  });
});

describe('labelBoxes', () => {
  it('gives each component of random masks the box of its own pixels', () => {
    for (const { mask, w, h } of randomMasks(5, [
      [1, 1, 1],
      [19, 3, 0.5],
      [40, 30, 0.4],
      [33, 57, 0.6],
    ])) {
      const { labels, areas } = connectedComponents(mask, w, h);
      const boxes = labelBoxes(labels, areas.length, w);
      expect(boxes[0]).toBeNull();
      for (let id = 1; id < areas.length; id += 1) {
        const xs: number[] = [];
        const ys: number[] = [];
        labels.forEach((l, p) => {
          if (l !== id) return;
          xs.push(p % w);
          ys.push(Math.floor(p / w));
        });
        const left = Math.min(...xs);
        const top = Math.min(...ys);
        expect(boxes[id]).toEqual({ left, top, width: Math.max(...xs) - left + 1, height: Math.max(...ys) - top + 1 });
      }
    }
  });
});

describe('squaredDistanceTo', () => {
  it('equals the brute-force squared distance to the nearest set pixel, Infinity when none is set', () => {
    for (const { mask: target, w, h, rand } of randomMasks(11, [
      [29, 17, 0.02],
      [16, 40, 0.1],
      [1, 9, 0.3],
      [9, 1, 0.3],
    ])) {
      target[Math.floor(rand() * w * h)] = 1;
      const d = squaredDistanceTo(target, w, h);
      for (let p = 0; p < w * h; p += 1) {
        let best = Infinity;
        for (let q = 0; q < w * h; q += 1) {
          if (target[q]) best = Math.min(best, ((p % w) - (q % w)) ** 2 + (Math.floor(p / w) - Math.floor(q / w)) ** 2);
        }
        expect(d[p]).toBe(best);
      }
    }
    expect(squaredDistanceTo(new Uint8Array(12), 4, 3).every((v) => v === Infinity)).toBe(true);
  });
});

describe('openDisc', () => {
  /** The opening computed over the whole frame, as the definition reads. */
  function openedWhole(mask: Uint8Array, w: number, h: number, radius: number): Uint8Array {
    const toUnset = squaredDistanceTo(Uint8Array.from(mask, (v) => (v ? 0 : 1)), w, h);
    const eroded = Uint8Array.from(mask, (v, i) => (v && toUnset[i]! > radius * radius ? 1 : 0));
    const toEroded = squaredDistanceTo(eroded, w, h);
    return Uint8Array.from(mask, (v, i) => (v && toEroded[i]! <= radius * radius ? 1 : 0));
  }

  it('opens a blob away from the border, one touching it and an empty mask exactly as over the whole frame', () => {
    const w = 90;
    const h = 70;
    const blob = (cx: number, cy: number, r: number, stick: boolean) =>
      Uint8Array.from({ length: w * h }, (_, p) => {
        const x = p % w;
        const y = Math.floor(p / w);
        return (x - cx) ** 2 + ((y - cy) * 1.3) ** 2 <= r * r || (stick && Math.abs(y - cy) <= 1 && x > cx && x < cx + r * 2) ? 1 : 0;
      });
    for (const [mask, radius] of [
      [blob(40, 35, 14, true), 3],
      [blob(8, 60, 16, true), 4.6],
      [blob(45, 35, 60, false), 5],
      [new Uint8Array(w * h), 3],
      // A bar narrower than the disc, its box all mask: opened away entirely.
      [Uint8Array.from({ length: w * h }, (_, p) => (p % w >= 30 && p % w < 40 && p >= 10 * w && p < 50 * w ? 1 : 0)), 6],
    ] as const) {
      expect(Array.from(openDisc(mask, w, h, radius))).toEqual(Array.from(openedWhole(mask, w, h, radius)));
    }
    // The stick, narrower than the disc, is opened away; the blob stays.
    const opened = openDisc(blob(40, 35, 14, true), w, h, 3);
    expect(opened[35 * w + 66]).toBe(0);
    expect(opened[35 * w + 40]).toBe(1);
  });
});

describe('splitAtNecks', () => {
  it('tells apart two bodies joined by a neck and keeps a thin stem with its body', () => {
    const w = 60;
    const h = 30;
    const mask = new Uint8Array(w * h);
    const set = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) mask[y * w + x] = 1;
    };
    set(2, 5, 22, 25); // body A
    set(38, 5, 58, 25); // body B
    set(22, 13, 38, 16); // a 3-pixel neck between them
    set(10, 25, 12, 30); // a thin stem under A, reaching the frame
    const { labels, areas } = splitAtNecks(mask, w, h, 4);
    const a = labels[15 * w + 10]!;
    const b = labels[15 * w + 48]!;
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(a).not.toBe(b);
    // Every pixel of the mask has a part; the stem belongs to A, the neck is shared at its middle.
    for (let i = 0; i < mask.length; i += 1) expect(labels[i]! > 0).toBe(mask[i] === 1);
    expect(labels[28 * w + 11]).toBe(a);
    expect(labels[14 * w + 24]).toBe(a);
    expect(labels[14 * w + 36]).toBe(b);
    expect(areas[a]! + areas[b]!).toBe(mask.reduce((s, v) => s + v, 0));
  });
});

describe('maskFrom', () => {
  it('maps each element as Uint8Array.from does, with its index, wrapping to bytes', () => {
    const labels = Int32Array.from([0, 3, 3, 1, 7, 3]);
    expect([...maskFrom(labels, (id) => (id === 3 ? 1 : 0))]).toEqual([0, 1, 1, 0, 0, 1]);
    expect([...maskFrom(labels, (id, i) => id * 100 + i)]).toEqual([...Uint8Array.from(labels, (id, i) => id * 100 + i)]);
    expect(maskFrom([{ x: 2 }, { x: 5 }], (c) => c.x)).toEqual(Uint8Array.from([2, 5]));
  });
});
