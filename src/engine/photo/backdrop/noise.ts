// Seeded randomness and the classic procedural-texture building blocks (Perlin gradient noise, fBm,
// turbulence, integer hashing) shared by every surface. Deterministic: the same seed, the same values.

/** Deterministic PRNG (mulberry32): floats in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seeded 2D gradient noise (Perlin): its permutation and its 256 unit gradients. Data, evaluated by
 * `perlin`: one function for every noise of every render. (A closure made per render was a new call
 * target each render, and V8 deoptimised its callers — `fbm`, `sampleField`, the surfaces' loops —
 * render after render, "wrong call target"; as data, 177 renders ran ~5% faster, byte-identical.)
 */
export interface Noise2 {
  readonly perm: Uint8Array;
  readonly gx: Float64Array;
  readonly gy: Float64Array;
}

/** 2D gradient noise (Perlin) with 256 seeded unit gradients. */
export function makePerlin(seed: number): Noise2 {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const perm = new Uint8Array(512);
  const order = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  for (let i = 0; i < 512; i += 1) perm[i] = order[i & 255]!;
  const gx = new Float64Array(256);
  const gy = new Float64Array(256);
  for (let i = 0; i < 256; i += 1) {
    const angle = (i / 256) * Math.PI * 2 + 0.1;
    gx[i] = Math.cos(angle) * 1.41;
    gy[i] = Math.sin(angle) * 1.41;
  }
  return { perm, gx, gy };
}

/** The noise `n` at (x, y); roughly in [-1, 1]. */
export function perlin(n: Noise2, x: number, y: number): number {
  const { perm, gx, gy } = n;
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  const X = xi & 255;
  const Y = yi & 255;
  const a = perm[X]! + Y;
  const b = perm[X + 1]! + Y;
  const aa = perm[a]!;
  const ab = perm[a + 1]!;
  const ba = perm[b]!;
  const bb = perm[b + 1]!;
  const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10);
  const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10);
  const n00 = gx[aa]! * xf + gy[aa]! * yf;
  const n10 = gx[ba]! * (xf - 1) + gy[ba]! * yf;
  const n01 = gx[ab]! * xf + gy[ab]! * (yf - 1);
  const n11 = gx[bb]! * (xf - 1) + gy[bb]! * (yf - 1);
  const nx0 = n00 + u * (n10 - n00);
  const nx1 = n01 + u * (n11 - n01);
  return nx0 + v * (nx1 - nx0);
}

/** Fractal Brownian motion: `octaves` noise layers, each at ~2× the frequency, normalised to ~[-1, 1]. */
export function fbm(noise: Noise2, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let o = 0; o < octaves; o += 1) {
    sum += amp * perlin(noise, x * f + o * 17.3, y * f - o * 9.1);
    norm += amp;
    amp *= gain;
    f *= 2.03;
  }
  return sum / norm;
}

/** Perlin's turbulence: a sum of |noise| octaves, creased where each layer crosses zero; ~[0, 1]. */
export function turbulence(noise: Noise2, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let o = 0; o < octaves; o += 1) {
    sum += amp * Math.abs(perlin(noise, x * f + o * 31.7, y * f - o * 12.9));
    norm += amp;
    amp *= gain;
    f *= 2.03;
  }
  return sum / norm;
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/** Cheap integer hash → [0, 1): per-tile, per-plank and per-chip randomness without state. */
export function hash01(a: number, b: number, seed: number): number {
  let h = Math.imul(a ^ 0x27d4eb2d, 0x85ebca6b) ^ Math.imul(b ^ 0x165667b1, 0xc2b2ae35) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}
