// The walls of an upright glass, where the model half saw them. A clear glass's wall over a bright
// scene is nearly invisible: IS-Net gives its top corner a middling probability, under the dish's
// threshold, and the cut-out loses the rim there on a diagonal ("the clear rim of the glass eaten
// away", the gin fizz ×4 in blind round 67). A glass, a tumbler or a bottle stands with straight
// walls, and both walls reach its rim: so when one wall of a tall item follows a straight line up to
// the rim and the other leaves its own line lower down, the lower one is carried up its line to the
// rim's height, taking in what the model half saw between the two walls' lines.
import type { GrayImage } from './image.ts';
import { fillHoles } from './raster.ts';

/** The item is at least this much taller than it is wide (a glass shot upright, not a plate or a mug). */
export const MIN_TALL = 1.3;
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

/** Each row's first and last pixel at or over `level` in `mask` (−1 where none is), the rows holding any, and the widest span. */
export function rowSpans(mask: ArrayLike<number>, width: number, height: number, level: number): { left: Int32Array; right: Int32Array; top: number; bottom: number; widest: number } {
  const left = new Int32Array(height).fill(-1);
  const right = new Int32Array(height).fill(-1);
  let top = -1;
  let bottom = -1;
  let widest = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (mask[row + x]! < level) continue;
      if (left[y] === -1) left[y] = x;
      right[y] = x;
    }
    if (left[y] === -1) continue;
    if (top === -1) top = y;
    bottom = y;
    widest = Math.max(widest, right[y]! - left[y]! + 1);
  }
  return { left, right, top, bottom, widest };
}

/** The most padding a cut-out's crop has round the item's box, per side (enhance.ts CUTOUT_PAD, and a pixel to spare). */
const BOX_PAD = 4;

/**
 * The row spans of an upright item cut out (`alpha`, a crop of its box with a few pixels of pad), at
 * least MIN_TALL times taller than it is wide; null for anything else, a crop too wide for one before
 * it is scanned.
 */
export function uprightSpans(alpha: GrayImage): (ReturnType<typeof rowSpans> & { tall: number }) | null {
  const { width, height, data } = alpha;
  if (height < MIN_TALL * (width - 2 * BOX_PAD)) return null;
  const spans = rowSpans(data, width, height, 128);
  const tall = spans.bottom - spans.top + 1;
  return spans.top === -1 || tall < MIN_TALL * spans.widest ? null : { ...spans, tall };
}

/**
 * Carries a tall item's shorter wall up its line to the rim (see above), in place on the 0/1
 * `solid`, over `probability` (0..255, same size). Returns the number of pixels added.
 */
export function completeGlassWalls(solid: Uint8Array, probability: ArrayLike<number>, width: number, height: number): number {
  const { left, right, top, bottom, widest } = rowSpans(solid, width, height, 1);
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

/** The walls are fitted and held over this share of the item's height (from its top): below the rim, ice and garnish, above the foot's curve. */
const HOLD_BAND: [number, number] = [0.2, 0.85];
/** They are fitted again without the rows this many RMS off the first line (a droplet, a spike). */
const HOLD_OUTLIER_RMS = 2;
/** After the refit both walls lie on their lines within this RMS (a share of the widest span): a glass, a tumbler, a jar. */
const HOLD_MAX_RESIDUAL = 0.012;
/** A row's edge is on its wall's line within this many pixels (a slanted wall's pixel steps reach half a pixel). */
const RUN_ON_LINE = 0.75;
/** Beyond a wall's line the matte's soft edge is kept this far (pixels), then faded out over one more. */
const CUT_FROM = 1.5;
/** Spikes out of a wall are cut up to this long (a share of the widest span); anything standing out further is part of the item. */
const HOLD_MAX_SPIKE = 0.08;

/**
 * A glass's outline at full size: the refined alpha of a tall item with two straight walls runs out in
 * spikes along them (condensation, bubbles, the jars behind: "the right edge of the glass is bumpy",
 * blind rounds 101–103). Each wall's line is fitted on the middle of the item (and fitted again without
 * the rows far off it), and over that height what stands out beyond a line past the matte's soft edge is
 * cut. In place on `alpha`; whether it was held.
 */
export function holdToWalls(alpha: GrayImage): boolean {
  const { width, height, data } = alpha;
  const upright = uprightSpans(alpha);
  if (!upright || upright.widest < 16) return false;
  const { left, right, top, widest, tall } = upright;
  const from = top + Math.round(HOLD_BAND[0] * tall);
  const to = top + Math.round(HOLD_BAND[1] * tall);
  const robustFit = (edge: Int32Array, sign: number) => {
    const ys: number[] = [];
    const xs: number[] = [];
    for (let y = from; y <= to; y += 1) {
      if (edge[y] === -1) continue;
      ys.push(y);
      // The wall's outer edge: the last pixel in, plus half a pixel outward.
      xs.push(edge[y]! + sign * 0.5);
    }
    const first = fitLine(ys, xs);
    if (!first) return null;
    const keptY: number[] = [];
    const keptX: number[] = [];
    for (let i = 0; i < ys.length; i += 1) {
      if (Math.abs(xs[i]! - xAt(first.line, ys[i]!)) > HOLD_OUTLIER_RMS * Math.max(0.5, first.rms)) continue;
      keptY.push(ys[i]!);
      keptX.push(xs[i]!);
    }
    return keptY.length >= 0.7 * ys.length ? fitLine(keptY, keptX) : null;
  };
  const leftWall = robustFit(left, -1);
  const rightWall = robustFit(right, 1);
  if (!leftWall || !rightWall || Math.max(leftWall.rms, rightWall.rms) > HOLD_MAX_RESIDUAL * widest) return false;
  const spike = Math.max(3, HOLD_MAX_SPIKE * widest);
  // Something standing out of a wall further than a droplet does (a mug's handle, a straw leaning out)
  // is part of the item: then nothing is held.
  for (let y = from; y <= to; y += 1) {
    if (left[y] === -1) continue;
    if (xAt(leftWall.line, y + 0.5) - left[y]! > spike || right[y]! + 1 - xAt(rightWall.line, y + 0.5) > spike) return false;
  }
  // Rows that leave the line from the band's end on (a rim flaring out, a foot curving in) keep their
  // outline; elsewhere what stands out beyond a line is cut, but the matte's soft edge along it is kept.
  // (Notches are not filled: the pixels there are the photo's background, and filled they showed as a
  // light sliver down the wall — blind round 105.)
  const fromEnd = (edge: Int32Array, wall: { line: Line }, sign: number): Uint8Array => {
    const marked = new Uint8Array(height);
    const beyond = (y: number) => edge[y] !== -1 && sign * (edge[y]! + sign * 0.5 - xAt(wall.line, y + 0.5)) > RUN_ON_LINE;
    for (let y = from; y <= to && beyond(y); y += 1) marked[y] = 1;
    for (let y = to; y >= from && beyond(y); y -= 1) marked[y] = 1;
    return marked;
  };
  const outLeft = fromEnd(left, leftWall, -1);
  const outRight = fromEnd(right, rightWall, 1);
  for (let y = from; y <= to; y += 1) {
    const xl = xAt(leftWall.line, y + 0.5);
    const xr = xAt(rightWall.line, y + 0.5);
    const row = y * width;
    const fade = (x: number, beyond: number) => {
      // Faded out past the soft edge's reach.
      if (beyond > CUT_FROM) data[row + x] = Math.min(data[row + x]!, Math.round(Math.min(1, Math.max(0, CUT_FROM + 1 - beyond)) * 255));
    };
    if (!outLeft[y]) for (let x = Math.max(0, Math.floor(xl - spike - 2)); x < xl; x += 1) fade(x, xl - (x + 0.5));
    if (!outRight[y]) for (let x = Math.max(0, Math.ceil(xr)); x <= Math.min(width - 1, Math.ceil(xr + spike + 2)); x += 1) fade(x, x + 0.5 - xr);
  }
  return true;
}
