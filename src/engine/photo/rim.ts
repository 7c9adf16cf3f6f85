// A plate the photo cut only through its rim, made whole. Phone photos often clip a plate's rim on
// one or two sides while the food sits well inside: the dish then either stays in its old scene (in
// place) or runs off the new frame as a close crop, and blind reviewers judged both worse than the
// input. The rim of a round plate is an ellipse and, seen from any height, the same all round: so
// the missing caps are drawn from the rim itself — each pixel beyond the frame takes the colour at the
// same relative radius, mirrored across the nearest angle where the rim is still in the photo (the
// ring of the rim continues, its pattern reflects) — and the dish becomes whole.
import { EDGE_TOUCH_SHARE } from './photo.constants.ts';
import type { GrayImage, RgbImage } from './image.ts';
import type { MatteAnalysis } from './matte.ts';
import { ellipseRadius, outlineEllipse, type Ellipse } from './plate.ts';

/** The region's outline (away from the frame) must lie on its ellipse over this share… */
const MIN_OUTLINE_SHARE = 0.8;
/** …and the ellipse may reach beyond a cut side by at most this share of its extent across that side (a rim, not the food)… */
const MAX_CAP_DEPTH = 0.21;
/** …with at most this share of its area beyond the frame… */
const MAX_MISSING_AREA = 0.2;
/** …and the region along each cut side lying inside the ellipse's chord (the thing the photo cut is the plate). */
const MIN_BORDER_INSIDE = 0.92;
/** Tolerance (relative radius) of "inside the ellipse" on the border. */
const BORDER_TOLERANCE = 1.04;

type Side = 'top' | 'right' | 'bottom' | 'left';

export interface RimRepair {
  /** The rim's ellipse, in matte pixels. */
  ellipse: Ellipse;
  /** The sides of the frame the plate's rim runs beyond. */
  sides: Side[];
}

/** Half extents of the ellipse's bounding box. */
function halfExtents(e: Ellipse): { x: number; y: number } {
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  return { x: Math.hypot(e.a * cos, e.b * sin), y: Math.hypot(e.a * sin, e.b * cos) };
}

/**
 * Whether a dish the photo cut is a round plate cut only through its rim (shallowly, on at most two
 * sides), and the rim's ellipse; null otherwise.
 */
export function planRimRepair(analysis: Pick<MatteAnalysis, 'solid' | 'width' | 'height' | 'edgeShares' | 'vessel' | 'items'>): RimRepair | null {
  const { solid, width, height, edgeShares } = analysis;
  if (!analysis.vessel || analysis.items !== 1) return null;
  const sides = (Object.keys(edgeShares) as Side[]).filter((side) => edgeShares[side] >= EDGE_TOUCH_SHARE);
  if (sides.length === 0 || sides.length > 2) return null;
  // A side merely grazed (under the touch share) but reached by the region is cut too.
  const grazed = (Object.keys(edgeShares) as Side[]).filter((side) => edgeShares[side] > 0 && !sides.includes(side));
  const fit = outlineEllipse(solid, width, height);
  if (!fit || fit.share < MIN_OUTLINE_SHARE) return null;
  const e = fit.ellipse;
  const half = halfExtents(e);
  const beyond: Record<Side, number> = {
    top: half.y - e.cy,
    bottom: e.cy + half.y - height,
    left: half.x - e.cx,
    right: e.cx + half.x - width,
  };
  const cut = [...sides, ...grazed];
  for (const side of cut) {
    const extent = side === 'top' || side === 'bottom' ? 2 * half.y : 2 * half.x;
    if (beyond[side] > MAX_CAP_DEPTH * extent) return null;
    // The region on this side's border must be the ellipse's chord, not food running off the frame.
    let on = 0;
    let inside = 0;
    const along = side === 'top' || side === 'bottom' ? width : height;
    for (let i = 0; i < along; i += 1) {
      const [x, y] = side === 'top' ? [i, 0] : side === 'bottom' ? [i, height - 1] : side === 'left' ? [0, i] : [width - 1, i];
      if (!solid[y * width + x]) continue;
      on += 1;
      if (ellipseRadius(e, x + 0.5, y + 0.5) <= BORDER_TOLERANCE) inside += 1;
    }
    if (on > 0 && inside < on * MIN_BORDER_INSIDE) return null;
  }
  // A plate clearly within the frame on the sides not cut (the fit must not run off elsewhere).
  for (const side of Object.keys(beyond) as Side[]) if (!cut.includes(side) && beyond[side] > 2) return null;
  // Missing area, by sampling the ellipse's box.
  let total = 0;
  let missing = 0;
  const step = Math.max(1, Math.round(Math.min(half.x, half.y) / 40));
  for (let y = Math.floor(e.cy - half.y); y <= e.cy + half.y; y += step) {
    for (let x = Math.floor(e.cx - half.x); x <= e.cx + half.x; x += step) {
      if (ellipseRadius(e, x + 0.5, y + 0.5) > 1) continue;
      total += 1;
      if (x < 0 || y < 0 || x >= width || y >= height) missing += 1;
    }
  }
  if (total === 0 || missing / total > MAX_MISSING_AREA) return null;
  return { ellipse: e, sides: cut.filter((side) => beyond[side] > 0) };
}

/** Angles sampled round the rim to find where it leaves the photo. */
const RIM_ANGLES = 1440;
/** A source pixel must lie this far (px) inside the frame, and be this opaque. */
const SOURCE_MARGIN = 3;
const SOURCE_ALPHA = 200;
/** Rings (relative radius steps) the caps are worked out for. */
const RING_BINS = 200;
/** Share of a cap, round its middle, over which the two mirrored halves cross-fade. */
const SEAM = 0.2;

export interface RestoredDish {
  rgb: RgbImage;
  alpha: GrayImage;
  /** Where the photo's (0, 0) lies in the restored canvas. */
  offset: { left: number; top: number };
}

/**
 * The photo (RGB and the dish's alpha, at the same size) on a canvas grown to hold the whole plate,
 * with the rim beyond the frame drawn from the rim in the photo. `ellipse` is in the photo's pixels.
 */
export function restoreRim(rgb: RgbImage, alpha: GrayImage, ellipse: Ellipse): RestoredDish {
  const { width, height } = rgb;
  const half = halfExtents(ellipse);
  const left = Math.max(0, Math.ceil(half.x - ellipse.cx) + 2);
  const top = Math.max(0, Math.ceil(half.y - ellipse.cy) + 2);
  const right = Math.max(0, Math.ceil(ellipse.cx + half.x - width) + 2);
  const bottom = Math.max(0, Math.ceil(ellipse.cy + half.y - height) + 2);
  const W = width + left + right;
  const H = height + top + bottom;
  const outRgb = Buffer.alloc(W * H * 3);
  const outAlpha = Buffer.alloc(W * H);
  for (let y = 0; y < height; y += 1) {
    rgb.data.copy(outRgb, ((y + top) * W + left) * 3, y * width * 3, (y + 1) * width * 3);
    alpha.data.copy(outAlpha, (y + top) * W + left, y * width, (y + 1) * width);
  }
  const cos = Math.cos(ellipse.theta);
  const sin = Math.sin(ellipse.theta);
  /** The photo's pixel at relative radius rho and angle phi of the ellipse, or null when not usable. */
  const at = (rho: number, phi: number): number | null => {
    const u = ellipse.a * rho * Math.cos(phi);
    const v = ellipse.b * rho * Math.sin(phi);
    const x = Math.floor(ellipse.cx + u * cos - v * sin);
    const y = Math.floor(ellipse.cy + u * sin + v * cos);
    if (x < SOURCE_MARGIN || y < SOURCE_MARGIN || x >= width - SOURCE_MARGIN || y >= height - SOURCE_MARGIN) return null;
    const p = y * width + x;
    return alpha.data[p]! >= SOURCE_ALPHA ? p : null;
  };
  /** Whether the ellipse's point at relative radius rho and angle phi lies in the photo. */
  const inPhoto = (rho: number, phi: number): boolean => {
    const u = ellipse.a * rho * Math.cos(phi);
    const v = ellipse.b * rho * Math.sin(phi);
    const x = ellipse.cx + u * cos - v * sin;
    const y = ellipse.cy + u * sin + v * cos;
    return x >= SOURCE_MARGIN && y >= SOURCE_MARGIN && x < width - SOURCE_MARGIN && y < height - SOURCE_MARGIN;
  };
  // Per ring (relative radius, in RING_BINS steps): its arcs outside the photo, each mirrored across
  // its own two ends. Each ring is mirrored where it leaves the photo, so the drawn part meets the
  // photo without a seam along the frame's edge.
  const ringCaps = new Map<number, { start: number; end: number }[]>();
  const capsOf = (bin: number) => {
    const known = ringCaps.get(bin);
    if (known) return known;
    const rho = (bin + 0.5) / RING_BINS;
    const outside = Array.from({ length: RIM_ANGLES }, (_, k) => !inPhoto(rho, (k / RIM_ANGLES) * 2 * Math.PI));
    const found: { start: number; end: number }[] = [];
    const first = outside.indexOf(false);
    if (first >= 0) {
      for (let i = 0; i < RIM_ANGLES; i += 1) {
        const k = (first + i) % RIM_ANGLES;
        if (!outside[k]) continue;
        let length = 0;
        while (length < RIM_ANGLES && outside[(k + length) % RIM_ANGLES]) length += 1;
        found.push({ start: (k / RIM_ANGLES) * 2 * Math.PI, end: ((k + length) / RIM_ANGLES) * 2 * Math.PI });
        i += length;
      }
    }
    ringCaps.set(bin, found);
    return found;
  };
  const TWO_PI = 2 * Math.PI;
  const minAxis = Math.min(ellipse.a, ellipse.b);
  for (let Y = 0; Y < H; Y += 1) {
    const y = Y - top;
    for (let X = 0; X < W; X += 1) {
      const x = X - left;
      if (x >= 0 && y >= 0 && x < width && y < height) continue;
      const dx = x + 0.5 - ellipse.cx;
      const dy = y + 0.5 - ellipse.cy;
      const u = (dx * cos + dy * sin) / ellipse.a;
      const v = (-dx * sin + dy * cos) / ellipse.b;
      const rho = Math.hypot(u, v);
      // Anti-aliased rim: about one pixel of ramp at the ellipse's edge.
      const edge = Math.min(1, Math.max(0, (1 - rho) * minAxis + 0.5));
      const caps = capsOf(Math.min(RING_BINS - 1, Math.floor(rho * RING_BINS)));
      if (edge <= 0 || caps.length === 0) continue;
      const phi = (Math.atan2(v, u) + TWO_PI) % TWO_PI;
      // The cap this angle falls in (or the nearest one).
      let cap = caps[0]!;
      let position = 0.5;
      let nearest = Infinity;
      for (const c of caps) {
        const span = (c.end - c.start + TWO_PI) % TWO_PI || TWO_PI;
        const along = (phi - c.start + TWO_PI) % TWO_PI;
        const miss = along <= span ? 0 : Math.min(along - span, TWO_PI - along);
        if (miss < nearest) {
          nearest = miss;
          cap = c;
          position = Math.min(1, along / span);
        }
      }
      const span = (cap.end - cap.start + TWO_PI) % TWO_PI || TWO_PI;
      const along = position * span;
      // Mirrored across the cap's start, and across its end.
      const fromStart = at(rho, cap.start - along);
      const fromEnd = at(rho, cap.end + (span - along));
      if (fromStart === null && fromEnd === null) continue;
      const t = Math.min(1, Math.max(0, (position - (0.5 - SEAM / 2)) / SEAM));
      const wEnd = fromStart === null ? 1 : fromEnd === null ? 0 : t * t * (3 - 2 * t);
      const o = (Y * W + X) * 3;
      for (let c = 0; c < 3; c += 1) {
        const a = fromStart === null ? 0 : rgb.data[fromStart * 3 + c]!;
        const b = fromEnd === null ? 0 : rgb.data[fromEnd * 3 + c]!;
        outRgb[o + c] = Math.round(a * (1 - wEnd) + b * wEnd);
      }
      outAlpha[Y * W + X] = Math.round(edge * 255);
    }
  }
  return { rgb: { data: outRgb, width: W, height: H }, alpha: { data: outAlpha, width: W, height: H }, offset: { left, top } };
}
