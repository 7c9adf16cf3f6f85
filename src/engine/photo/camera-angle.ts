// The camera's angle to the table, read from the dish's outline, so the backdrop is drawn from the
// same height as the dish was photographed. A round plate or bowl projects to an ellipse whose
// minor/major axis ratio is the sine of the camera's elevation: ≈1 straight down, ~0.5–0.8 at
// about 45°, flatter from the side. Without an elliptical outline, a flat base (a straight run of
// lowest pixels across the item's middle) means an upright object seen from the side — a cup, a
// glass, a burger — so eye level; so does an item clearly taller than wide standing straight (a glass
// whose base is an arc; long food lying at a slant seen from above is not one). Anything else: no
// opinion (the platform's default view holds).
import type { BackdropView } from './backdrop.ts';
import type { MatteAnalysis } from './matte.ts';
import { ellipseRadius, fitEllipse, outlinePoints, type Ellipse } from './plate.ts';
import { connectedComponents, largestComponent, maskFrom, valuesBox } from './raster.ts';

/** Axis ratio at or above which the shot is a flat lay; below TILTED_MIN_RATIO it is eye level. */
export const TOP_DOWN_MIN_RATIO = 0.86;
export const TILTED_MIN_RATIO = 0.42;
/** Share of outline points within this relative distance of the ellipse for the outline to be one. */
const ELLIPSE_TOLERANCE = 0.06;
const ELLIPSE_MIN_SHARE = 0.7;
/** Flat base: spread of the lowest pixels over the middle columns, as a share of the item's height. */
const FLAT_BASE_SPREAD = 0.05;
/** Height over width from which an item that is not a plate's ellipse stands upright (a glass, a bottle). */
const UPRIGHT_ASPECT = 1.25;
/**
 * …if its axis is near vertical: an upright object stands on the table (its rows' midpoints line up),
 * while long food seen from above (rolled crêpes, a baguette, skewers) lies at any slant. Horizontal
 * drift of the midpoints per row of height, above which the item lies rather than stands (~3.4°;
 * glasses shot upright measure under 0.02, a slanted stack of crêpes 0.10).
 */
const UPRIGHT_MAX_SLANT = 0.06;
/** Border margin (matte pixels): outline points this close to the frame are where the photo cut it. */
const BORDER = 3;

export interface CameraAngle {
  view: BackdropView;
  /** Minor/major axis ratio of the outline's ellipse, or null when the view came from an upright item. */
  axisRatio: number | null;
}

type AngleInput = Pick<MatteAnalysis, 'solid' | 'width' | 'height' | 'box'>;

/** Robust ellipse through the outline (outliers dropped over a few rounds) and the share it explains. */
function outlineEllipse(xs: number[], ys: number[]) {
  let use = new Uint8Array(xs.length).fill(1);
  let best: { ellipse: NonNullable<ReturnType<typeof fitEllipse>>; share: number } | null = null;
  for (let round = 0; round < 4; round += 1) {
    const ellipse = fitEllipse(xs, ys, use);
    if (!ellipse) return best;
    let near = 0;
    const next = new Uint8Array(xs.length);
    for (let i = 0; i < xs.length; i += 1) {
      const off = Math.abs(ellipseRadius(ellipse, xs[i]!, ys[i]!) - 1);
      if (off < ELLIPSE_TOLERANCE) near += 1;
      next[i] = off < ELLIPSE_TOLERANCE * 3 ? 1 : 0;
    }
    best = { ellipse, share: near / xs.length };
    use = next;
  }
  return best;
}

/** Whether the item's lowest pixels across its middle 60% run level: an upright object's base. */
function hasFlatBase({ solid, width, height, box }: AngleInput): boolean {
  if (!box || box.height < 8) return false;
  // A base on the frame's bottom edge is where the photo cut the item, not where it stands.
  if (box.top + box.height >= height - BORDER) return false;
  const lows: number[] = [];
  for (let x = box.left + Math.round(box.width * 0.2); x < box.left + Math.round(box.width * 0.8); x += 1) {
    let y = box.top + box.height - 1;
    while (y >= box.top && !solid[y * width + x]) y -= 1;
    if (y >= box.top) lows.push(y);
  }
  if (lows.length < 5) return false;
  lows.sort((a, b) => a - b);
  const spread = lows[Math.floor(lows.length * 0.9)]! - lows[Math.floor(lows.length * 0.1)]!;
  return spread / box.height <= FLAT_BASE_SPREAD;
}

/** The slope dx/dy of the line through the item's row midpoints (its middle 80%): 0 for an upright object. */
function axisSlant({ solid, width, box }: AngleInput): number {
  if (!box) return 0;
  const ys: number[] = [];
  const mids: number[] = [];
  for (let y = box.top + Math.round(box.height * 0.1); y < box.top + Math.round(box.height * 0.9); y += 1) {
    let left = -1;
    let right = -1;
    for (let x = box.left; x < box.left + box.width; x += 1) {
      if (!solid[y * width + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    ys.push(y);
    mids.push((left + right) / 2);
  }
  if (ys.length < 5) return 0;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  const meanX = mids.reduce((sum, x) => sum + x, 0) / mids.length;
  let cov = 0;
  let varY = 0;
  for (let i = 0; i < ys.length; i += 1) {
    cov += (ys[i]! - meanY) * (mids[i]! - meanX);
    varY += (ys[i]! - meanY) ** 2;
  }
  return varY > 0 ? cov / varY : 0;
}

/** The view a plate's or bowl's ellipse was seen from, or null for an upright ellipse (no plate seen at an angle). */
function viewOfEllipse({ a, b, theta }: Ellipse): CameraAngle | null {
  const ratio = Math.min(a, b) / Math.max(a, b);
  // The long axis of a tilted plate lies across the frame; an ellipse standing upright is not a plate seen at an angle.
  const majorAcross = Math.abs(Math.cos(a >= b ? theta : theta + Math.PI / 2)) > 0.85;
  if (ratio >= TOP_DOWN_MIN_RATIO) return { view: 'top-down', axisRatio: ratio };
  if (majorAcross) return { view: ratio >= TILTED_MIN_RATIO ? 'three-quarter' : 'eye-level', axisRatio: ratio };
  // A tall glass's outline fits an upright ellipse loosely.
  return null;
}

/** Items smaller than this share of the largest are crumbs, not a second item. */
const SECOND_ITEM_SHARE = 0.12;

/** The region without `part` (0/1), with its box. */
function withoutPart({ solid, width, height }: AngleInput, part: Uint8Array): AngleInput {
  const rest = maskFrom(solid, (v, p) => (v && !part[p] ? 1 : 0));
  return { solid: rest, width, height, box: valuesBox(rest, width, height, 1) };
}

/** The largest item alone when the region holds several, else null. */
function largestItem({ solid, width, height }: AngleInput): AngleInput | null {
  const { labels, areas } = connectedComponents(solid, width, height);
  const main = largestComponent(areas);
  if (main === 0 || areas.filter((area, id) => id > 0 && area >= areas[main]! * SECOND_ITEM_SHARE).length < 2) return null;
  const item = maskFrom(labels, (label) => (label === main ? 1 : 0));
  return { solid: item, width, height, box: valuesBox(item, width, height, 1) };
}

/** The view the photo was taken from, or null when its outline does not tell. */
export function estimateCameraAngle(input: AngleInput & Partial<Pick<MatteAnalysis, 'chopsticks' | 'contents'>>): CameraAngle | null {
  if (!input.box) return null;
  // A bowl's contents are a whole ellipse concentric with its rim, seen at the same angle: a surer
  // reading than the rim's arc where the photo cut the bowl on several sides (the same bowl read 0.96
  // from its soup and 0.85 from its rim's arc, as one re-encoding of the photo kept the rim and another not).
  const fromContents = input.contents ? viewOfEllipse(input.contents) : null;
  if (fromContents) return fromContents;
  // Chopsticks kept across the bowl are no part of its outline.
  const whole = input.chopsticks ? withoutPart(input, input.chopsticks) : input;
  if (!whole.box) return null;
  // Several items (a plate and its side dishes): the largest one tells the angle; the group's outline
  // and proportions say nothing (two plates one above the other are not a tall glass).
  const largest = largestItem(whole);
  const analysis = largest ?? whole;
  const { xs, ys } = outlinePoints(analysis.solid, analysis.width, analysis.height, BORDER);
  if (xs.length >= 24) {
    const fit = outlineEllipse(xs, ys);
    if (fit && fit.share >= ELLIPSE_MIN_SHARE) {
      const angle = viewOfEllipse(fit.ellipse);
      if (angle) return angle;
    }
  }
  if (largest) return null;
  if (hasFlatBase(analysis)) return { view: 'eye-level', axisRatio: null };
  const tall = analysis.box!.height >= analysis.box!.width * UPRIGHT_ASPECT;
  if (tall && Math.abs(axisSlant(analysis)) <= UPRIGHT_MAX_SLANT) return { view: 'eye-level', axisRatio: null };
  return null;
}
