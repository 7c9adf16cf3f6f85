// Handmade terracotta tiles: each fired a little differently, mottled, darker at the rim, with grout.
import { makePerlin, fbm, smoothstep, hash01, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';
import type { Rgb } from '../spec.ts';

export const paintTerracotta: SurfacePainter = (ctx, { base, secondary }, rgb) => {
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
  const grain = sampleField(ctx, 1, (X, Y) => perlin(grainN, X * 0.4, Y * 0.4));
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
