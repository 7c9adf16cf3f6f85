// The plate the model missed. IS-Net often keeps the food and drops the plate under it — a white
// bowl around a yellow soup, a painted plate under ribs — and then the dish looks whole when the
// photo actually cut its plate, or the cut-out loses the rim. At matte size: rays from the food's
// centre, the strongest colour edges beyond the food along each; ellipses proposed from the
// smoothest strong closed contour through those edges (dynamic programming), from the arcs the
// edges form ray to ray, in ones, twos and threes, and from random samples of them (RANSAC, fixed
// seed: deterministic), then grown and shrunk concentrically, taken to a rim band's outer edge and
// nudged onto the edges; the rim is the ellipse whose edges most rays find, closest on it. It is
// taken only when it encloses the food, is found on
// most of the rays where it lies in the frame, and is a plate's size. Edges near the frame's border
// are ignored (a cut plate's pattern would pass for its rim), and a rim that runs that close to a
// side counts as touching it. ~30–50 ms at 640 px. The rays and their edges: plate-rays.ts.
import type { RgbImage } from './image.ts';
import { mulberry32 } from './backdrop.ts';
import { closedContour, edgeArcs, edgesAlongRays, foodOrigin, RAYS, searchFrame, type EdgeCandidate, type FoodOrigin, type RayEdges, type SearchFrame } from './plate-rays.ts';
import { maskFrom } from './raster.ts';

export interface Ellipse {
  cx: number;
  cy: number;
  /** Semi-axes, in pixels. */
  a: number;
  b: number;
  /** Rotation of the `a` axis from +x, radians. */
  theta: number;
}

/**
 * Least-squares conic A x² + B xy + C y² + D x + E y = 1 through the points (centred and scaled
 * for conditioning), as an ellipse; null when the conic is not one.
 */
export function fitEllipse(xs: ArrayLike<number>, ys: ArrayLike<number>, use?: ArrayLike<number>): Ellipse | null {
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < xs.length; i += 1) {
    if (use && !use[i]) continue;
    mx += xs[i]!;
    my += ys[i]!;
    n += 1;
  }
  if (n < 6) return null;
  mx /= n;
  my /= n;
  let spread = 0;
  for (let i = 0; i < xs.length; i += 1) if (!use || use[i]) spread += (xs[i]! - mx) ** 2 + (ys[i]! - my) ** 2;
  const s = Math.sqrt(spread / n) || 1;
  // Normal equations of the 5 unknowns, terms (x², xy, y², x, y): the 15 distinct sums of products
  // (the matrix is symmetric) and the 5 sums, accumulated in scalars.
  let s00 = 0, s01 = 0, s02 = 0, s03 = 0, s04 = 0, s11 = 0, s12 = 0, s13 = 0, s14 = 0, s22 = 0, s23 = 0, s24 = 0, s33 = 0, s34 = 0, s44 = 0;
  let t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0;
  for (let i = 0; i < xs.length; i += 1) {
    if (use && !use[i]) continue;
    const x = (xs[i]! - mx) / s;
    const y = (ys[i]! - my) / s;
    const q0 = x * x;
    const q1 = x * y;
    const q2 = y * y;
    s00 += q0 * q0; s01 += q0 * q1; s02 += q0 * q2; s03 += q0 * x; s04 += q0 * y;
    s11 += q1 * q1; s12 += q1 * q2; s13 += q1 * x; s14 += q1 * y;
    s22 += q2 * q2; s23 += q2 * x; s24 += q2 * y;
    s33 += x * x; s34 += x * y;
    s44 += y * y;
    t0 += q0; t1 += q1; t2 += q2; t3 += x; t4 += y;
  }
  const M = [
    Float64Array.of(s00, s01, s02, s03, s04, t0),
    Float64Array.of(s01, s11, s12, s13, s14, t1),
    Float64Array.of(s02, s12, s22, s23, s24, t2),
    Float64Array.of(s03, s13, s23, s33, s34, t3),
    Float64Array.of(s04, s14, s24, s34, s44, t4),
  ];
  // Gaussian elimination with partial pivoting.
  for (let col = 0; col < 5; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < 5; r += 1) if (Math.abs(M[r]![col]!) > Math.abs(M[pivot]![col]!)) pivot = r;
    if (Math.abs(M[pivot]![col]!) < 1e-12) return null;
    [M[col], M[pivot]] = [M[pivot]!, M[col]!];
    for (let r = 0; r < 5; r += 1) {
      if (r === col) continue;
      const f = M[r]![col]! / M[col]![col]!;
      for (let c = col; c < 6; c += 1) M[r]![c]! -= f * M[col]![c]!;
    }
  }
  const [A, B, C, D, E] = M.map((row, i) => row[5]! / row[i]!) as [number, number, number, number, number];
  const F = -1;
  const disc = B * B - 4 * A * C;
  if (disc >= 0) return null;
  const x0 = (2 * C * D - B * E) / disc;
  const y0 = (2 * A * E - B * D) / disc;
  const f0 = A * x0 * x0 + B * x0 * y0 + C * y0 * y0 + D * x0 + E * y0 + F;
  // Eigen-decomposition of [[A, B/2], [B/2, C]].
  const trace = A + C;
  const root = Math.sqrt((A - C) ** 2 + B * B);
  const l1 = (trace + root) / 2;
  const l2 = (trace - root) / 2;
  if (!(-f0 / l1 > 0) || !(-f0 / l2 > 0)) return null;
  // λ2 ≤ λ1: the axis of λ2 is the long one.
  const a = Math.sqrt(-f0 / l2) * s;
  const b = Math.sqrt(-f0 / l1) * s;
  const theta = 0.5 * Math.atan2(B, A - C) + Math.PI / 2;
  return { cx: x0 * s + mx, cy: y0 * s + my, a, b, theta };
}

/** Half extents of the ellipse's bounding box. */
export function ellipseHalfExtents(e: Ellipse): { x: number; y: number } {
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  return { x: Math.hypot(e.a * cos, e.b * sin), y: Math.hypot(e.a * sin, e.b * cos) };
}

/**
 * How far the ellipse's bounding box reaches past each side of a `width` × `height` frame, in
 * pixels: positive beyond the frame (the photo cut it there), negative inside it by that much.
 */
export function ellipseBeyond(e: Ellipse, width: number, height: number): { top: number; right: number; bottom: number; left: number } {
  const half = ellipseHalfExtents(e);
  return { top: half.y - e.cy, right: e.cx + half.x - width, bottom: e.cy + half.y - height, left: half.x - e.cx };
}

/** Normalised radius of a point in the ellipse's frame (1 on the ellipse). */
export function ellipseRadius(e: Ellipse, x: number, y: number): number {
  return relativeRadius(e, Math.cos(e.theta), Math.sin(e.theta), x, y);
}

/** `ellipseRadius` for many points of one ellipse: its rotation computed once. */
export function radiusFor(e: Ellipse): (x: number, y: number) => number {
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  return (x, y) => relativeRadius(e, cos, sin, x, y);
}

/**
 * The square root of the sum of squares, not `Math.hypot` (which guards against overflow and
 * compensates rounding: 4.5× slower in Node 20, and this is the matte's hottest call). The two agree
 * to the last bit or one unit in it; the 64 shared photos give the same output byte for byte either way.
 */
function relativeRadius(e: Ellipse, cos: number, sin: number, x: number, y: number): number {
  const dx = x - e.cx;
  const dy = y - e.cy;
  const u = (dx * cos + dy * sin) / e.a;
  const v = (-dx * sin + dy * cos) / e.b;
  return Math.sqrt(u * u + v * v);
}

/** A point of the ellipse at parameter t and relative radius r, and its outward normal. */
export function ellipsePoint(e: Ellipse, t: number, r: number): { x: number; y: number; nx: number; ny: number } {
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  const u = e.a * r * Math.cos(t);
  const v = e.b * r * Math.sin(t);
  // Normal of the ellipse in its own frame: (cos t / a, sin t / b), rotated.
  const nu = Math.cos(t) / e.a;
  const nv = Math.sin(t) / e.b;
  const nl = Math.hypot(nu, nv) || 1;
  return { x: e.cx + u * cos - v * sin, y: e.cy + u * sin + v * cos, nx: (nu * cos - nv * sin) / nl, ny: (nu * sin + nv * cos) / nl };
}

/** The ellipse's interior as a 0/1 mask: per row, the span between the two crossings. */
export function rasterEllipse(e: Ellipse, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  // (x, y) inside ⇔ P x'² + Q x' + R ≤ 0 with x' = x − cx, for each row's y' = y − cy.
  const ia = 1 / (e.a * e.a);
  const ib = 1 / (e.b * e.b);
  const P = cos * cos * ia + sin * sin * ib;
  for (let y = 0; y < height; y += 1) {
    const v = y + 0.5 - e.cy;
    const Q = 2 * v * sin * cos * (ia - ib);
    const R = v * v * (sin * sin * ia + cos * cos * ib) - 1;
    const disc = Q * Q - 4 * P * R;
    if (disc < 0) continue;
    const root = Math.sqrt(disc);
    const x0 = Math.max(0, Math.ceil((-Q - root) / (2 * P) + e.cx - 0.5));
    const x1 = Math.min(width - 1, Math.floor((-Q + root) / (2 * P) + e.cx - 0.5));
    if (x1 >= x0) out.fill(1, y * width + x0, y * width + x1 + 1);
  }
  return out;
}

export interface PlateSearch {
  /** The food plus its plate (0/1), or null when no plate rim was found around the food. */
  mask: Uint8Array | null;
  ellipse: Ellipse | null;
  /** Share of the rays (where the rim lies inside the frame) that found the rim's edge. */
  support: number;
  /** Why no plate was taken (for tuning and tests), or null when one was. */
  rejected: string | null;

  /** Share of each side of the frame the plate comes within the border margin of (it may be cut there). */
  nearEdges?: { top: number; right: number; bottom: number; left: number };
}

/** The rays' unit directions (ray k at k / RAYS of a turn). */
const RAY_DX = Float64Array.from({ length: RAYS }, (_, k) => Math.cos((k / RAYS) * 2 * Math.PI));
const RAY_DY = Float64Array.from({ length: RAYS }, (_, k) => Math.sin((k / RAYS) * 2 * Math.PI));

/** Distance along each ray from (x, y) to where it leaves the ellipse, or null when a ray never does (the point is outside it). */
function rayExits(e: Ellipse, x: number, y: number): Float64Array | null {
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  const px = ((x - e.cx) * cos + (y - e.cy) * sin) / e.a;
  const py = (-(x - e.cx) * sin + (y - e.cy) * cos) / e.b;
  const C = px * px + py * py - 1;
  const exits = new Float64Array(RAYS);
  for (let k = 0; k < RAYS; k += 1) {
    const vx = (RAY_DX[k]! * cos + RAY_DY[k]! * sin) / e.a;
    const vy = (-RAY_DX[k]! * sin + RAY_DY[k]! * cos) / e.b;
    const A = vx * vx + vy * vy;
    const B = 2 * (px * vx + py * vy);
    const disc = B * B - 4 * A * C;
    if (disc < 0) return null;
    const t = (-B + Math.sqrt(disc)) / (2 * A);
    if (!(t > 0)) return null;
    exits[k] = t;
  }
  return exits;
}

/** Rays with room for a rim inside the frame: at least this share (else the photo is all food). */
const MIN_SEARCHABLE = 0.25;
const RANSAC_ROUNDS = 300;
/** Concentric scales tried around the best ellipse. */
const SCALE_RANGE: [number, number] = [0.7, 1.5];
const SCALE_STEP = 0.02;
/** The outer edge of a rim band: at most this much larger than its inner edge, found on this share of its rays. */
const OUTER_EDGE_SCALE = 1.12;
const OUTER_EDGE_SUPPORT = 0.85;
const SAMPLE_SIZE = 6;
/** The rim must be found on this share of the rays along which it lies in the frame (true rims: 0.75–1; a table or a neighbouring bowl: ≤ 0.65). */
const MIN_SUPPORT = 0.7;
/** …and on at least this share of all rays (a rim seen over a short arc is not trusted). */
const MIN_SUPPORTED_RAYS = 0.3;
/** …and may lie inside the food on at most this share of all rays. */
const MAX_INSIDE_FOOD = 0.06;
/** Radial tolerance of a candidate on the rim (share of its distance from the centre, ≥ 1.5 px). */
const RIM_TOLERANCE = 0.025;
/** Area of the plate over the food's. */
const AREA_RANGE: [number, number] = [1.15, 9];
const MIN_FOOD_INSIDE = 0.94;
const MIN_AXIS_RATIO = 0.35;

/** The food, the frame and the rays' edges a rim is scored against. */
interface RimContext {
  origin: FoodOrigin;
  frame: SearchFrame;
  rays: RayEdges;
  guide: RgbImage;
}

/** How an ellipse agrees with the rays' edges. */
interface RimScore {
  /** Rays that found an edge where they leave the ellipse. */
  support: number;
  /** Σ over those rays of 1 − (offset / tolerance)²: how closely the edges lie on it. */
  closeness: number;
  /** …as a share of the rays along which the ellipse lies in the frame. */
  share: number;
  /** Share of all rays along which the ellipse lies inside the food. */
  inside: number;
  /** The agreeing edges. */
  inliers: { x: number; y: number }[];
}

interface Rim {
  e: Ellipse;
  s: RimScore;
}

/** Whether a rim's score is a plate's: found on most of the rays where it lies in the frame, and on enough rays in all. */
const acceptable = (s: RimScore) => s.share >= MIN_SUPPORT && s.support >= RAYS * MIN_SUPPORTED_RAYS;

/**
 * Whether `s` ranks above `than`: a rim that could be a plate above one that could not, then the
 * more agreeing rays, each counted by how close its edge lies (of ellipses through the two side arcs
 * of a plate the photo cut at top and bottom, the one the edges lie on, not the one they cross).
 * Acceptability comes first because, by agreeing rays alone, an ellipse lying in the frame on more
 * rays outvoted the plate whose rim runs beyond the frame (plated-pork-peppers: a wrong ellipse on
 * 44 of 78 rays over the plate on 38 of 41), and no plate was taken at all.
 */
function ranksAbove(s: RimScore, than: RimScore): boolean {
  if (acceptable(s) !== acceptable(than)) return acceptable(s);
  return s.closeness > than.closeness;
}

/** Along each ray, whether an edge lies where the ray leaves the ellipse (and whether it leaves it inside the food). */
function scoreRim(e: Ellipse, { origin, frame, rays }: RimContext): RimScore {
  const { cx, cy } = origin;
  let support = 0;
  let closeness = 0;
  let counted = 0;
  let inside = 0;
  const inliers: { x: number; y: number }[] = [];
  const exits = rayExits(e, cx, cy);
  if (!exits) return { support: 0, closeness: 0, share: 0, inside: RAYS, inliers };
  for (let k = 0; k < RAYS; k += 1) {
    const t = exits[k]!;
    if (t < rays.starts[k]! + 1) inside += 1;
    if (!frame.inFrame(cx + RAY_DX[k]! * t, cy + RAY_DY[k]! * t)) continue;
    counted += 1;
    const tolerance = Math.max(1.5, t * RIM_TOLERANCE);
    let hit: EdgeCandidate | null = null;
    for (const c of rays.candidates[k]!) if (Math.abs(c.t - t) <= tolerance && (!hit || Math.abs(c.t - t) < Math.abs(hit.t - t))) hit = c;
    if (hit) {
      support += 1;
      closeness += 1 - ((hit.t - t) / tolerance) ** 2;
      inliers.push(hit);
    }
  }
  return { support, closeness, share: counted ? support / counted : 0, inside: inside / RAYS, inliers };
}

/**
 * A plate's longest diameter is at most this many times the frame's long side: a phone photo of a
 * dish shows most of its plate. A sushi counter's edge and a board's corner drew a "plate" twice the
 * frame's width once proposals no longer depended on luck.
 */
const MAX_RIM_SPAN = 1.5;

/** An ellipse that may be a plate around the food: not too flat, not much larger than the frame, around the food's centre. */
function plausibleRim(e: Ellipse | null, { origin, frame }: RimContext): e is Ellipse {
  return !!e && e.b / e.a >= MIN_AXIS_RATIO && 2 * e.a <= MAX_RIM_SPAN * Math.max(frame.width, frame.height) && ellipseRadius(e, origin.cx, origin.cy) < 0.8;
}

/** Takes a proposed ellipse into account; its score, or null when it cannot be a plate around the food. */
type Consider = (e: Ellipse | null) => RimScore | null;

/** First proposals: the smoothest strong closed contour around the food, fitted robustly. */
function proposeFromContour(ctx: RimContext, consider: Consider): void {
  const contour = closedContour(ctx.rays.candidates);
  if (contour.length < 12) return;
  let use = new Uint8Array(contour.length).fill(1);
  for (let round = 0; round < 4; round += 1) {
    const e = fitEllipse(
      contour.map((c) => c.x),
      contour.map((c) => c.y),
      use,
    );
    if (!e) break;
    consider(e);
    const tolerance = Math.max(1.5, ((e.a + e.b) / 2) * RIM_TOLERANCE) / ((e.a + e.b) / 2);
    use = maskFrom(contour, (c) => (Math.abs(ellipseRadius(e, c.x, c.y) - 1) < tolerance * 2 ? 1 : 0));
  }
}

/** Arcs kept for proposals: the longest. */
const MAX_ARCS = 40;
/** …and the longest of them, in threes. */
const MAX_ARC_TRIPLES = 16;

/**
 * Then ellipses through the edges of each long arc and of each pair of arcs: a rim that shows only
 * over two corners of the frame is proposed whatever edges a re-save of the photo moves a little.
 */
function proposeFromArcs(ctx: RimContext, consider: Consider): void {
  const arcs = edgeArcs(ctx.rays.candidates)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_ARCS)
    .map((arc) => ({ xs: Float64Array.from(arc, (c) => c.x), ys: Float64Array.from(arc, (c) => c.y) }));
  const total = arcs.reduce((sum, arc) => sum + arc.xs.length, 0);
  const xs = new Float64Array(total);
  const ys = new Float64Array(total);
  // An arc may stray onto a pattern's edge for a few rays: the fit is taken again on the edges that
  // agree with it, all round.
  const fit = (...parts: { xs: Float64Array; ys: Float64Array }[]) => {
    let n = 0;
    for (const part of parts) {
      xs.set(part.xs, n);
      ys.set(part.ys, n);
      n += part.xs.length;
    }
    const inliers = consider(fitEllipse(xs.subarray(0, n), ys.subarray(0, n)))?.inliers;
    if (inliers) consider(
      fitEllipse(
        inliers.map((c) => c.x),
        inliers.map((c) => c.y),
      ),
    );
  };
  for (let i = 0; i < arcs.length; i += 1) {
    if (arcs[i]!.xs.length >= 10) fit(arcs[i]!);
    for (let j = i + 1; j < arcs.length; j += 1) {
      fit(arcs[i]!, arcs[j]!);
      // Two short arcs leave an ellipse loose; a third, from another side, pins it.
      if (j >= MAX_ARC_TRIPLES) continue;
      for (let k = j + 1; k < Math.min(MAX_ARC_TRIPLES, arcs.length); k += 1) fit(arcs[i]!, arcs[j]!, arcs[k]!);
    }
  }
}

/** Then random samples of edges (RANSAC, fixed seed), for rims the contour missed. */
function proposeByRansac({ rays }: RimContext, consider: Consider): void {
  const { candidates, usable } = rays;
  const rng = mulberry32(0x5eed);
  const xs = new Float64Array(SAMPLE_SIZE);
  const ys = new Float64Array(SAMPLE_SIZE);
  for (let round = 0; round < RANSAC_ROUNDS; round += 1) {
    const picked = new Set<number>();
    while (picked.size < SAMPLE_SIZE) picked.add(usable[Math.floor(rng() * usable.length)]!);
    let i = 0;
    for (const k of picked) {
      const list = candidates[k]!;
      // Stronger edges are likelier picks.
      const c = list[Math.min(list.length - 1, Math.floor(rng() * rng() * list.length))]!;
      xs[i] = c.x;
      ys[i] = c.y;
      i += 1;
    }
    consider(fitEllipse(xs, ys));
  }
}

/**
 * A plate's pattern or its well draws ellipses concentric with the rim: the same ellipse grown and
 * shrunk, the best supported kept (ties: the larger, the plate's outer rim).
 */
function growAndShrink(rim: Rim, ctx: RimContext): Rim {
  let best = rim;
  const found = rim.e;
  for (let scale = SCALE_RANGE[0]; scale <= SCALE_RANGE[1] + 1e-9; scale += SCALE_STEP) {
    const e = { ...found, a: found.a * scale, b: found.b * scale };
    if (!plausibleRim(e, ctx)) continue;
    const s = scoreRim(e, ctx);
    if (s.inside > MAX_INSIDE_FOOD) continue;
    if (ranksAbove(s, best.s) || (acceptable(s) === acceptable(best.s) && s.support === best.s.support && e.a > best.e.a)) best = { e, s };
  }
  return best;
}

/**
 * A rim band — a coloured border, a raised lip — has two edges: the outer one, if nearly as well
 * supported, is the plate's edge. Taken last: nudging it onto the edges afterwards slid it back to
 * the band's inner edge, whose edges lie closer (a blue-rimmed plate cut inside its blue band).
 */
function outerEdge(inner: Rim, ctx: RimContext): Rim {
  let best = inner;
  for (let scale = 1 + SCALE_STEP; scale <= OUTER_EDGE_SCALE + 1e-9; scale += SCALE_STEP / 2) {
    const e = { ...inner.e, a: inner.e.a * scale, b: inner.e.b * scale };
    if (!plausibleRim(e, ctx)) continue;
    const s = scoreRim(e, ctx);
    if (acceptable(s) && s.support >= inner.s.support * OUTER_EDGE_SUPPORT && bandIsOneColour(inner.e, scale, ctx)) best = { e, s };
  }
  return best;
}

/** The band's colour may spread this much (median absolute deviation, levels per channel, summed). */
const BAND_COLOUR_SPREAD = 60;

/**
 * Whether the band between the rim and the same ellipse `scale` times larger is one colour all
 * round, as a plate's border is — a patterned placemat or a cluttered table beyond the rim is not.
 */
function bandIsOneColour(e: Ellipse, scale: number, { guide, frame }: RimContext): boolean {
  const mid = (1 + scale) / 2;
  const samples: number[][] = [[], [], []];
  for (let k = 0; k < RAYS; k += 1) {
    const point = ellipsePoint(e, (k / RAYS) * 2 * Math.PI, mid);
    const x = Math.floor(point.x);
    const y = Math.floor(point.y);
    if (!frame.inFrame(x, y)) continue;
    const p = (y * guide.width + x) * 3;
    for (let c = 0; c < 3; c += 1) samples[c]!.push(guide.data[p + c]!);
  }
  if (samples[0]!.length < RAYS * MIN_SUPPORTED_RAYS) return false;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  let spread = 0;
  for (const channel of samples) {
    const m = median(channel);
    spread += median(channel.map((v) => Math.abs(v - m)));
  }
  return spread <= BAND_COLOUR_SPREAD;
}

/** The rim fitted again on every agreeing edge, while that keeps its support. */
function refineOnInliers(rim: Rim, ctx: RimContext): Rim {
  let best = rim;
  for (let round = 0; round < 2; round += 1) {
    const refined = fitEllipse(
      best.s.inliers.map((p) => p.x),
      best.s.inliers.map((p) => p.y),
    );
    if (!plausibleRim(refined, ctx)) break;
    const s = scoreRim(refined, ctx);
    if (s.inside > MAX_INSIDE_FOOD || ranksAbove(best.s, s)) break;
    best = { e: refined, s };
  }
  return best;
}

/**
 * The rim nudged — centre, axes, turn — while a nudge ranks higher, in steps that halve down to a
 * pixel: a fit on sampled edges lands a few pixels off a rim that shows over a short arc of each
 * corner, and then misses the edges there by more than the tolerance.
 */
function polish(rim: Rim, ctx: RimContext): Rim {
  let best = rim;
  for (let step = 4; step >= 1; step /= 2) {
    for (let improved = true, rounds = 0; improved && rounds < 20; rounds += 1) {
      improved = false;
      const { cx, cy, a, b, theta } = best.e;
      const r = step / Math.max(a, b);
      const nudges: Ellipse[] = [
        { cx: cx + step, cy, a, b, theta },
        { cx: cx - step, cy, a, b, theta },
        { cx, cy: cy + step, a, b, theta },
        { cx, cy: cy - step, a, b, theta },
        { cx, cy, a: a + step, b, theta },
        { cx, cy, a: a - step, b, theta },
        { cx, cy, a, b: b + step, theta },
        { cx, cy, a, b: b - step, theta },
        { cx, cy, a, b, theta: theta + r },
        { cx, cy, a, b, theta: theta - r },
      ];
      for (const e of nudges) {
        if (!plausibleRim(e, ctx)) continue;
        const s = scoreRim(e, ctx);
        if (s.inside > MAX_INSIDE_FOOD || !ranksAbove(s, best.s)) continue;
        best = { e, s };
        improved = true;
      }
    }
  }
  return best;
}

/** The ellipse most rays agree on (proposed, grown and shrunk, refined), or null when none is plausible. */
function bestRim(ctx: RimContext): Rim | null {
  let best: Rim | null = null;
  const consider: Consider = (e) => {
    if (!plausibleRim(e, ctx)) return null;
    const s = scoreRim(e, ctx);
    if (s.inside > MAX_INSIDE_FOOD) return s;
    if (!best || ranksAbove(s, best.s)) best = { e, s };
    return s;
  };
  proposeFromContour(ctx, consider);
  proposeFromArcs(ctx, consider);
  proposeByRansac(ctx, consider);
  const proposed = best as Rim | null;
  if (!proposed) return null;
  return outerEdge(refineOnInliers(polish(refineOnInliers(growAndShrink(proposed, ctx), ctx), ctx), ctx), ctx);
}

/**
 * The food united with the rim's interior, or why the rim is not a plate around this food: it must
 * hold nearly all of the food and be a plate's size.
 */
function plateAroundFood(food: Uint8Array, foodArea: number, ellipse: Ellipse, width: number, height: number): { mask: Uint8Array; disc: Uint8Array } | { rejected: string } {
  const disc = rasterEllipse(ellipse, width, height);
  let discArea = 0;
  let foodInside = 0;
  for (let i = 0; i < disc.length; i += 1) {
    discArea += disc[i]!;
    if (food[i] && disc[i]) foodInside += 1;
  }
  if (foodInside < foodArea * MIN_FOOD_INSIDE) return { rejected: `food inside ${(foodInside / foodArea).toFixed(2)}` };
  if (discArea < foodArea * AREA_RANGE[0] || discArea > foodArea * AREA_RANGE[1]) {
    return { rejected: `plate ${(discArea / foodArea).toFixed(2)}× the food` };
  }
  const mask = new Uint8Array(food.length);
  for (let i = 0; i < mask.length; i += 1) mask[i] = food[i] || disc[i] ? 1 : 0;
  return { mask, disc };
}

/**
 * Where the rim runs within the border margin, whether the photo cut it cannot be told: the share
 * of each side it comes that close to counts as contact.
 */
function nearEdgeShares(disc: Uint8Array, margin: number, width: number, height: number): NonNullable<PlateSearch['nearEdges']> {
  const m = Math.round(margin);
  const nearShare = (count: number, length: number) => count / length;
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < width; x += 1) {
    if (disc[m * width + x]) top += 1;
    if (disc[(height - 1 - m) * width + x]) bottom += 1;
  }
  for (let y = 0; y < height; y += 1) {
    if (disc[y * width + m]) left += 1;
    if (disc[y * width + width - 1 - m]) right += 1;
  }
  return { top: nearShare(top, width), right: nearShare(right, height), bottom: nearShare(bottom, width), left: nearShare(left, height) };
}

const rejection = (rejected: string, ellipse: Ellipse | null = null, support = 0): PlateSearch => ({ mask: null, ellipse, support, rejected });

/**
 * Looks for a plate's rim around `food` (0/1 at the guide's size): rays from the food's centre, the
 * strongest colour edges beyond the food on each, and the ellipse (RANSAC, deterministic) that the
 * most rays agree on. Returns the food united with that ellipse's interior (clipped to the frame),
 * or a null mask with the reason when the surroundings show no plate.
 */
export function findPlate(guide: RgbImage, food: Uint8Array): PlateSearch {
  const searched = platesSearched.get(guide.data) ?? [];
  const known = searched.find((entry) => entry.food.length === food.length && entry.food.every((v, i) => v === food[i]));
  const result = known?.result ?? searchPlate(guide, food);
  if (!known) {
    searched.push({ food: food.slice(), result: { ...result, mask: result.mask?.slice() ?? null } });
    if (searched.length > PLATES_REMEMBERED) searched.shift();
    platesSearched.set(guide.data, searched);
  }
  // Each caller gets a mask of its own: the matte's clean-up edits its solid in place.
  return known ? { ...result, mask: result.mask?.slice() ?? null } : result;
}

/**
 * The searches already made on each photo (keyed by its guide's pixels), with the food they were
 * made around: a dish kept in place searches again for the vessel its depth of field is focused on,
 * around the same food as the matte's search in 9 of the 64 shared photos (~15 ms each).
 */
const platesSearched = new WeakMap<Uint8Array, { food: Uint8Array; result: PlateSearch }[]>();
const PLATES_REMEMBERED = 4;

function searchPlate(guide: RgbImage, food: Uint8Array): PlateSearch {
  const { width, height } = guide;
  const origin = foodOrigin(food, width, height);
  if (!origin) return rejection('no food');
  const frame = searchFrame(width, height);
  const rays = edgesAlongRays(guide, food, origin, frame);
  if (rays.searchable < RAYS * MIN_SEARCHABLE || rays.usable.length < rays.searchable * 0.5) return rejection('too few edges around the food');
  const rim = bestRim({ origin, frame, rays, guide });
  if (!rim) return rejection('no ellipse around the food');
  const { e: ellipse, s } = rim;
  if (!acceptable(s)) return rejection(`rim found on ${s.share.toFixed(2)} of the rays (${s.support})`, ellipse, s.share);
  const plate = plateAroundFood(food, origin.box.area, ellipse, width, height);
  if ('rejected' in plate) return rejection(plate.rejected, ellipse, s.share);
  return { mask: plate.mask, ellipse, support: s.share, rejected: null, nearEdges: nearEdgeShares(plate.disc, frame.margin, width, height) };
}

/**
 * Share of a dish's outline (away from the frame's border) that must lie on one ellipse to be a
 * plate's or a bowl's. Measured on the 40 hand-masked photos: food whose plate the model missed
 * 0.21–0.52; a plate or bowl with its food 0.58–1 (a knife's stub, a sauce dish or strawberries over
 * the rim pull it below the 0.8 this was before). Round food alone passes too (two overlapping
 * round pieces: ~0.76), as it did at 0.8 for a single round one.
 */
const VESSEL_OUTLINE_SHARE = 0.6;
const VESSEL_TOLERANCE = 0.03;


/**
 * Whether a dish region's outline — where the photo did not cut it — is an ellipse: the region is a
 * plate or a bowl with its rim, not food alone. Robust fit: points far off the ellipse are dropped
 * and it is fitted again.
 */
export function outlineIsEllipse(region: Uint8Array, width: number, height: number): boolean {
  return ellipseOutlineShare(region, width, height) >= VESSEL_OUTLINE_SHARE;
}

/** Share of the region's outline points (away from the frame's border) within VESSEL_TOLERANCE of one ellipse. */
function ellipseOutlineShare(region: Uint8Array, width: number, height: number): number {
  return outlineEllipse(region, width, height)?.share ?? 0;
}

/**
 * With `tight`, the fit's last rounds keep only the outline within this relative distance of the
 * ellipse (while at least TIGHT_MIN_SHARE of it is): a fork's tines or a wedge of table along the rim,
 * within the robust fit's reach, no longer pull the ellipse out past the rim.
 */
const TIGHT_TOLERANCE = 0.015;
const TIGHT_MIN_SHARE = 0.5;
const TIGHT_ROUNDS = 2;

/** The region's outline points (pixel centres), `border` pixels or more from the frame's edge (where the photo may have cut it). */
export function outlinePoints(region: Uint8Array, width: number, height: number, border = 2): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = border; y < height - border; y += 1) {
    for (let x = border; x < width - border; x += 1) {
      const p = y * width + x;
      if (region[p] && (!region[p - 1] || !region[p + 1] || !region[p - width] || !region[p + width])) {
        xs.push(x + 0.5);
        ys.push(y + 0.5);
      }
    }
  }
  return { xs, ys };
}

/** The ellipse most of a region's outline (away from the frame's border) lies on, and that share. */
export function outlineEllipse(region: Uint8Array, width: number, height: number, tight = false): { ellipse: Ellipse; share: number } | null {
  const { xs, ys } = outlinePoints(region, width, height);
  if (xs.length < 24) return null;
  let use = new Uint8Array(xs.length).fill(1);
  let share = 0;
  let ellipse: Ellipse | null = null;
  for (let round = 0; round < 4; round += 1) {
    const e = fitEllipse(xs, ys, use);
    if (!e) return null;
    ellipse = e;
    const radius = radiusFor(e);
    const off = Float64Array.from(xs, (x, i) => Math.abs(radius(x, ys[i]!) - 1));
    share = off.reduce((sum, d) => sum + (d < VESSEL_TOLERANCE ? 1 : 0), 0) / xs.length;
    use = maskFrom(off, (d) => (d < VESSEL_TOLERANCE * 3 ? 1 : 0));
  }
  for (let round = 0; tight && ellipse && round < TIGHT_ROUNDS; round += 1) {
    const e: Ellipse = ellipse;
    const radius = radiusFor(e);
    const near = maskFrom(xs, (x, i) => (Math.abs(radius(x, ys[i]!) - 1) < TIGHT_TOLERANCE ? 1 : 0));
    if (near.reduce((sum, v) => sum + v, 0) < xs.length * TIGHT_MIN_SHARE) break;
    ellipse = fitEllipse(xs, ys, near) ?? e;
  }
  return ellipse ? { ellipse, share } : null;
}

/** Rounds of the fit under protrusions (see protrudedOutlineEllipse); it settles within 4–5. */
const PROTRUDED_ROUNDS = 8;

/**
 * The ellipse of a vessel whose rim other things stand out over — a sauce dish set on the plate's
 * edge, a fork's handle, a strawberry —: fitted again and again on the outline that is not outside
 * the last fit, so what juts out is let go and the rim the rest of the outline follows is kept.
 * `start` is the plain fit (outlineEllipse), which averages a protrusion in and misses the rim on both
 * sides. Returns the ellipse with the shares of the outline on it (within VESSEL_TOLERANCE) and inside
 * it (a notch: a vessel's outline has none).
 */
export function protrudedOutlineEllipse(region: Uint8Array, width: number, height: number, start: Ellipse): { ellipse: Ellipse; on: number; inside: number } {
  const { xs, ys } = outlinePoints(region, width, height);
  let ellipse = start;
  for (let round = 0; round < PROTRUDED_ROUNDS; round += 1) {
    const radius = radiusFor(ellipse);
    ellipse = fitEllipse(xs, ys, maskFrom(xs, (x, i) => (radius(x, ys[i]!) < 1 + VESSEL_TOLERANCE ? 1 : 0))) ?? ellipse;
  }
  const radius = radiusFor(ellipse);
  let on = 0;
  let inside = 0;
  for (let i = 0; i < xs.length; i += 1) {
    const d = radius(xs[i]!, ys[i]!) - 1;
    if (Math.abs(d) < VESSEL_TOLERANCE) on += 1;
    else if (d < 0) inside += 1;
  }
  return { ellipse, on: on / xs.length, inside: inside / xs.length };
}
