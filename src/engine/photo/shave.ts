// Scraps of the table stuck to the dish's outline. Where the model, or a rim completed round the food,
// ran a few pixels past a plate's edge, a pale crescent or a nub of the old table stayed on the
// cut-out and showed on a dark scene (round 60's reviewers: "a pale sliver of the old table outside
// the left rim, a white nub at the bottom-right", "a white scrap of plate on the pastry's edge", "a
// tan crescent of the old table between the soy-sauce cup and the small plate"). From the outline
// inwards, the pixels the model was unsure of whose colour is the table's just beyond them are the
// table, up to the first clear edge (a rim's line, the food). They are left out of the cut-out only
// where such an edge stops them within a shallow depth: a white plate on a white table, whose rim
// carries on in the table's colour, is never eaten into, nor is a rim's own thin line.
// A band the model was sure of is no scrap by that rule; round a coloured plate whose outline is an
// ellipse, a plain white or grey band between its rim's colour and the outline is cut back to the rim
// when the band's inner ends and the rim elsewhere lie on one ellipse (`trimTableBand`).
import type { RgbImage } from './image.ts';
import { pushPull, type Canvas } from './push-pull.ts';
import { connectedComponents, maskFrom, neighbours4 } from './raster.ts';
import { ellipsePoint, fitEllipse, outlineEllipse, radiusFor, type Ellipse } from './plate.ts';

/** The deepest a scrap reaches into the region, as a share of the dish's size (√area)… */
const SHAVE_DEPTH = 0.05;
/** …at least this many matte pixels. */
const SHAVE_MIN_DEPTH = 3;
/** The table's colour is read in a ring this far beyond the outline (matte pixels, from… to). */
const RING_FROM = 2;
const RING_TO = 6;
/** A pixel within this RGB distance of the table's colour beside it is the table. */
const TABLE_DISTANCE = 20;
/** Only where the model was unsure (its probability, 0–255, below this): what it was sure of is the dish, whatever its colour. */
const MODEL_UNSURE = 128;
/** A scrap is left out only where what stops it differs from the table by at least this (RGB distance, mean)… */
const EDGE_CONTRAST = 35;
/** …none of it lies deeper than this share of the depth (it ran on: the dish is the table's colour there)… */
const RAN_ON = 0.85;
/** …some of it lies deeper than this share of the dish's size (√area): a band thinner all along is a rim's own line, or the edge's soft pixels… */
const MIN_SCRAP_DEPTH = 0.012;
/** …it has at least this many matte pixels… */
const MIN_SCRAP = 6;
// …and it does not reach the photo's border, where the dish runs on out of the photo.

/**
 * Steps (8-connected, at most `reach`) from every pixel where `mask` is `value` to the nearest such
 * pixel with a 4-neighbour where it is not (those are 1); 0 elsewhere and beyond `reach`.
 */
function stepsFromOutline(mask: Uint8Array, value: number, width: number, height: number, reach: number): Uint8Array {
  const n = width * height;
  const steps = new Uint8Array(n);
  let layer: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const p = row + x;
      if (mask[p] !== value) continue;
      if ((x > 0 && mask[p - 1] !== value) || (x < width - 1 && mask[p + 1] !== value) || (y > 0 && mask[p - width] !== value) || (y < height - 1 && mask[p + width] !== value)) {
        steps[p] = 1;
        layer.push(p);
      }
    }
  }
  for (let step = 2; step <= reach && layer.length; step += 1) {
    const next: number[] = [];
    for (const p of layer) {
      const x = p % width;
      const y = (p - x) / width;
      for (let qy = Math.max(0, y - 1); qy <= Math.min(height - 1, y + 1); qy += 1) {
        for (let qx = Math.max(0, x - 1); qx <= Math.min(width - 1, x + 1); qx += 1) {
          const q = qy * width + qx;
          if (steps[q] || mask[q] !== value) continue;
          steps[q] = step;
          next.push(q);
        }
      }
    }
    layer = next;
  }
  return steps;
}

/**
 * The RGB distance of each pixel (index) from the table's colour beside it — read on a ring just
 * beyond the outline of `solid` and spread over the whole frame by push-pull (at half size: it is a
 * smooth estimate) —, or null when there is no ring.
 */
function tableDistance(solid: Uint8Array, guide: RgbImage): ((p: number) => number) | null {
  const { width, height, data } = guide;
  const n = width * height;
  const outward = stepsFromOutline(solid, 0, width, height, RING_TO);
  const cw = Math.ceil(width / 2);
  const ch = Math.ceil(height / 2);
  const table: Canvas = { width: cw, height: ch, colour: new Float32Array(cw * ch * 3), weight: new Float32Array(cw * ch) };
  let ring = 0;
  for (let p = 0; p < n; p += 1) {
    if (outward[p]! < RING_FROM) continue;
    const x = p % width;
    const c = ((p - x) / width >> 1) * cw + (x >> 1);
    table.weight[c]! += 1;
    for (let k = 0; k < 3; k += 1) table.colour[c * 3 + k]! += data[p * 3 + k]!;
    ring += 1;
  }
  if (!ring) return null;
  for (let c = 0; c < cw * ch; c += 1) {
    const weight = table.weight[c]!;
    if (!weight) continue;
    for (let k = 0; k < 3; k += 1) table.colour[c * 3 + k]! /= weight;
    table.weight[c] = 1;
  }
  pushPull(table);
  return (p: number) => {
    const x = p % width;
    const c = (((p - x) / width) >> 1) * cw + (x >> 1);
    const dr = data[p * 3]! - table.colour[c * 3]!;
    const dg = data[p * 3 + 1]! - table.colour[c * 3 + 1]!;
    const db = data[p * 3 + 2]! - table.colour[c * 3 + 2]!;
    return Math.sqrt(dr * dr + dg * dg + db * db);
  };
}

/**
 * The table's scraps stuck to the outline of `solid` (0/1, matte size) as a mask, or null when there
 * are none. `guide` is the photo and `probability` the model's map (0–255), both at matte size.
 */
export function tableScraps(solid: Uint8Array, guide: RgbImage, probability: Uint8Array): Uint8Array | null {
  const { width, height } = guide;
  const n = width * height;
  let area = 0;
  for (let p = 0; p < n; p += 1) area += solid[p]!;
  if (!area) return null;
  const size = Math.sqrt(area);
  const depth = Math.ceil(Math.max(SHAVE_MIN_DEPTH, SHAVE_DEPTH * size));
  const inward = stepsFromOutline(solid, 1, width, height, Math.min(255, depth + 1));
  const distance = tableDistance(solid, guide);
  if (!distance) return null;
  const tableLike = (p: number) => probability[p]! < MODEL_UNSURE && distance(p) < TABLE_DISTANCE;
  // Flood from the outline inwards through the table's pixels, no deeper than `depth`.
  const scrap = new Uint8Array(n);
  const queue: number[] = [];
  for (let p = 0; p < n; p += 1) {
    if (inward[p] !== 1 || !tableLike(p)) continue;
    scrap[p] = 1;
    queue.push(p);
  }
  const neighbours = (p: number) => neighbours4(p, width, height);
  for (let head = 0; head < queue.length; head += 1) {
    for (const q of neighbours(queue[head]!)) {
      if (q < 0 || scrap[q] || !inward[q] || inward[q]! > depth || !tableLike(q)) continue;
      scrap[q] = 1;
      queue.push(q);
    }
  }
  if (!queue.length) return null;
  const { labels, areas } = connectedComponents(scrap, width, height);
  const deepest = new Uint8Array(areas.length);
  const atBorder = new Uint8Array(areas.length);
  const contrast = new Float64Array(areas.length);
  const stops = new Int32Array(areas.length);
  for (const p of queue) {
    const id = labels[p]!;
    if (inward[p]! > deepest[id]!) deepest[id] = inward[p]!;
    const x = p % width;
    if (x === 0 || x === width - 1 || p < width || p >= n - width) atBorder[id] = 1;
    // What stops the scrap: the dish's pixels beside it that are not the table.
    for (const q of neighbours(p)) {
      if (q < 0 || !solid[q] || scrap[q]) continue;
      contrast[id]! += distance(q);
      stops[id]! += 1;
    }
  }
  const left = areas.map(
    (a, id) =>
      id > 0 &&
      a >= MIN_SCRAP &&
      !atBorder[id] &&
      deepest[id]! < RAN_ON * depth &&
      deepest[id]! >= MIN_SCRAP_DEPTH * size &&
      stops[id]! > 0 &&
      contrast[id]! / stops[id]! >= EDGE_CONTRAST,
  );
  if (!left.some(Boolean)) return null;
  const out = new Uint8Array(n);
  for (const p of queue) if (left[labels[p]!]) out[p] = 1;
  return out;
}

/** Beyond a whole vessel's rim (a pixel past it), a pixel of the dish the model is not fully sure of (0–255, below this)… */
const GAP_UNSURE = 230;
/** …within this RGB distance of the table's colour beside it (looser than a scrap's: that estimate, spread inwards from beyond the outline, is rougher within the dish)… */
const GAP_TABLE_DISTANCE = 40;
/** …is a gap in the dish when its part is enclosed by the dish: at most this share of its outline borders what is not the dish (the photo's border aside)… */
const GAP_OPEN = 0.05;
/**
 * …and runs on out of the photo, between parts the photo cut (a pale fleck enclosed in a patterned
 * stick is no gap), over at least this share of the dish's area (a sliver of a rim along the border is none).
 */
const GAP_MIN_SHARE = 0.001;

/**
 * The table seen between parts of a dish that stand out over its vessel's rim and run off the photo —
 * two chopsticks laid across a bowl —, which the model took in with them (IMG 124506: a white strip of
 * the table between the chopsticks, at 160–190 of the map, kept as part of the dish): its pixels beyond
 * the rim (`rim`, the vessel's fitted ellipse) in the table's colour, in parts the dish encloses but for
 * the photo's border. A band round the rim that borders the table beyond it — a plate's own edge the
 * fit fell short of — is open, so it is kept. Returns the mask of those gaps (0/1, matte size), or null
 * when there are none.
 */
export function tableBetweenParts(solid: Uint8Array, guide: RgbImage, probability: Uint8Array, rim: Ellipse): Uint8Array | null {
  const { width, height } = guide;
  const n = width * height;
  const radius = radiusFor(rim);
  const beyond = 1 + 1 / Math.max(rim.a, rim.b);
  let distance: ((p: number) => number) | null | undefined;
  let area = 0;
  for (let p = 0; p < n; p += 1) area += solid[p]!;
  const minArea = Math.max(MIN_SCRAP, GAP_MIN_SHARE * area);
  const gap = new Uint8Array(n);
  let any = false;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!solid[p] || probability[p]! >= GAP_UNSURE || radius(x + 0.5, y + 0.5) <= beyond) continue;
      distance ??= tableDistance(solid, guide);
      if (!distance) return null;
      if (distance(p) >= GAP_TABLE_DISTANCE) continue;
      gap[p] = 1;
      any = true;
    }
  }
  if (!any) return null;
  const { labels, areas } = connectedComponents(gap, width, height);
  const open = new Uint32Array(areas.length);
  const closed = new Uint32Array(areas.length);
  const border = new Uint32Array(areas.length);
  for (let p = 0; p < n; p += 1) {
    const id = labels[p]!;
    if (!id) continue;
    const x = p % width;
    if (x === 0 || x === width - 1 || p < width || p >= n - width) border[id]! += 1;
    for (const q of neighbours4(p, width, height)) {
      if (q < 0 || gap[q]) continue;
      if (solid[q]) closed[id]! += 1;
      else open[id]! += 1;
    }
  }
  const gaps = areas.map((a, id) => id > 0 && a >= minArea && border[id]! > 0 && open[id]! <= GAP_OPEN * (open[id]! + closed[id]!));
  if (!gaps.some(Boolean)) return null;
  // (A loop: `Uint8Array.from` with a map callback takes 20–40 ms over a 640-px frame.)
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p += 1) if (gaps[labels[p]!]) out[p] = 1;
  return out;
}

/** Rays cast from a whole vessel's centre to read where its own colour ends. */
const BAND_RAYS = 120;
/** A vessel whose outline lies on an ellipse over this share (tolerance as outlineEllipse's)… */
const BAND_VESSEL_SHARE = 0.9;
/** The rim's colour is read this far inside the outline (relative radius). */
const BAND_RIM_AT = 0.975;
/** A sample within this RGB distance of the rim's colour is the rim. */
const BAND_RIM = 70;
/** The band is plain: its colour's spread (max − min channel) at most this… */
const BAND_NEUTRAL = 45;
/** The band ends no deeper than this relative radius (deeper: food over the rim, or no rim)… */
const BAND_DEEPEST = 0.85;
/** …and at least this deep (shallower: the outline's own soft edge). */
const BAND_SHALLOWEST = 0.975;
/** Rays that must read (a band or the rim right at the outline), of all… */
const BAND_READ = 0.6;
/** …of which a band on at least this share of all rays (a crescent, not a speck)… */
const BAND_MIN = 0.08;
/** …and on at most this share of the rays read. */
const BAND_MAX = 0.7;
/** Pixels at the band's inner end that blend into the rim's colour. */
const BAND_BLEND = 2;
/** The ellipse through the band's inner ends and the rim elsewhere: this share of the points within the tolerance. */
const BAND_FIT_SHARE = 0.85;
const BAND_FIT_TOLERANCE = 0.02;

/**
 * A band of a plain, grey or white surface the model ran on with round part of a coloured vessel
 * whose outline is an ellipse (IMG 187603: a crescent of the white chopping board under a yellow
 * plate, which the model was sure of). On rays from the vessel's centre, the rim's colour (read just
 * inside the outline all round) reaches the outline on most of them; on some, a plain neutral band
 * lies between it and the outline. When the band's inner ends and the rim elsewhere lie on one
 * smaller ellipse, the region is cut back to it. Clears `region` in place; returns the pixels cleared.
 */
export function trimTableBand(region: Uint8Array, width: number, height: number, guide: RgbImage): number {
  const fit = outlineEllipse(region, width, height);
  if (!fit || fit.share < BAND_VESSEL_SHARE) return 0;
  const e = fit.ellipse;
  const dr = 1 / Math.max(e.a, e.b);
  const { data } = guide;
  const colourAt = (t: number, r: number): [number, number, number] | null => {
    const { x, y } = ellipsePoint(e, t, r);
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    const p = (py * width + px) * 3;
    return [data[p]!, data[p + 1]!, data[p + 2]!];
  };
  const distance = (a: readonly number[], b: readonly number[]) => Math.sqrt((a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2);
  const angle = (k: number) => (k / BAND_RAYS) * 2 * Math.PI;
  // The rim's colour: the median, channel by channel, just inside the outline.
  const channels: number[][] = [[], [], []];
  for (let k = 0; k < BAND_RAYS; k += 1) {
    const c = colourAt(angle(k), BAND_RIM_AT);
    if (c) for (let i = 0; i < 3; i += 1) channels[i]!.push(c[i]!);
  }
  if (channels[0]!.length < BAND_RAYS * BAND_READ) return 0;
  const rim = channels.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!);
  // A neutral rim: the band would be no different from it.
  if (Math.max(...rim) - Math.min(...rim) <= BAND_NEUTRAL) return 0;
  const xs: number[] = [];
  const ys: number[] = [];
  const onBand: number[] = [];
  let bands = 0;
  for (let k = 0; k < BAND_RAYS; k += 1) {
    const t = angle(k);
    // Inwards from the outline through what is not the rim's colour, while it stays plain and neutral.
    let r = 1;
    const spreads: number[] = [];
    for (; r > BAND_DEEPEST; r -= dr) {
      const c = colourAt(t, r);
      if (!c) break;
      if (distance(c, rim) < BAND_RIM) break;
      spreads.push(Math.max(...c) - Math.min(...c));
    }
    // (The last pixels before the rim are the edge's blend of the two colours.)
    const plain = spreads.slice(0, -BAND_BLEND).every((s) => s <= BAND_NEUTRAL);
    if (r <= BAND_DEEPEST || !colourAt(t, r)) continue;
    const band = r < BAND_SHALLOWEST;
    if (band && !plain) continue;
    const point = ellipsePoint(e, t, band ? r : 1);
    xs.push(point.x);
    ys.push(point.y);
    onBand.push(band ? 1 : 0);
    if (band) bands += 1;
  }
  const read = xs.length;
  if (read < BAND_RAYS * BAND_READ || bands < BAND_RAYS * BAND_MIN || bands > read * BAND_MAX) return 0;
  // Fitted on the points that agree (a print on the rim read as a band is let go).
  let inner = fitEllipse(xs, ys);
  for (let round = 0; inner && round < 2; round += 1) {
    const radius = radiusFor(inner);
    inner = fitEllipse(xs, ys, maskFrom(xs, (x, i) => (Math.abs(radius(x, ys[i]!) - 1) < BAND_FIT_TOLERANCE * 2 ? 1 : 0)));
  }
  if (!inner || inner.a * inner.b >= e.a * e.b) return 0;
  const radius = radiusFor(inner);
  let near = 0;
  let bandNear = 0;
  for (let i = 0; i < read; i += 1) {
    if (Math.abs(radius(xs[i]!, ys[i]!) - 1) >= BAND_FIT_TOLERANCE) continue;
    near += 1;
    bandNear += onBand[i]!;
  }
  if (near < read * BAND_FIT_SHARE || bandNear < bands * BAND_FIT_SHARE) return 0;
  const margin = 1 + 1 / Math.max(inner.a, inner.b);
  let cleared = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!region[p] || radius(x + 0.5, y + 0.5) <= margin) continue;
      region[p] = 0;
      cleared += 1;
    }
  }
  return cleared;
}
