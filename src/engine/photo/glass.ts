// The walls of an upright glass, where the model half saw them. A clear glass's wall over a bright
// scene is nearly invisible: IS-Net gives its top corner a middling probability, under the dish's
// threshold, and the cut-out loses the rim there on a diagonal ("the clear rim of the glass eaten
// away", the gin fizz ×4 in blind round 67). A glass, a tumbler or a bottle stands with straight
// walls, and both walls reach its rim: so when one wall of a tall item follows a straight line up to
// the rim and the other leaves its own line lower down, the lower one is carried up its line to the
// rim's height, taking in what the model half saw between the two walls' lines.
import { fillHoles } from './raster.ts';

/** The item is at least this much taller than it is wide (a glass shot upright, not a plate or a mug). */
const MIN_TALL = 1.3;
/** The walls are read on this band of the item's height (from its top), clear of the rim and the foot. */
const WALL_BAND: [number, number] = [0.35, 0.85];
/** Each wall lies on its line within this RMS (a share of the item's width): straight, not a handle or food. */
const MAX_WALL_RESIDUAL = 0.02;
/** A row is on its wall's line within this many pixels (at least WALL_MIN_TOLERANCE). */
const WALL_TOLERANCE = 0.025;
const WALL_MIN_TOLERANCE = 2;
/** One wall stops below the other by at least this share of the height before it is carried up. */
const MIN_SHORTFALL = 0.02;
/** …and by at most this share (a wall lost over a quarter of the glass is not a rim the model half saw). */
const MAX_SHORTFALL = 0.15;
/** Model output (0..255) from which a pixel between the line and the region is the glass's wall. */
const WALL_PROBABILITY = 50;

interface Line {
  /** x = a + b·y */
  a: number;
  b: number;
}

const xAt = (line: Line, y: number) => line.a + line.b * y;

/** The least-squares line x = a + b·y through the points, and its RMS residual; null for fewer than 8. */
export function fitLine(ys: number[], xs: number[]): { line: Line; rms: number } | null {
  const n = ys.length;
  if (n < 8) return null;
  let sy = 0;
  let sx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    sy += ys[i]!;
    sx += xs[i]!;
    syy += ys[i]! * ys[i]!;
    sxy += ys[i]! * xs[i]!;
  }
  const det = n * syy - sy * sy;
  if (det === 0) return null;
  const b = (n * sxy - sy * sx) / det;
  const a = (sx - b * sy) / n;
  let sq = 0;
  for (let i = 0; i < n; i += 1) sq += (xs[i]! - a - b * ys[i]!) ** 2;
  return { line: { a, b }, rms: Math.sqrt(sq / n) };
}

/**
 * Carries a tall item's shorter wall up its line to the rim (see above), in place on the 0/1
 * `solid`, over `probability` (0..255, same size). Returns the number of pixels added.
 */
export function completeGlassWalls(solid: Uint8Array, probability: ArrayLike<number>, width: number, height: number): number {
  const left = new Int32Array(height).fill(-1);
  const right = new Int32Array(height).fill(-1);
  let top = -1;
  let bottom = -1;
  let widest = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (!solid[row + x]) continue;
      if (left[y] === -1) left[y] = x;
      right[y] = x;
    }
    if (left[y] === -1) continue;
    if (top === -1) top = y;
    bottom = y;
    widest = Math.max(widest, right[y]! - left[y]! + 1);
  }
  const tall = bottom - top + 1;
  if (top === -1 || tall < MIN_TALL * widest) return 0;
  // The walls, read on the band; a wall on the frame's border is the photo's edge, not the glass's.
  const from = top + Math.round(WALL_BAND[0] * tall);
  const to = top + Math.round(WALL_BAND[1] * tall);
  const rows: number[] = [];
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = from; y <= to; y += 1) {
    if (left[y] === -1 || left[y] === 0 || right[y] === width - 1) return 0;
    rows.push(y);
    lefts.push(left[y]!);
    rights.push(right[y]!);
  }
  const leftFit = fitLine(rows, lefts);
  const rightFit = fitLine(rows, rights);
  const maxResidual = MAX_WALL_RESIDUAL * widest;
  if (!leftFit || !rightFit || leftFit.rms > maxResidual || rightFit.rms > maxResidual) return 0;
  const tolerance = Math.max(WALL_MIN_TOLERANCE, WALL_TOLERANCE * widest);
  // How high each wall follows its line, unbroken, from the band up.
  const reach = (edge: Int32Array, line: Line) => {
    let y = from;
    while (y - 1 >= top && edge[y - 1] !== -1 && Math.abs(edge[y - 1]! - xAt(line, y - 1)) <= tolerance) y -= 1;
    return y;
  };
  const leftReach = reach(left, leftFit.line);
  const rightReach = reach(right, rightFit.line);
  const rim = Math.min(leftReach, rightReach);
  const shortfall = Math.max(leftReach, rightReach) - rim;
  if (shortfall < MIN_SHORTFALL * tall || shortfall > MAX_SHORTFALL * tall) return 0;
  // Down to where the shorter wall's region meets its line again (it left it within the tolerance).
  const short = leftReach > rightReach ? { edge: left, line: leftFit.line, sign: 1 } : { edge: right, line: rightFit.line, sign: -1 };
  let end = Math.max(leftReach, rightReach);
  while (end < from && short.sign * (short.edge[end]! - Math.round(xAt(short.line, end))) > 0) end += 1;
  let added = 0;
  for (let y = rim; y < end; y += 1) {
    // Between the two walls' lines, what the model half saw.
    const x0 = Math.max(0, Math.round(xAt(leftFit.line, y)));
    const x1 = Math.min(width - 1, Math.round(xAt(rightFit.line, y)));
    for (let x = x0; x <= x1; x += 1) {
      const p = y * width + x;
      if (!solid[p] && probability[p]! >= WALL_PROBABILITY) {
        solid[p] = 1;
        added += 1;
      }
    }
  }
  if (added > 0) solid.set(fillHoles(solid, width, height));
  return added;
}
