// Plain-JS raster helpers for the matte: box filters, connected components, hole filling,
// morphology and bilinear resampling of float maps. Kept tiny and allocation-aware; each runs in
// O(pixels) regardless of radius.
import type { Box } from './image.ts';

/**
 * `Uint8Array.from(source, fn)` as a plain loop: V8 runs a typed array's `from` with a mapping
 * function through the iterator protocol, ~0.2 µs an element — ~60 ms on a 640×480 matte, several
 * times per photo — against well under 1 ms for the loop.
 */
export function maskFrom<T>(source: ArrayLike<T>, fn: (value: T, index: number) => number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(source.length);
  for (let i = 0; i < source.length; i += 1) out[i] = fn(source[i]!, i);
  return out;
}

/** Window bounds [lo, hi) and 1/count per position along an axis of `length` for radius r. */
function windowBounds(length: number, radius: number): { lo: Int32Array; hi: Int32Array; inv: Float64Array } {
  const lo = new Int32Array(length);
  const hi = new Int32Array(length);
  const inv = new Float64Array(length);
  for (let i = 0; i < length; i += 1) {
    lo[i] = Math.max(0, i - radius);
    hi[i] = Math.min(length, i + radius + 1);
    inv[i] = 1 / (hi[i]! - lo[i]!);
  }
  return { lo, hi, inv };
}

/** Reused prefix-sum storage (the matte calls boxMean ~20 times per photo; fresh arrays cost GC). */
let scratch = new Float64Array(0);

/**
 * Mean over a (2r+1)² window, clipped at the borders (normalised by the pixels inside). Separable,
 * with prefix sums: O(pixels) whatever the radius, and no branches in the inner loops.
 */
export function boxMean(src: Float32Array, width: number, height: number, radius: number, out = new Float32Array(src.length)): Float32Array {
  const xs = windowBounds(width, radius);
  const ys = windowBounds(height, radius);
  // Column prefix sums of the horizontal window sums: prefix[(y + 1) * width + x] = Σ rows < y+1.
  if (scratch.length < (height + 1) * width) scratch = new Float64Array((height + 1) * width);
  const prefix = scratch;
  prefix.fill(0, 0, width);
  const rowPrefix = new Float64Array(width + 1);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) rowPrefix[x + 1] = rowPrefix[x]! + src[row + x]!;
    const above = y * width;
    const here = above + width;
    for (let x = 0; x < width; x += 1) prefix[here + x] = prefix[above + x]! + (rowPrefix[xs.hi[x]!]! - rowPrefix[xs.lo[x]!]!) * xs.inv[x]!;
  }
  for (let y = 0; y < height; y += 1) {
    const top = ys.lo[y]! * width;
    const bottom = ys.hi[y]! * width;
    const inv = ys.inv[y]!;
    const row = y * width;
    for (let x = 0; x < width; x += 1) out[row + x] = (prefix[bottom + x]! - prefix[top + x]!) * inv;
  }
  return out;
}

/**
 * Binary dilation (radius > 0) or erosion (radius < 0) with a square element, clipped at the borders:
 * running counts of the set pixels in each row's window, then in each column of those. A pixel is
 * set by a dilation when its window holds any set pixel (more than 1e-4 of it), by an erosion when
 * it holds nothing else (more than 1 − 1e-4 of it): the thresholds of a box mean, counted exactly.
 */
export function morph(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const r = Math.abs(Math.round(radius));
  if (r === 0) return mask.slice();
  const rows = new Int32Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < Math.min(width, r); x += 1) if (mask[row + x]) count += 1;
    for (let x = 0; x < width; x += 1) {
      if (x + r < width && mask[row + x + r]) count += 1;
      if (x - r - 1 >= 0 && mask[row + x - r - 1]) count -= 1;
      rows[row + x] = count;
    }
  }
  const spanX = new Int32Array(width);
  for (let x = 0; x < width; x += 1) spanX[x] = Math.min(width, x + r + 1) - Math.max(0, x - r);
  const share = radius > 0 ? 1e-4 : 1 - 1e-4;
  const out = new Uint8Array(mask.length);
  const column = new Int32Array(width);
  for (let y = 0; y < Math.min(height, r); y += 1) for (let x = 0; x < width; x += 1) column[x]! += rows[y * width + x]!;
  for (let y = 0; y < height; y += 1) {
    if (y + r < height) for (let x = 0, i = (y + r) * width; x < width; x += 1, i += 1) column[x]! += rows[i]!;
    if (y - r - 1 >= 0) for (let x = 0, i = (y - r - 1) * width; x < width; x += 1, i += 1) column[x]! -= rows[i]!;
    const spanY = Math.min(height, y + r + 1) - Math.max(0, y - r);
    const row = y * width;
    for (let x = 0; x < width; x += 1) out[row + x] = column[x]! > share * spanX[x]! * spanY ? 1 : 0;
  }
  return out;
}

/** A pixel's four neighbours (left, right, above, below) in a `width` × `height` raster; −1 beyond its border. */
export function neighbours4(p: number, width: number, height: number): [number, number, number, number] {
  const x = p % width;
  const y = (p - x) / width;
  return [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
}

/** The id of the largest component (0 when there is none). */
export function largestComponent(areas: readonly number[]): number {
  let main = 0;
  for (let id = 1; id < areas.length; id += 1) if (areas[id]! > (areas[main] ?? 0)) main = id;
  return main;
}

export interface Components {
  /** Component id per pixel (0 = background, ids from 1). */
  labels: Int32Array;
  /** Pixel count per id (index 0 unused). */
  areas: number[];
}

/**
 * 8-connected components of the set pixels of `mask`, numbered in the raster order of their first
 * pixel. Runs of each row are joined to the runs of the row above that touch them (union-find), then
 * one pass numbers the pixels: ~5× faster than a flood fill on the working-size masks the matte
 * stage labels many times.
 */
export function connectedComponents(mask: Uint8Array, width: number, height: number): Components {
  const labels = new Int32Array(mask.length);
  let parent = new Int32Array(1024);
  let provisional = 1;
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  // Runs of the previous and the current row: start, end (inclusive), provisional label.
  let prev = new Int32Array(3 * (width + 1));
  let cur = new Int32Array(3 * (width + 1));
  let prevCount = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let count = 0;
    let j = 0;
    let x = 0;
    while (x < width) {
      if (!mask[row + x]) {
        x += 1;
        continue;
      }
      const s = x;
      while (x < width && mask[row + x]) x += 1;
      const e = x - 1;
      while (j < prevCount && prev[3 * j + 1]! < s - 1) j += 1;
      let label = 0;
      for (let k = j; k < prevCount && prev[3 * k]! <= e + 1; k += 1) {
        const root = find(prev[3 * k + 2]!);
        if (!label) label = root;
        else if (root !== label) {
          if (root < label) {
            parent[label] = root;
            label = root;
          } else parent[root] = label;
        }
      }
      if (!label) {
        if (provisional === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        label = provisional;
        parent[label] = label;
        provisional += 1;
      }
      labels.fill(label, row + s, row + e + 1);
      cur[3 * count] = s;
      cur[3 * count + 1] = e;
      cur[3 * count + 2] = label;
      count += 1;
    }
    [prev, cur] = [cur, prev];
    prevCount = count;
  }
  // Final ids in the raster order of each component's first pixel.
  const final = new Int32Array(provisional);
  const areas: number[] = [0];
  for (let p = 0; p < labels.length; p += 1) {
    const l = labels[p]!;
    if (!l) continue;
    let id = final[l]!;
    if (!id) {
      const root = find(l);
      id = final[root]!;
      if (!id) {
        id = areas.length;
        areas.push(0);
        final[root] = id;
      }
      final[l] = id;
    }
    labels[p] = id;
    areas[id]! += 1;
  }
  return { labels, areas };
}

/** Fills every region of unset pixels that the frame border cannot reach (4-connected). */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const seed = (p: number) => {
    if (!mask[p] && !outside[p]) {
      outside[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < width; x += 1) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (top > 0) {
    const p = stack[--top]!;
    const x = p % width;
    if (x > 0) seed(p - 1);
    if (x < width - 1) seed(p + 1);
    if (p >= width) seed(p - width);
    if (p < mask.length - width) seed(p + width);
  }
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i += 1) out[i] = outside[i] ? 0 : 1;
  return out;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/**
 * Splits a mask where its parts meet through narrow necks: the mask opened by `radius` gives the
 * cores, and every pixel of the mask joins the core nearest to it through the mask (a geodesic
 * Voronoi, by breadth-first search), so thin parts stay with the body they hang from. Pixels of a
 * region with no core at all keep a label of their own.
 */
export function splitAtNecks(mask: Uint8Array, width: number, height: number, radius: number): Components {
  // The cores are coarse: the opening runs at half resolution (4× fewer pixels) when the radius allows.
  const half = radius >= 4 && width >= 8 && height >= 8;
  let opened: Uint8Array;
  if (half) {
    const w2 = width >> 1;
    const h2 = height >> 1;
    const small = new Uint8Array(w2 * h2);
    for (let y = 0; y < h2; y += 1) {
      for (let x = 0; x < w2; x += 1) {
        const p = 2 * y * width + 2 * x;
        small[y * w2 + x] = mask[p]! & mask[p + 1]! & mask[p + width]! & mask[p + width + 1]!;
      }
    }
    const r2 = Math.round(radius / 2);
    const smallOpened = morph(morph(small, w2, h2, -r2), w2, h2, r2);
    opened = new Uint8Array(mask.length);
    for (let y = 0; y < height; y += 1) {
      const sy = Math.min(h2 - 1, y >> 1);
      for (let x = 0; x < width; x += 1) opened[y * width + x] = smallOpened[sy * w2 + Math.min(w2 - 1, x >> 1)]! & mask[y * width + x]!;
    }
  } else {
    opened = morph(morph(mask, width, height, -radius), width, height, radius);
    for (let i = 0; i < mask.length; i += 1) opened[i] = opened[i]! & mask[i]!;
  }
  const cores = connectedComponents(opened, width, height);
  const labels = cores.labels.slice();
  const queue = new Int32Array(mask.length);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < mask.length; i += 1) if (labels[i]) queue[tail++] = i;
  const visit = (q: number, label: number) => {
    if (!mask[q] || labels[q]) return;
    labels[q] = label;
    queue[tail++] = q;
  };
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    const label = labels[p]!;
    if (x > 0) visit(p - 1, label);
    if (x < width - 1) visit(p + 1, label);
    if (p >= width) visit(p - width, label);
    if (p < mask.length - width) visit(p + width, label);
  }
  const areas = cores.areas.map(() => 0);
  // Regions with no core: their own components.
  const rest = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i += 1) if (mask[i] && !labels[i]) rest[i] = 1;
  const others = connectedComponents(rest, width, height);
  for (let i = 0; i < mask.length; i += 1) {
    if (others.labels[i]) labels[i] = cores.areas.length - 1 + others.labels[i]!;
    if (labels[i]) areas[labels[i]!] = (areas[labels[i]!] ?? 0) + 1;
  }
  return { labels, areas };
}

/** 1-D squared distance transform of a sampled function (Felzenszwalb & Huttenlocher), in place via scratch arrays. */
function distance1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q += 1) {
    if (f[q] === Infinity) continue;
    if (f[v[0]!] === Infinity) {
      v[0] = q;
      continue;
    }
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k -= 1;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q += 1) {
    while (z[k + 1]! < q) k += 1;
    const p = v[k]!;
    d[q] = f[p] === Infinity ? Infinity : (q - p) * (q - p) + f[p]!;
  }
}

/**
 * Squared Euclidean distance from every pixel to the nearest pixel where `target` is set (Infinity
 * when none is). Exact, O(pixels), separable.
 */
export function squaredDistanceTo(target: Uint8Array, width: number, height: number): Float64Array {
  // Along the columns the input is binary, so the distance is two sweeps over the rows (row-major,
  // cache-friendly) instead of the general transform on strided columns.
  const out = new Float64Array(width * height);
  for (let x = 0; x < width; x += 1) out[x] = target[x] ? 0 : Infinity;
  for (let y = 1; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) out[row + x] = target[row + x] ? 0 : out[row - width + x]! + 1;
  }
  for (let y = height - 2; y >= 0; y -= 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const below = out[row + width + x]! + 1;
      if (below < out[row + x]!) out[row + x] = below;
    }
  }
  for (let i = 0; i < out.length; i += 1) out[i] = out[i]! * out[i]!;
  const f = new Float64Array(width);
  const d = new Float64Array(width);
  const v = new Int32Array(width);
  const z = new Float64Array(width + 1);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    f.set(out.subarray(row, row + width));
    distance1d(f, width, d, v, z);
    out.set(d, row);
  }
  return out;
}

/** Bounding box of the values ≥ `threshold`, or null when there are none. */
export function valuesBox(data: ArrayLike<number>, width: number, height: number, threshold: number): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (data[row + x]! < threshold) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** The box of each label (1..count−1) of a label image, in one pass; null for a label with no pixel. */
export function labelBoxes(labels: Int32Array, count: number, width: number): (Box | null)[] {
  const minX = new Int32Array(count).fill(width);
  const minY = new Int32Array(count).fill(0x7fffffff);
  const maxX = new Int32Array(count).fill(-1);
  const maxY = new Int32Array(count).fill(-1);
  for (let p = 0; p < labels.length; p += 1) {
    const id = labels[p]!;
    if (id <= 0 || id >= count) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (x < minX[id]!) minX[id] = x;
    if (x > maxX[id]!) maxX[id] = x;
    if (y < minY[id]!) minY[id] = y;
    if (y > maxY[id]!) maxY[id] = y;
  }
  return Array.from({ length: count }, (_, id) => (id > 0 && maxX[id]! >= 0 ? { left: minX[id]!, top: minY[id]!, width: maxX[id]! - minX[id]! + 1, height: maxY[id]! - minY[id]! + 1 } : null));
}

/**
 * Opening by a disc of `radius`: the union of every disc of that radius that fits inside the mask.
 * What it removes is narrower than the disc. The frame's border does not erode (a dish the photo cut
 * keeps its cut side). Computed over the mask's box grown by the radius (exactly the same result:
 * every pixel the disc can reach from the mask lies inside it), which is often half the frame.
 */
export function openDisc(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  const box = valuesBox(mask, width, height, 1);
  if (!box) return out;
  const margin = Math.ceil(radius) + 1;
  const x0 = Math.max(0, box.left - margin);
  const y0 = Math.max(0, box.top - margin);
  const cw = Math.min(width - 1, box.left + box.width - 1 + margin) - x0 + 1;
  const ch = Math.min(height - 1, box.top + box.height - 1 + margin) - y0 + 1;
  if (cw === width && ch === height) return openWhole(mask, width, height, radius);
  const crop = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y += 1) crop.set(mask.subarray((y + y0) * width + x0, (y + y0) * width + x0 + cw), y * cw);
  const opened = openWhole(crop, cw, ch, radius);
  for (let y = 0; y < ch; y += 1) out.set(opened.subarray(y * cw, (y + 1) * cw), (y + y0) * width + x0);
  return out;
}

/** `openDisc` over the whole of `mask`. */
function openWhole(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const unset = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i += 1) unset[i] = mask[i] ? 0 : 1;
  const toUnset = squaredDistanceTo(unset, width, height);
  const r2 = radius * radius;
  const eroded = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i += 1) eroded[i] = toUnset[i]! > r2 ? 1 : 0;
  const toEroded = squaredDistanceTo(eroded, width, height);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i += 1) out[i] = mask[i] && toEroded[i]! <= r2 ? 1 : 0;
  return out;
}
