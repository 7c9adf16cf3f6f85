import { describe, expect, it } from 'vitest';
import { fbm, makePerlin, perlin, turbulence } from './noise.ts';

describe('perlin noise (seeded tables, one evaluating function)', () => {
  it('gives the same values for the same seed and different ones for another seed', () => {
    const a = makePerlin(42);
    const b = makePerlin(42);
    const c = makePerlin(43);
    const points = Array.from({ length: 50 }, (_, i) => [i * 0.37 + 0.11, i * 0.71 - 3.2] as const);
    const values = (n: ReturnType<typeof makePerlin>) => points.map(([x, y]) => perlin(n, x, y));
    expect(values(a)).toEqual(values(b));
    expect(values(a)).not.toEqual(values(c));
  });

  it('is zero on the lattice and varies smoothly between its points, within [-1.5, 1.5]', () => {
    const n = makePerlin(7);
    for (let i = -3; i <= 3; i += 1) expect(perlin(n, i, 2 * i)).toBe(0);
    let largestStep = 0;
    let largest = 0;
    for (let x = 0; x < 20; x += 0.01) {
      const v = perlin(n, x, 0.5);
      largest = Math.max(largest, Math.abs(v));
      largestStep = Math.max(largestStep, Math.abs(v - perlin(n, x + 0.01, 0.5)));
    }
    expect(largest).toBeGreaterThan(0.2);
    expect(largest).toBeLessThanOrEqual(1.5);
    expect(largestStep).toBeLessThan(0.05);
  });

  it('fbm and turbulence stay normalised', () => {
    const n = makePerlin(3);
    for (let i = 0; i < 200; i += 1) {
      const x = i * 0.173;
      const y = i * 0.291;
      expect(Math.abs(fbm(n, x, y, 4))).toBeLessThanOrEqual(1.5);
      const t = turbulence(n, x, y, 4);
      expect(t).toBeGreaterThanOrEqual(0);
      expect(t).toBeLessThanOrEqual(1.5);
    }
  });
});
