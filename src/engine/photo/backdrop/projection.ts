// The camera: maps each pixel to a point on the table (surface units, 1000 across the longer side at
// the near edge) for the view. A ground plane seen at an angle is a projective map: the on-screen
// scale m of a row is linear in its screen position (1/depth), its horizontal magnification is m
// and its vertical one m² times the foreshortening of the nearest row (the plane is tilted). So
// every texture recedes like a photographed table: boards narrow and crowd toward the top.
import { mulberry32 } from './noise.ts';
import type { BackdropView, LightDirection, Rgb } from './spec.ts';

/** Per view: scale of the farthest table row (nearest = 1) and the nearest row's vertical foreshortening. */
const PERSPECTIVE: Record<BackdropView, { far: number; foreshorten: number }> = {
  'top-down': { far: 1, foreshorten: 1 },
  'three-quarter': { far: 0.45, foreshorten: 0.78 },
  'eye-level': { far: 0.3, foreshorten: 0.34 },
};
/** Eye level: the table's back edge, as a share of the height from the top (the wall is above it). */
export const EYE_LEVEL_TABLE_EDGE = 0.5;

export interface Ctx {
  w: number;
  h: number;
  /** pixels per surface unit at the near edge */
  ppu: number;
  /** surface Y (units) of each pixel row */
  rowY: Float64Array;
  /** horizontal magnification 1/m of each row (1 in top-down) */
  rowSx: Float64Array;
  /** on-screen scale m of each row (1 near the camera, smaller far away) */
  rowM: Float64Array;
  /** surface units one pixel row spans (vertical foreshortening: large far away) */
  rowDy: Float64Array;
  /** 0 at the near edge … 1 at the far edge of the table (and on the wall above it) */
  rowDepth: Float64Array;
  /** First row of the table (rows above are the wall in the eye-level view; 0 otherwise). */
  tableTop: number;
  cxU: number;
  rng: () => number;
  seed: number;
  /** Unit vector toward the light, in frame coordinates (x right, y down). */
  light: { x: number; y: number };
  view: BackdropView;
}

const LIGHT_VECTORS: Record<LightDirection, [number, number]> = {
  'top-left': [-0.7071, -0.7071],
  top: [0, -1],
  'top-right': [0.7071, -0.7071],
  left: [-1, 0],
  right: [1, 0],
};

export function makeCtx(w: number, h: number, seed: number, view: BackdropView, direction: LightDirection): Ctx {
  const ppu = Math.max(w, h) / 1000;
  const { far, foreshorten } = PERSPECTIVE[view];
  const tableTop = view === 'eye-level' ? Math.min(h - 1, Math.round(h * EYE_LEVEL_TABLE_EDGE)) : 0;
  const rowY = new Float64Array(h);
  const rowSx = new Float64Array(h);
  const rowM = new Float64Array(h);
  const rowDepth = new Float64Array(h);
  const rowDy = new Float64Array(h);
  const span = Math.max(1, h - 1 - tableTop);
  let acc = 0;
  // Integrate from the bottom (near) row upwards so the near edge keeps its scale.
  for (let y = h - 1; y >= 0; y -= 1) {
    const t = Math.max(0, (y - tableTop) / span);
    const m = far + (1 - far) * t;
    rowM[y] = m;
    rowSx[y] = 1 / m;
    rowY[y] = h / ppu - acc;
    rowDepth[y] = view === 'top-down' ? 0 : 1 - t;
    rowDy[y] = 1 / (m * m * foreshorten * ppu);
    if (view !== 'eye-level' || y > tableTop) acc += rowDy[y]!;
  }
  const [lx, ly] = LIGHT_VECTORS[direction];
  return { w, h, ppu, rowY, rowSx, rowM, rowDy, rowDepth, tableTop, cxU: w / ppu / 2, rng: mulberry32(seed), seed, light: { x: lx, y: ly }, view };
}

/** Surface X (units) of pixel column x on row y. */
export function surfaceX(ctx: Ctx, x: number, y: number): number {
  return ctx.cxU + (x / ctx.ppu - ctx.cxU) * ctx.rowSx[y]!;
}

/** Screen scale used to pick a field's sampling step: the grid may be coarser than the farthest rows need (they are blurred). */
const STEP_SCALE: Record<BackdropView, number> = { 'top-down': 1, 'three-quarter': 0.45, 'eye-level': 0.35 };

/**
 * Evaluates fn(X, Y) in surface units at every `step`-th pixel of the table and bilinearly upsamples
 * to the full grid. `featureUnits` is the smallest wavelength the function contains: the step is
 * chosen so each wavelength spans at least ~6 samples on screen.
 */
export function sampleField(ctx: Ctx, featureUnits: number, fn: (X: number, Y: number) => number): Float32Array {
  const { w, h, ppu, rowY, rowSx, cxU, tableTop } = ctx;
  const step = Math.max(1, Math.min(24, Math.floor((featureUnits * ppu * STEP_SCALE[ctx.view]) / 6)));
  const out = new Float32Array(w * h);
  if (step === 1) {
    for (let y = tableTop; y < h; y += 1) {
      const Y = rowY[y]!;
      const sx = rowSx[y]!;
      const row = y * w;
      for (let x = 0; x < w; x += 1) out[row + x] = fn(cxU + (x / ppu - cxU) * sx, Y);
    }
    return out;
  }
  const gw = Math.ceil((w - 1) / step) + 1;
  const gh = Math.ceil((h - 1) / step) + 1;
  const grid = new Float32Array(gw * gh);
  const j0Start = Math.max(0, Math.floor(tableTop / step) - 1);
  for (let j = j0Start; j < gh; j += 1) {
    const y = Math.min(h - 1, j * step);
    const Y = rowY[y]!;
    const sx = rowSx[y]!;
    for (let i = 0; i < gw; i += 1) {
      const x = Math.min(w - 1, i * step);
      grid[j * gw + i] = fn(cxU + (x / ppu - cxU) * sx, Y);
    }
  }
  // Column x lies in grid cell floor(x / step) (never past the last: gw covers w), at colT[x] across it.
  const colT = new Float32Array(w);
  for (let x = 0; x < w; x += 1) {
    const gxf = x / step;
    colT[x] = gxf - Math.floor(gxf);
  }
  for (let y = tableTop; y < h; y += 1) {
    const gyf = y / step;
    const j0 = Math.min(gh - 1, Math.floor(gyf));
    const j1 = Math.min(gh - 1, j0 + 1);
    const ty = gyf - j0;
    const r0 = j0 * gw;
    const r1 = j1 * gw;
    const row = y * w;
    // Cell by cell: its four corners read once for the `step` columns across it.
    for (let i0 = 0, x = 0; x < w; i0 += 1) {
      const i1 = Math.min(gw - 1, i0 + 1);
      const a = grid[r0 + i0]!;
      const b = grid[r1 + i0]!;
      const a1 = grid[r0 + i1]!;
      const b1 = grid[r1 + i1]!;
      for (const end = Math.min(w, x + step); x < end; x += 1) {
        const tx = colT[x]!;
        const top = a + (a1 - a) * tx;
        const bottom = b + (b1 - b) * tx;
        out[row + x] = top + (bottom - top) * ty;
      }
    }
  }
  return out;
}

/**
 * Directional shading of a height map (heights in surface units): 1 on flat ground, brighter on
 * slopes facing the light. Slopes are taken per surface unit (a foreshortened row spans more of
 * the table), so the relief reads the same at every distance. `strength` scales the relief.
 */
export function shadeHeight(ctx: Ctx, height: Float32Array, strength: number): Float32Array {
  const { w, h, light } = ctx;
  const out = new Float32Array(w * h).fill(1);
  for (let y = ctx.tableTop; y < h; y += 1) {
    const ym = y > ctx.tableTop ? y - 1 : y;
    const yp = y < h - 1 ? y + 1 : y;
    const kx = strength * ctx.ppu * ctx.rowM[y]!;
    const ky = strength / ctx.rowDy[y]!;
    for (let x = 0; x < w; x += 1) {
      const xm = x > 0 ? x - 1 : x;
      const xp = x < w - 1 ? x + 1 : x;
      const dx = (height[y * w + xp]! - height[y * w + xm]!) / (xp - xm || 1);
      const dy = (height[yp * w + x]! - height[ym * w + x]!) / (yp - ym || 1);
      out[y * w + x] = 1 - kx * dx * light.x - ky * dy * light.y;
    }
  }
  return out;
}

/** Fills `rgb` (sRGB-encoded 0..1 floats, 3 per pixel) with the surface for the whole table. */
export type SurfacePainter = (ctx: Ctx, colors: { base: Rgb; secondary: Rgb }, rgb: Float32Array) => void;

