// Butcher paper: short fibres in two loose directions, mottle, and creases lit from the light.
import { makePerlin, fbm, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';

export const paintButcherPaper: SurfacePainter = (ctx, { base, secondary }, rgb) => {
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
    return perlin(fibreN, u0 * 0.06, v0 * 0.38) * 0.5 + perlin(fibreN, u1 * 0.06 + 50, v1 * 0.38) * 0.5;
  });
  const mottle = sampleField(ctx, 30, (X, Y) => fbm(mottleN, X * 0.004, Y * 0.004, 4, 0.55));
  // Creases: ridges of |noise| (sharper than cloth folds), lit from the light direction.
  const crinkle = sampleField(ctx, 12, (X, Y) => {
    const na = fbm(crinkleN, X * 0.003, Y * 0.003, 3, 0.5);
    const nb = perlin(crinkleN, X * 0.009 + 20, Y * 0.009 - 20);
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
