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

/**
 * Screen scale used to pick a field's sampling step where the table is farthest: the grid may be
 * coarser than those rows need (they are blurred). Nearer rows, shown larger, take steps as coarse
 * as their own scale allows: across, their magnification (`rowM`); down, their foreshortening
 * (1 / `rowDy`, smaller: a receding table is squeezed more down than across).
 */
const STEP_SCALE: Record<BackdropView, number> = { 'top-down': 1, 'three-quarter': 0.45, 'eye-level': 0.35 };
const MAX_STEP = 24;

/**
 * Evaluates fn(X, Y) in surface units on a grid of the table's pixels and bilinearly upsamples to
 * the full grid. `featureUnits` is the smallest wavelength the function contains: each grid row's
 * steps (across, and down to the next grid row) are chosen so each wavelength spans at least ~6
 * samples on screen at that row's scale — never finer than the farthest rows' step (STEP_SCALE).
 */
export function sampleField(ctx: Ctx, featureUnits: number, fn: (X: number, Y: number) => number): Float32Array {
  const { w, h, ppu, rowY, rowSx, rowM, rowDy, cxU, tableTop } = ctx;
  const stepAt = (scale: number) => Math.max(1, Math.min(MAX_STEP, Math.floor((featureUnits * ppu * scale) / 6)));
  const farStep = stepAt(STEP_SCALE[ctx.view]);
  const out = new Float32Array(w * h);
  // Every row's steps lie between the farthest row's and the nearest's (stepAt(1)): all 1, every pixel is evaluated.
  if (stepAt(1) === 1) {
    for (let y = tableTop; y < h; y += 1) {
      const Y = rowY[y]!;
      const sx = rowSx[y]!;
      const row = y * w;
      for (let x = 0; x < w; x += 1) out[row + x] = fn(cxU + (x / ppu - cxU) * sx, Y);
    }
    return out;
  }
  // One grid row, evaluated every `step` pixels across and linearly spread over the whole width.
  const spread = (y: number, step: number, into: Float32Array): void => {
    const Y = rowY[y]!;
    const sx = rowSx[y]!;
    let a = fn(cxU - cxU * sx, Y);
    into[0] = a;
    // Cell by cell, the last one shorter where the width is no multiple of the step.
    for (let x0 = 0; x0 < w - 1; ) {
      const x1 = Math.min(w - 1, x0 + step);
      const a1 = fn(cxU + (x1 / ppu - cxU) * sx, Y);
      for (let x = x0 + 1; x <= x1; x += 1) into[x] = a + ((a1 - a) * (x - x0)) / (x1 - x0);
      a = a1;
      x0 = x1;
    }
  };
  let upper = new Float32Array(w);
  let lower = new Float32Array(w);
  // Grid rows from the table's top down; each row's steps are its own (the nearer, the coarser).
  const across = (y: number) => Math.max(farStep, stepAt(rowM[y]!));
  const down = (y: number) => Math.max(farStep, stepAt(1 / (rowDy[y]! * ppu)));
  let at = tableTop;
  spread(at, across(at), upper);
  while (at < h) {
    // The last grid row is the table's last row: the band above it may be shorter than the step.
    const next = Math.min(h - 1, at + down(at));
    if (next === at) {
      out.set(upper, at * w);
      break;
    }
    spread(next, across(next), lower);
    for (let y = at; y < (next === h - 1 ? h : next); y += 1) {
      const ty = (y - at) / (next - at);
      const row = y * w;
      for (let x = 0; x < w; x += 1) {
        const top = upper[x]!;
        out[row + x] = top + (lower[x]! - top) * ty;
      }
    }
    [upper, lower] = [lower, upper];
    at = next;
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

