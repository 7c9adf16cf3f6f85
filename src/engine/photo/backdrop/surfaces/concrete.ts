// Concrete: fBm mottle, broad stains, pinholes and sand, lightly shaded.
import { makePerlin, fbm, smoothstep, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';

export const paintConcrete: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const mottleN = makePerlin(ctx.seed + 61);
  const poreN = makePerlin(ctx.seed + 62);
  const sandN = makePerlin(ctx.seed + 63);
  const mottle = sampleField(ctx, 14, (X, Y) => fbm(mottleN, X * 0.005, Y * 0.005, 5, 0.6));
  const stain = sampleField(ctx, 80, (X, Y) => fbm(mottleN, X * 0.0012 + 40, Y * 0.0012, 2));
  // Pinholes: rare, tiny; sand: fine grain. Both are single-octave noise at full resolution.
  const pores = sampleField(ctx, 1, (X, Y) => perlin(poreN, X * 0.22, Y * 0.22));
  const sand = sampleField(ctx, 1, (X, Y) => perlin(sandN, X * 0.55, Y * 0.55));
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
