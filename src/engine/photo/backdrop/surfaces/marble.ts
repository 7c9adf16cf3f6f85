// Marble, the classic way (Perlin 1985): veins are the level lines of a band function
// `u + turbulence(p)` taken through a domain warp `p + fbm(p)`, so they meander, kink and branch
// but stay open streaks (the linear term dominates the gradient: no closed islands). Each vein's
// width is measured in surface units (band distance over the phase gradient), so it does not
// swell where the flow slows, and varies along its length with a separate noise; a second, finer
// family crosses the first faintly. Under the veins: very low-contrast clouding and a faint crystalline mottle.
import { fbm, makePerlin, smoothstep, turbulence } from '../noise.ts';
import { sampleField, type SurfacePainter } from '../projection.ts';
import { luminance } from '../spec.ts';

/** Phase gradient (bands per pixel) by central differences; the phase fields are smooth. */
function gradientMagnitude(phase: Float32Array, w: number, h: number, y0: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = y0; y < h; y += 1) {
    const ym = y > y0 ? y - 1 : y;
    const yp = y < h - 1 ? y + 1 : y;
    for (let x = 0; x < w; x += 1) {
      const xm = x > 0 ? x - 1 : x;
      const xp = x < w - 1 ? x + 1 : x;
      const gx = (phase[y * w + xp]! - phase[y * w + xm]!) / (xp - xm || 1);
      const gy = (phase[yp * w + x]! - phase[ym * w + x]!) / (yp - ym || 1);
      out[y * w + x] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return out;
}

export const paintMarble: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h, ppu } = ctx;
  const warpN = makePerlin(ctx.seed + 21);
  const veinN = makePerlin(ctx.seed + 22);
  const minorN = makePerlin(ctx.seed + 23);
  const cloudN = makePerlin(ctx.seed + 24);
  const fadeN = makePerlin(ctx.seed + 25);
  const angle = 0.35 + ctx.rng() * 0.7;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const bands = 3 + ctx.rng() * 1.5;
  // Domain warp shared by both vein families: the stone flowed as one.
  const warpX = (X: number, Y: number): number => X + 120 * fbm(warpN, X * 0.0012, Y * 0.0012, 2);
  const warpY = (X: number, Y: number): number => Y + 120 * fbm(warpN, X * 0.0012 + 5.2, Y * 0.0012 + 1.3, 2);
  // The band function's linear term (`bands` veins across the frame) outweighs the turbulence's
  // slope, so level lines stay open streaks.
  const phase = sampleField(ctx, 30, (X, Y) => {
    const qx = warpX(X, Y);
    const qy = warpY(X, Y);
    return (qx * ca + qy * sa) * (bands / 1000) + fbm(veinN, qx * 0.0016, qy * 0.0016, 3) * 1.3 + turbulence(veinN, qx * 0.004 + 9, qy * 0.004, 3) * 0.2;
  });
  const phase2 = sampleField(ctx, 30, (X, Y) => {
    const qx = warpX(X + 300, Y - 200);
    const qy = warpY(X + 300, Y - 200);
    return (qx * sa - qy * ca) * 0.004 + fbm(minorN, qx * 0.002, qy * 0.002, 3) * 1.6;
  });
  // Where veins show (they fade in and out along their length) and how wide they are.
  const fade = sampleField(ctx, 80, (X, Y) => fbm(fadeN, X * 0.0018, Y * 0.0018, 2));
  const width = sampleField(ctx, 60, (X, Y) => fadeN(X * 0.003 + 40, Y * 0.003 - 40));
  // Veins are not drawn lines: their core breaks up and thickens along the way.
  const breakup = sampleField(ctx, 24, (X, Y) => fbm(minorN, X * 0.012 + 31, Y * 0.012, 2));
  // Crystalline mottle: a fine, faint fBm (the polished grain of the stone).
  const crystals = sampleField(ctx, 20, (X, Y) => cloudN(X * 0.07 + 70, Y * 0.07));
  const clouds = sampleField(ctx, 50, (X, Y) => fbm(cloudN, X * 0.0024, Y * 0.0024, 3, 0.55));
  const g1 = gradientMagnitude(phase, w, h, ctx.tableTop);
  const g2 = gradientMagnitude(phase2, w, h, ctx.tableTop);
  const lightStone = luminance(base) > 0.35;
  // A dark stone's veins are few and bright (Nero Marquina); a light one's grey and hazy (Carrara).
  const haze: [number, number, number] = lightStone
    ? [base[0] * 0.93, base[1] * 0.93, base[2] * 0.95]
    : [base[0] + (secondary[0] - base[0]) * 0.12, base[1] + (secondary[1] - base[1]) * 0.12, base[2] + (secondary[2] - base[2]) * 0.12];
  // A dark stone's veins are crisp and bright with little glow; a light stone's bleed into grey haze.
  const glow = lightStone ? 1 : 0.4;
  for (let y = ctx.tableTop; y < h; y += 1) {
    const pxPerUnit = ppu * ctx.rowM[y]!;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      // Distance to the vein's centre in surface units: band distance over the phase gradient.
      const p1 = phase[i]!;
      const d1 = Math.abs(p1 - Math.round(p1)) / Math.max(1e-6, g1[i]!) / pxPerUnit;
      const p2 = phase2[i]!;
      const d2 = Math.abs(p2 - Math.round(p2)) / Math.max(1e-6, g2[i]!) / pxPerUnit;
      const show = smoothstep(-0.5, 0.3, fade[i]!);
      const br = breakup[i]!;
      const wU = (1 + 3 * smoothstep(-0.5, 0.6, width[i]!)) * (0.8 + 0.5 * br);
      // Gaussian profiles, skipped where they have vanished (most pixels lie far from any vein).
      const q = d1 / wU;
      const qb = q / 9;
      const core = q < 3 ? Math.exp(-q * q) * (0.08 + 0.3 * show) * smoothstep(-0.45, 0.35, br) : 0;
      const bleed = qb < 2.5 ? Math.exp(-qb * qb) * 0.2 * glow * (0.3 + 0.7 * show) * (0.75 + 0.25 * br) : 0;
      // The second family: wide, faint haze only (thin lines of it read as a map's borders).
      const q2 = d2 / 6;
      const minor = q2 < 2.5 ? Math.exp(-q2 * q2) * 0.09 * glow * (1 - show * 0.5) : 0;
      const vein = Math.min(1, core + bleed + minor);
      const c = clouds[i]!;
      const hazeT = smoothstep(0.05, 0.6, c) * 0.5;
      const tone = 1 + c * 0.035 + crystals[i]! * 0.025;
      for (let k = 0; k < 3; k += 1) {
        const stone = (base[k]! + (haze[k]! - base[k]!) * hazeT) * tone;
        rgb[i * 3 + k] = stone + (secondary[k]! - stone) * vein;
      }
    }
  }
};
