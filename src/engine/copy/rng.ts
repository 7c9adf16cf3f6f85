// A small seeded pseudo-random generator: the same seed gives the same suggestions, so a user who
// asks for "another suggestion" gets a new seed and a reproducible result.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** splitmix32 over the seed, so neighbouring seeds (1, 2, 3…) start far apart; then mulberry32. */
export function createRng(seed: number): Rng {
  let z = (Math.trunc(Number.isFinite(seed) ? seed : 0) >>> 0) + 0x9e3779b9;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  let state = (z ^ (z >>> 16)) >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (p) => next() < p,
  };
}

/** The seed combined with a label (FNV-1a), so one seed reads differently in each category × style. */
export function mixSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  return (hash ^ (Math.trunc(Number.isFinite(seed) ? seed : 0) >>> 0)) >>> 0;
}

/** A fresh seed for callers that did not ask for a reproducible suggestion. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}
