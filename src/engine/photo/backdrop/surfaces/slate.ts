// Slate: long faint cleavage layers, chalky patches and matte grit.
import { makePerlin, fbm, smoothstep, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';

export const paintSlate: SurfacePainter = (ctx, { base, secondary }, rgb) => {
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
  const rough = sampleField(ctx, 1, (X, Y) => perlin(roughN, X * 0.28, Y * 0.28));
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
