// A tabletop of boards, flat-sawn, seen as a photographer sees it: long fibres and soft figure
// stripes running along each board, the grain lines meandering through a low-frequency noise warp
// (no growth rings drawn as closed ovals, no knots). The figure is `sin(y + fbm)` — its gradient is
// dominated by the across-board term, so every stripe is an open line. Boards differ a little in
// tone and hue; seams are narrow and soft, butt joints rare. Contrast stays low: a finished table,
// not an illustration.
import { fbm, makePerlin, smoothstep } from '../noise.ts';
import { sampleField, shadeHeight, type SurfacePainter } from '../projection.ts';
import type { Rgb } from '../spec.ts';

interface Board {
  top: number;
  tone: number;
  hue: number;
  offsetX: number;
  offsetY: number;
  joint: number;
  jointShift: number;
  figure: number;
}

export const paintWood: SurfacePainter = (ctx, { base, secondary }, rgb) => {
  const { w, h, rng } = ctx;
  const minY = ctx.rowY[ctx.tableTop]! - 10;
  const maxY = ctx.rowY[h - 1]! + 10;
  const boards: Board[] = [];
  let edge = minY - rng() * 150;
  while (edge < maxY) {
    boards.push({
      top: edge,
      tone: (rng() - 0.5) * 0.16,
      hue: (rng() - 0.5) * 0.06,
      offsetX: rng() * 5000,
      offsetY: rng() * 400,
      joint: rng() < 0.3 ? 150 + rng() * 700 : 1e9,
      jointShift: 0.7 + rng() * 0.6,
      figure: 0.4 + rng() * 0.6,
    });
    edge += 125 + rng() * 70;
  }
  boards.push({ top: edge, tone: 0, hue: 0, offsetX: 0, offsetY: 0, joint: 1e9, jointShift: 0, figure: 0 });
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
  const figureShow = sampleField(ctx, 90, (X, Y) => toneN(X * 0.0022 + 11, Y * 0.004));
  const blotch = sampleField(ctx, 60, (X, Y) => fbm(toneN, X * 0.0014, Y * 0.007, 3));
  // Figure stripes: the phase runs across the board, bent by a slow noise along it.
  // Figure stripes: the phase runs across the board (added per pixel), bent by a slow noise along it.
  const bend = sampleField(ctx, 60, (X, Y) => fbm(figN, X * 0.0013, Y * 0.012, 3) * 2.2);
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
    // Fibres: one octave of noise stretched 1:40 along the board (per pixel: they are fine).
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const X = ctx.cxU + (x / ctx.ppu - ctx.cxU) * sx;
      const past = X > board.joint;
      const lx = X + board.offsetX + (past ? 977 : 0);
      const wy = ly + meander[i]! + board.offsetY + (past ? board.jointShift * 40 : 0);
      const fibre = fibreN(lx * 0.02, wy * 0.8);
      const f = (ly + board.offsetY) * 0.055 + bend[i]! + (past ? board.jointShift : 0);
      const s = 0.5 + 0.5 * Math.sin(f * Math.PI * 2);
      const stripe = s * s * s * board.figure * (0.35 + 0.65 * smoothstep(-0.5, 0.4, figureShow[i]!));
      dark[i] = Math.min(1, stripe * 0.4 + Math.max(0, fibre) * 0.12 + Math.max(0, -blotch[i]!) * 0.12);
      toneMap[i] = 1 + board.tone + blotch[i]! * 0.07 + fibre * 0.025;
      hueMap[i] = board.hue;
      const d = Math.min(dEdge, Math.abs(X - board.joint) * 1.5);
      seam[i] = 1 - smoothstep(seamHalf * 0.2, seamHalf, d);
      height[i] = smoothstep(0, seamHalf + 3, d) * 2;
    }
  }
  const shade = shadeHeight(ctx, height, 0.14);
  for (let i = ctx.tableTop * w; i < w * h; i += 1) {
    const dk = dark[i]!;
    const t = toneMap[i]! * shade[i]!;
    const g = seam[i]! * 0.45;
    const hue = hueMap[i]!;
    for (let c = 0; c < 3; c += 1) {
      const v = (tint[c]! + (secondary[c]! - tint[c]!) * dk) * t * (1 + hue * (1 - c));
      rgb[i * 3 + c] = v + (secondary[c]! * 0.35 - v) * g;
    }
  }
};
