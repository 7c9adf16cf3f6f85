// The plate search's first stage (plate.ts): rays from the food's centre, and along each the
// strongest colour edges beyond the food (Sobel on luma and two chroma axes, computed lazily), edges
// near the frame's border left out; then the smoothest strong closed contour through those edges
// (dynamic programming around the circle), the first rim proposal.
import { exposureLift, type RgbImage } from './image.ts';

/** Rays cast from the food's centre. */
export const RAYS = 120;
/** Edge candidates kept per ray (the strongest local maxima of the gradient). */
const CANDIDATES_PER_RAY = 8;
/**
 * A rim's edge: at least this gradient, and this share of the ray's strongest edge. 60 missed a
 * white bowl on a pale grey table (its outer rim steps ~15 levels of luma); 40 finds it, and the
 * false rims lower thresholds let in beyond a whole plate are kept out by WHOLE_VESSEL_SHARE (matte.ts).
 */
const MIN_EDGE = 40;
const MIN_EDGE_SHARE = 0.2;
/**
 * The gradient is read as if the photo's white were at least this bright (image.ts exposureLift): a
 * stop under, IMG_20210225_122031's white bowl on its pale table stepped under MIN_EDGE all round, no
 * rim was found and the bowl was dropped (IoU 0.97 → 0.68). Of the 64 shared photos as shot, three
 * read under this (180–195) and come out the same lifted; lifting to 225 let a wrong rim through on
 * the same bowl under a green tube (its white at 211).
 */
const EDGE_WHITE = 200;
/** Rays start this far (share of the food's size, at least 2 px) outside the food's boundary. */
const RAY_GAP = 0.025;
/** …and this share of the food's own radius along the ray (a mask a little inside the food's edge). */
const RAY_GAP_OF_RADIUS = 0.05;
/**
 * Edges this close to the frame's border (share of its long side) are not used, and the rim is not
 * looked for there: where the photo cut a plate, the pattern inside it would pass for its rim.
 */
const BORDER_MARGIN = 0.035;
/** The plate reaches at most this far beyond the food along a ray (share of the food's radius there + size). */
const MAX_REACH = 1.1;

export interface EdgeCandidate {
  /** Distance from the food's centre along the ray. */
  t: number;
  x: number;
  y: number;
  strength: number;
}

export interface FoodBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  area: number;
}

/** Where the rays start: the food's centre of mass, its bounding box and its size (longer side). */
export interface FoodOrigin {
  cx: number;
  cy: number;
  box: FoodBox;
  size: number;
}

/** The frame the rim is looked for in: `inFrame` is false within `margin` px of the border. */
export interface SearchFrame {
  width: number;
  height: number;
  margin: number;
  inFrame(x: number, y: number): boolean;
}

/** What the rays found. */
export interface RayEdges {
  /** Per ray: how far from the centre the food ends. */
  starts: Float64Array;
  /** Per ray: the strongest edges beyond the food, strongest first. */
  candidates: EdgeCandidate[][];
  /** Rays with room for a rim inside the frame. */
  searchable: number;
  /** Rays with at least one edge candidate. */
  usable: number[];
}

function boxOf(mask: Uint8Array, width: number, height: number): FoodBox | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  let area = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      area += 1;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { minX, minY, maxX, maxY, area };
}

/** The food's centre of mass, box and size; null when the mask holds no food. */
export function foodOrigin(food: Uint8Array, width: number, height: number): FoodOrigin | null {
  const box = boxOf(food, width, height);
  if (!box) return null;
  let sx = 0;
  let sy = 0;
  for (let y = box.minY; y <= box.maxY; y += 1) {
    for (let x = box.minX; x <= box.maxX; x += 1) {
      if (!food[y * width + x]) continue;
      sx += x + 0.5;
      sy += y + 0.5;
    }
  }
  return { cx: sx / box.area, cy: sy / box.area, box, size: Math.max(box.maxX - box.minX + 1, box.maxY - box.minY + 1) };
}

/** The guide's frame less its border margin. */
export function searchFrame(width: number, height: number): SearchFrame {
  const margin = Math.max(3, BORDER_MARGIN * Math.max(width, height));
  return { width, height, margin, inFrame: (x, y) => x >= margin && y >= margin && x <= width - margin && y <= height - margin };
}

/**
 * Colour gradient magnitude (Sobel on luma and two chroma axes, 0..~1000) at a pixel, computed on
 * first use and remembered: the rays visit about a third of the image.
 */
function lazyGradient(guide: RgbImage): (p: number) => number {
  const { width, height, data } = guide;
  const n = width * height;
  const chans = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const lift = exposureLift(guide, EDGE_WHITE);
  for (let i = 0; i < n; i += 1) {
    const [y, cb, cr] = opponent(data, i, lift);
    chans[0]![i] = y;
    chans[1]![i] = cb;
    chans[2]![i] = cr;
  }
  const memo = new Float32Array(n).fill(-1);
  return (p: number) => {
    const known = memo[p]!;
    if (known >= 0) return known;
    const x = p % width;
    const y = (p - x) / width;
    let sum = 0;
    if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
      for (const c of chans) {
        const gx = c[p - width + 1]! + 2 * c[p + 1]! + c[p + width + 1]! - c[p - width - 1]! - 2 * c[p - 1]! - c[p + width - 1]!;
        const gy = c[p + width - 1]! + 2 * c[p + width]! + c[p + width + 1]! - c[p - width - 1]! - 2 * c[p - width]! - c[p - width + 1]!;
        sum += gx * gx + gy * gy;
      }
    }
    return (memo[p] = Math.sqrt(sum));
  };
}

/** Luma and two chroma axes of the pixel's levels times `lift`; chroma counts a little more (a white plate on a cream table). */
function opponent(data: Buffer, p: number, lift: number): [number, number, number] {
  const r = data[p * 3]! * lift;
  const g = data[p * 3 + 1]! * lift;
  const b = data[p * 3 + 2]! * lift;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [y, (b - y) * 0.565 * 1.5, (r - y) * 0.713 * 1.5];
}

/** The colour gradient at a sub-pixel position (bilinear; 0 next to the border). */
function gradientSampler(guide: RgbImage): (x: number, y: number) => number {
  const { width, height } = guide;
  const grad = lazyGradient(guide);
  return (x: number, y: number): number => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    if (x0 < 1 || y0 < 1 || x0 >= width - 2 || y0 >= height - 2) return 0;
    const fx = x - x0;
    const fy = y - y0;
    const p = y0 * width + x0;
    return (grad(p) * (1 - fx) + grad(p + 1) * fx) * (1 - fy) + (grad(p + width) * (1 - fx) + grad(p + width + 1) * fx) * fy;
  };
}

/** Per ray: where the food ends, and the strongest edges beyond it (within the plate's reach, in the frame). */
export function edgesAlongRays(guide: RgbImage, food: Uint8Array, origin: FoodOrigin, frame: SearchFrame): RayEdges {
  const { width, height, inFrame } = frame;
  const { cx, cy, size } = origin;
  const gap = Math.max(3, size * RAY_GAP);
  const sample = gradientSampler(guide);
  const starts = new Float64Array(RAYS);
  const candidates: EdgeCandidate[][] = [];
  let searchable = 0;
  for (let k = 0; k < RAYS; k += 1) {
    const phi = (k / RAYS) * 2 * Math.PI;
    const dx = Math.cos(phi);
    const dy = Math.sin(phi);
    let last = 0;
    let t = 0;
    for (; ; t += 1) {
      const x = Math.floor(cx + dx * t);
      const y = Math.floor(cy + dy * t);
      if (x < 0 || y < 0 || x >= width || y >= height) break;
      if (food[y * width + x]) last = t;
    }
    const exitAt = t;
    starts[k] = last;
    const from = last + Math.max(gap, last * RAY_GAP_OF_RADIUS);
    const to = Math.min(exitAt - 1, last + gap + MAX_REACH * (last + size * 0.25));
    const profile: number[] = [];
    for (let u = from; u <= to; u += 1) profile.push(sample(cx + dx * u, cy + dy * u));
    if (inFrame(cx + dx * (from + 2), cy + dy * (from + 2))) searchable += 1;
    const peak = Math.max(0, ...profile);
    const found: EdgeCandidate[] = [];
    for (let i = 1; i < profile.length - 1; i += 1) {
      const v = profile[i]!;
      if (v < MIN_EDGE || v < peak * MIN_EDGE_SHARE || v < profile[i - 1]! || v < profile[i + 1]!) continue;
      const u = from + i;
      if (inFrame(cx + dx * u, cy + dy * u)) found.push({ t: u, x: cx + dx * u, y: cy + dy * u, strength: v });
    }
    found.sort((a, b) => b.strength - a.strength);
    candidates.push(found.slice(0, CANDIDATES_PER_RAY));
  }
  const usable = candidates.map((c, k) => (c.length ? k : -1)).filter((k) => k >= 0);
  return { starts, candidates, searchable, usable };
}

/** Relative jump in distance between neighbouring rays that costs as much as one edge is worth. */
const CONTOUR_JUMP = 0.05;
/** Cost of a ray without an edge on the contour (entering or leaving such a gap). */
const CONTOUR_GAP = 0.5;

/**
 * The closed contour around the rays (one edge or none per ray) maximising edge strength minus the
 * cost of jumps between neighbouring rays: the rim of a plate is strong and continuous, a painted
 * pattern or a table's grain is not. Dynamic programming around the circle, once per start state.
 */
export function closedContour(candidates: EdgeCandidate[][]): EdgeCandidate[] {
  const rays = candidates.length;
  const all = candidates.flat().map((c) => c.strength).sort((a, b) => a - b);
  const norm = all[Math.floor(all.length * 0.9)] ?? 1;
  const gain = (c: EdgeCandidate) => Math.min(1.5, c.strength / norm);
  const jump = (a: EdgeCandidate, b: EdgeCandidate) => {
    const relative = Math.abs(a.t - b.t) / (CONTOUR_JUMP * (a.t + b.t) * 0.5 + 1);
    return Math.min(2.5, relative * relative);
  };
  // State j of ray k: candidate j, or j = length for "no edge".
  const states = (k: number) => candidates[k]!.length + 1;
  const transition = (k: number, i: number, j: number) => {
    const a = candidates[k]![i];
    const b = candidates[(k + 1) % rays]![j];
    if (!a && !b) return 0;
    if (!a || !b) return CONTOUR_GAP;
    return jump(a, b);
  };
  const value = (k: number, j: number) => {
    const c = candidates[k]![j];
    return c ? gain(c) : 0;
  };
  let bestScore = -Infinity;
  let bestPath: number[] = [];
  for (let start = 0; start < states(0); start += 1) {
    let score = [Array.from({ length: states(0) }, (_, j) => (j === start ? value(0, j) : -Infinity))];
    const back: Int32Array[] = [];
    for (let k = 1; k < rays; k += 1) {
      const prev = score[0]!;
      const next = new Array<number>(states(k)).fill(-Infinity);
      const from = new Int32Array(states(k));
      for (let j = 0; j < states(k); j += 1) {
        for (let i = 0; i < prev.length; i += 1) {
          if (prev[i] === -Infinity) continue;
          const v = prev[i]! - transition(k - 1, i, j) + value(k, j);
          if (v > next[j]!) {
            next[j] = v;
            from[j] = i;
          }
        }
      }
      back.push(from);
      score = [next];
    }
    const last = score[0]!;
    for (let j = 0; j < last.length; j += 1) {
      const total = last[j]! - transition(rays - 1, j, start);
      if (total <= bestScore) continue;
      bestScore = total;
      const path = [j];
      for (let k = rays - 1; k >= 1; k -= 1) path.push(back[k - 1]![path[path.length - 1]!]!);
      bestPath = path.reverse();
    }
  }
  return bestPath.map((j, k) => candidates[k]![j]).filter((c): c is EdgeCandidate => !!c);
}

/** Neighbouring rays' edges on one arc differ in distance by at most this share (+ 1.5 px). */
const ARC_JUMP = 0.03;
/** An arc may skip this many rays without an edge on it (a fork over the rim, a glare). */
const ARC_SKIP = 2;
/** Arcs shorter than this many edges are not kept. */
const MIN_ARC = 5;

/**
 * The rays' edges linked into arcs: each edge to the nearest-in-distance edge of the next ray (or of
 * one of the next ARC_SKIP rays) when the jump is small, each edge taken by at most one arc. A
 * plate's rim is a long smooth arc even where it shows only in the corners of the frame; a pattern
 * or a table's grain breaks into short ones. Deterministic, and stable to small changes of the edges.
 */
export function edgeArcs(candidates: EdgeCandidate[][]): EdgeCandidate[][] {
  const rays = candidates.length;
  const taken = candidates.map((list) => new Uint8Array(list.length));
  const arcs: EdgeCandidate[][] = [];
  const link = (k: number, c: EdgeCandidate): [number, number] | null => {
    for (let step = 1; step <= ARC_SKIP + 1 && k + step < rays; step += 1) {
      const list = candidates[k + step]!;
      let best = -1;
      let bestJump = Infinity;
      for (let j = 0; j < list.length; j += 1) {
        if (taken[k + step]![j]) continue;
        const jump = Math.abs(list[j]!.t - c.t);
        if (jump <= ARC_JUMP * c.t * step + 1.5 && jump < bestJump) {
          best = j;
          bestJump = jump;
        }
      }
      if (best >= 0) return [k + step, best];
    }
    return null;
  };
  for (let k = 0; k < rays; k += 1) {
    for (let j = 0; j < candidates[k]!.length; j += 1) {
      if (taken[k]![j]) continue;
      const arc: EdgeCandidate[] = [];
      let at: [number, number] | null = [k, j];
      while (at) {
        const [ray, index] = at;
        taken[ray]![index] = 1;
        const c: EdgeCandidate = candidates[ray]![index]!;
        arc.push(c);
        at = link(ray, c);
      }
      if (arc.length >= MIN_ARC) arcs.push(arc);
    }
  }
  return arcs;
}
