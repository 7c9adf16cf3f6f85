// A tabletop of a few wide boards, flat-sawn, seen as a photographer sees it: long fibres and pores
// (noise stretched ~1:50 along the board), growth-ring stripes whose phase runs across the board and
// is bent and stretched by slow noise along it, so the lines flow, bunch and spread (no closed ovals,
// no knots: the across-board term dominates the phase gradient, every stripe is an open line). Each
// board has its own tone, hue, ring spacing, figure strength and grain phase, and catches the light
// a little differently (a satin finish shows the fibre direction). Seams are narrow and soft, and each
// board runs the table's length: no butt joints (staggered joints read as a floor, and a blind reviewer
// read one as "a dashed vertical line in the wood"). Contrast stays low: a finished table, not an illustration.
import { fbm, makePerlin, smoothstep, perlin } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';
import type { Rgb } from '../spec.ts';

interface Board {
  top: number;
  tone: number;
  hue: number;
  offsetX: number;
  offsetY: number;
  figure: number;
  /** growth rings per surface unit across the board */
  density: number;
  /** satin sheen: how much this board's fibres catch the light */
  gloss: number;
}

export const paintWood: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h, rng } = ctx;
  const minY = ctx.rowY[ctx.tableTop]! - 10;
  const maxY = ctx.rowY[h - 1]! + 10;
  const boards: Board[] = [];
  let edge = minY - rng() * 200;
  while (edge < maxY) {
    const tone = (rng() - 0.5) * 0.11;
    const hue = (rng() - 0.5) * 0.045;
    const offsetX = rng() * 5000;
    const offsetY = rng() * 400;
    // The draws that placed a butt joint (one board in ten) and its grain shift, kept so that every
    // board keeps the look its seed gave it.
    if (rng() < 0.1) rng();
    rng();
    boards.push({
      top: edge,
      tone,
      hue,
      offsetX,
      offsetY,
      figure: 0.3 + rng() * 0.7,
      density: 0.03 + rng() * 0.045,
      gloss: (rng() - 0.5) * 0.08,
    });
    edge += 190 + rng() * 110;
  }
  boards.push({ top: edge, tone: 0, hue: 0, offsetX: 0, offsetY: 0, figure: 0, density: 0, gloss: 0 });
  const rowBoard = new Int32Array(h);
  for (let y = 0, b = 0; y < h; y += 1) {
    const Y = ctx.rowY[y]!;
    while (b < boards.length - 2 && boards[b + 1]!.top <= Y) b += 1;
    rowBoard[y] = b;
  }
  const warpN = makePerlin(ctx.seed + 11);
  const figN = makePerlin(ctx.seed + 12);
  const fibreN = makePerlin(ctx.seed + 13);
  const toneN = makePerlin(ctx.seed + 14);
  // Smooth fields: the grain's meander (units across the board), where the figure shows, tone along the boards.
  const meander = sampleField(ctx, 40, (X, Y) => fbm(warpN, X * 0.0016, Y * 0.006, 3) * 16);
  const figureShow = sampleField(ctx, 60, (X, Y) => fbm(toneN, X * 0.003 + 11, Y * 0.01, 2));
  const blotch = sampleField(ctx, 60, (X, Y) => fbm(toneN, X * 0.0014, Y * 0.007, 3));
  // Ring stripes: the phase runs across the board; a slow noise bends it along the board and a
  // second one, varying across it, stretches and squeezes the spacing.
  const bend = sampleField(ctx, 40, (X, Y) => fbm(figN, X * 0.0011, Y * 0.004, 3) * 36 + fbm(figN, X * 0.0025 + 50, Y * 0.009, 2) * 42);
  // Long tonal streaks along the grain (colour varies from fibre bundle to bundle).
  const streak = sampleField(ctx, 30, (X, Y) => perlin(warpN, X * 0.0018 + 70, Y * 0.04));
  const sheen = sampleField(ctx, 120, (X, Y) => perlin(toneN, X * 0.0012 - 30, Y * 0.002 + 7));
  const tint: Rgb = [Math.min(1, base[0] * 1.06), Math.min(1, base[1] * 1.04), Math.min(1, base[2] * 1.02)];
  const seamHalf = 0.8;
  const height = new Float32Array(w * h);
  const seam = new Float32Array(w * h);
  const dark = new Float32Array(w * h);
  const toneMap = new Float32Array(w * h);
  const hueMap = new Float32Array(w * h);
  for (let y = ctx.tableTop; y < h; y += 1) {
    const Y = ctx.rowY[y]!;
    const b = rowBoard[y]!;
    const board = boards[b]!;
    const next = boards[b + 1]!;
    const ly = Y - board.top;
    const dEdge = Math.min(ly, next.top - Y);
    const sx = ctx.rowSx[y]!;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx;
      const lx = X + board.offsetX;
      const wy = ly + meander[i]! + board.offsetY;
      // Fibres (stretched 1:50) and pores (short dark dashes along them), per pixel: they are fine.
      const fibre = perlin(fibreN, lx * 0.016, wy * 0.8);
      const pore = perlin(fibreN, lx * 0.09 + 300, wy * 3.1);
      // Latewood: a soft, asymmetric line at the end of each ring, fading in and out along its length.
      const f = (ly + board.offsetY + bend[i]!) * board.density;
      const t = f - Math.floor(f);
      const ring = smoothstep(0.45, 0.88, t) * (1 - smoothstep(0.88, 1, t));
      const show = smoothstep(-0.45, 0.45, figureShow[i]!);
      const stripe = ring * board.figure * (0.25 + 0.75 * show);
      const poreDark = pore > 0.35 ? (pore - 0.35) * 0.35 : 0;
      dark[i] = Math.min(1, stripe * 0.34 + Math.max(0, fibre) * 0.1 + poreDark + Math.max(0, -blotch[i]!) * 0.1);
      toneMap[i] = 1 + board.tone + blotch[i]! * 0.06 + streak[i]! * 0.06 + fibre * 0.02 + board.gloss * (0.6 + 0.4 * sheen[i]!) * (1 + 0.4 * fibre);
      hueMap[i] = board.hue;
      seam[i] = 1 - smoothstep(seamHalf * 0.2, seamHalf, dEdge);
      height[i] = smoothstep(0, seamHalf + 3, dEdge) * 2;
    }
  }
  const shade = shadeHeight(ctx, height, 0.12);
  for (let i = ctx.tableTop * w; i < w * h; i += 1) {
    const dk = dark[i]!;
    const t = toneMap[i]! * shade[i]!;
    const g = seam[i]! * 0.32;
    const hue = hueMap[i]!;
    for (let c = 0; c < 3; c += 1) {
      const v = (tint[c]! + (secondary[c]! - tint[c]!) * dk) * t * (1 + hue * (1 - c));
      rgb[i * 3 + c] = v + (secondary[c]! * 0.35 - v) * g;
    }
  }
};
