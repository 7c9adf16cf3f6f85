// Torn vessels made whole. IS-Net often keeps a plate or bowl only in part — a white bowl on a pale
// table reduced to a crescent, a bite out of a rim, half a bowl lost under its food — and the
// cut-out then carries a torn vessel, the worst thing a dish photo can show. A round vessel's rim is
// an ellipse; where the model kept part of it, that part of the region's outline lies on the ellipse.
// So, per item: ellipses fitted to arcs of its outline (ordered by angle round its centre, several
// start angles and spans, refitted on every agreeing outline point), each checked on its own
// perimeter: where the region reaches it, the outline must trace it; where the region falls short
// (the torn part), the photo must show the rim there — a colour edge running along the ellipse. The
// best-explained ellipse whose missing arc the photo confirms is filled in. The matte's costliest step
// (about a quarter of it over the 64 shared photos at 640 px, session 26), so each ellipse is judged
// once. `rimBandTexture` reads how plain the band inside a vessel's rim is (a drawn rim round food is not).
import { medianChroma, pixelTexture, whiteGains, type Box, type RgbImage } from './image.ts';
import { ellipseBeyond, ellipsePoint, fitEllipse, outlineEllipse, radiusFor, rasterEllipse, type Ellipse } from './plate.ts';
import { connectedComponents, labelBoxes, maskFrom, openDisc } from './raster.ts';

/** Items smaller than this share of the frame are not completed. */
const MIN_ITEM_SHARE = 0.01;
/** Outline points this close (px) to the frame's border are where the photo cut the item. */
const BORDER = 3;
/** Arc windows: start every this many degrees, of these spans (degrees). */
const WINDOW_STEP = 20;
const WINDOW_SPANS = [110, 170, 240];
/** An outline point within this relative distance of an ellipse lies on it (refits use these). */
const ON_TOLERANCE = 0.03;
/** Perimeter samples, and the radial band (relative) a sample looks at on either side. */
const PERIMETER_SAMPLES = 180;
const BAND = 0.04;
/** Colour-gradient magnitude of a rim's edge (same scale as plate.ts: Sobel on luma and chroma). */
const MIN_EDGE = 24;
/** …or this, where the kept rim differs from the table by less than LOW_CONTRAST (RGB distance of their means). */
const MIN_EDGE_LOW = 16;
const LOW_CONTRAST = 48;
/** The table is read at this relative distance beyond the traced rim. */
const TABLE_READ = 2 * BAND;
/** Share of the gradient's energy across the ellipse (not along it) for an edge to run along it. */
const MIN_NORMAL_SHARE = 0.55;
/**
 * An edge within this many pixels outside the region is the region's own outline, not a rim beyond
 * it; an ellipse whose torn arc shows only such edges on more than this share of its confirmed
 * samples is not completed. It runs just outside an outline that is no ellipse — a deep bowl seen
 * from the side, its rim's arc and its body's — and "completing" it adds slivers of the table. On
 * the 64 shared photos: real completions ≤ 0.09, such ellipses 0.75–1.
 */
const OWN_EDGE_DISTANCE = 4;
const MAX_OWN_EDGE_SHARE = 0.5;
/** The region must trace at least this share of the ellipse's perimeter in the frame… */
const MIN_TRACED = 0.4;
/** …the torn arc must be at least this share (else there is nothing to complete)… */
const MIN_TORN = 0.05;
/** …and the photo must show a rim on this share of the torn arc. */
const MIN_TORN_EDGE = 0.8;
/**
 * Where torn, the photo just inside the ellipse must have the rim's colour: within this many median
 * distances of the kept rim's mean colour, in RGB (clamped to MIN/MAX_RIM_DISTANCE) or in
 * chromaticity (CHROMA_LIMITS) — a table's pattern beyond a plate has edges too, but not the plate's
 * colour; chromaticity divides brightness out, so a white bowl's shaded side still matches its lit one.
 */
const RIM_SPREADS = 2.5;
const MIN_RIM_DISTANCE = 36;
const MAX_RIM_DISTANCE = 70;
/** Chromaticity limits (×100). */
const CHROMA_LIMITS: [number, number] = [4, 10];
/** Added to r + g + b before dividing: dark pixels have no reliable chromaticity. */
const CHROMA_DARK = 60;
/** Relative radii at which the rim's colour is read (a thin rim line, a wide rim band): a torn sample matching at either is the rim. */
const RIM_READS = [1 - BAND, 1 - 1.5 * BAND];
/** Torn samples the photo does not confirm are filled when confirmed ones lie within this many on both sides. */
const FILL_BRIDGE = 6;
/** Perimeter samples a filled sector is widened by on each side. */
const FILL_WIDEN = 2;
/** Rounds of the torn arc's snap onto the photo's edge, and its search step across the rim (pixels). */
const SNAP_ROUNDS = 2;
const SNAP_STEP = 0.5;
/** The snap is made only when this share of the filled samples has its strongest edge a pixel or more beyond the drawn arc. */
const SNAP_OUTWARDS = 0.5;
/**
 * A torn vessel that cannot be completed: an ellipse its outline traces over this share, missing over
 * this share of its rim — the photo showing a rim's edge on at least TORN_SEEN of that arc, too
 * little to complete it (an ellipse through bare table is no vessel at all) — and this much larger
 * than the item.
 */
const TORN_SEEN = 0.25;
const TORN_TRACED = 0.5;
const TORN_ARC = 0.25;
const TORN_AREA = 1.25;
/** At most this share of the perimeter may lie outside the frame. */
const MAX_OUTSIDE = 0.35;
/** The region's outline points may lie outside the ellipse on at most this share (food over the rim, a bowl's body). */
const MAX_OUTSIDE_OUTLINE = 0.45;
/** The ellipse adds at most this share of the item's area. */
const MAX_ADDED = 0.9;
const MIN_AXIS_RATIO = 0.3;

/** The band just inside a vessel's outline where its rim lies (relative radii of its ellipse). */
const RIM_BAND: [number, number] = [0.85, 0.97];

/**
 * The most textured a plate's rim band (`rimBandTexture`) may be and still be a plain rim, not food.
 * A vessel whose rim was partly drawn (completeVessels) runs off the frame (enhance.ts `bleedSides`)
 * only when the band inside its outline is at most this textured (MatteAnalysis.completedRimTexture).
 * Spaghetti as the page uploads it had a rim drawn round its pile of noodles in a basin the photo cut
 * (5.7) and ran off the frame as a cut-out of bare noodles, judged worse in 4 of 4 (blind round 36);
 * the plates and bowls with a drawn rim that run off the frame in the 64 shared photos, as shot or
 * uploaded, read 1.3–2.0. Food over a drawn rim reads high too: repas-france-09 saved at 95% of its
 * size (salad over its rim: 6.7) is kept in place where it ran off the frame — as shot, its cut-out
 * running off the frame was judged worse in every style (round 37).
 */
export const PLAIN_RIM_TEXTURE = 3.5;

/**
 * The median texture (image.ts `pixelTexture`, per channel) of `region`'s pixels in the band just
 * inside ellipse `e` (RIM_BAND), where a plate's or a bowl's rim lies: plain ceramic reads low, food
 * heaped to the outline high. 0 when the band holds no pixel.
 */
export function rimBandTexture(region: Uint8Array, guide: RgbImage, e: Ellipse): number {
  const { width, height, data } = guide;
  const radius = radiusFor(e);
  const values: number[] = [];
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      if (!region[p]) continue;
      const r = radius(x + 0.5, y + 0.5);
      if (r >= RIM_BAND[0] && r <= RIM_BAND[1]) values.push(pixelTexture(data, width, p) / 3);
    }
  }
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0;
}

export interface VesselCompletion {
  /** The completed region (0/1), the input itself when nothing was completed. */
  mask: Uint8Array;
  /** Items (0/1) that are clearly torn vessels the photo does not let us complete; null when none. */
  torn: Uint8Array | null;
  /** Ellipses filled in, one per completed item. */
  completed: Ellipse[];
}

interface Gradient {
  /** Per channel (luma, two chroma axes), Sobel x and y at a pixel, written into `out` as x0, y0, x1, y1, x2, y2. */
  at(x: number, y: number, out: Float64Array): void;
}

/**
 * The gradient's strength across an ellipse at its point `q` (along the normal), or 0 where it runs
 * mostly along the ellipse rather than across it. `scratch` holds the Sobel values (6).
 */
function edgeAcross(grad: Gradient, q: { x: number; y: number; nx: number; ny: number }, scratch: Float64Array): number {
  grad.at(q.x, q.y, scratch);
  let across = 0;
  let total = 0;
  for (let c = 0; c < 3; c += 1) {
    const gx = scratch[2 * c]!;
    const gy = scratch[2 * c + 1]!;
    const normal = gx * q.nx + gy * q.ny;
    across += normal * normal;
    total += gx * gx + gy * gy;
  }
  return total > 0 && across / total >= MIN_NORMAL_SHARE ? Math.sqrt(across) : 0;
}

function sobel(guide: RgbImage): Gradient {
  const { width, height, data } = guide;
  const n = width * height;
  const chans = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let p = 0; p < n; p += 1) {
    const r = data[p * 3]!;
    const g = data[p * 3 + 1]!;
    const b = data[p * 3 + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    chans[0]![p] = y;
    chans[1]![p] = (b - y) * 0.565 * 1.5;
    chans[2]![p] = (r - y) * 0.713 * 1.5;
  }
  return {
    at(x, y, out) {
      const xi = Math.min(width - 2, Math.max(1, Math.round(x)));
      const yi = Math.min(height - 2, Math.max(1, Math.round(y)));
      const p = yi * width + xi;
      for (let k = 0; k < 3; k += 1) {
        const c = chans[k]!;
        out[2 * k] = c[p - width + 1]! + 2 * c[p + 1]! + c[p + width + 1]! - c[p - width - 1]! - 2 * c[p - 1]! - c[p + width - 1]!;
        out[2 * k + 1] = c[p + width - 1]! + 2 * c[p + width]! + c[p + width + 1]! - c[p - width - 1]! - 2 * c[p - width]! - c[p - width + 1]!;
      }
    },
  };
}

/** RGB distance between the mean colours of the kept rim and of the table beyond it (Infinity when either is unread). */
function rimContrast(rim: Colour[], table: Colour[]): number {
  if (rim.length < 8 || table.length < 8) return Infinity;
  const mean = (list: Colour[], c: number) => list.reduce((sum, colour) => sum + colour[c]!, 0) / list.length;
  return Math.hypot(mean(rim, 0) - mean(table, 0), mean(rim, 1) - mean(table, 1), mean(rim, 2) - mean(table, 2));
}

/** RGB (0..255) and two chromaticity axes (×100) of a pixel. */
type Colour = [number, number, number, number, number];

/**
 * Whether a colour is the rim's, given the colours read on the rim the region kept: within
 * RIM_SPREADS median distances of their mean (clamped to the limits) in RGB, or in chromaticity.
 */
function rimMatcher(rim: Colour[]): (colour: Colour) => boolean {
  const measure = (from: number, to: number, limits: [number, number]) => {
    const mean = Array.from({ length: to - from }, (_, c) => rim.reduce((sum, colour) => sum + colour[from + c]!, 0) / Math.max(1, rim.length));
    const distance = (colour: Colour) => Math.hypot(...mean.map((m, c) => colour[from + c]! - m));
    const sorted = rim.map(distance).sort((p, q) => p - q);
    const limit = Math.min(limits[1], Math.max(limits[0], RIM_SPREADS * (sorted[Math.floor(sorted.length / 2)] ?? 0)));
    return (colour: Colour) => distance(colour) <= limit;
  };
  const rgb = measure(0, 3, [MIN_RIM_DISTANCE, MAX_RIM_DISTANCE]);
  const chroma = measure(3, 5, CHROMA_LIMITS);
  return (colour) => rgb(colour) || chroma(colour);
}

interface Verdict {
  ok: boolean;
  /** Per perimeter sample: torn and confirmed by the photo (1) or bridged between such (2): filled. */
  fill: Uint8Array;
  /** Shares of the in-frame perimeter: traced by the region, torn with the photo's edge, torn without. */
  traced: number;
  tornEdge: number;
  tornBare: number;
  /** The ellipse's area over the item's. */
  areaRatio: number;
  /** Share of the confirmed torn samples whose only edge is the region's own outline. */
  ownEdge: number;
}

/**
 * Completes, per item of `region` (0/1 at the guide's size), a plate or bowl whose rim the region
 * keeps only in part. Returns the region with the missing part of each confirmed ellipse filled.
 */
export function completeVessels(region: Uint8Array, guide: RgbImage): VesselCompletion {
  const { width, height } = guide;
  const n = width * height;
  if (region.length !== n) throw new RangeError('region must be at the guide size');
  const { labels, areas } = connectedComponents(region, width, height);
  const completed: Ellipse[] = [];
  let out: Uint8Array | null = null;
  let torn: Uint8Array | null = null;
  let gradient: Gradient | null = null;
  for (let id = 1; id < areas.length; id += 1) {
    const area = areas[id]!;
    if (area < n * MIN_ITEM_SHARE) continue;
    const inItem = (x: number, y: number) => {
      const xi = Math.floor(x);
      const yi = Math.floor(y);
      return xi >= 0 && yi >= 0 && xi < width && yi < height && labels[yi * width + xi] === id;
    };
    // The item's outline away from the frame, ordered by angle round its centre.
    let sx = 0;
    let sy = 0;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const p = y * width + x;
        if (labels[p] !== id) continue;
        sx += x;
        sy += y;
        if (x < BORDER || y < BORDER || x >= width - BORDER || y >= height - BORDER) continue;
        if (labels[p - 1] !== id || labels[p + 1] !== id || labels[p - width] !== id || labels[p + width] !== id) {
          xs.push(x + 0.5);
          ys.push(y + 0.5);
        }
      }
    }
    if (xs.length < 24) continue;
    const cx = sx / area + 0.5;
    const cy = sy / area + 0.5;
    const angles = xs.map((x, i) => ((Math.atan2(ys[i]! - cy, x - cx) * 180) / Math.PI + 360) % 360);
    gradient ??= sobel(guide);
    const grad = gradient;
    const sobelAt = new Float64Array(6);

    /** RGB, then chromaticity (brightness divided out: a rim in shade is the same rim), two axes ×100. */
    const colourAt = (x: number, y: number): Colour => {
      const p = Math.min(height - 1, Math.max(0, Math.floor(y))) * width + Math.min(width - 1, Math.max(0, Math.floor(x)));
      const r = guide.data[p * 3]!;
      const g = guide.data[p * 3 + 1]!;
      const b = guide.data[p * 3 + 2]!;
      const sum = r + g + b + CHROMA_DARK;
      return [r, g, b, (100 * (r - g)) / sum, (100 * (r + g - 2 * b)) / sum];
    };
    const verdict = (e: Ellipse): Verdict => {
      const fail: Verdict = { ok: false, fill: new Uint8Array(0), traced: 0, tornEdge: 0, tornBare: 1, areaRatio: 0, ownEdge: 0 };
      if (!(e.a > 4 && e.b > 4) || e.b / e.a < MIN_AXIS_RATIO || e.a > Math.hypot(width, height) / 2) return fail;
      // Mostly inside the ellipse: the region is the vessel's content, not a larger thing around it.
      let outside = 0;
      const radius = radiusFor(e);
      for (let i = 0; i < xs.length; i += 1) if (radius(xs[i]!, ys[i]!) > 1 + ON_TOLERANCE) outside += 1;
      if (outside / xs.length > MAX_OUTSIDE_OUTLINE) return fail;
      const ellipseArea = Math.PI * e.a * e.b;
      const status = new Int8Array(PERIMETER_SAMPLES); // 0 off frame, 1 traced, 2 past, 3 torn with edge, 4 torn bare (torn: 3 until the edge is weighed)
      const rims: Colour[][] = RIM_READS.map(() => []);
      const tables: Colour[] = [];
      const edgeOf = new Float32Array(PERIMETER_SAMPLES);
      const beyondOf = new Float32Array(PERIMETER_SAMPLES);
      for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
        const t = (k / PERIMETER_SAMPLES) * 2 * Math.PI;
        const on = ellipsePoint(e, t, 1);
        if (on.x < BORDER || on.y < BORDER || on.x >= width - BORDER || on.y >= height - BORDER) continue;
        const inner = ellipsePoint(e, t, 1 - BAND);
        const outer = ellipsePoint(e, t, 1 + BAND);
        const inside = inItem(inner.x, inner.y);
        const beyond = inItem(outer.x, outer.y);
        if (inside && !beyond) {
          status[k] = 1;
          RIM_READS.forEach((radius, r) => {
            const read = ellipsePoint(e, t, radius);
            rims[r]!.push(colourAt(read.x, read.y));
          });
          const table = ellipsePoint(e, t, 1 + TABLE_READ);
          if (!inItem(table.x, table.y)) tables.push(colourAt(table.x, table.y));
          continue;
        }
        if (inside && beyond) {
          status[k] = 2; // the region reaches past the ellipse here (food over the rim, a bowl's body)
          continue;
        }
        // Torn here: does the photo show the rim — an edge running along the ellipse? And is there
        // one beyond the region's own outline?
        let best = 0;
        let beyondRegion = 0;
        for (let s = -2; s <= 2; s += 1) {
          const q = ellipsePoint(e, t, 1 + (s / 2) * BAND);
          const strength = edgeAcross(grad, q, sobelAt);
          if (!strength) continue;
          best = Math.max(best, strength);
          if (!inItem(q.x - q.nx * OWN_EDGE_DISTANCE, q.y - q.ny * OWN_EDGE_DISTANCE)) beyondRegion = Math.max(beyondRegion, strength);
        }
        status[k] = 3;
        edgeOf[k] = best;
        beyondOf[k] = beyondRegion;
      }
      // A rim hardly unlike the table (a white bowl on a white table) shows a faint edge where the
      // model lost it: the edge asked of the torn arc is the contrast the kept rim shows.
      const edgeMin = rimContrast(rims[0]!, tables) < LOW_CONTRAST ? MIN_EDGE_LOW : MIN_EDGE;
      const ownEdgeOnly = new Uint8Array(PERIMETER_SAMPLES);
      for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
        if (status[k] !== 3) continue;
        if (edgeOf[k]! < edgeMin) status[k] = 4;
        else if (beyondOf[k]! < edgeMin) ownEdgeOnly[k] = 1;
      }
      // The kept rim's colour; a torn sample whose inside looks like it neither in RGB nor in
      // chromaticity is not the rim.
      const matchers = rims.map(rimMatcher);
      const fill = new Uint8Array(PERIMETER_SAMPLES);
      let counted = 0;
      let traced = 0;
      let tornEdge = 0;
      let tornBare = 0;
      let ownEdge = 0;
      for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
        const state = status[k]!;
        if (state === 0) continue;
        counted += 1;
        if (state === 1) traced += 1;
        if (state === 3) {
          const t = (k / PERIMETER_SAMPLES) * 2 * Math.PI;
          const rimLike = RIM_READS.some((radius, r) => {
            const read = ellipsePoint(e, t, radius);
            return matchers[r]!(colourAt(read.x, read.y));
          });
          if (rimLike) {
            tornEdge += 1;
            ownEdge += ownEdgeOnly[k]!;
            fill[k] = 1;
          } else tornBare += 1;
        }
        if (state === 4) tornBare += 1;
      }
      // Filled where the photo shows the rim, and across short gaps between such samples (a fork's
      // shadow, a glare on the rim) — not along a whole torn arc, which may pass over cutlery.
      for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
        if (fill[k] || status[k]! < 3) continue;
        let before = false;
        let after = false;
        for (let d = 1; d <= FILL_BRIDGE; d += 1) {
          before ||= fill[(k - d + PERIMETER_SAMPLES) % PERIMETER_SAMPLES] === 1;
          after ||= fill[(k + d) % PERIMETER_SAMPLES] === 1;
        }
        if (before && after) fill[k] = 2;
      }
      if (counted === 0 || (PERIMETER_SAMPLES - counted) / PERIMETER_SAMPLES > MAX_OUTSIDE) return fail;
      const v: Verdict = {
        ok: false,
        fill,
        traced: traced / counted,
        tornEdge: tornEdge / counted,
        tornBare: tornBare / counted,
        areaRatio: ellipseArea / area,
        ownEdge: ownEdge / Math.max(1, tornEdge),
      };
      const torn = v.tornEdge + v.tornBare;
      v.ok =
        v.traced >= MIN_TRACED &&
        torn >= MIN_TORN &&
        v.tornEdge >= torn * MIN_TORN_EDGE &&
        v.ownEdge <= MAX_OWN_EDGE_SHARE &&
        ellipseArea <= area * (1 + MAX_ADDED) + 1;
      return v;
    };

    let best: { e: Ellipse; v: Verdict } | null = null;
    let tornVessel = false;
    // Many windows refit onto the same ellipse: each is judged once.
    const judged = new Map<string, Verdict>();
    const consider = (e: Ellipse | null) => {
      if (!e) return;
      const key = `${e.cx},${e.cy},${e.a},${e.b},${e.theta}`;
      let v = judged.get(key);
      if (!v) judged.set(key, (v = verdict(e)));
      // A vessel clearly torn (much of its rim traced, a large arc missing) that the photo does not
      // let us complete — not an ellipse running just outside the region's own outline.
      const tornArc = v.tornEdge + v.tornBare;
      if (!v.ok && v.ownEdge <= MAX_OWN_EDGE_SHARE && v.traced >= TORN_TRACED && tornArc >= TORN_ARC && v.tornEdge >= tornArc * TORN_SEEN && v.areaRatio >= TORN_AREA && v.areaRatio <= 1 + MAX_ADDED) tornVessel = true;
      if (!v.ok) return;
      const score = v.traced + v.tornEdge - 2 * v.tornBare;
      if (!best || score > best.v.traced + best.v.tornEdge - 2 * best.v.tornBare) best = { e, v };
    };
    for (const span of WINDOW_SPANS) {
      for (let start = 0; start < 360; start += WINDOW_STEP) {
        const use = maskFrom(angles, (a) => ((a - start + 360) % 360 <= span ? 1 : 0));
        let e = fitEllipse(xs, ys, use);
        // Refit on every outline point that agrees: the whole rim the region kept.
        for (let round = 0; round < 2 && e; round += 1) {
          const fitted: Ellipse = e;
          const radius = radiusFor(fitted);
          const on = maskFrom(xs, (x, i) => (Math.abs(radius(x, ys[i]!) - 1) < ON_TOLERANCE ? 1 : 0));
          e = fitEllipse(xs, ys, on) ?? fitted;
          if (e === fitted) break;
        }
        consider(e);
      }
    }
    if (!best) {
      if (tornVessel) {
        torn ??= new Uint8Array(n);
        for (let p = 0; p < n; p += 1) if (labels[p] === id) torn[p] = 1;
      }
      continue;
    }
    let { e: chosen, v } = best as { e: Ellipse; v: Verdict };
    // The arcs fitted on the outline the model kept can run a few pixels off the rim where it is torn
    // (a white bowl's far side drawn inside its real lip, meeting the kept edge with a notch — round
    // 70, IMG 121437): each filled sample is moved out onto the photo's strongest edge across the
    // ellipse within the band the verdict looked in, when that edge lies beyond it (one inside moved
    // it onto the meat beside a bowl's rim, or into a bowl's wall: round 72) on most of the arc, the
    // rim refitted on those and on the outline that traces it, and the refit taken while its own
    // verdict holds.
    for (let round = 0; round < SNAP_ROUNDS; round += 1) {
      const radius = radiusFor(chosen);
      const px: number[] = [];
      const py: number[] = [];
      for (let i = 0; i < xs.length; i += 1) {
        if (Math.abs(radius(xs[i]!, ys[i]!) - 1) >= ON_TOLERANCE) continue;
        px.push(xs[i]!);
        py.push(ys[i]!);
      }
      const step = SNAP_STEP / Math.max(chosen.a, chosen.b);
      let filled = 0;
      let outwards = 0;
      for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
        if (v.fill[k] !== 1) continue;
        filled += 1;
        const t = (k / PERIMETER_SAMPLES) * 2 * Math.PI;
        let strongest = MIN_EDGE_LOW;
        let at = 0;
        for (let r = 1 - BAND; r <= 1 + BAND; r += step) {
          const strength = edgeAcross(grad, ellipsePoint(chosen, t, r), sobelAt);
          if (strength <= strongest) continue;
          strongest = strength;
          at = r;
        }
        if (!at) continue;
        // Only ever outwards: an edge inside the drawn arc is as likely the food's or a pattern's.
        if (at >= 1 + 2 * step) outwards += 1;
        const q = ellipsePoint(chosen, t, Math.max(1, at));
        px.push(q.x);
        py.push(q.y);
      }
      // …and only when most of the torn arc has its edge beyond the drawn one.
      if (!filled || outwards < filled * SNAP_OUTWARDS) break;
      const refit = fitEllipse(px, py);
      const refitVerdict = refit ? verdict(refit) : null;
      if (!refit || !refitVerdict?.ok) break;
      chosen = refit;
      v = refitVerdict;
    }
    // Filled only over the torn arc (its samples widened by FILL_WIDEN on each side): where the
    // region traces the rim, its own edge stays.
    const sectors = new Uint8Array(PERIMETER_SAMPLES);
    for (let k = 0; k < PERIMETER_SAMPLES; k += 1) {
      if (!v.fill[k]) continue;
      for (let d = -FILL_WIDEN; d <= FILL_WIDEN; d += 1) sectors[(k + d + PERIMETER_SAMPLES) % PERIMETER_SAMPLES] = 1;
    }
    const disc = rasterEllipse(chosen, width, height);
    const cos = Math.cos(chosen.theta);
    const sin = Math.sin(chosen.theta);
    out ??= Uint8Array.from(region);
    for (let p = 0; p < n; p += 1) {
      if (!disc[p] || out[p]) continue;
      const dx = (p % width) + 0.5 - chosen.cx;
      const dy = Math.floor(p / width) + 0.5 - chosen.cy;
      const t = Math.atan2((-dx * sin + dy * cos) / chosen.b, (dx * cos + dy * sin) / chosen.a);
      const k = Math.floor((((t / (2 * Math.PI)) % 1) + 1) % 1 * PERIMETER_SAMPLES) % PERIMETER_SAMPLES;
      if (sectors[k]) out[p] = 1;
    }
    completed.push(chosen);
  }
  return { mask: out ?? region, completed, torn };
}

/** An item is a vessel when this share of its outline lies on one ellipse (plate.ts's measure). */
const TRIM_VESSEL_SHARE = 0.6;
/** A part beyond the rim by more than this relative distance is outside it. */
const TRIM_MARGIN = 0.04;
/** Pixels kept round an item's box when it is trimmed on its own. */
const BOX_PAD = 4;
/**
 * With the photo: a part beyond the rim by more than this relative distance (within TRIM_MARGIN,
 * which a rim in perspective may stray past its fitted ellipse) goes too when it looks like the table
 * around the dish and unlike what lies just inside the rim under it — a sliver of placemat, a goose
 * of its print the model ran on with. Food over the rim carries on inside it and stays.
 */
const CONFIRMED_MARGIN = 0.012;
/** The table is read in this band of relative radii beyond the ellipse, over the part's angles widened by this many degrees. */
const TABLE_BAND: [number, number] = [1.06, 1.14];
const TABLE_WIDEN = 30;
/** …and what is inside the rim, in this band. */
const INSIDE_BAND: [number, number] = [0.94, 0.98];
/** Samples read per band (spread evenly over its pixels). */
const BAND_SAMPLES = 240;
/** A pixel looks like a band when one of its samples lies this close (RGB). */
const LOOKS_LIKE = 30;
/** The part: this share of it like the table; the inside under it: at most the second like the table. */
const TABLE_LIKE_PART = 0.75;
const TABLE_LIKE_INSIDE = 0.4;
/** Parts outside the rim smaller than this share of the item… */
const TRIM_MAX_PART = 0.03;
/** …spanning less than this much of the rim (degrees, round the ellipse's centre) are removed. */
const TRIM_MAX_SPAN = 50;
/**
 * A part at the frame's border is where the photo cut the dish and stays — unless it is smaller than
 * this share of the item, spans less than TRIM_MAX_SPAN, reads as the table (`readPart`) and the rim
 * under it is plain (`rimBandTexture` at most PLAIN_RIM_TEXTURE): then it is the table the photo cut
 * beside a plate, and goes whole. 187603 cropped so its yellow plate grazes the frame: a wedge of the
 * dark sink board at the border (4.5% of the plate) was cut out with it and ran off the new frame.
 * The beef stew's white bowl rim at the border beyond the stew the model kept reads as the table too
 * (4.3%), but the band inside that "rim" is the stew (texture 4.3–7.7; the yellow plate's 2.3), so it
 * stays.
 */
const BORDER_TABLE_PART = 0.06;
/**
 * A part that reaches past TRIM_MARGIN and is smaller than this share of the item goes whole: a
 * fork's tine or a knife's tip, whose stub within the margin would otherwise stay as a spike on the rim.
 */
const TRIM_SLIVER = 0.002;

/** Up to BAND_SAMPLES pixels spread evenly over `pixels`. */
function bandSamples(pixels: readonly number[]): number[] {
  const count = Math.min(BAND_SAMPLES, pixels.length);
  return Array.from({ length: count }, (_, i) => pixels[Math.floor((i * pixels.length) / count)]!);
}

/** Whether a pixel of `data` (RGB) lies within LOOKS_LIKE of one of the samples of `pixels`. */
function looksLikeAny(data: Uint8Array, pixels: readonly number[]): (p: number) => boolean {
  const samples = bandSamples(pixels);
  // Squared distances (Math.hypot is many times slower, and this runs per pixel per sample).
  const limit = LOOKS_LIKE * LOOKS_LIKE;
  return (p) => {
    const r = data[p * 3]!;
    const g = data[p * 3 + 1]!;
    const b = data[p * 3 + 2]!;
    for (const s of samples) {
      const dr = r - data[s * 3]!;
      const dg = g - data[s * 3 + 1]!;
      const db = b - data[s * 3 + 2]!;
      if (dr * dr + dg * dg + db * db <= limit) return true;
    }
    return false;
  };
}

/** The share of `pixels` for which `like` holds. */
function share(pixels: readonly number[], like: (p: number) => boolean): number {
  return pixels.reduce((sum, p) => sum + (like(p) ? 1 : 0), 0) / pixels.length;
}

/**
 * A part beyond a rim: food carries on over the rim and stays whole; the table goes whole. Food
 * (`FOOD_*`): the part's median chroma (the light's colour taken out) is at least FOOD_CHROMA, under FOOD_TABLE_SHARE of it looks like
 * the table, and FOOD_LIKE_INSIDE of it looks like what lies just inside the rim at its angles — a
 * tomato slice over the rim (blind round 11 called 122741's slice, cut flat at the rim, a broken
 * dish). A fork's tines (grey), a pale scrap and a placemat's print (unlike the rim's inside) are no food.
 */
interface PartReading {
  isTable: boolean;
  isFood: boolean;
}
const FOOD_CHROMA = 40;
const FOOD_TABLE_SHARE = 0.1;
const FOOD_LIKE_INSIDE = 0.6;

/**
 * Reads a part beyond the ellipse `e` (item box `item`, `bw` wide, offset by `ox`, `oy` in the
 * guide). The table: most of its pixels look like the table read beyond the rim round it, while
 * what lies just inside the rim at its angles mostly does not (there the rim or the food is).
 */
function readPart(e: Ellipse, part: number, partBox: Box, labels: Int32Array, bins: Uint8Array, item: Uint8Array, bw: number, ox: number, oy: number, guide: RgbImage): PartReading {
  const { width, height, data } = guide;
  const bh = item.length / bw;
  const near = new Uint8Array(360);
  for (let angle = 0; angle < 360; angle += 1) {
    if (!bins[angle]) continue;
    for (let d = -TABLE_WIDEN; d <= TABLE_WIDEN; d += 1) near[(angle + d + 360) % 360] = 1;
  }
  const table: number[] = [];
  const inside: number[] = [];
  const partPixels: number[] = [];
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  const radius = radiusFor(e);
  // One pass over the box of the bands' sector (its corners sampled every degree) at guide
  // resolution; pixels of the item are never the table.
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let angle = 0; angle < 360; angle += 1) {
    if (!near[angle]) continue;
    const phi = (angle * Math.PI) / 180;
    const t = Math.atan2((-Math.cos(phi) * sin + Math.sin(phi) * cos) / e.b, (Math.cos(phi) * cos + Math.sin(phi) * sin) / e.a);
    for (const r of [INSIDE_BAND[0], TABLE_BAND[1]]) {
      for (const turn of [0, Math.PI / 180]) {
        const q = ellipsePoint(e, t + turn, r);
        x0 = Math.min(x0, Math.floor(q.x + ox) - 1);
        x1 = Math.max(x1, Math.ceil(q.x + ox) + 1);
        y0 = Math.min(y0, Math.floor(q.y + oy) - 1);
        y1 = Math.max(y1, Math.ceil(q.y + oy) + 1);
      }
    }
  }
  // …and the part's own box (a part may reach past the bands).
  x0 = Math.max(0, Math.min(x0, partBox.left + ox));
  y0 = Math.max(0, Math.min(y0, partBox.top + oy));
  x1 = Math.min(width - 1, Math.max(x1, partBox.left + partBox.width - 1 + ox));
  y1 = Math.min(height - 1, Math.max(y1, partBox.top + partBox.height - 1 + oy));
  for (let gy = y0; gy <= y1; gy += 1) {
    for (let gx = x0; gx <= x1; gx += 1) {
      const x = gx - ox;
      const y = gy - oy;
      const inBox = x >= 0 && y >= 0 && x < bw && y < bh;
      const q = inBox ? y * bw + x : -1;
      if (q >= 0 && labels[q] === part) {
        partPixels.push(gy * width + gx);
        continue;
      }
      // The bands first (cheap), the angle only for what lies in one.
      const r = radius(x + 0.5, y + 0.5);
      if (r < INSIDE_BAND[0] || r > TABLE_BAND[1] || (r > INSIDE_BAND[1] && r < TABLE_BAND[0])) continue;
      const angle = Math.floor(((Math.atan2(y + 0.5 - e.cy, x + 0.5 - e.cx) * 180) / Math.PI + 360) % 360);
      if (!near[angle]) continue;
      if (r >= TABLE_BAND[0] && r <= TABLE_BAND[1] && !(q >= 0 && item[q])) table.push(gy * width + gx);
      else if (r >= INSIDE_BAND[0] && r <= INSIDE_BAND[1] && bins[angle]) inside.push(gy * width + gx);
    }
  }
  if (table.length < 12 || inside.length < 12 || partPixels.length === 0) return { isTable: false, isFood: false };
  const likeTable = looksLikeAny(data, table);
  const tableShare = share(partPixels, likeTable);
  const isTable = tableShare >= TABLE_LIKE_PART && share(inside, likeTable) <= TABLE_LIKE_INSIDE;
  // Food: coloured (no cutlery's grey, no pale rim), unlike the table, and carrying on what lies inside the rim at its angles.
  const isFood =
    !isTable &&
    tableShare < FOOD_TABLE_SHARE &&
    medianChroma(data, partPixels, whiteGains(guide)) >= FOOD_CHROMA &&
    share(partPixels, looksLikeAny(data, inside)) >= FOOD_LIKE_INSIDE;
  return { isTable, isFood };
}

/** Which parts (labels in an item box `bw` × `bh` at `ox`, `oy` of the frame) touch a pixel of `mask`, 8-connected. */
function partsTouching(mask: Uint8Array, labels: Int32Array, count: number, bw: number, bh: number, ox: number, oy: number, width: number, height: number): Uint8Array {
  const touching = new Uint8Array(count);
  for (let y = 0; y < bh; y += 1) {
    for (let x = 0; x < bw; x += 1) {
      const part = labels[y * bw + x]!;
      if (!part || touching[part]) continue;
      const gx = x + ox;
      const gy = y + oy;
      for (let dy = -1; dy <= 1 && !touching[part]; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = gx + dx;
          const ny = gy + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx]) {
            touching[part] = 1;
            break;
          }
        }
      }
    }
  }
  return touching;
}

/**
 * Trims, per item of `region` (0/1) whose outline is a plate's or bowl's ellipse, the small parts
 * that stick out over a short arc of the rim: the stub of a knife or the tines of a fork resting on
 * it, a tray's corner. A bowl's body below its rim spans half the ellipse and stays. Such a part
 * that strays past the rim by less than a perspective rim may (CONFIRMED_MARGIN) also goes when the
 * photo (`guide`, at the region's size) shows it is the table, or when it touches `handles` — the
 * cutlery handles dropped from the region (0/1), of which it is then the neck or the head. Returns
 * the trimmed region (the input itself when nothing was trimmed) and the pixels removed.
 */
export function trimProtrusions(region: Uint8Array, width: number, height: number, guide?: RgbImage, handles?: Uint8Array): { mask: Uint8Array; removed: number } {
  const n = width * height;
  if (guide && (guide.width !== width || guide.height !== height)) throw new RangeError('guide must be at the region size');
  if (handles && handles.length !== n) throw new RangeError('handles must be at the region size');
  const { labels, areas } = connectedComponents(region, width, height);
  let out: Uint8Array | null = null;
  let removed = 0;
  // Each item is worked on within its box: the whole frame's loops would cost more than the trim.
  const boxes = labelBoxes(labels, areas.length, width);
  for (let id = 1; id < areas.length; id += 1) {
    const area = areas[id]!;
    const itemBox = boxes[id];
    if (area < n * MIN_ITEM_SHARE || !itemBox) continue;
    // Padded so the outline's fit sees the item's extremes (it ignores points at the array's border,
    // which stays the frame's border where the item reaches it).
    const minX = Math.max(0, itemBox.left - BOX_PAD);
    const minY = Math.max(0, itemBox.top - BOX_PAD);
    const maxX = Math.min(width - 1, itemBox.left + itemBox.width - 1 + BOX_PAD);
    const maxY = Math.min(height - 1, itemBox.top + itemBox.height - 1 + BOX_PAD);
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    const item = new Uint8Array(bw * bh);
    for (let y = 0; y < bh; y += 1) for (let x = 0; x < bw; x += 1) item[y * bw + x] = labels[(y + minY) * width + x + minX] === id ? 1 : 0;
    const fit = outlineEllipse(item, bw, bh, true);
    if (!fit || fit.share < TRIM_VESSEL_SHARE) continue;
    const e = fit.ellipse;
    const cos = Math.cos(e.theta);
    const sin = Math.sin(e.theta);
    // Each item pixel's relative radius (squared); beyond the confirmed margin is where parts are looked at.
    const limit = (1 + TRIM_MARGIN) ** 2;
    const looked = (1 + (guide || handles ? CONFIRMED_MARGIN : TRIM_MARGIN)) ** 2;
    const radius2 = new Float32Array(bw * bh);
    const beyond = new Uint8Array(bw * bh);
    let any = false;
    for (let y = 0; y < bh; y += 1) {
      for (let x = 0; x < bw; x += 1) {
        const q = y * bw + x;
        if (!item[q]) continue;
        const dx = x + 0.5 - e.cx;
        const dy = y + 0.5 - e.cy;
        const u = (dx * cos + dy * sin) / e.a;
        const v = (-dx * sin + dy * cos) / e.b;
        radius2[q] = u * u + v * v;
        if (radius2[q]! > looked) {
          beyond[q] = 1;
          any = true;
        }
      }
    }
    if (!any) continue;
    const parts = connectedComponents(beyond, bw, bh);
    // Angular span of each part round the ellipse's centre (in degree bins), and whether it reaches
    // past TRIM_MARGIN at all.
    const bins = parts.areas.map(() => new Uint8Array(360));
    const far = new Uint8Array(parts.areas.length);
    for (let q = 0; q < bw * bh; q += 1) {
      const part = parts.labels[q]!;
      if (!part) continue;
      const angle = Math.floor(((Math.atan2(Math.floor(q / bw) + 0.5 - e.cy, (q % bw) + 0.5 - e.cx) * 180) / Math.PI + 360) % 360);
      bins[part]![angle] = 1;
      if (radius2[q]! > limit) far[part] = 1;
    }
    // A part at the frame's border is where the photo cut the dish, not something on its rim.
    const atBorder = new Uint8Array(parts.areas.length);
    for (let y = 0; y < bh; y += 1) {
      for (let x = 0; x < bw; x += 1) {
        const gx = x + minX;
        const gy = y + minY;
        if (gx === 0 || gy === 0 || gx === width - 1 || gy === height - 1) atBorder[parts.labels[y * bw + x]!] = 1;
      }
    }
    const narrow = bins.map((b) => b.reduce((sum, v) => sum + v, 0) < TRIM_MAX_SPAN);
    const small = parts.areas.map((partArea, part) => part > 0 && !atBorder[part] && partArea < area * TRIM_MAX_PART && narrow[part]);
    // Past TRIM_MARGIN a small part goes (its pixels there); all of it when it is the table or a
    // dropped handle's neck.
    const touching = handles ? partsTouching(handles, parts.labels, parts.areas.length, bw, bh, minX, minY, width, height) : null;
    let partBoxes: (Box | null)[] | null = null;
    const whole = small.map((ok, part) => {
      if (!ok) return false;
      if (touching?.[part] || (far[part] && parts.areas[part]! < area * TRIM_SLIVER)) return true;
      if (!guide) return false;
      partBoxes ??= labelBoxes(parts.labels, parts.areas.length, bw);
      const reading = readPart(e, part, partBoxes[part]!, parts.labels, bins[part]!, item, bw, minX, minY, guide);
      // Food over the rim is no stub: it stays whole.
      if (reading.isFood) small[part] = false;
      return reading.isTable;
    });
    // A part at the frame's border beyond a plain rim that reads as the table is the table the photo
    // cut, not the dish: it goes whole (see BORDER_TABLE_PART).
    if (guide) {
      let plainRim: boolean | null = null;
      for (let part = 1; part < parts.areas.length; part += 1) {
        if (!atBorder[part] || parts.areas[part]! >= area * BORDER_TABLE_PART || !narrow[part]) continue;
        partBoxes ??= labelBoxes(parts.labels, parts.areas.length, bw);
        if (!readPart(e, part, partBoxes[part]!, parts.labels, bins[part]!, item, bw, minX, minY, guide).isTable) continue;
        plainRim ??= rimBandTexture(region, guide, { ...e, cx: e.cx + minX, cy: e.cy + minY }) <= PLAIN_RIM_TEXTURE;
        if (plainRim) small[part] = whole[part] = true;
      }
    }
    if (!small.some((ok, part) => ok && (far[part] || whole[part]))) continue;
    out ??= Uint8Array.from(region);
    for (let q = 0; q < bw * bh; q += 1) {
      const part = parts.labels[q]!;
      if (!small[part] || !(whole[part] || radius2[q]! > limit)) continue;
      out[(Math.floor(q / bw) + minY) * width + (q % bw) + minX] = 0;
      removed += 1;
    }
  }
  return { mask: out ?? region, removed };
}

/** A bump beyond a whole vessel's rim reaching past this relative radius is no scrap of the table: food heaped over the rim, a handle, kept chopsticks. */
const BUMP_DEEP = 1.06;

/**
 * The shallow bumps of `region` (0/1, one vessel) beyond its rim's ellipse `e` that `readPart` reads
 * as the table round the dish — a white cloth the model ran on with past a light lip — as a mask, or
 * null when none; bumps under `minArea` pixels are not read. Food over the rim, an oval plate's
 * pointed ends and what reaches past BUMP_DEEP are not among them.
 */
export function tableBumps(region: Uint8Array, guide: RgbImage, e: Ellipse, minArea = 0): Uint8Array | null {
  const { width, height } = guide;
  const radius = radiusFor(e);
  const beyond = new Uint8Array(width * height);
  const rel = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!region[p]) continue;
      rel[p] = radius(x + 0.5, y + 0.5);
      if (rel[p]! > 1) beyond[p] = 1;
    }
  }
  const { labels, areas } = connectedComponents(beyond, width, height);
  // Only bumps of minArea or more are read (most are a pixel or two of the edge's own noise).
  const read = areas.map((area, id) => id > 0 && area >= minArea);
  if (!read.some(Boolean)) return null;
  const deep = new Uint8Array(areas.length);
  const bins: (Uint8Array | null)[] = areas.map((_, id) => (read[id] ? new Uint8Array(360) : null));
  for (let p = 0; p < beyond.length; p += 1) {
    const id = labels[p]!;
    if (!id || !read[id]) continue;
    if (rel[p]! > BUMP_DEEP) deep[id] = 1;
    bins[id]![Math.floor(((Math.atan2(Math.floor(p / width) + 0.5 - e.cy, (p % width) + 0.5 - e.cx) * 180) / Math.PI + 360) % 360)] = 1;
  }
  const boxes = labelBoxes(labels, areas.length, width);
  const table = areas.map((_, id) => read[id]! && !deep[id] && readPart(e, id, boxes[id]!, labels, bins[id]!, region, width, 0, 0, guide).isTable);
  if (!table.some(Boolean)) return null;
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p += 1) if (table[labels[p]!]) mask[p] = 1;
  return mask;
}

/** Radius of the disc that smooths a rim's outline, as a share of the square root of the item's area (a fork's tine is under 1%). */
const RIM_OPEN_SHARE = 0.012;
/** …at least this many pixels. */
const RIM_OPEN_MIN = 2;
/** Only the outer ring of the vessel is smoothed (relative radius of its ellipse): food inside is left alone. */
const RIM_ZONE = 0.85;

/**
 * Smooths, per item of `region` whose outline is a plate's or bowl's ellipse, the outer ring of its
 * outline by a small opening: what lies along the rim and is narrower than a few pixels — a fork's
 * tines resting over the rim, a sliver of placemat the model kept, a hair of a knife's edge — goes,
 * while the round rim itself, wider than the disc everywhere, stays. `trimProtrusions` takes parts
 * beyond the fitted ellipse; these lie within it (a plate in perspective is not quite an ellipse) but
 * stick out of the rim's own line. Returns the smoothed region and the pixels removed.
 */
export function smoothRimOutline(region: Uint8Array, width: number, height: number): { mask: Uint8Array; removed: number } {
  const n = width * height;
  const { labels, areas } = connectedComponents(region, width, height);
  let out: Uint8Array | null = null;
  let removed = 0;
  for (let id = 1; id < areas.length; id += 1) {
    const area = areas[id]!;
    if (area < n * MIN_ITEM_SHARE) continue;
    const item = new Uint8Array(n);
    for (let p = 0; p < n; p += 1) item[p] = labels[p] === id ? 1 : 0;
    const fit = outlineEllipse(item, width, height);
    if (!fit || fit.share < TRIM_VESSEL_SHARE) continue;
    const opened = openDisc(item, width, height, Math.max(RIM_OPEN_MIN, Math.round(RIM_OPEN_SHARE * Math.sqrt(area))));
    const radius = radiusFor(fit.ellipse);
    for (let p = 0; p < n; p += 1) {
      if (!item[p] || opened[p]) continue;
      const x = p % width;
      const y = (p - x) / width;
      if (radius(x + 0.5, y + 0.5) < RIM_ZONE) continue;
      out ??= Uint8Array.from(region);
      out[p] = 0;
      removed += 1;
    }
  }
  return { mask: out ?? region, removed };
}

/** A lone vessel's rim, fitted tightly, fills its region within this relative radius… */
const RIM_FILL_SCALE = 0.99;
/** …when at least this share of its outline lies on the rim's ellipse, and the whole ellipse lies in the frame… */
const RIM_FILL_SHARE = 0.6;
const RIM_FILL_MARGIN = 2;
/** …except a gap of which this share looks like the table read in TABLE_BAND beyond the rim: the fit strayed past the rim there. */
const RIM_FILL_TABLE_SHARE = 0.5;

/**
 * Fills `region` (0/1, one item whose outline is a plate's or bowl's ellipse) within its rim: what lies
 * inside a whole plate's rim is the plate or the food on it, so a notch the model bit into a thin dark
 * rim line, or a hole in the food near it, is no gap in the dish (a blind reviewer called such a plate
 * "broken"). Only for a rim the frame does not cut (its fit there is partly guessed), and never a gap
 * that looks like the table beyond the rim (`guide`, at the region's size): where food over the rim
 * pulled the fit outward, that is a crescent of table (a reviewer's "pale ghost" beside the plate).
 * Returns the filled region (the input itself when nothing changed) and the pixels added.
 */
export function fillWithinRim(region: Uint8Array, width: number, height: number, guide: RgbImage): { mask: Uint8Array; added: number } {
  const fit = outlineEllipse(region, width, height, true);
  if (!fit || fit.share < RIM_FILL_SHARE) return { mask: region, added: 0 };
  const e = fit.ellipse;
  const beyond = ellipseBeyond(e, width, height);
  if (Math.max(beyond.top, beyond.right, beyond.bottom, beyond.left) > -RIM_FILL_MARGIN) return { mask: region, added: 0 };
  const inner = rasterEllipse({ ...e, a: e.a * RIM_FILL_SCALE, b: e.b * RIM_FILL_SCALE }, width, height);
  const gaps = new Uint8Array(inner.length);
  const table: number[] = [];
  const radius = radiusFor(e);
  for (let p = 0; p < inner.length; p += 1) {
    if (inner[p] && !region[p]) gaps[p] = 1;
    else if (!region[p]) {
      const r = radius((p % width) + 0.5, Math.floor(p / width) + 0.5);
      if (r >= TABLE_BAND[0] && r <= TABLE_BAND[1]) table.push(p);
    }
  }
  const { labels, areas } = connectedComponents(gaps, width, height);
  if (areas.length <= 1) return { mask: region, added: 0 };
  const pixels: number[][] = areas.map(() => []);
  for (let p = 0; p < gaps.length; p += 1) if (labels[p]) pixels[labels[p]!]!.push(p);
  const likeTable = table.length ? looksLikeAny(guide.data, table) : () => false;
  const out = Uint8Array.from(region);
  let added = 0;
  for (let id = 1; id < areas.length; id += 1) {
    if (share(pixels[id]!, likeTable) >= RIM_FILL_TABLE_SHARE) continue;
    for (const p of pixels[id]!) out[p] = 1;
    added += pixels[id]!.length;
  }
  return { mask: added ? out : region, added };
}
