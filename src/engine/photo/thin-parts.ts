// Cutlery out of the dish. IS-Net keeps chopsticks, spoons, forks and knives with the dish they rest
// on; the handle then crosses the frame's border, the dish looks cut by the photo (so no cut-out),
// or the cut-out carries a knife. A dish (plate, bowl, food) is wide everywhere; a handle is narrow
// for a long way. So: the mask opened by a disc whose radius is tied to the dish's size keeps the
// wide bodies; what the opening removed is a thin part, and a thin part that runs far from every
// wide body (geodesically, through the mask) is a handle and goes, while a short one (a stem, a
// tail, a rough edge, the narrow join of two bowls) stays. A thin region with no wide body at all
// (a fork alone on the table) goes too.
import { connectedComponents, openDisc } from './raster.ts';

/**
 * Radius of the opening as a share of the dish's size (the square root of its largest part's area,
 * ~0.89 of a round plate's diameter): bodies narrower than twice this, ~9% of a plate's diameter,
 * are thin. A chopstick is under 3% of a 27 cm plate, a metal knife's handle ≤ 7%, a plastic
 * table knife's ~9% (0.035 kept those on 4 of the hand-masked photos). Food narrower than that stays
 * when it is short (THIN_LENGTH).
 */
const THIN_RADIUS = 0.05;
/** A thin part reaching farther than this many radii from the nearest wide body is a handle. */
const THIN_LENGTH = 2;
/** Smallest opening radius, in pixels (below it the mask's own roughness reads as thin). */
const MIN_RADIUS = 2;

/**
 * Removes (in place) the long thin parts of a 0/1 mask: handles of cutlery resting on the dish and
 * lone thin things. Returns the number of pixels removed.
 */
export function dropThinParts(mask: Uint8Array, width: number, height: number): number {
  const n = width * height;
  const { areas } = connectedComponents(mask, width, height);
  const largest = Math.max(0, ...areas.slice(1));
  if (largest === 0) return 0;
  const radius = Math.max(MIN_RADIUS, THIN_RADIUS * Math.sqrt(largest));
  const opened = openDisc(mask, width, height, radius);
  // Geodesic distance (4-connected steps through the mask) from the wide bodies into the thin parts.
  const distance = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i += 1) {
    if (!opened[i]) continue;
    distance[i] = 0;
    queue[tail++] = i;
  }
  const visit = (q: number, d: number) => {
    if (!mask[q] || distance[q]! >= 0) return;
    distance[q] = d;
    queue[tail++] = q;
  };
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    const d = distance[p]! + 1;
    if (x > 0) visit(p - 1, d);
    if (x < width - 1) visit(p + 1, d);
    if (p >= width) visit(p - width, d);
    if (p < n - width) visit(p + width, d);
  }
  // Per thin part (a component of what the opening removed): how far it reaches from the bodies.
  const thin = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) thin[i] = mask[i] && !opened[i] ? 1 : 0;
  const parts = connectedComponents(thin, width, height);
  const reach = parts.areas.map(() => 0);
  for (let i = 0; i < n; i += 1) {
    const id = parts.labels[i]!;
    if (!id) continue;
    const d = distance[i]! < 0 ? Infinity : distance[i]!;
    if (d > reach[id]!) reach[id] = d;
  }
  const limit = THIN_LENGTH * radius;
  const drop = reach.map((r, id) => id > 0 && r > limit);
  let removed = 0;
  for (let i = 0; i < n; i += 1) {
    if (!drop[parts.labels[i]!]) continue;
    mask[i] = 0;
    removed += 1;
  }
  return removed;
}
