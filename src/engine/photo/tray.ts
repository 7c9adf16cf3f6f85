// Trays out of the dish. IS-Net often takes the tray or board a plate is served on for part of the
// dish: the mask then runs to the frame's border and the photo stays in place, or a cut-out carries
// the tray. The model is not as sure of the tray as of the dish on it: the plate or bowl saturates
// its output while the tray sits lower. So when the mask is cut by the frame, its confident core is
// looked at: when the core's outline (a tray's bright slivers opened away) is mostly one ellipse —
// a plate or bowl — that the mask fills, clear of the frame, and what the mask holds beyond it is a
// good part of the mask and mostly unsure, that rest was the tray and the vessel is the dish. A table
// of dishes the model is sure of everywhere, or a plate the photo cut, is left alone.
import { outlineEllipse, rasterEllipse } from './plate.ts';
import { connectedComponents, largestComponent, fillHoles, openDisc } from './raster.ts';
import { EDGE_TOUCH_SHARE } from './photo.constants.ts';

/** Model output (0..255) at which the model is sure: the dish's core. */
const CORE_THRESHOLD = 240;
/** The core is opened by a disc of this share of its size (√area), dropping a tray's bright slivers. */
const CORE_OPENING = 0.05;
/** Share of the core's outline on one ellipse that makes it a vessel (VESSEL_OUTLINE_SHARE in plate.ts). */
const CORE_VESSEL_SHARE = 0.6;
/** The vessel's ellipse is grown by this share of its axes (the rim's soft edge)… */
const VESSEL_GROWTH = 0.02;
/** …and the mask fills at least this share of it. */
const VESSEL_FILLED = 0.9;
/** The vessel holds at least this share of the mask; the tray at least the second. */
const VESSEL_MIN_SHARE = 0.2;
const TRAY_MIN_SHARE = 0.25;
/** A mask whose own outline lies on one ellipse for this share is a vessel itself (a plate the photo cut), see maskIsVessel. */
const MASK_VESSEL_SHARE = 0.6;
/**
 * At most this share of the tray is as sure as the core (a second dish would be). 187603's chopping
 * board: 0.10 (0.10 at 640 px too); a plate of buns beside the sauce dish standing on it, the photo
 * cropped so the plate runs off it (184019): 0.32 — read as a tray at 0.35, the buns and their plate
 * were dropped and the sauce dish cut out alone.
 */
const TRAY_MAX_SURE = 0.2;

export interface TrayDebug {
  core?: Uint8Array;
  vessel?: Uint8Array;
  share?: number;
  filled?: number;
  vesselShare?: number;
  traySure?: number;
  maskShare?: number;
}

function cutByFrame(mask: Uint8Array, width: number, height: number): boolean {
  return sideShares(mask, width, height).some((s) => s >= EDGE_TOUCH_SHARE);
}

/** Share of each side's border (top, right, bottom, left) the mask covers. */
function sideShares(mask: Uint8Array, width: number, height: number): number[] {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < width; x += 1) {
    top += mask[x]!;
    bottom += mask[(height - 1) * width + x]!;
  }
  for (let y = 0; y < height; y += 1) {
    left += mask[y * width]!;
    right += mask[y * width + width - 1]!;
  }
  return [top / width, right / height, bottom / width, left / height];
}

/**
 * Is the mask itself a vessel (a plate the photo cut)? Its outline lies mostly on one ellipse, and
 * that ellipse leaves the frame only across sides the mask is cut by (a straight tray's two long
 * sides fit a long ellipse that runs out of the frame where the tray does not).
 */
function maskIsVessel(mask: Uint8Array, width: number, height: number, debug?: TrayDebug): boolean {
  const fit = outlineEllipse(mask, width, height);
  if (debug) debug.maskShare = fit?.share ?? 0;
  if (!fit || fit.share < MASK_VESSEL_SHARE) return false;
  const { cx, cy, a, b, theta } = fit.ellipse;
  const cut = sideShares(mask, width, height).map((s) => s >= EDGE_TOUCH_SHARE);
  for (let k = 0; k < 360; k += 1) {
    const t = (k * Math.PI) / 180;
    const x = cx + a * Math.cos(t) * Math.cos(theta) - b * Math.sin(t) * Math.sin(theta);
    const y = cy + a * Math.cos(t) * Math.sin(theta) + b * Math.sin(t) * Math.cos(theta);
    if ((y < 0 && !cut[0]) || (x > width && !cut[1]) || (y > height && !cut[2]) || (x < 0 && !cut[3])) return false;
  }
  return true;
}

/**
 * Replaces (in place) a 0/1 dish mask cut by the frame with the vessel at its confident core when
 * the rest is a tray (see above). `probability` is the model's output (0..255) at the mask's size.
 * Returns true when a tray was dropped.
 */
export function dropTray(mask: Uint8Array, probability: ArrayLike<number>, width: number, height: number, debug?: TrayDebug): boolean {
  const n = width * height;
  if (!cutByFrame(mask, width, height)) return false;
  let total = 0;
  let sure = 0;
  let core: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    total += mask[i]!;
    core[i] = mask[i] && probability[i]! >= CORE_THRESHOLD ? 1 : 0;
    sure += core[i]!;
  }
  if (!total || sure < total * VESSEL_MIN_SHARE) return false;
  if (maskIsVessel(mask, width, height, debug)) return false;
  // The core's main body, holes (less sure food) filled, slivers opened away.
  core = fillHoles(core, width, height);
  const { labels, areas } = connectedComponents(core, width, height);
  const main = largestComponent(areas);
  for (let i = 0; i < n; i += 1) core[i] = labels[i] === main ? 1 : 0;
  core = openDisc(core, width, height, Math.max(2, CORE_OPENING * Math.sqrt(areas[main] ?? 0)));
  if (debug) debug.core = core;
  const fit = outlineEllipse(core, width, height);
  if (debug) debug.vesselShare = fit?.share ?? 0;
  if (!fit || fit.share < CORE_VESSEL_SHARE) return false;
  const e = fit.ellipse;
  const vessel = rasterEllipse({ ...e, a: e.a * (1 + VESSEL_GROWTH), b: e.b * (1 + VESSEL_GROWTH) }, width, height);
  let inside = 0;
  let filled = 0;
  let tray = 0;
  let traySure = 0;
  for (let i = 0; i < n; i += 1) {
    if (vessel[i]) {
      inside += 1;
      filled += mask[i]!;
      vessel[i] = mask[i]!;
    } else if (mask[i]) {
      tray += 1;
      if (probability[i]! >= CORE_THRESHOLD) traySure += 1;
    }
  }
  if (debug) {
    debug.vessel = vessel;
    debug.share = filled / total;
    debug.filled = inside ? filled / inside : 0;
    debug.traySure = tray ? traySure / tray : 0;
  }
  if (!inside || filled < inside * VESSEL_FILLED) return false;
  if (filled < total * VESSEL_MIN_SHARE || tray < total * TRAY_MIN_SHARE) return false;
  if (traySure > tray * TRAY_MAX_SURE) return false;
  if (cutByFrame(vessel, width, height)) return false;
  mask.set(vessel);
  return true;
}
