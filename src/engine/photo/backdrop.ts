// Procedural photographic backdrops: the table surfaces a food photographer shoots on (wood planks,
// marble, linen, slate, studio sweep, concrete, terracotta tiles, butcher paper), generated from a
// small spec so no stock photo is needed. Pure and deterministic: the same spec and size give the
// same bytes. Textures are seeded Perlin fBm evaluated on a coarse grid where the detail allows
// (bilinear upsampling is invisible for low frequencies), shaded by a height map lit from the
// spec's light direction, then vignetted and given fine film grain. librsvg's feTurbulence was
// measured at ~18 ms per octave at half size, too slow for the budget; plain JS is ~5× faster.
// Output: renderBackdrop → PNG (lossless, 8-bit sRGB, 3 channels); renderBackdropRaw → raw RGB
// pixels for compositing without a codec round trip. 1200×900 takes ~60–220 ms on 2 cores.

import sharp from 'sharp';
import { z } from 'zod';
import type { EnhancementStyle } from '../../shared/constants.ts';

export const BACKDROP_SURFACES = [
  'wood',
  'marble',
  'linen',
  'slate',
  'studio',
  'concrete',
  'terracotta',
  'butcher-paper',
] as const;
export type BackdropSurface = (typeof BACKDROP_SURFACES)[number];
export const BACKDROP_TONES = ['light', 'medium', 'dark'] as const;
export type BackdropTone = (typeof BACKDROP_TONES)[number];
/** Where the key light comes from, as seen in the frame. */
export const LIGHT_DIRECTIONS = ['top-left', 'top', 'top-right', 'left', 'right'] as const;
export type LightDirection = (typeof LIGHT_DIRECTIONS)[number];
/** top-down: flat lay; three-quarter: camera at ~45° (iFood), far side foreshortened and out of focus. */
export const BACKDROP_VIEWS = ['top-down', 'three-quarter'] as const;
export type BackdropView = (typeof BACKDROP_VIEWS)[number];

export const BackdropSpecSchema = z.object({
  surface: z.enum(BACKDROP_SURFACES),
  tone: z.enum(BACKDROP_TONES),
  /** Optional #rrggbb base colour replacing the surface's palette colour for the tone. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  seed: z.number().int().min(0).max(0xffffffff),
  view: z.enum(BACKDROP_VIEWS).default('top-down'),
  light: z.object({
    direction: z.enum(LIGHT_DIRECTIONS),
    /** 0 = none, 1 = strong darkening of the corners. */
    vignette: z.number().min(0).max(1),
  }),
});
export type BackdropSpec = z.input<typeof BackdropSpecSchema>;

/** Above this many output pixels the texture is rendered smaller and upscaled (bounded time). */
export const MAX_RENDER_PIXELS = 1_300_000;
export const MAX_BACKDROP_SIDE = 4096;

export type Rgb = [number, number, number];

// ---------------------------------------------------------------------------------------------
// Palettes: [base, secondary] per tone; secondary is grain/vein/grout colour depending on surface.

const PALETTES: Record<BackdropSurface, Record<BackdropTone, [string, string]>> = {
  wood: { light: ['#c4a27e', '#7f5b3d'], medium: ['#83573a', '#3e2416'], dark: ['#4a2e1d', '#1f120a'] },
  marble: { light: ['#eeedea', '#6e7076'], medium: ['#bdbcb8', '#4e4f54'], dark: ['#28282b', '#d9d6cf'] },
  linen: { light: ['#e6dccb', '#b9aa92'], medium: ['#c9b597', '#8f7a5c'], dark: ['#5f5850', '#3c3732'] },
  slate: { light: ['#6d7378', '#93999e'], medium: ['#474c52', '#676d73'], dark: ['#27292d', '#43474c'] },
  studio: { light: ['#f1efeb', '#d9d5cf'], medium: ['#bfbbb5', '#98948f'], dark: ['#2e2c2a', '#151413'] },
  concrete: { light: ['#c9c7c2', '#8e8c88'], medium: ['#9b9995', '#676562'], dark: ['#5b5a57', '#3a3937'] },
  terracotta: { light: ['#d39a72', '#ddd3c4'], medium: ['#ad5f3e', '#cfc5b6'], dark: ['#7a4029', '#9c9184'] },
  'butcher-paper': { light: ['#d7b78c', '#a98558'], medium: ['#b88f5f', '#8a653c'], dark: ['#7d5a3a', '#563c24'] },
};

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The base and secondary colours a spec renders with (`color` shifts both by the same ratio). */
export function backdropColors(spec: Pick<BackdropSpec, 'surface' | 'tone' | 'color'>): { base: Rgb; secondary: Rgb } {
  const [baseHex, secondaryHex] = PALETTES[spec.surface][spec.tone];
  const base = hexToRgb(baseHex);
  const secondary = hexToRgb(secondaryHex);
  if (!spec.color) return { base, secondary };
  const custom = hexToRgb(spec.color);
  const ratio = (luminance(secondary) + 0.02) / (luminance(base) + 0.02);
  const shifted = custom.map((c) => Math.min(1, c * ratio)) as Rgb;
  return { base: custom, secondary: shifted };
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and noise.

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

type Noise2 = (x: number, y: number) => number;

/** 2D gradient noise (Perlin) with 256 seeded unit gradients; output roughly in [-1, 1]. */
function makePerlin(seed: number): Noise2 {
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
  return (x, y) => {
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
  };
}

/** Fractal sum of `octaves` noise layers, normalised to roughly [-1, 1]. */
function fbm(noise: Noise2, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let o = 0; o < octaves; o += 1) {
    sum += amp * noise(x * f + o * 17.3, y * f - o * 9.1);
    norm += amp;
    amp *= gain;
    f *= 2.03;
  }
  return sum / norm;
}

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

// ---------------------------------------------------------------------------------------------
// Rendering context: pixel grid ↔ surface units (1000 units across the longer side), with the
// three-quarter view's foreshortening folded into the mapping so every texture follows it.

interface Ctx {
  w: number;
  h: number;
  /** pixels per surface unit */
  ppu: number;
  /** surface Y (units) of each pixel row */
  rowY: Float64Array;
  /** horizontal magnification 1/m of each row (1 in top-down) */
  rowSx: Float64Array;
  /** on-screen scale m of each row (1 near the camera, smaller far away) */
  rowM: Float64Array;
  cxU: number;
  rng: () => number;
  seed: number;
  light: { x: number; y: number };
  view: BackdropView;
}

const FAR_SCALE = 0.5; // three-quarter: the top row shows features at half size
const DOF_SHARP_FROM = 0.55; // three-quarter: rows below this fraction of the height are in focus

function makeCtx(w: number, h: number, seed: number, view: BackdropView, direction: LightDirection): Ctx {
  const ppu = Math.max(w, h) / 1000;
  const rowY = new Float64Array(h);
  const rowSx = new Float64Array(h);
  const rowM = new Float64Array(h);
  let acc = 0;
  // Integrate from the bottom (near) row upwards so the near edge keeps its scale.
  for (let y = h - 1; y >= 0; y -= 1) {
    const m = view === 'three-quarter' ? FAR_SCALE + (1 - FAR_SCALE) * Math.pow(y / Math.max(1, h - 1), 0.8) : 1;
    rowM[y] = m;
    rowSx[y] = 1 / m;
    rowY[y] = h / ppu - acc;
    acc += 1 / (m * ppu);
  }
  const lights: Record<LightDirection, [number, number]> = {
    'top-left': [-0.7071, -0.7071],
    top: [0, -1],
    'top-right': [0.7071, -0.7071],
    left: [-1, 0],
    right: [1, 0],
  };
  const [lx, ly] = lights[direction];
  return { w, h, ppu, rowY, rowSx, rowM, cxU: w / ppu / 2, rng: mulberry32(seed), seed, light: { x: lx, y: ly }, view };
}

/**
 * Evaluates fn(X, Y) in surface units at every `step`-th pixel and bilinearly upsamples to the full
 * grid. `featureUnits` is the smallest wavelength the function contains: the step is chosen so each
 * wavelength spans at least ~6 samples on screen, even where the three-quarter view shrinks it.
 */
function sampleField(ctx: Ctx, featureUnits: number, fn: (X: number, Y: number) => number): Float32Array {
  const { w, h, ppu, rowY, rowSx, cxU } = ctx;
  const minM = ctx.view === 'three-quarter' ? FAR_SCALE : 1;
  const step = Math.max(1, Math.min(24, Math.floor((featureUnits * ppu * minM) / 6)));
  const out = new Float32Array(w * h);
  if (step === 1) {
    for (let y = 0; y < h; y += 1) {
      const Y = rowY[y]!;
      const sx = rowSx[y]!;
      const row = y * w;
      for (let x = 0; x < w; x += 1) out[row + x] = fn(cxU + (x / ppu - cxU) * sx, Y);
    }
    return out;
  }
  const gw = Math.ceil((w - 1) / step) + 1;
  const gh = Math.ceil((h - 1) / step) + 1;
  const grid = new Float32Array(gw * gh);
  for (let j = 0; j < gh; j += 1) {
    const y = Math.min(h - 1, j * step);
    const Y = rowY[y]!;
    const sx = rowSx[y]!;
    for (let i = 0; i < gw; i += 1) {
      const x = Math.min(w - 1, i * step);
      grid[j * gw + i] = fn(cxU + (x / ppu - cxU) * sx, Y);
    }
  }
  const colI0 = new Int32Array(w);
  const colI1 = new Int32Array(w);
  const colT = new Float32Array(w);
  for (let x = 0; x < w; x += 1) {
    const gxf = x / step;
    const i0 = Math.min(gw - 1, Math.floor(gxf));
    colI0[x] = i0;
    colI1[x] = Math.min(gw - 1, i0 + 1);
    colT[x] = gxf - i0;
  }
  for (let y = 0; y < h; y += 1) {
    const gyf = y / step;
    const j0 = Math.min(gh - 1, Math.floor(gyf));
    const j1 = Math.min(gh - 1, j0 + 1);
    const ty = gyf - j0;
    const r0 = j0 * gw;
    const r1 = j1 * gw;
    const row = y * w;
    for (let x = 0; x < w; x += 1) {
      const i0 = colI0[x]!;
      const i1 = colI1[x]!;
      const tx = colT[x]!;
      const a = grid[r0 + i0]!;
      const b = grid[r1 + i0]!;
      const top = a + (grid[r0 + i1]! - a) * tx;
      const bottom = b + (grid[r1 + i1]! - b) * tx;
      out[row + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}

/**
 * Directional shading of a height map (heights in surface units): 1 on flat ground, brighter on
 * slopes facing the light. `strength` scales the relief.
 */
function shadeHeight(ctx: Ctx, height: Float32Array, strength: number): Float32Array {
  const { w, h, light } = ctx;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const ym = y > 0 ? y - 1 : y;
    const yp = y < h - 1 ? y + 1 : y;
    const k = (strength * ctx.ppu) / ctx.rowM[y]!;
    for (let x = 0; x < w; x += 1) {
      const xm = x > 0 ? x - 1 : x;
      const xp = x < w - 1 ? x + 1 : x;
      const dx = (height[y * w + xp]! - height[y * w + xm]!) / (xp - xm || 1);
      const dy = (height[yp * w + x]! - height[ym * w + x]!) / (yp - ym || 1);
      out[y * w + x] = 1 - k * (dx * light.x + dy * light.y);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Surfaces: each fills `rgb` (sRGB-encoded 0..1 floats, 3 per pixel) for the whole frame.

type SurfacePainter = (ctx: Ctx, colors: { base: Rgb; secondary: Rgb }, rgb: Float32Array) => void;

/** Cheap integer hash → [0, 1): per-tile and per-thread randomness without state. */
function hash01(a: number, b: number, seed: number): number {
  let h = Math.imul(a ^ 0x27d4eb2d, 0x85ebca6b) ^ Math.imul(b ^ 0x165667b1, 0xc2b2ae35) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

const paintWood: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h, rng } = ctx;
  // Planks run horizontally, 110–180 units wide (~11–18 cm if the frame is a metre across). Each
  // has its own ring spacing, figure strength, tone and, often, a butt joint.
  const minY = ctx.rowY[0]!;
  const maxY = ctx.rowY[h - 1]! + 10;
  const edges: number[] = [];
  const planks: {
    tone: number;
    ox: number;
    oy: number;
    joint: number;
    jointTone: number;
    spacing: number;
    warpAmp: number;
    phase: number;
    hue: number;
    knotX: number;
    knotY: number;
    knotR: number;
  }[] = [];
  let yEdge = minY - rng() * 110;
  while (yEdge < maxY) {
    edges.push(yEdge);
    const widthU = 110 + rng() * 70;
    const knotted = rng() < 0.35;
    planks.push({
      tone: (rng() - 0.5) * 0.28,
      ox: rng() * 900,
      oy: rng() * 900,
      joint: rng() < 0.65 ? 60 + rng() * 1000 : 1e9,
      jointTone: (rng() - 0.5) * 0.2,
      spacing: 5 + rng() * 5,
      warpAmp: 0.5 + rng() * 1.3,
      phase: rng(),
      hue: (rng() - 0.5) * 0.12,
      knotX: knotted ? 80 + rng() * 1000 : -1e9,
      knotY: widthU * (0.25 + rng() * 0.5),
      knotR: 6 + rng() * 8,
    });
    yEdge += widthU;
  }
  edges.push(yEdge);
  const rowPlank = new Int32Array(h);
  for (let y = 0, p = 0; y < h; y += 1) {
    const Y = ctx.rowY[y]!;
    while (p < planks.length - 1 && edges[p + 1]! <= Y) p += 1;
    rowPlank[y] = p;
  }
  const warpN = makePerlin(ctx.seed + 11);
  const figN = makePerlin(ctx.seed + 12);
  const fineN = makePerlin(ctx.seed + 13);
  const toneN = makePerlin(ctx.seed + 14);

  // Smooth fields on a coarse grid: ring warp (long arcs: the "cathedral" figure), where the figure
  // shows strongly, and broad tone variation along the boards.
  const warp = sampleField(ctx, 45, (X, Y) => fbm(warpN, X * 0.0011, Y * 0.0055, 3, 0.5));
  const figure = sampleField(ctx, 120, (X, Y) => figN(X * 0.002, Y * 0.003));
  const blotch = sampleField(ctx, 50, (X, Y) => fbm(toneN, X * 0.0018, Y * 0.01, 3));
  // Small ring wobble; continuous across planks (each plank's own ring phase hides that).
  const wobble = sampleField(ctx, 16, (X, Y) => fineN(X * 0.012, Y * 0.06));

  const gapHalf = 2;
  const hueMap = new Float32Array(w * h);
  const height = new Float32Array(w * h);
  const gapDark = new Float32Array(w * h);
  const darkness = new Float32Array(w * h);
  const toneMap = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const Y = ctx.rowY[y]!;
    const p = rowPlank[y]!;
    const pk = planks[p]!;
    const ly = Y - edges[p]!;
    const dEdge = Math.min(ly, edges[p + 1]! - Y);
    const sx = ctx.rowSx[y]!;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx;
      const seg = X > pk.joint ? 1 : 0;
      const lx = X + pk.ox + seg * 411;
      let v = (ly + warp[i]! * 110 * pk.warpAmp + wobble[i]! * 2.2) / pk.spacing + pk.phase + seg * 0.37;
      // A knot: rings wrap round it in ellipses stretched along the board, its heart dark.
      const kdx = (X - pk.knotX) / 3.2;
      const kdy = ly - pk.knotY;
      const kd2 = kdx * kdx + kdy * kdy;
      let knot = 0;
      if (kd2 < pk.knotR * pk.knotR * 81) {
        const kd = Math.sqrt(kd2);
        const weight = Math.exp(-kd2 / (pk.knotR * pk.knotR * 9));
        v = v * (1 - weight) + (kd / (pk.spacing * 0.8)) * weight;
        knot = 1 - smoothstep(pk.knotR * 0.5, pk.knotR, kd);
      }
      // Latewood: a narrow dark line once per ring, smooth so it does not alias.
      const tri = 1 - Math.abs(2 * (v - Math.floor(v)) - 1);
      const t2 = tri * tri * (3 - 2 * tri);
      const t4 = t2 * t2;
      const late = t4 * t4;
      const fib = fineN(lx * 0.007 + 300, (ly + pk.oy) * 1.1);
      const fig = 0.4 + 0.6 * smoothstep(-0.4, 0.5, figure[i]!);
      darkness[i] = Math.min(1, late * 0.55 * fig + (fib > 0 ? fib : 0) * 0.14 + knot * 0.75);
      hueMap[i] = pk.hue;
      toneMap[i] = 1 + (seg ? pk.jointTone : pk.tone) + blotch[i]! * 0.16;
      const d = Math.min(dEdge, Math.abs(X - pk.joint));
      gapDark[i] = 1 - smoothstep(gapHalf * 0.3, gapHalf, d);
      height[i] = smoothstep(0, gapHalf + 5, d) * 3;
    }
  }
  const shade = shadeHeight(ctx, height, 0.16);
  const light: Rgb = [Math.min(1, base[0] * 1.1), Math.min(1, base[1] * 1.08), Math.min(1, base[2] * 1.05)];
  for (let i = 0; i < w * h; i += 1) {
    const dk = darkness[i]!;
    const t = toneMap[i]! * shade[i]!;
    const g = gapDark[i]! * 0.8;
    const hue = hueMap[i]!;
    for (let c = 0; c < 3; c += 1) {
      const v = (light[c]! + (secondary[c]! - light[c]!) * dk) * t * (1 + hue * (1 - c));
      rgb[i * 3 + c] = v + (secondary[c]! * 0.2 - v) * g;
    }
  }
};

/** Sum of |noise| octaves: creased, turbulent variation (marble's flow), roughly in [0, 1]. */
function turbulence(noise: Noise2, x: number, y: number, octaves: number): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let o = 0; o < octaves; o += 1) {
    sum += amp * Math.abs(noise(x * f + o * 31.7, y * f - o * 12.9));
    norm += amp;
    amp *= 0.5;
    f *= 2.03;
  }
  return sum / norm;
}

const paintMarble: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const cloudN = makePerlin(ctx.seed + 21);
  const flowN = makePerlin(ctx.seed + 22);
  const flow2N = makePerlin(ctx.seed + 23);
  const fadeN = makePerlin(ctx.seed + 24);
  const angle = 0.5 + ctx.rng() * 0.5;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const phaseWarp = (X: number, Y: number): number => fbm(flowN, X * 0.0016, Y * 0.0016, 2) * 0.5;
  // Veins are where a turbulence-warped band function crosses zero: |sin(phase)| near 0. The phase
  // is smooth, so it is sampled coarsely; the sharp vein profile is computed per pixel.
  const phase = sampleField(ctx, 22, (X, Y) => {
    const u = X * ca - Y * sa;
    return u * 0.0024 + fbm(flowN, X * 0.0016, Y * 0.0016, 3) * 1.3 + turbulence(flowN, X * 0.004 + 50, Y * 0.004, 4) * 0.55;
  });
  const phase2 = sampleField(ctx, 16, (X, Y) => {
    const u = X * sa + Y * ca;
    return u * 0.005 + fbm(flow2N, X * 0.002 + 7, Y * 0.002, 3) * 1.6 + turbulence(flow2N, X * 0.006, Y * 0.006 + 9, 4) * 0.6;
  });
  const clouds = sampleField(ctx, 30, (X, Y) => {
    const u = X * ca - Y * sa;
    const v = X * sa + Y * ca;
    return fbm(cloudN, u * 0.0035, v * 0.0014 + phaseWarp(X, Y), 4, 0.55);
  });
  const fade = sampleField(ctx, 80, (X, Y) => fadeN(X * 0.0025, Y * 0.0025));
  const speck = sampleField(ctx, 1, (X, Y) => fadeN(X * 0.3 + 100, Y * 0.3));
  const lightStone = luminance(base) > 0.5;
  const bleedWidth = lightStone ? 0.14 : 0.06;
  const cloudAmount = lightStone ? 0.16 : 0.1;
  for (let i = 0; i < w * h; i += 1) {
    // Distance (in bands) to the nearest zero crossing of the band function: a vein's centre.
    const p1 = phase[i]!;
    const d1 = Math.abs(p1 - Math.round(p1));
    const p2 = phase2[i]!;
    const d2 = Math.abs(p2 - Math.round(p2));
    const f = fade[i]!;
    const strength = f < -0.35 ? 0 : f > 0.45 ? 1 : ((f + 0.35) / 0.8) * ((f + 0.35) / 0.8) * (3 - (2 * (f + 0.35)) / 0.8);
    // Main veins: a thin dark core with a soft grey bleed; secondary veins faint and hazy.
    const c1 = d1 < 0.012 ? 1 - d1 / 0.012 : 0;
    const b1 = d1 < bleedWidth ? 1 - d1 / bleedWidth : 0;
    const m2 = d2 < 0.02 ? 1 - d2 / 0.02 : 0;
    const core = c1 * c1 * (0.35 + 0.65 * strength);
    const bleed = b1 * b1 * b1 * 0.24 * strength;
    const minor = m2 * m2 * 0.2 * (1 - strength * 0.5);
    const vein = Math.min(1, core * 0.8 + bleed + minor);
    const cloud = clouds[i]! * cloudAmount;
    const sp = speck[i]! * 0.01;
    for (let c = 0; c < 3; c += 1) {
      const b = base[c]! * (1 - Math.abs(cloud) * 0.6 + cloud * 0.3 + sp);
      rgb[i * 3 + c] = b + (secondary[c]! - b) * vein;
    }
  }
};

const paintLinen: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const threadN = makePerlin(ctx.seed + 31);
  const foldN = makePerlin(ctx.seed + 33);
  const pitch = 3.1; // thread spacing in units (~3.7 px across a 1200 px frame)
  const seed = ctx.seed;
  // Each thread has its own thickness/shade and slubs (thick, darker stretches) along its length.
  const weave = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const Y = ctx.rowY[y]!;
    const sx = ctx.rowSx[y]!;
    const ty = Y / pitch;
    const rowThread = Math.floor(ty);
    const rowShade = (hash01(rowThread, 17, seed) - 0.5) * 0.45;
    const fy = Math.sin((ty - rowThread) * Math.PI);
    for (let x = 0; x < w; x += 1) {
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx;
      const tx = X / pitch;
      const colThread = Math.floor(tx);
      const fx = Math.sin((tx - colThread) * Math.PI);
      const weftSlub = threadN(X * 0.016, rowThread * 0.71);
      const warpShade = (hash01(colThread, 29, seed) - 0.5) * 0.35 + threadN(colThread * 0.53 + 40, Y * 0.01) * 0.3;
      // Plain weave: weft over warp on alternate crossings.
      const weftOver = ((rowThread + colThread) & 1) === 0;
      const weft = rowShade * 0.8 + (weftSlub > 0.25 ? (weftSlub - 0.25) * 2.2 : 0) - (1 - fy) * 0.5;
      const warp = warpShade * 0.8 - (1 - fx) * 0.5;
      weave[y * w + x] = weftOver ? weft * 0.75 + warp * 0.25 : warp * 0.75 + weft * 0.25;
    }
  }
  // Folds: broad soft undulations plus a few long creases, lit from the light direction.
  const fold = sampleField(ctx, 25, (X, Y) => {
    const n = fbm(foldN, X * 0.0022, Y * 0.0026, 3, 0.45);
    const r = fbm(foldN, X * 0.0018 + 30, Y * 0.0026 + 30, 2);
    const ridge = 1 - Math.sqrt(r * r + 0.004);
    return n * 18 + ridge * ridge * ridge * 12;
  });
  const shade = shadeHeight(ctx, fold, 0.34);
  for (let i = 0; i < w * h; i += 1) {
    const t = weave[i]!;
    const s = shade[i]!;
    const dark = t < 0 ? -t * 0.55 : 0;
    const lift = t > 0 ? t * 0.08 : 0;
    for (let c = 0; c < 3; c += 1) {
      const v = base[c]! + (secondary[c]! - base[c]!) * dark;
      rgb[i * 3 + c] = v * (1 + lift) * s;
    }
  }
};

const paintSlate: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const bandN = makePerlin(ctx.seed + 41);
  const roughN = makePerlin(ctx.seed + 42);
  const patchN = makePerlin(ctx.seed + 43);
  const angle = 0.1 + ctx.rng() * 0.25;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  // Cleavage layers: long faint bands along one direction; chalky patches; matte grit.
  const bands = sampleField(ctx, 14, (X, Y) => {
    const u = X * ca - Y * sa;
    const v = X * sa + Y * ca;
    return fbm(bandN, u * 0.0012, v * 0.014, 3, 0.6);
  });
  const patches = sampleField(ctx, 40, (X, Y) => fbm(patchN, X * 0.0025, Y * 0.0035, 4, 0.6));
  const rough = sampleField(ctx, 1, (X, Y) => roughN(X * 0.28, Y * 0.28));
  const height = new Float32Array(w * h);
  for (let i = 0; i < w * h; i += 1) height[i] = rough[i]! * 0.6 + bands[i]! * 1.5;
  const shade = shadeHeight(ctx, height, 0.25);
  for (let i = 0; i < w * h; i += 1) {
    const layer = smoothstep(0.05, 0.6, bands[i]!) * 0.3 + smoothstep(0.0, 0.6, patches[i]!) * 0.45;
    const grit = rough[i]! * 0.06;
    const s = shade[i]!;
    for (let c = 0; c < 3; c += 1) {
      rgb[i * 3 + c] = (base[c]! + (secondary[c]! - base[c]!) * layer) * (1 + grit) * s;
    }
  }
};

const paintStudio: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const paperN = makePerlin(ctx.seed + 51);
  const tex = sampleField(ctx, 30, (X, Y) => fbm(paperN, X * 0.004, Y * 0.004, 3));
  const horizon = ctx.view === 'three-quarter' ? 0.34 : -1;
  const lx = ctx.light.x;
  // A dark sweep needs a stronger pool of light to read as lit paper rather than a flat fill.
  const spotGain = 0.1 + 0.5 * (1 - luminance(base));
  for (let y = 0; y < h; y += 1) {
    const fy = y / (h - 1 || 1);
    // The wall fades into the floor through the paper's curve (the sweep); the floor is brightest
    // just behind where the dish stands.
    const wallToFloor = horizon < 0 ? 1 : smoothstep(horizon - 0.14, horizon + 0.24, fy);
    const floorLight = 1 - 0.22 * Math.abs(fy - 0.58);
    const wallLight = Math.min(1, 0.8 + (0.15 * fy) / Math.max(0.01, horizon + 0.1));
    const rowLight = wallLight + (floorLight - wallLight) * wallToFloor;
    const dy = (fy - 0.5) * (h / w);
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const fx = x / (w - 1 || 1) - 0.5;
      const side = 1 - 0.12 * fx * lx - 0.04 * fx * fx;
      const sdx = fx + lx * 0.1;
      const spot = 1 + spotGain * Math.exp(-(sdx * sdx + dy * dy) * 4.5);
      const t = 1 + tex[i]! * 0.012;
      const k = 0.35 + 0.65 * rowLight;
      for (let c = 0; c < 3; c += 1) {
        rgb[i * 3 + c] = (secondary[c]! + (base[c]! - secondary[c]!) * k) * side * spot * t;
      }
    }
  }
};

const paintConcrete: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const mottleN = makePerlin(ctx.seed + 61);
  const poreN = makePerlin(ctx.seed + 62);
  const sandN = makePerlin(ctx.seed + 63);
  const mottle = sampleField(ctx, 14, (X, Y) => fbm(mottleN, X * 0.005, Y * 0.005, 5, 0.6));
  const stain = sampleField(ctx, 80, (X, Y) => fbm(mottleN, X * 0.0012 + 40, Y * 0.0012, 2));
  // Pinholes: rare, tiny; sand: fine grain. Both are single-octave noise at full resolution.
  const pores = sampleField(ctx, 1, (X, Y) => poreN(X * 0.22, Y * 0.22));
  const sand = sampleField(ctx, 1, (X, Y) => sandN(X * 0.55, Y * 0.55));
  const height = new Float32Array(w * h);
  const pitMap = new Float32Array(w * h);
  for (let i = 0; i < w * h; i += 1) {
    const pit = smoothstep(0.6, 0.7, pores[i]!);
    pitMap[i] = pit;
    height[i] = -pit * 0.8 + sand[i]! * 0.2 + mottle[i]! * 1.2;
  }
  const shade = shadeHeight(ctx, height, 0.3);
  for (let i = 0; i < w * h; i += 1) {
    const m = mottle[i]! * 1.1 + stain[i]! * 0.8;
    const pit = pitMap[i]!;
    const s = shade[i]!;
    const dark = m > 0 ? m * 0.55 : 0;
    const light = m < 0 ? -m * 0.16 : 0;
    for (let c = 0; c < 3; c += 1) {
      const v = (base[c]! + (secondary[c]! - base[c]!) * dark) * (1 + light + sand[i]! * 0.03);
      rgb[i * 3 + c] = (v + (secondary[c]! * 0.7 - v) * pit * 0.6) * s;
    }
  }
};

const paintTerracotta: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const clayN = makePerlin(ctx.seed + 71);
  const grainN = makePerlin(ctx.seed + 72);
  const tile = 220;
  const grout = 7;
  const ox = ctx.rng() * tile;
  const oy = ctx.rng() * tile;
  const seed = ctx.seed;
  // Handmade tiles: each fired a little differently (tone, warmth), mottled, darker at the rim.
  const mottle = sampleField(ctx, 12, (X, Y) => fbm(clayN, X * 0.007, Y * 0.007, 4, 0.55));
  const grain = sampleField(ctx, 1, (X, Y) => grainN(X * 0.4, Y * 0.4));
  const height = new Float32Array(w * h);
  const groutMask = new Float32Array(w * h);
  const toneMap = new Float32Array(w * h);
  const warmMap = new Float32Array(w * h);
  const rim = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const Y = ctx.rowY[y]! + oy;
    const sx = ctx.rowSx[y]!;
    const ty = Math.floor(Y / tile);
    const fy = Y - ty * tile;
    for (let x = 0; x < w; x += 1) {
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx + ox;
      const tx = Math.floor(X / tile);
      const fx = X - tx * tile;
      const d = Math.min(fx, tile - fx, fy, tile - fy) - grout * 0.5;
      const i = y * w + x;
      groutMask[i] = 1 - smoothstep(0, 1.2, d);
      height[i] = smoothstep(0, 16, d) * 3;
      toneMap[i] = (hash01(tx, ty, seed) - 0.5) * 0.24;
      warmMap[i] = (hash01(tx, ty, seed + 1) - 0.5) * 0.12;
      rim[i] = 1 - smoothstep(0, 45, d);
    }
  }
  const shade = shadeHeight(ctx, height, 0.16);
  const groutColor: Rgb = [secondary[0] * 0.78, secondary[1] * 0.76, secondary[2] * 0.74];
  for (let i = 0; i < w * h; i += 1) {
    const m = mottle[i]!;
    const tone = 1 + toneMap[i]! + m * 0.22 - rim[i]! * 0.08 + grain[i]! * 0.05;
    const warm = warmMap[i]!;
    const g = groutMask[i]!;
    const s = shade[i]!;
    for (let c = 0; c < 3; c += 1) {
      const clay = base[c]! * tone * (c === 0 ? 1 + warm * 0.3 : 1 - warm);
      const gr = groutColor[c]! * (0.95 + m * 0.12 + grain[i]! * 0.05);
      rgb[i * 3 + c] = clay * s + (gr - clay * s) * g;
    }
  }
};

const paintButcherPaper: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const fibreN = makePerlin(ctx.seed + 81);
  const crinkleN = makePerlin(ctx.seed + 82);
  const mottleN = makePerlin(ctx.seed + 83);
  const angles = [0.3 + ctx.rng() * 0.4, 1.9 + ctx.rng() * 0.4];
  const dirs = angles.map((a) => [Math.cos(a), Math.sin(a)] as const);
  const [d0, d1] = [dirs[0]!, dirs[1]!];
  // Short fibres in two loose directions: noise stretched ~1:6.
  const fibres = sampleField(ctx, 1, (X, Y) => {
    const u0 = X * d0[0] - Y * d0[1];
    const v0 = X * d0[1] + Y * d0[0];
    const u1 = X * d1[0] - Y * d1[1];
    const v1 = X * d1[1] + Y * d1[0];
    return fibreN(u0 * 0.06, v0 * 0.38) * 0.5 + fibreN(u1 * 0.06 + 50, v1 * 0.38) * 0.5;
  });
  const mottle = sampleField(ctx, 30, (X, Y) => fbm(mottleN, X * 0.004, Y * 0.004, 4, 0.55));
  // Creases: ridges of |noise| (sharper than cloth folds), lit from the light direction.
  const crinkle = sampleField(ctx, 12, (X, Y) => {
    const na = fbm(crinkleN, X * 0.003, Y * 0.003, 3, 0.5);
    const nb = crinkleN(X * 0.009 + 20, Y * 0.009 - 20);
    const a = 1 - Math.sqrt(na * na + 0.0008);
    const b = 1 - Math.sqrt(nb * nb + 0.0008);
    return a * a * 5 + b * b * 2.2;
  });
  const shade = shadeHeight(ctx, crinkle, 0.34);
  for (let i = 0; i < w * h; i += 1) {
    const f = fibres[i]!;
    const m = mottle[i]!;
    const s = shade[i]!;
    const dark = Math.max(0, f) * 0.28 + (m + 1) * 0.12;
    for (let c = 0; c < 3; c += 1) {
      rgb[i * 3 + c] = (base[c]! + (secondary[c]! - base[c]!) * dark) * (1 + Math.min(0, f) * -0.05) * s;
    }
  }
};

const PAINTERS: Record<BackdropSurface, SurfacePainter> = {
  wood: paintWood,
  marble: paintMarble,
  linen: paintLinen,
  slate: paintSlate,
  studio: paintStudio,
  concrete: paintConcrete,
  terracotta: paintTerracotta,
  'butcher-paper': paintButcherPaper,
};

// ---------------------------------------------------------------------------------------------
// Light, vignette, grain, and encoding.

function applyLightAndGrain(ctx: Ctx, rgb: Float32Array, vignette: number, out: Buffer): void {
  const { w, h, light } = ctx;
  const aspect = h / w;
  const seed = ctx.seed >>> 0;
  // Uint8ClampedArray rounds and clamps on assignment.
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, w * h * 3);
  const vy = aspect > 1 ? 1.6 / aspect : 1.6;
  const vigAmount = vignette * 0.7;
  for (let y = 0; y < h; y += 1) {
    const fy = y / (h - 1 || 1) - 0.5;
    const keyY = 0.16 * fy * light.y;
    const ry = fy * fy * vy;
    for (let x = 0; x < w; x += 1) {
      const fx = x / (w - 1 || 1) - 0.5;
      // Key light falls off away from its side; the vignette darkens outside an ellipse.
      const key = 1 + 0.16 * fx * light.x + keyY;
      const t = Math.min(1, Math.max(0, (fx * fx * 1.6 + ry - 0.12) / 0.73));
      const k = key * (1 - vigAmount * t * t * (3 - 2 * t)) * 255;
      let hsh = Math.imul(x + 1, 0x27d4eb2d) ^ Math.imul(y + 1, 0x165667b1) ^ seed;
      hsh = Math.imul(hsh ^ (hsh >>> 15), 0x85ebca6b);
      hsh ^= hsh >>> 13;
      // Film grain, mostly luminance with a touch of colour: about ±4 levels.
      const grain = ((hsh & 1023) / 1023 - 0.5) * 7;
      const chroma = (((hsh >>> 10) & 1023) / 1023 - 0.5) * 2;
      const i = (y * w + x) * 3;
      px[i] = rgb[i]! * k + grain + chroma;
      px[i + 1] = rgb[i + 1]! * k + grain;
      px[i + 2] = rgb[i + 2]! * k + grain - chroma;
    }
  }
}

/** Three-quarter view: the far (top) part of the surface is out of focus, as with a real lens. */
async function applyDepthOfField(ctx: Ctx, pixels: Buffer): Promise<Buffer> {
  const { w, h } = ctx;
  const sigma = Math.max(0.6, 3.2 * ctx.ppu);
  // Only the far part is blurred: the sharp zone starts at DOF_SHARP_FROM of the height.
  const bandH = Math.min(h, Math.ceil(h * DOF_SHARP_FROM) + Math.ceil(sigma * 3));
  const blurred = await sharp(pixels.subarray(0, w * bandH * 3), { raw: { width: w, height: bandH, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  const out = Buffer.from(pixels);
  const sharpFrom = Math.ceil((h - 1) * DOF_SHARP_FROM);
  for (let y = 0; y < Math.min(bandH, sharpFrom); y += 1) {
    const t = 1 - smoothstep(0.05, DOF_SHARP_FROM, y / (h - 1));
    const row = y * w * 3;
    for (let i = row; i < row + w * 3; i += 1) out[i] = pixels[i]! + (blurred[i]! - pixels[i]!) * t + 0.5;
  }
  return out;
}

export interface RawBackdrop {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/**
 * Renders the backdrop as raw 8-bit sRGB pixels (3 channels, row-major) — what the photo engine
 * composites onto without an encode/decode round trip.
 */
export interface RenderBackdropOptions {
  /** Render at most this many pixels and upscale (default MAX_RENDER_PIXELS): trades detail for time. */
  maxRenderPixels?: number;
}

export async function renderBackdropRaw(specInput: BackdropSpec, width: number, height: number, options: RenderBackdropOptions = {}): Promise<RawBackdrop> {
  const spec = BackdropSpecSchema.parse(specInput);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_BACKDROP_SIDE || height > MAX_BACKDROP_SIDE) {
    throw new RangeError(`Backdrop size must be whole pixels in 1..${MAX_BACKDROP_SIDE}`);
  }
  const scale = Math.min(1, Math.sqrt((options.maxRenderPixels ?? MAX_RENDER_PIXELS) / (width * height)));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const ctx = makeCtx(w, h, spec.seed, spec.view, spec.light.direction);
  const rgb = new Float32Array(w * h * 3);
  PAINTERS[spec.surface](ctx, backdropColors(spec), rgb);
  let pixels: Buffer = Buffer.allocUnsafe(w * h * 3);
  applyLightAndGrain(ctx, rgb, spec.light.vignette, pixels);
  if (spec.view === 'three-quarter' && h > 2) pixels = await applyDepthOfField(ctx, pixels);
  if (w !== width || h !== height) {
    pixels = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  }
  return { data: pixels, width, height, channels: 3 };
}

/**
 * Renders the backdrop as a PNG (lossless, 8-bit sRGB, no alpha). Byte-identical for the same spec
 * and size. Use renderBackdropRaw when compositing further.
 */
export async function renderBackdrop(spec: BackdropSpec, width: number, height: number): Promise<Buffer> {
  const raw = await renderBackdropRaw(spec, width, height);
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Presets and the picker.

export const BACKDROP_PRESETS = {
  'rustic-wood': { surface: 'wood', tone: 'medium', seed: 101, view: 'top-down', light: { direction: 'top-left', vignette: 0.35 } },
  'light-oak': { surface: 'wood', tone: 'light', seed: 102, view: 'top-down', light: { direction: 'top-right', vignette: 0.2 } },
  'dark-walnut': { surface: 'wood', tone: 'dark', seed: 103, view: 'top-down', light: { direction: 'top-left', vignette: 0.6 } },
  'white-marble': { surface: 'marble', tone: 'light', seed: 201, view: 'top-down', light: { direction: 'top', vignette: 0.15 } },
  'black-marble': { surface: 'marble', tone: 'dark', seed: 202, view: 'top-down', light: { direction: 'top-left', vignette: 0.5 } },
  'natural-linen': { surface: 'linen', tone: 'light', seed: 301, view: 'top-down', light: { direction: 'top-left', vignette: 0.2 } },
  'dark-slate': { surface: 'slate', tone: 'dark', seed: 401, view: 'top-down', light: { direction: 'top-left', vignette: 0.6 } },
  'studio-white': { surface: 'studio', tone: 'light', seed: 501, view: 'three-quarter', light: { direction: 'top', vignette: 0.15 } },
  'studio-grey': { surface: 'studio', tone: 'medium', seed: 502, view: 'three-quarter', light: { direction: 'top-left', vignette: 0.3 } },
  'studio-black': { surface: 'studio', tone: 'dark', seed: 503, view: 'three-quarter', light: { direction: 'top', vignette: 0.45 } },
  'grey-concrete': { surface: 'concrete', tone: 'medium', seed: 601, view: 'top-down', light: { direction: 'top-left', vignette: 0.3 } },
  'terracotta-tiles': { surface: 'terracotta', tone: 'medium', seed: 701, view: 'top-down', light: { direction: 'top-right', vignette: 0.3 } },
  'butcher-paper': { surface: 'butcher-paper', tone: 'medium', seed: 801, view: 'top-down', light: { direction: 'top-left', vignette: 0.25 } },
  'rustic-wood-45': { surface: 'wood', tone: 'medium', seed: 104, view: 'three-quarter', light: { direction: 'top-left', vignette: 0.35 } },
} as const satisfies Record<string, BackdropSpec>;
export type BackdropPresetName = keyof typeof BACKDROP_PRESETS;

export interface DishStats {
  /** Mean colour of the dish (cut-out pixels only), 0..255 per channel. */
  meanRgb: [number, number, number];
  style: EnhancementStyle;
  seed: number;
}

interface Candidate {
  surface: BackdropSurface;
  tone: BackdropTone;
  /** style fit, 0..1 */
  fit: number;
  direction: LightDirection;
  vignette: number;
  view: BackdropView;
}

const STYLE_CANDIDATES: Record<EnhancementStyle, Candidate[]> = {
  // Dark, moody, low-key: the dish glows out of a dark surface.
  premium: [
    { surface: 'slate', tone: 'dark', fit: 1, direction: 'top-left', vignette: 0.6, view: 'top-down' },
    { surface: 'wood', tone: 'dark', fit: 0.95, direction: 'top-left', vignette: 0.6, view: 'top-down' },
    { surface: 'marble', tone: 'dark', fit: 0.85, direction: 'top-left', vignette: 0.5, view: 'top-down' },
    { surface: 'concrete', tone: 'dark', fit: 0.6, direction: 'top-left', vignette: 0.55, view: 'top-down' },
    { surface: 'marble', tone: 'light', fit: 0.45, direction: 'top-left', vignette: 0.45, view: 'top-down' },
  ],
  // Light, airy, soft shadows.
  minimal: [
    { surface: 'linen', tone: 'light', fit: 1, direction: 'top', vignette: 0.12, view: 'top-down' },
    { surface: 'marble', tone: 'light', fit: 1, direction: 'top', vignette: 0.12, view: 'top-down' },
    { surface: 'studio', tone: 'light', fit: 0.85, direction: 'top', vignette: 0.1, view: 'top-down' },
    { surface: 'concrete', tone: 'light', fit: 0.75, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'studio', tone: 'medium', fit: 0.55, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'concrete', tone: 'medium', fit: 0.5, direction: 'top', vignette: 0.15, view: 'top-down' },
  ],
  // Clean commercial studio sweep, bright: white, or light grey for a pale dish (never a dark sweep —
  // that is premium's mood).
  professional: [
    { surface: 'studio', tone: 'light', fit: 1, direction: 'top', vignette: 0.2, view: 'three-quarter' },
    { surface: 'studio', tone: 'medium', fit: 0.9, direction: 'top-left', vignette: 0.25, view: 'three-quarter' },
    { surface: 'marble', tone: 'light', fit: 0.5, direction: 'top', vignette: 0.2, view: 'three-quarter' },
    { surface: 'concrete', tone: 'light', fit: 0.45, direction: 'top', vignette: 0.2, view: 'three-quarter' },
  ],
  // Warm, homely daylight on natural materials.
  natural: [
    { surface: 'wood', tone: 'medium', fit: 1, direction: 'top-left', vignette: 0.3, view: 'top-down' },
    { surface: 'linen', tone: 'light', fit: 0.9, direction: 'top-left', vignette: 0.25, view: 'top-down' },
    { surface: 'wood', tone: 'light', fit: 0.9, direction: 'top-right', vignette: 0.25, view: 'top-down' },
    { surface: 'butcher-paper', tone: 'medium', fit: 0.75, direction: 'top-left', vignette: 0.25, view: 'top-down' },
    { surface: 'terracotta', tone: 'medium', fit: 0.6, direction: 'top-right', vignette: 0.3, view: 'top-down' },
    { surface: 'slate', tone: 'medium', fit: 0.5, direction: 'top-left', vignette: 0.35, view: 'top-down' },
  ],
};

function srgbToLab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}

/** Perceptual distance between the dish and a surface (CIE76 ΔE with lightness weighted up). */
function contrast(dish: Rgb, surface: Rgb): number {
  const a = srgbToLab(dish);
  const b = srgbToLab(surface);
  return Math.hypot((a[0] - b[0]) * 1.3, a[1] - b[1], a[2] - b[2]);
}

/** ΔE below which a dish would blend into the surface. */
const BLEND_DELTA_E = 25;

/**
 * Chooses a surface that suits the style and stands apart from the dish: each style has a ranked
 * list; a candidate whose colour is within BLEND_DELTA_E of the dish's mean colour is penalised, and
 * near-ties are broken by the seed so a menu of similar dishes does not all get the same table.
 */
export function pickBackdropForDish(stats: DishStats): BackdropSpec {
  const dish = stats.meanRgb.map((c) => Math.min(255, Math.max(0, c)) / 255) as Rgb;
  const rng = mulberry32(stats.seed ^ 0x5f3759df);
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const cand of STYLE_CANDIDATES[stats.style]) {
    const delta = contrast(dish, backdropColors(cand).base);
    const separation = Math.min(1, delta / 60);
    const blendPenalty = delta < BLEND_DELTA_E ? 1.2 * (1 - delta / BLEND_DELTA_E) + 0.4 : 0;
    const score = cand.fit * 0.6 + separation * 0.4 - blendPenalty + rng() * 0.08;
    if (score > bestScore) {
      bestScore = score;
      best = cand;
    }
  }
  const chosen = best!;
  return {
    surface: chosen.surface,
    tone: chosen.tone,
    seed: stats.seed >>> 0,
    view: chosen.view,
    light: { direction: chosen.direction, vignette: chosen.vignette },
  };
}
