import { describe, expect, it } from 'vitest';
import { edgeArcs, type EdgeCandidate } from './plate-rays.ts';

const RAYS = 120;
const edge = (k: number, t: number, strength = 100): EdgeCandidate => {
  const phi = (k / RAYS) * 2 * Math.PI;
  return { t, x: 320 + Math.cos(phi) * t, y: 240 + Math.sin(phi) * t, strength };
};

describe('edgeArcs', () => {
  it('links a rim seen over two corners into two long arcs, whatever else lies on the rays', () => {
    const candidates: EdgeCandidate[][] = Array.from({ length: RAYS }, () => []);
    // A rim at ~300 px over rays 5–20 and 65–80, listed after a stronger pattern edge that jumps about.
    for (const [from, to] of [
      [5, 20],
      [65, 80],
    ] as const) {
      for (let k = from; k <= to; k += 1) candidates[k]!.push(edge(k, 180 + ((k * 37) % 60), 400), edge(k, 300 + (k - from) * 2));
    }
    const arcs = edgeArcs(candidates).filter((arc) => arc.every((c) => c.t >= 300));
    expect(arcs.map((arc) => arc.length).sort((a, b) => a - b)).toEqual([16, 16]);
    // The pattern's scattered edges make no long arc.
    expect(edgeArcs(candidates).filter((arc) => arc.some((c) => c.t < 300)).every((arc) => arc.length < 8)).toBe(true);
  });

  it('bridges two rays without an edge (a fork over the rim) and stops at a jump', () => {
    const candidates: EdgeCandidate[][] = Array.from({ length: RAYS }, () => []);
    for (let k = 10; k <= 30; k += 1) if (k !== 15 && k !== 16) candidates[k]!.push(edge(k, k <= 24 ? 250 : 320));
    const arcs = edgeArcs(candidates);
    expect(arcs.map((arc) => arc.length)).toEqual([13, 6]);
    // Three missing rays in a row end the arc.
    for (const k of [40, 41, 42, 43, 44, 48, 49, 50, 51, 52]) candidates[k]!.push(edge(k, 250));
    expect(edgeArcs(candidates).map((arc) => arc.length)).toEqual([13, 6, 5, 5]);
  });
});
