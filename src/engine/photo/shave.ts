// Scraps of the table stuck to the dish's outline. Where the model, or a rim completed round the food,
// ran a few pixels past a plate's edge, a pale crescent or a nub of the old table stayed on the
// cut-out and showed on a dark scene (round 60's reviewers: "a pale sliver of the old table outside
// the left rim, a white nub at the bottom-right", "a white scrap of plate on the pastry's edge", "a
// tan crescent of the old table between the soy-sauce cup and the small plate"). From the outline
// inwards, the pixels the model was unsure of whose colour is the table's just beyond them are the
// table, up to the first clear edge (a rim's line, the food). They are left out of the cut-out only
// where such an edge stops them within a shallow depth: a white plate on a white table, whose rim
// carries on in the table's colour, is never eaten into, nor is a rim's own thin line.
import type { RgbImage } from './image.ts';
import { pushPull, type Canvas } from './push-pull.ts';
import { connectedComponents, neighbours4 } from './raster.ts';

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
 * The table's scraps stuck to the outline of `solid` (0/1, matte size) as a mask, or null when there
 * are none. `guide` is the photo and `probability` the model's map (0–255), both at matte size.
 */
export function tableScraps(solid: Uint8Array, guide: RgbImage, probability: Uint8Array): Uint8Array | null {
  const { width, height, data } = guide;
  const n = width * height;
  let area = 0;
  for (let p = 0; p < n; p += 1) area += solid[p]!;
  if (!area) return null;
  const size = Math.sqrt(area);
  const depth = Math.ceil(Math.max(SHAVE_MIN_DEPTH, SHAVE_DEPTH * size));
  const inward = stepsFromOutline(solid, 1, width, height, Math.min(255, depth + 1));
  const outward = stepsFromOutline(solid, 0, width, height, RING_TO);
  // The table's colour beside every pixel: the ring beyond the outline, spread by push-pull (at half
  // size: it is a smooth estimate).
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
  const distance = (p: number) => {
    const x = p % width;
    const c = (((p - x) / width) >> 1) * cw + (x >> 1);
    const dr = data[p * 3]! - table.colour[c * 3]!;
    const dg = data[p * 3 + 1]! - table.colour[c * 3 + 1]!;
    const db = data[p * 3 + 2]! - table.colour[c * 3 + 2]!;
    return Math.sqrt(dr * dr + dg * dg + db * db);
  };
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
