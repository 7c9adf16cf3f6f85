// Marble as a slab is photographed (Carrara, Calacatta; Nero Marquina for the dark tone): mostly
// stone, with broad soft cloudy drifts (low-frequency fBm) and a few veins that are mostly haze.
// Veins are Perlin's band function `sin(π·(k·(x·cosθ + y·sinθ) + a·turbulence(warp(p))))` — the
// linear term outweighs the turbulence's slope, so the level lines are open streaks that wander
// diagonally across the whole slab, never closed loops. A vein is a soft function of |sin|: a wide
// halo everywhere, a thin sharp core only where a slow noise lets it through, its opacity fading in
// and out along its length. A second, finer family of thin veins shows faintly in a few patches. Contrast stays low: the darkest core is ~25–30% below the stone.
import { fbm, makePerlin, smoothstep, turbulence, perlin } from '../noise.ts';
import { sampleField, type SurfacePainter } from '../projection.ts';
import { luminance } from '../spec.ts';

export const paintMarble: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const warpN = makePerlin(ctx.seed + 21);
  const veinN = makePerlin(ctx.seed + 22);
  const minorN = makePerlin(ctx.seed + 23);
  const cloudN = makePerlin(ctx.seed + 24);
  const fadeN = makePerlin(ctx.seed + 25);
  const angle = 0.45 + ctx.rng() * 0.6;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  // Main veins across the frame's 1000 units (one period holds one vein).
  const bands = 1.6 + ctx.rng() * 0.7;
  const angle2 = angle + 0.7 + ctx.rng() * 0.5;
  const ca2 = Math.cos(angle2);
  const sa2 = Math.sin(angle2);
  // The stone flowed as one: a shared, slow domain warp.
  const warpX = (X: number, Y: number): number => X + 90 * fbm(warpN, X * 0.0011, Y * 0.0011, 2);
  const warpY = (X: number, Y: number): number => Y + 90 * fbm(warpN, X * 0.0011 + 5.2, Y * 0.0011 + 1.3, 2);
  const phase = sampleField(ctx, 30, (X, Y) => {
    const qx = warpX(X, Y);
    const qy = warpY(X, Y);
    return (qx * ca + qy * sa) * (bands / 1000) + fbm(veinN, qx * 0.0012, qy * 0.0012, 2) * 0.3 + turbulence(veinN, qx * 0.0028 + 9, qy * 0.0028, 3) * 0.24;
  });
  const phase2 = sampleField(ctx, 30, (X, Y) => {
    const qx = warpX(X + 300, Y - 200);
    const qy = warpY(X + 300, Y - 200);
    return (qx * ca2 + qy * sa2) * 0.0045 + turbulence(minorN, qx * 0.0035, qy * 0.0035, 3) * 0.4;
  });
  // Along each vein: how strongly it shows, and where its sharp core comes through.
  const show = sampleField(ctx, 80, (X, Y) => fbm(fadeN, X * 0.0016, Y * 0.0016, 2));
  const sharp = sampleField(ctx, 40, (X, Y) => fbm(fadeN, X * 0.004 + 40, Y * 0.004 - 40, 2));
  const minorShow = sampleField(ctx, 60, (X, Y) => fbm(minorN, X * 0.0025 + 17, Y * 0.0025 - 3, 2));
  // Broad cloudy drifts and a faint crystalline mottle.
  const clouds = sampleField(ctx, 40, (X, Y) => fbm(cloudN, X * 0.0013, Y * 0.0013, 4, 0.55));
  const crystals = sampleField(ctx, 20, (X, Y) => perlin(cloudN, X * 0.07 + 70, Y * 0.09));
  const lightStone = luminance(base) > 0.35;
  // A light stone's drifts are grey haze; a dark stone's a faint lift toward its vein colour.
  const driftK = lightStone ? (luminance(base) > 0.8 ? 0.14 : 0.08) : 0.07;
  const drift: [number, number, number] = [
    base[0] + (secondary[0] - base[0]) * driftK,
    base[1] + (secondary[1] - base[1]) * driftK,
    base[2] + (secondary[2] - base[2]) * driftK * 0.7,
  ];
  // Opacity of the veins toward `secondary`: a light stone's are grey and hazy, a dark stone's fewer and crisper.
  const haloK = lightStone ? 0.27 : 0.2;
  const coreK = lightStone ? 0.5 : 0.5;
  const minorK = lightStone ? 0.13 : 0.12;
  for (let y = ctx.tableTop; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const s1 = 1 - Math.abs(Math.sin(Math.PI * phase[i]!));
      const on = smoothstep(-0.45, 0.35, show[i]!);
      // Halo: a wide, soft function of |sin|; core: a steep one, only where `sharp` lets it through.
      const s1b = s1 * s1;
      const halo = s1b * s1 * (0.25 + 0.75 * on) * haloK;
      const sh = smoothstep(0, 0.45, sharp[i]!) * on;
      let core = 0;
      if (sh > 0 && s1 > 0.85) {
        const t = (s1 - 0.85) / 0.15;
        const t2 = t * t;
        core = t2 * t2 * t2 * t2 * sh * coreK;
      }
      // Thin secondary veins in a few patches only, never a network (crossing the main veins as ticks read as cracks).
      const s2 = 1 - Math.abs(Math.sin(Math.PI * phase2[i]!));
      let minor = 0;
      if (s2 > 0.8) {
        const t = (s2 - 0.8) / 0.2;
        const t2 = t * t;
        minor = t2 * t2 * t2 * smoothstep(0.1, 0.7, minorShow[i]!) * minorK;
      }
      const vein = Math.min(1, halo + core + minor);
      const c = clouds[i]!;
      const driftT = smoothstep(-0.15, 0.55, c);
      const tone = 1 + (lightStone ? 0.02 : 0.05) * (0.5 - driftT) + crystals[i]! * 0.022;
      for (let k = 0; k < 3; k += 1) {
        const stone = (base[k]! + (drift[k]! - base[k]!) * driftT) * tone;
        rgb[i * 3 + k] = stone + (secondary[k]! - stone) * vein;
      }
    }
  }
};
