// A square or oblong plate, seen at any angle, is a quadrilateral: its outline lies on four straight
// lines. What stands out beyond them is not the plate — a table card's tab behind its corner, a
// paper napkin's corner under it (round 81: "a leftover scrap of the table sign stuck to the plate",
// IMG 180351, worse in every style). The lines are found by RANSAC on the region's outline (fixed
// seed: deterministic), one after another; the region counts as such a plate only when each of the
// four carries a fair share of the outline and together nearly all of it — a round plate's outline
// lies on no four lines, nor does a glass's (two long sides, the rim and foot short and curved). Only
// a part in the plate's own colour is taken for such a scrap: food standing up over the far side of a
// plate seen at an angle (a burger's bun, a slice of cake) is the dish.
import { mulberry32 } from './backdrop.ts';
import type { RgbImage } from './image.ts';
import { outlinePoints } from './plate.ts';
import { connectedComponents } from './raster.ts';

/** Outline pixels this close to the photo's border are left out (the photo cut the dish there). */
const BORDER = 3;
/** Fewest outline pixels to read lines from. */
const MIN_OUTLINE = 120;
/** An outline pixel lies on a line within this distance (matte pixels)… */
const ON_LINE = 1.5;
/** …each of the four lines carries this share of the outline or more… */
const MIN_SIDE_SHARE = 0.12;
/** …and the four together this share. */
const MIN_QUAD_SHARE = 0.8;
/** Samples drawn per line. */
const TRIALS = 300;
/** A pixel stands out when it lies this far beyond a side (matte pixels)… */
const BEYOND = 2;
/** …in a part of at most this share of the region (a larger part is more of the dish)… */
const MAX_PART_SHARE = 0.03;
/**
 * …whose mean colour is the plate's but for its light (|Δ(R−G)| + |Δ(G−B)| within this: a napkin's
 * corner in shade is, a bun's brown is not)…
 */
const PLATE_HUE_DISTANCE = 40;
/** …read as the median of the region's pixels this far inside its sides (matte pixels). */
const PLATE_BAND: [number, number] = [2, 6];

export interface Line {
  a: number;
  b: number;
  c: number;
}

/** How far (x, y) lies beyond the farthest of `sides` (≤ 0: within them all). */
export function beyondSides(sides: readonly Line[], x: number, y: number): number {
  let out = Number.NEGATIVE_INFINITY;
  for (const l of sides) out = Math.max(out, l.a * x + l.b * y + l.c);
  return out;
}

/**
 * The four straight sides of a square or oblong plate, when `region`'s (0/1) outline is one (see the
 * head of this file; each side a·x + b·y + c, positive beyond it, in matte pixels, a pixel's centre at
 * its index + 0.5 as in the edge's refinement), and the parts of
 * the region that stand out beyond them; null when it is not one, or nothing does.
 */
export function squareRim(region: Uint8Array, guide: RgbImage, width: number, height: number): { sides: Line[]; beyond: Uint8Array } | null {
  const { xs, ys } = outlinePoints(region, width, height, BORDER);
  let area = 0;
  let sx = 0;
  let sy = 0;
  for (let p = 0; p < region.length; p += 1) {
    if (!region[p]) continue;
    area += 1;
    sx += (p % width) + 0.5;
    sy += Math.floor(p / width) + 0.5;
  }
  const n = xs.length;
  if (n < MIN_OUTLINE) return null;
  const cx = sx / area;
  const cy = sy / area;
  const taken = new Uint8Array(n);
  const random = mulberry32(0x5eed);
  const sides: Line[] = [];
  let onSides = 0;
  for (let side = 0; side < 4; side += 1) {
    let best: Line | null = null;
    let bestCount = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const i = Math.floor(random() * n);
      const j = Math.floor(random() * n);
      if (i === j || taken[i] || taken[j]) continue;
      const dx = xs[j]! - xs[i]!;
      const dy = ys[j]! - ys[i]!;
      const length = Math.hypot(dx, dy);
      if (length < 8) continue;
      const a = -dy / length;
      const b = dx / length;
      const c = -(a * xs[i]! + b * ys[i]!);
      let count = 0;
      for (let q = 0; q < n; q += 1) if (!taken[q] && Math.abs(a * xs[q]! + b * ys[q]! + c) <= ON_LINE) count += 1;
      if (count > bestCount) {
        bestCount = count;
        best = { a, b, c };
      }
    }
    if (!best || bestCount < n * MIN_SIDE_SHARE) return null;
    // Oriented so the region's centre lies on its inner side (negative).
    const sign = best.a * cx + best.b * cy + best.c > 0 ? -1 : 1;
    const line = { a: best.a * sign, b: best.b * sign, c: best.c * sign };
    for (let q = 0; q < n; q += 1) if (!taken[q] && Math.abs(line.a * xs[q]! + line.b * ys[q]! + line.c) <= ON_LINE) taken[q] = 1;
    sides.push(line);
    onSides += bestCount;
  }
  if (onSides < n * MIN_QUAD_SHARE) return null;
  const beyond = new Uint8Array(region.length);
  const band: number[][] = [[], [], []];
  let any = false;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!region[p]) continue;
      const out = beyondSides(sides, x + 0.5, y + 0.5);
      if (out > BEYOND) {
        beyond[p] = 1;
        any = true;
      } else if (-out >= PLATE_BAND[0] && -out <= PLATE_BAND[1]) for (let c = 0; c < 3; c += 1) band[c]!.push(guide.data[p * 3 + c]!);
    }
  }
  if (!any || band[0]!.length === 0) return null;
  const plate = band.map((values) => values.sort((u, v) => u - v)[values.length >> 1]!);
  const { labels, areas } = connectedComponents(beyond, width, height);
  const sums = new Float64Array(areas.length * 3);
  for (let p = 0; p < region.length; p += 1) {
    const label = labels[p]!;
    if (label) for (let c = 0; c < 3; c += 1) sums[label * 3 + c]! += guide.data[p * 3 + c]!;
  }
  const scrap = (label: number) => {
    if (areas[label]! > area * MAX_PART_SHARE) return false;
    const [r, g, b] = [0, 1, 2].map((c) => sums[label * 3 + c]! / areas[label]!) as [number, number, number];
    return Math.abs(r - g - (plate[0]! - plate[1]!)) + Math.abs(g - b - (plate[1]! - plate[2]!)) <= PLATE_HUE_DISTANCE;
  };
  const out = new Uint8Array(region.length);
  any = false;
  for (let p = 0; p < region.length; p += 1) {
    const label = labels[p]!;
    if (label && scrap(label)) {
      out[p] = 1;
      any = true;
    }
  }
  return any ? { sides, beyond: out } : null;
}
