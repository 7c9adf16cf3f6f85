// Terrazzo: stone chips of a few colours and sizes set in a cement binder, ground flat. Chips are
// placed on a jittered grid (one candidate per cell, a hash decides whether it is there), each an
// irregular rounded polygon (radius modulated by two harmonics), and drawn chip by chip over the
// rows and columns they cover (the projection is separable: rows have one Y, columns a linear X),
// anti-aliased over one pixel at each row's scale. The binder has sand and a faint mottle.
import { fbm, hash01, makePerlin, smoothstep, perlin } from '../noise.ts';
import { sampleField, type SurfacePainter } from '../projection.ts';
import { luminance, type Rgb } from '../spec.ts';

const CELL = 15;
const CHIP_SHARE = 0.62;

export const paintTerrazzo: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h, seed, ppu, tableTop } = ctx;
  const mottleN = makePerlin(seed + 91);
  const sandN = makePerlin(seed + 92);
  const mottle = sampleField(ctx, 40, (X, Y) => fbm(mottleN, X * 0.003, Y * 0.003, 3));
  const sand = sampleField(ctx, 1, (X, Y) => perlin(sandN, X * 0.45, Y * 0.45));
  const chipColors: Rgb[] = [
    [...secondary],
    [Math.min(1, base[0] * 1.08 + 0.05), Math.min(1, base[1] * 1.08 + 0.05), Math.min(1, base[2] * 1.08 + 0.05)],
    [0.72, 0.47, 0.36],
    [base[0] * 0.78, base[1] * 0.78, base[2] * 0.8],
    [0.83, 0.76, 0.64],
    [0.35, 0.35, 0.36],
  ];
  // On a dark binder bright chips would sparkle like confetti: they are toned down toward it.
  if (luminance(base) < 0.3) for (const chip of chipColors) for (let c = 0; c < 3; c += 1) chip[c] = chip[c]! * 0.65 + base[c]! * 0.35;
  const cover = new Float32Array(w * h);
  const colour = new Uint8Array(w * h);
  const shadeOf = new Float32Array(w * h);
  const minY = ctx.rowY[tableTop]!;
  const maxY = ctx.rowY[h - 1]!;
  const halfX = (w / ppu / 2) * ctx.rowSx[tableTop]!;
  for (let j = Math.floor(minY / CELL) - 1; j <= Math.floor(maxY / CELL) + 1; j += 1) {
    for (let k = Math.floor((ctx.cxU - halfX) / CELL) - 1; k <= Math.floor((ctx.cxU + halfX) / CELL) + 1; k += 1) {
      if (hash01(k, j, seed) > CHIP_SHARE) continue;
      const size = hash01(k, j, seed + 1);
      const r = 1.6 + size * size * 7.5;
      const px = (k + 0.15 + 0.7 * hash01(k, j, seed + 2)) * CELL;
      const py = (j + 0.15 + 0.7 * hash01(k, j, seed + 3)) * CELL;
      const reach = r * 1.4;
      // First row at or below the chip's top (rowY increases downward).
      let lo = tableTop;
      let hi = h;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (ctx.rowY[mid]! < py - reach - 2) lo = mid + 1;
        else hi = mid;
      }
      const ph = hash01(k, j, seed + 4) * 6.283;
      const c0 = Math.floor(hash01(k, j, seed + 5) * chipColors.length);
      const shade = (hash01(k, j, seed + 6) - 0.5) * 0.12;
      for (let y = lo; y < h && ctx.rowY[y]! <= py + reach + 2; y += 1) {
        const aa = 0.7 / (ppu * ctx.rowM[y]!);
        const dy = ctx.rowY[y]! - py;
        const sx = ctx.rowSx[y]!;
        const x0 = Math.max(0, Math.floor(((px - reach - aa - ctx.cxU) / sx + ctx.cxU) * ppu));
        const x1 = Math.min(w - 1, Math.ceil(((px + reach + aa - ctx.cxU) / sx + ctx.cxU) * ppu));
        for (let x = x0; x <= x1; x += 1) {
          const dx = ctx.cxU + (x / ppu - ctx.cxU) * sx - px;
          const a = Math.atan2(dy, dx);
          const edgeR = r * (1 + 0.22 * Math.cos(3 * a + ph) + 0.12 * Math.cos(5 * a - ph * 1.7));
          const c = 1 - smoothstep(edgeR - aa, edgeR + aa, Math.hypot(dx, dy));
          const i = y * w + x;
          if (c > cover[i]!) {
            cover[i] = c;
            colour[i] = c0;
            shadeOf[i] = shade;
          }
        }
      }
    }
  }
  for (let i = tableTop * w; i < w * h; i += 1) {
    const binder = 1 + mottle[i]! * 0.05 + sand[i]! * 0.035;
    const chip = chipColors[colour[i]!]!;
    const t = cover[i]!;
    for (let c = 0; c < 3; c += 1) {
      const b = base[c]! * binder;
      rgb[i * 3 + c] = b + (chip[c]! * (1 + shadeOf[i]! + sand[i]! * 0.02) - b) * t;
    }
  }
};
