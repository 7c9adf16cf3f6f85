// Linen tablecloth: a plain weave of uneven threads (slubs, per-thread shade) over soft folds.
import { makePerlin, fbm, hash01, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';

export const paintLinen: SurfacePainter = (ctx, { base, secondary }, rgb) => {
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
    // A warp thread's shade holds across its width: read once per thread crossed, not per pixel.
    let warpThread = Number.NaN;
    let warpShade = 0;
    for (let x = 0; x < w; x += 1) {
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx;
      const tx = X / pitch;
      const colThread = Math.floor(tx);
      const fx = Math.sin((tx - colThread) * Math.PI);
      const weftSlub = perlin(threadN, X * 0.016, rowThread * 0.71);
      if (colThread !== warpThread) {
        warpThread = colThread;
        warpShade = (hash01(colThread, 29, seed) - 0.5) * 0.35 + perlin(threadN, colThread * 0.53 + 40, Y * 0.01) * 0.3;
      }
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
