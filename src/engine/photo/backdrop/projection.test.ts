import { describe, expect, it } from 'vitest';
import { fbm, makePerlin } from './noise.ts';
import { makeCtx, sampleField, surfaceX } from './projection.ts';
import type { BackdropView } from './spec.ts';

/** A field with one wavelength of `units` surface units: what a surface's noise looks like to the sampler. */
function wave(units: number) {
  const noise = makePerlin(9);
  return (X: number, Y: number) => fbm(noise, X / units, Y / units, 1);
}

/** How deep the table stays sharp per view (render.ts blurAmounts: no blur up to this depth). */
const IN_FOCUS_DEPTH: Record<BackdropView, number> = { 'top-down': 1, 'three-quarter': 0.45, 'eye-level': 0.1 };

function sampled(view: BackdropView, units: number) {
  const ctx = makeCtx(855, 641, 5, view, 'top-left');
  const fn = wave(units);
  let calls = 0;
  const field = sampleField(ctx, units, (X, Y) => {
    calls += 1;
    return fn(X, Y);
  });
  // Where the table is in focus (the far rows are blurred by the depth of field: render.ts).
  let worst = 0;
  for (let y = ctx.tableTop; y < ctx.h; y += 1) {
    if (ctx.rowDepth[y]! > IN_FOCUS_DEPTH[view]) continue;
    for (let x = 0; x < ctx.w; x += 1) worst = Math.max(worst, Math.abs(field[y * ctx.w + x]! - fn(surfaceX(ctx, x, y), ctx.rowY[y]!)));
  }
  return { calls, pixels: ctx.w * (ctx.h - ctx.tableTop), worst, field, ctx };
}

describe('sampleField (a surface function on the table, through the camera)', () => {
  it('follows the function wherever the table is in focus, at every view, as closely as seen from above', () => {
    for (const view of ['top-down', 'three-quarter', 'eye-level'] as const) {
      for (const units of [20, 30, 80]) expect(sampled(view, units).worst, `${view} ${units}`).toBeLessThan(0.08);
    }
  });

  it('evaluates a receding table coarser where it is near (shown larger) than where it is far', () => {
    const { calls, pixels } = sampled('three-quarter', 30);
    // A grid as fine as the farthest rows everywhere would evaluate every pixel (step 1 at this size).
    expect(calls).toBeLessThan(pixels / 2);
  });

  it('leaves the wall above an eye-level table untouched', () => {
    const { field, ctx } = sampled('eye-level', 40);
    expect(ctx.tableTop).toBeGreaterThan(0);
    expect(field.subarray(0, ctx.tableTop * ctx.w).every((v) => v === 0)).toBe(true);
    expect(field.subarray(ctx.tableTop * ctx.w).some((v) => v !== 0)).toBe(true);
  });
});
