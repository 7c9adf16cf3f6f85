// A light plate seen not quite from above shows its outer side — the lip below the rim — in shadow on
// the side away from the light, and the model keeps that dark crescent, often with the plate's own
// shadow on the table, as part of the dish. On a new backdrop it reads as a thick dark outline on one
// side, and a rim the frame cut is drawn on from it (rim.ts), a dark band round the drawn cap. The
// crescent is read along rays of the rim's ellipse: a band at the outline much darker than the rim
// just inside, over part of the circumference only (a plate's dark border line runs all round).
import { luma, type RgbImage } from './image.ts';
import type { Ellipse } from './plate.ts';

/** Distance (r, g, b over their sum) beyond which the dark band is not the rim's own colour in shadow. */
const MAX_HUE_SHIFT = 0.12;
/** Rays cast round the ellipse. */
const RAYS = 360;
/** Relative radii the rays are sampled over, in this step. */
const RAY_FROM = 0.78;
const RAY_TO = 1.06;
const RAY_STEP = 0.004;
/** The rim's own light is the median over this band of relative radius… */
const BODY: [number, number] = [0.8, 0.9];
/** …read from at least this many samples, and at least this light (a dark plate's lip is not told from it). */
const MIN_BODY_SAMPLES = 5;
const MIN_BODY_LUMA = 100;
/** A sample of the band is darker than this share of the rim's light. */
const DARK_SHARE = 0.62;
/** A ray's dark band counts from this thickness (relative radius)… */
const MIN_THICKNESS = 0.012;
/** …and the crescent must reach this thickness somewhere, never this much (deeper is not a lip: food, a bowl's wall). */
const MIN_PEAK = 0.02;
const MAX_THICKNESS = 0.1;
/** Rays with a band: at least this share of the rays the photo shows whole, at most this share (all round is a border line). */
const MIN_ARC = 0.04;
const MAX_ARC = 0.5;
/** Thicknesses smoothed over this many rays either side (median). */
const SMOOTH = 2;
/** The cut's radius averaged over this many rays either side. */
const CUT_SMOOTH = 4;

/**
 * Drops from `solid` (1 = dish, at `guide`'s size) the dark crescent along the outline of the plate
 * whose rim is `ellipse`; returns how many pixels it dropped (0 when there is no such crescent).
 */
export function dropShadowedLip(solid: Uint8Array, guide: RgbImage, ellipse: Ellipse): number {
  const { width, height, data } = guide;
  const cos = Math.cos(ellipse.theta);
  const sin = Math.sin(ellipse.theta);
  const steps = Math.round((RAY_TO - RAY_FROM) / RAY_STEP) + 1;
  const thickness = new Float32Array(RAYS);
  const edge = new Float32Array(RAYS);
  const outline = new Float32Array(RAYS);
  const samples = new Int32Array(steps);
  const lumas = new Float32Array(steps);
  // Colour sums (r, g, b, count) of the dark bands and of the rim's body they lie beyond.
  const band = [0, 0, 0, 0];
  const body = [0, 0, 0, 0];
  const add = (sums: number[], p: number) => {
    for (let c = 0; c < 3; c += 1) sums[c]! += data[p * 3 + c]!;
    sums[3]! += 1;
  };
  let seen = 0;
  const bodyLumas: number[] = [];
  for (let k = 0; k < RAYS; k += 1) {
    const phi = (k / RAYS) * 2 * Math.PI;
    const u = ellipse.a * Math.cos(phi);
    const v = ellipse.b * Math.sin(phi);
    // The outline along the ray: the last dish sample of the run that starts inside (-1: none).
    let outer = -1;
    for (let s = 0; s < steps; s += 1) {
      const rho = RAY_FROM + s * RAY_STEP;
      const x = Math.floor(ellipse.cx + rho * (u * cos - v * sin));
      const y = Math.floor(ellipse.cy + rho * (u * sin + v * cos));
      // Where the frame cuts the plate the photo's last pixels stand for the outline: a crescent
      // running on to the frame's edge is cut there too.
      if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) break;
      const p = y * width + x;
      if (!solid[p]) break;
      samples[s] = p;
      lumas[s] = luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      outer = s;
    }
    if (outer < 0) continue;
    seen += 1;
    outline[k] = RAY_FROM + outer * RAY_STEP;
    bodyLumas.length = 0;
    const first = Math.ceil((BODY[0] - RAY_FROM) / RAY_STEP);
    const last = Math.min(outer, Math.floor((BODY[1] - RAY_FROM) / RAY_STEP));
    for (let s = first; s <= last; s += 1) bodyLumas.push(lumas[s]!);
    if (bodyLumas.length < MIN_BODY_SAMPLES) continue;
    bodyLumas.sort((p, q) => p - q);
    const light = bodyLumas[bodyLumas.length >> 1]!;
    if (light < MIN_BODY_LUMA) continue;
    let from = outer + 1;
    while (from > 0 && lumas[from - 1]! < DARK_SHARE * light) from -= 1;
    if (from > outer) continue;
    const innerRho = RAY_FROM + from * RAY_STEP;
    // A dark run reaching into the rim's body is the dish itself (food over the rim), not its lip.
    if (innerRho <= BODY[1]) continue;
    thickness[k] = (outer - from + 1) * RAY_STEP;
    edge[k] = innerRho;
    for (let s = from; s <= outer; s += 1) add(band, samples[s]!);
    for (let s = first; s <= last; s += 1) add(body, samples[s]!);
  }
  if (seen === 0) return 0;
  const smooth = new Float32Array(RAYS);
  const window: number[] = [];
  for (let k = 0; k < RAYS; k += 1) {
    window.length = 0;
    for (let d = -SMOOTH; d <= SMOOTH; d += 1) window.push(thickness[(k + d + RAYS) % RAYS]!);
    window.sort((p, q) => p - q);
    smooth[k] = window[SMOOTH]!;
  }
  let arc = 0;
  let peak = 0;
  for (let k = 0; k < RAYS; k += 1) {
    if (smooth[k]! < MIN_THICKNESS) continue;
    arc += 1;
    peak = Math.max(peak, smooth[k]!);
  }
  // The lip in shadow is the plate's own colour, darker; a band of another hue (a navy or blue
  // border line, a decoration) is the plate's, and stays.
  if (band[3]! === 0 || chromaticityDistance(band, body) > MAX_HUE_SHIFT) return 0;
  if (arc < MIN_ARC * seen || arc > MAX_ARC * seen || peak < MIN_PEAK || peak > MAX_THICKNESS) return 0;
  // Where each ray is cut: the band's inner edge where there is a band, past the outline elsewhere;
  // averaged over neighbouring rays so the new outline is smooth, not stepped ray by ray.
  const cutAt = new Float32Array(RAYS).fill(Number.POSITIVE_INFINITY);
  for (let k = 0; k < RAYS; k += 1) {
    if (!outline[k]) continue;
    cutAt[k] = smooth[k]! >= MIN_THICKNESS && edge[k] ? edge[k]! : outline[k]! + RAY_STEP;
  }
  const cut = new Float32Array(RAYS).fill(Number.POSITIVE_INFINITY);
  for (let k = 0; k < RAYS; k += 1) {
    if (!Number.isFinite(cutAt[k]!)) continue;
    let sum = 0;
    let count = 0;
    for (let d = -CUT_SMOOTH; d <= CUT_SMOOTH; d += 1) {
      const c = cutAt[(k + d + RAYS) % RAYS]!;
      if (!Number.isFinite(c)) continue;
      sum += c;
      count += 1;
    }
    cut[k] = sum / count;
  }
  let dropped = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!solid[p]) continue;
      const dx = x + 0.5 - ellipse.cx;
      const dy = y + 0.5 - ellipse.cy;
      const u = (dx * cos + dy * sin) / ellipse.a;
      const v = (-dx * sin + dy * cos) / ellipse.b;
      const rho = Math.hypot(u, v);
      if (rho <= BODY[1]) continue;
      const at = (((Math.atan2(v, u) + 2 * Math.PI) % (2 * Math.PI)) / (2 * Math.PI)) * RAYS;
      const k0 = Math.floor(at) % RAYS;
      const k1 = (k0 + 1) % RAYS;
      const c0 = cut[k0]!;
      const c1 = cut[k1]!;
      if (!Number.isFinite(c0) || !Number.isFinite(c1)) continue;
      const t = at - Math.floor(at);
      if (rho < c0 + (c1 - c0) * t) continue;
      solid[p] = 0;
      dropped += 1;
    }
  }
  return dropped;
}

/** Euclidean distance between the chromaticities (r, g, b over their sum) of two colour sums. */
function chromaticityDistance(a: number[], b: number[]): number {
  const sa = a[0]! + a[1]! + a[2]! || 1;
  const sb = b[0]! + b[1]! + b[2]! || 1;
  return Math.hypot(a[0]! / sa - b[0]! / sb, a[1]! / sa - b[1]! / sb, a[2]! / sa - b[2]! / sb);
}
