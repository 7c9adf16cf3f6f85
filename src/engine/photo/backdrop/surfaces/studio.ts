// Studio sweep: one sheet of seamless paper curving from the floor up into the wall, lit by a soft
// box. Flat lay: the floor alone, brightest where the dish stands. At 45° the curve shows near the
// top; at eye level the wall fills the upper half and the curve is the horizon, soft (no edge).
import { fbm, makePerlin, smoothstep } from '../noise.ts';
import { EYE_LEVEL_TABLE_EDGE, sampleField, type SurfacePainter } from '../projection.ts';
import { luminance } from '../spec.ts';

const HORIZON = { 'top-down': -1, 'three-quarter': 0.3, 'eye-level': EYE_LEVEL_TABLE_EDGE } as const;

export const paintStudio: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h } = ctx;
  const paperN = makePerlin(ctx.seed + 51);
  const tex = sampleField(ctx, 30, (X, Y) => fbm(paperN, X * 0.004, Y * 0.004, 3));
  const horizon = HORIZON[ctx.view];
  const lx = ctx.light.x;
  // A dark sweep needs a stronger pool of light to read as lit paper rather than a flat fill.
  const spotGain = 0.1 + 0.5 * (1 - luminance(base));
  const curve = ctx.view === 'eye-level' ? 0.22 : 0.16;
  for (let y = 0; y < h; y += 1) {
    const fy = y / (h - 1 || 1);
    // The wall fades into the floor through the paper's curve; the floor is brightest just behind
    // where the dish stands, the wall falls off upward.
    const wallToFloor = horizon < 0 ? 1 : smoothstep(horizon - curve, horizon + curve * 1.2, fy);
    const floorLight = 1 - 0.22 * Math.abs(fy - 0.62);
    const wallLight = 0.78 + 0.18 * Math.min(1, fy / Math.max(0.01, horizon + 0.05));
    const rowLight = wallLight + (floorLight - wallLight) * wallToFloor;
    const dy = (fy - 0.55) * (h / w);
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
