// The matte: the segmenter's soft mask → a clean dish region → a refined alpha at working size.
// IS-Net on food leaves ghosted (semi-transparent) slices, specks, a lost second item, a hollow
// plate or no plate at all; so at matte size we keep the main component and any sizeable second
// item, fill holes inside the plate, add a plate rim it missed (plate.ts) and make the region
// solid, then measure coverage and edge contact to decide
// whether a cut-out is safe at all. The solid region is refined at working size with a colour
// guided filter (He et al.), computed at matte size and upsampled ("fast guided filter"), so the
// edge follows the photo's real contour without running the model at full resolution.
import { exposureLift, luma, medianChroma, pixelTexture, turnClockwise, whiteGains, type Box, type GrayImage, type RgbImage } from './image.ts';
import { ellipseBeyond, findPlate, outlineEllipse, outlineIsEllipse, radiusFor, type Ellipse } from './plate.ts';
import { boxMean, connectedComponents, fillHoles, largestComponent, maskFrom, morph, smoothstep, splitAtNecks, valuesBox } from './raster.ts';
import { EDGE_TOUCH_SHARE } from './photo.constants.ts';
import type { FrameSide } from './frame.ts';
import { dropThinParts } from './thin-parts.ts';
import { dropTray } from './tray.ts';
import { dropShadowedLip } from './lip.ts';
import { completeVessels, fillWithinRim, rimBandTexture, smoothRimOutline, tableBumps, trimProtrusions } from './vessel.ts';
import { cutleryAcrossRim, cutleryOfDish } from './cutlery.ts';
import { digest } from './segment-memo.ts';
import { tableBetweenParts, tableScraps, trimTableBand } from './shave.ts';
import { beyondSides, squareRim } from './square-rim.ts';
import { completeGlassWalls } from './glass.ts';

/** Mask probability (0..255) above which a pixel belongs to the dish. */
const SOLID_THRESHOLD = 115;
/** A component with at least this share of the largest one is a second item, kept. */
const SECOND_ITEM_SHARE = 0.12;
/**
 * A second item the model reads at under this on average (0..255) is one it only half sees — an
 * empty stack of side plates at the table's edge (IMG_20210402_184012, read at ~173 where the dishes
 * read 250+) — not a dish to set on the new scene: dropped.
 */
const SURE_ITEM = 200;
/** …when it stands this far (share of the long side) from the main item, at least. */
const APART = 0.03;
/** Components smaller than this share of the frame are specks, dropped. */
const MIN_ITEM_SHARE = 0.002;
/** Half-width of the band (in matte pixels, per 640 px of long side) where the edge may move. */
const EDGE_BAND = 3;
/** Guided filter window radius (matte pixels) and regularisation (guide in 0..1). */
const GUIDE_RADIUS = 4;
const GUIDE_EPS = 2e-3;
/** Subsampling of the guided filter's coefficient grid (fast guided filter). */
const COEFFICIENT_STEP = 2;
/** The refined edge is sharpened by this alpha ramp (filter output → alpha). */
const EDGE_RAMP: [number, number] = [0.22, 0.78];
/** Parts joined by a neck narrower than twice this (share of the long side) are told apart… */
const NECK_RADIUS = 0.05;
/**
 * …and a part behind the main one (its centre higher in the frame by this share of the height) whose
 * edges are this much softer is the out-of-focus background.
 */
const BACKGROUND_FOCUS = 0.65;
/** A part joined by a neck, smaller than this share of the main one and cut by the frame where the main one is not, is dropped. */
const STRAY_PART_SHARE = 0.12;
const BACKGROUND_BEHIND = 0.1;
/** Percentile of a part's edge sharpness taken as its focus, the window of local contrast, and the least contrast that makes an edge. */
const FOCUS_PERCENTILE = 0.98;
const FOCUS_WINDOW = 6;
const FOCUS_MIN_CONTRAST = 24;
/**
 * The model's region is already the whole plate or bowl when this share of its outline lies on one
 * ellipse, and no rim is looked for beyond it. Measured on the 64 shared photos: regions whose plate
 * the model missed 0.18–0.76 (a soup's surface in its bowl 0.76); every "rim" found around a region
 * at 0.90–1 was a tray, a placemat or the table's pattern (4 of the 40 hand-masked photos, IoU down
 * to 0.31), and neither the rim's support nor its contrast told those from real rims. The cost: a
 * single round food whose plate the model missed is not given its plate back.
 */
const WHOLE_VESSEL_SHARE = 0.85;
/**
 * …except a bowl's rim around its contents (a soup's or an açaí's surface is one ellipse too): found
 * on nearly every ray, concentric with the region and at most this much larger. The fish-tofu soup's
 * bowl: 0.976 of the rays, 1.61× the surface's area, centres 0.04 apart (of the surface's mean
 * radius), on every re-save of the photo — where the region's own outline share wandered 0.74–0.89
 * across them, so its bowl came and went. The rims found around whole plates on the 64 shared
 * photos: ≤ 0.69 of the rays, or off-centre by ≥ 0.13, or ≥ 1.9× larger.
 */
const BOWL_RIM_SUPPORT = 0.9;
const BOWL_RIM_AREA = 1.8;
const BOWL_RIM_OFFSET = 0.1;

/**
 * A region that is mostly bare white ceramic — bright (luma > CERAMIC_LUMA) and colourless (chroma <
 * CERAMIC_CHROMA) over this share of it — is a plate the model kept whole, square or oblong so that
 * its outline is no ellipse; not food whose plate it missed. A "rim" beyond it is the tray it stands
 * on: IMG_20210225_180351's white square plate (0.95 bare) had its wooden tray taken for a plate on
 * 1 of 3 re-saves of the photo and drawn on, IoU 0.35. Regions whose plate the model did miss, on
 * the 64 shared photos: ≤ 0.24 (a steak's fried eggs); every other region ≤ 0.41 but one, 0.66.
 */
const BARE_CERAMIC_SHARE = 0.6;
const CERAMIC_LUMA = 165;
const CERAMIC_CHROMA = 28;
/** The luma is read as if the photo's white were at least this bright (image.ts exposureLift). */
const CERAMIC_WHITE = 225;

function bareCeramicShare(region: Uint8Array, guide: RgbImage): number {
  let inside = 0;
  let bare = 0;
  const { data } = guide;
  // A photo a stop under: its white plate read ~175, its white at ~200; brought up to CERAMIC_WHITE.
  const exposure = exposureLift(guide, CERAMIC_WHITE);
  const gains = whiteGains(guide);
  for (let i = 0; i < region.length; i += 1) {
    if (!region[i]) continue;
    inside += 1;
    // The light's colour taken out (whiteGains): under a warm lamp a white plate reads 50+ levels of chroma.
    const r = data[i * 3]! * gains[0];
    const g = data[i * 3 + 1]! * gains[1];
    const b = data[i * 3 + 2]! * gains[2];
    if (luma(r, g, b) * exposure > CERAMIC_LUMA && Math.max(r, g, b) - Math.min(r, g, b) < CERAMIC_CHROMA) bare += 1;
  }
  return inside ? bare / inside : 0;
}

/**
 * A plate's rim is plain ceramic where the food it holds is not: a "rim" found beyond the model's
 * region whose band (vessel.ts `rimBandTexture`) is textured — over MIN_PATTERN_BAND_TEXTURE, and
 * busier than the band just inside the region's own outline — is the table's pattern round a plate
 * the model already kept (the region's band then is that plate's own plain rim). Under a warm lamp or
 * a stop darker, repas-france-02's and -07's orange plates had a ring of their printed tablecloth
 * drawn on as their rim (IoU 0.99 → 0.74): their "rims" read 4.0–8.0, and 1.19–1.5 times their
 * region's band. The plates the model missed and got back, on the 64 shared photos under five lights:
 * ≤ 2.7, or a decorated plate round lasagne 3.0–4.3 at ≤ 0.43 times its food's band.
 */
const MIN_PATTERN_BAND_TEXTURE = 3.5;
const MAX_RIM_BAND_TEXTURE_RATIO = 1;

/** Whether a rim band this textured, round a region whose own outline's band reads `regionBand`, is the table's pattern (see MIN_PATTERN_BAND_TEXTURE). */
function isTablePattern(rimBand: number, regionBand: () => number): boolean {
  return rimBand > MIN_PATTERN_BAND_TEXTURE && rimBand > MAX_RIM_BAND_TEXTURE_RATIO * regionBand();
}

/** Whether a rim found around a region that is one ellipse is its bowl's (see BOWL_RIM_SUPPORT). */
function isBowlRim(rim: Ellipse, support: number, region: Ellipse): boolean {
  return support >= BOWL_RIM_SUPPORT && (rim.a * rim.b) / (region.a * region.b) <= BOWL_RIM_AREA && centreOffset(rim, region) <= BOWL_RIM_OFFSET;
}

/** How far `rim`'s centre lies from `region`'s, as a share of the region's mean radius. */
function centreOffset(rim: Ellipse, region: Ellipse): number {
  return Math.hypot(rim.cx - region.cx, rim.cy - region.cy) / Math.sqrt(region.a * region.b);
}

/**
 * A rim of the same vessel as a region — round a bowl's contents, or drawn where the model lost part
 * of the vessel's own outline — has its centre within this share of the region's mean radius from
 * the region's (mapo tofu's rim, completed from the one arc the photo left: 0.12).
 */
const CONCENTRIC_OFFSET = 0.2;

/** Whether `rim` runs round `contents` (a bowl's rim round its soup: larger and near-concentric). */
function isRimAround(rim: Ellipse, contents: Ellipse): boolean {
  return rim.a * rim.b > contents.a * contents.b && centreOffset(rim, contents) <= CONCENTRIC_OFFSET;
}

/** Border rows/columns inspected for edge contact. */
const EDGE_DEPTH = 2;

export interface MatteAnalysis {
  /** The clean dish region, 1 = dish, at matte size. */
  solid: Uint8Array;
  width: number;
  height: number;
  coverage: number;
  touchesEdge: boolean;
  /** Share of each side's border covered by the dish. */
  edgeShares: { top: number; right: number; bottom: number; left: number };
  /** Bounding box of the region at matte size, or null when empty. */
  box: Box | null;
  /** Number of separate items kept. */
  items: number;
  /** A plate rim the model missed was found around the food and added to the dish. */
  plateAdded: boolean;
  /** The region's outline, where the photo did not cut it, is an ellipse: the dish includes its plate or bowl. */
  vessel: boolean;
  /** Cutlery resting on the dish (the rest of a dropped handle), to paint over; null when none. */
  cutlery: Uint8Array | null;
  /** The whole plate's rim (matte pixels) cutlery resting across it was found on: `cutlery` is painted ring by ring there; null when none. */
  cutleryRim?: Ellipse | null;
  /** Chopsticks laid across the food, kept whole in `solid` (their part beyond the dish); null when none. */
  chopsticks: Uint8Array | null;
  /**
   * The dish is torn: the main item is a plate or bowl the model tore and that could not be
   * completed, or the model only half sees the dish (`halfSeen`): no safe cut-out.
   */
  torn: boolean;
  /**
   * The bowl's contents (soup, açaí) whose rim was found or completed round them (matte pixels), or
   * null: a whole ellipse concentric with the rim, so it tells the camera's angle where the rim's own
   * arc, cut by the photo on several sides, may not (camera-angle.ts).
   */
  contents?: Ellipse | null;
  /**
   * When the dish is a vessel and completeVessels drew part of its rim (an ellipse completed round the
   * same centre as its outline's): the texture of the band just inside that outline (vessel.ts
   * `rimBandTexture`) — low on ceramic, high where the "rim" was drawn round food heaped to its edge
   * (a pile of noodles in a basin the photo cut). Null otherwise.
   */
  completedRimTexture?: number | null;
  /** The strip beyond a whole vessel's rim where slivers were cleared from `solid` (dropBorderSlivers), which the edge's refinement does not reach into; null when none. */
  slivers?: Uint8Array | null;
  /** Scraps of the table stuck to the outline (shave.ts), which the edge's refinement leaves out; null when none. */
  scraps?: Uint8Array | null;
}

/** A torn side item smaller than this share of the largest item is dropped (better absent than torn). */
const TORN_SIDE_ITEM = 0.5;

/** What the model half sees: its map at or above this (of 255) where it is not sure enough for the dish (SOLID_THRESHOLD). */
const HALF_SEEN_PROBABILITY = 64;
/** The half-seen region joined to the dish this many times the dish's area or more… */
const HALF_SEEN_RATIO = 3;
/** …and the model's mean there, round the dish, under this. */
const HALF_SEEN_MEAN = 128;

/**
 * The region the model half sees (HALF_SEEN_PROBABILITY) joined to what the clean-up kept, when it is
 * HALF_SEEN_RATIO times that area or more and the model is unsure of that rest on the whole (mean under
 * HALF_SEEN_MEAN); else null. The kept region is then a few confident scraps of a
 * dish the model barely made out — lasagne-02 cropped to its plate's middle: 3 scraps of pasta, 7.7% of
 * the frame, in a half-seen region of 26.7% (mean 98) — and a cut-out of it is torn food. Elsewhere
 * among the 64 shared photos and their 192 cropped, small and dim copies the ratio is at most 2.5
 * (187603's chopping board, dropped as a tray: the model fairly sure of it, mean 186) and otherwise
 * under 1.8.
 */
function halfSeen(solid: Uint8Array, probability: ArrayLike<number>, width: number, height: number): Uint8Array | null {
  const n = width * height;
  const seen = new Uint8Array(n);
  let kept = 0;
  for (let p = 0; p < n; p += 1) {
    seen[p] = solid[p] || probability[p]! >= HALF_SEEN_PROBABILITY ? 1 : 0;
    kept += solid[p]!;
  }
  if (kept === 0) return null;
  const { labels, areas } = connectedComponents(seen, width, height);
  const joined = new Uint8Array(areas.length);
  for (let p = 0; p < n; p += 1) if (solid[p]) joined[labels[p]!] = 1;
  let area = 0;
  let sum = 0;
  let rest = 0;
  for (let p = 0; p < n; p += 1) {
    if (!joined[labels[p]!]) continue;
    area += 1;
    if (solid[p]) continue;
    sum += probability[p]!;
    rest += 1;
  }
  if (area < kept * HALF_SEEN_RATIO || rest === 0 || sum / rest >= HALF_SEEN_MEAN) return null;
  return fillHoles(maskFrom(labels, (id) => joined[id]!), width, height);
}

/**
 * Drops (in place) the torn items that are side items — a saucer reduced to a crescent next to the
 * dish — and says whether the main item itself is torn.
 */
function dropTornItems(solid: Uint8Array, torn: Uint8Array, width: number, height: number): boolean {
  const { labels, areas } = connectedComponents(solid, width, height);
  const main = largestComponent(areas);
  const isTorn = new Uint8Array(areas.length);
  for (let p = 0; p < solid.length; p += 1) if (torn[p] && labels[p]) isTorn[labels[p]!] = 1;
  for (let p = 0; p < solid.length; p += 1) {
    const id = labels[p]!;
    if (id && id !== main && isTorn[id] && areas[id]! < areas[main]! * TORN_SIDE_ITEM) solid[p] = 0;
  }
  return !!isTorn[main];
}

/**
 * A side item that holds no food — grey-white (median chroma at most PLAIN_ITEM_CHROMA once the light's
 * colour is taken out, see whiteGains), plain (mean
 * absolute Laplacian at most PLAIN_ITEM_TEXTURE per channel) and not a plate's or bowl's outline —
 * is a napkin, a paper or a placemat scrap, not a dish (up to PLAIN_ITEM_SHARE of the main item).
 */
const PLAIN_ITEM_CHROMA = 40;
const PLAIN_ITEM_TEXTURE = 10;
const PLAIN_ITEM_SHARE = 0.3;

/** Drops (in place) the side items that hold no food (see PLAIN_ITEM_*); returns how many. */
function dropPlainSideItems(solid: Uint8Array, guide: RgbImage): number {
  const { width, height, data } = guide;
  const { labels, areas } = connectedComponents(solid, width, height);
  const main = largestComponent(areas);
  const pixels = areas.map((area, id): number[] | null => (id > 0 && id !== main && area <= areas[main]! * PLAIN_ITEM_SHARE ? [] : null));
  if (!pixels.some(Boolean)) return 0;
  for (let p = 0; p < solid.length; p += 1) pixels[labels[p]!]?.push(p);
  let dropped = 0;
  for (const own of pixels) {
    if (!own?.length) continue;
    if (medianChroma(data, own, whiteGains(guide)) > PLAIN_ITEM_CHROMA) continue;
    let texture = 0;
    let counted = 0;
    for (const p of own) {
      const x = p % width;
      if (x < 1 || x >= width - 1 || p < width || p >= width * (height - 1)) continue;
      texture += pixelTexture(data, width, p);
      counted += 3;
    }
    if (!counted || texture / counted > PLAIN_ITEM_TEXTURE) continue;
    const item = new Uint8Array(solid.length);
    for (const p of own) item[p] = 1;
    if (outlineIsEllipse(item, width, height)) continue;
    for (const p of own) solid[p] = 0;
    dropped += 1;
  }
  return dropped;
}

/** Per component: is it cut by the frame (covering EDGE_TOUCH_SHARE of some side's border)? */
function componentsCutByEdge(labels: Int32Array, count: number, width: number, height: number): boolean[] {
  const sides = [new Float64Array(count), new Float64Array(count), new Float64Array(count), new Float64Array(count)];
  for (let d = 0; d < EDGE_DEPTH; d += 1) {
    for (let x = 0; x < width; x += 1) {
      sides[0]![labels[d * width + x]!]! += 1 / (width * EDGE_DEPTH);
      sides[2]![labels[(height - 1 - d) * width + x]!]! += 1 / (width * EDGE_DEPTH);
    }
    for (let y = 0; y < height; y += 1) {
      sides[3]![labels[y * width + d]!]! += 1 / (height * EDGE_DEPTH);
      sides[1]![labels[y * width + width - 1 - d]!]! += 1 / (height * EDGE_DEPTH);
    }
  }
  return Array.from({ length: count }, (_, id) => id > 0 && sides.some((side) => side[id]! >= EDGE_TOUCH_SHARE));
}

/**
 * Removes from `mask` (in place) the parts, told apart at their necks, that are not the dish: a small
 * one cut by a side of the frame the main part keeps clear of (a neighbouring bowl's rim), and one
 * standing behind the main part and out of focus next to it (the tub the dessert was served from). Focus is how steep a part's edges are for the contrast they span, whatever its
 * texture.
 */
function dropStrayParts(mask: Uint8Array, guide: RgbImage): void {
  const { width, height, data } = guide;
  const n = width * height;
  const { labels, areas } = splitAtNecks(mask, width, height, Math.max(2, Math.round(NECK_RADIUS * Math.max(width, height))));
  if (areas.length <= 2) return;
  const rows = areas.map(() => 0);
  for (let i = 0; i < n; i += 1) if (labels[i]) rows[labels[i]!]! += Math.floor(i / width);
  const centreY = rows.map((sum, id) => sum / Math.max(1, areas[id]!));
  let main = 1;
  for (let id = 2; id < areas.length; id += 1) if (areas[id]! > areas[main]!) main = id;
  // Only parts behind the main one are candidates; most dishes have none, and focus is not measured.
  // A small part glued on by a neck and cut by a side of the frame the dish itself keeps clear of:
  // the rim of a neighbouring bowl, not the dish.
  const sides = areas.map(() => [false, false, false, false]);
  for (let x = 0; x < width; x += 1) {
    sides[labels[x]!]![0] = true;
    sides[labels[(height - 1) * width + x]!]![2] = true;
  }
  for (let y = 0; y < height; y += 1) {
    sides[labels[y * width]!]![3] = true;
    sides[labels[y * width + width - 1]!]![1] = true;
  }
  const stray = areas.map(
    (area, id) => id > 0 && id !== main && area < areas[main]! * STRAY_PART_SHARE && sides[id]!.some((cut, side) => cut && !sides[main]![side]),
  );
  if (stray.some(Boolean)) for (let i = 0; i < n; i += 1) if (stray[labels[i]!]) mask[i] = 0;
  const candidate = areas.map((area, id) => id > 0 && id !== main && !stray[id] && centreY[id]! < centreY[main]! - BACKGROUND_BEHIND * height);
  if (!candidate.some(Boolean)) return;
  const measured = candidate.map((c, id) => c || id === main);
  let top = height;
  let bottom = -1;
  for (let i = 0; i < n; i += 1) {
    if (!measured[labels[i]!]) continue;
    const y = Math.floor(i / width);
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  const luma = new Float32Array(n);
  for (let p = 0; p < n; p += 1) luma[p] = 0.299 * data[p * 3]! + 0.587 * data[p * 3 + 1]! + 0.114 * data[p * 3 + 2]!;
  // Local contrast: max − min over a (2r+1)² window, separably, on the rows that matter.
  const r = FOCUS_WINDOW;
  const y0 = Math.max(0, top - r);
  const y1 = Math.min(height - 1, bottom + r);
  const rowMax = new Float32Array(n);
  const rowMin = new Float32Array(n);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let hi = -Infinity;
      let lo = Infinity;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k += 1) {
        const v = luma[y * width + k]!;
        if (v > hi) hi = v;
        if (v < lo) lo = v;
      }
      rowMax[y * width + x] = hi;
      rowMin[y * width + x] = lo;
    }
  }
  // Per part: sharpness of its edges — the gradient over the local contrast it spans (≈ 1 / edge
  // width: a blurred edge climbs the same contrast over many pixels), at edges of real contrast.
  const bins = 100;
  const histograms = areas.map(() => new Uint32Array(bins));
  for (let y = Math.max(1, top); y <= Math.min(height - 2, bottom); y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      const id = labels[p]!;
      if (!measured[id]) continue;
      let hi = -Infinity;
      let lo = Infinity;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k += 1) {
        hi = Math.max(hi, rowMax[k * width + x]!);
        lo = Math.min(lo, rowMin[k * width + x]!);
      }
      const range = hi - lo;
      if (range < FOCUS_MIN_CONTRAST) continue;
      const g = Math.hypot(luma[p + 1]! - luma[p - 1]!, luma[p + width]! - luma[p - width]!) / 2;
      histograms[id]![Math.min(bins - 1, Math.floor((g / range) * bins))]! += 1;
    }
  }
  const focus = histograms.map((h) => {
    const total = h.reduce((a, b) => a + b, 0);
    if (total === 0) return 0;
    let seen = 0;
    for (let v = 0; v < bins; v += 1) {
      seen += h[v]!;
      if (seen >= total * FOCUS_PERCENTILE) return (v + 0.5) / bins;
    }
    return 1;
  });
  const blurred = focus.map((f, id) => candidate[id] && f < focus[main]! * BACKGROUND_FOCUS);
  for (let i = 0; i < n; i += 1) if (blurred[labels[i]!]) mask[i] = 0;
}

/** Analyses remembered (0: none, the default; the engine worker turns it on, see setMatteMemo). */
let matteMemoEntries = 0;
const matteMemo = new Map<string, MatteAnalysis>();

/**
 * Remember the last `entries` analyses (by a hash of the mask and the guide): the pre-check and the
 * generation after it analyse the same mask of the same photo (segment-memo.ts), ~0.3 s each time.
 * Off by default, so tests and benchmarks time the real work.
 */
export function setMatteMemo(entries: number): void {
  matteMemoEntries = Math.max(0, entries);
  matteMemo.clear();
}

/** A copy whose masks the caller may change without touching the remembered one. */
function copyAnalysis(analysis: MatteAnalysis): MatteAnalysis {
  return {
    ...analysis,
    solid: analysis.solid.slice(),
    cutlery: analysis.cutlery ? analysis.cutlery.slice() : null,
    cutleryRim: analysis.cutleryRim ? { ...analysis.cutleryRim } : null,
    contents: analysis.contents ? { ...analysis.contents } : null,
    chopsticks: analysis.chopsticks ? analysis.chopsticks.slice() : null,
    slivers: analysis.slivers ? analysis.slivers.slice() : null,
    scraps: analysis.scraps ? analysis.scraps.slice() : null,
    edgeShares: { ...analysis.edgeShares },
    box: analysis.box ? { ...analysis.box } : null,
  };
}

/**
 * `analysis` of a photo turned a quarter clockwise (image.ts `turnClockwise`): its masks turned, its
 * box and rim ellipse moved with them (a point (x, y) goes to (height − y, x)), the border each side
 * touches passed on to the next side round; what does not hang on which way is up kept as it is.
 */
export function turnAnalysis(analysis: MatteAnalysis): MatteAnalysis {
  const { width, height, edgeShares, box } = analysis;
  // Plain Uint8Arrays, as analyseMatte's are (a Buffer's slice() would share memory where copyAnalysis copies).
  const mask = (data: Uint8Array | null | undefined) => (data ? new Uint8Array(turnClockwise({ data: Buffer.from(data.buffer, data.byteOffset, data.length), width, height }, 1).data) : data);
  const ellipse = (e: Ellipse | null | undefined) => (e ? { ...e, cx: height - e.cy, cy: e.cx, theta: e.theta + Math.PI / 2 } : e);
  return {
    ...analysis,
    solid: mask(analysis.solid)!,
    width: height,
    height: width,
    edgeShares: { top: edgeShares.left, right: edgeShares.top, bottom: edgeShares.right, left: edgeShares.bottom },
    box: box && { left: height - (box.top + box.height), top: box.left, width: box.height, height: box.width },
    cutlery: mask(analysis.cutlery) ?? null,
    cutleryRim: ellipse(analysis.cutleryRim),
    contents: ellipse(analysis.contents),
    chopsticks: mask(analysis.chopsticks) ?? null,
    slivers: mask(analysis.slivers),
    scraps: mask(analysis.scraps),
  };
}

/**
 * Cleans the model's mask into the dish region and measures it. With `guide` (the photo at the
 * mask's size), a plate rim around the food that the model missed is looked for and added.
 */
export function analyseMatte(probability: GrayImage, guide?: RgbImage): MatteAnalysis {
  if (matteMemoEntries === 0) return computeMatte(probability, guide);
  const key = digest(`${probability.width}x${probability.height}:`, probability.data, guide ? guide.data : 'no guide');
  let analysis = matteMemo.get(key);
  if (analysis) matteMemo.delete(key);
  else analysis = computeMatte(probability, guide);
  matteMemo.set(key, analysis);
  while (matteMemo.size > matteMemoEntries) matteMemo.delete(matteMemo.keys().next().value!);
  return copyAnalysis(analysis);
}

/** The pixels set in either mask (0/1), or null when neither has any. */
function union(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (!a || !b) return a ?? b;
  return a.map((v, p) => v | b[p]!);
}

function computeMatte(probability: GrayImage, guide?: RgbImage): MatteAnalysis {
  const { width, height, data } = probability;
  const n = width * height;
  const strong = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) strong[i] = data[i]! >= SOLID_THRESHOLD ? 1 : 0;
  // Cutlery first: a handle crossing the border would make the dish look cut by the photo.
  const withHandles = Uint8Array.from(strong);
  dropThinParts(strong, width, height);
  const handles = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) handles[i] = withHandles[i] && !strong[i] ? 1 : 0;
  // A tray the dish is served on, which the model is less sure of than of the plate on it.
  dropTray(strong, data, width, height);
  if (guide) {
    if (guide.width !== width || guide.height !== height) throw new RangeError('guide must be at the mask size');
    dropStrayParts(strong, guide);
  }
  const { labels, areas } = connectedComponents(strong, width, height);
  const largestId = largestComponent(areas);
  const largest = areas[largestId] ?? 0;
  const minArea = Math.max(largest * SECOND_ITEM_SHARE, n * MIN_ITEM_SHARE);
  // What the model reads, on average, over each component; and the components the largest, grown by
  // APART of the long side, reaches (a plate's rim arc cut off from its food by a dim band).
  // (The grown mask only when some second item is read that faintly: most photos have none.)
  const sums = new Float64Array(areas.length);
  for (let i = 0; i < n; i += 1) sums[labels[i]!]! += data[i]!;
  const unsure = areas.map((area, id) => id > 0 && id !== largestId && area >= minArea && sums[id]! / area < SURE_ITEM);
  const besideMain = new Uint8Array(areas.length);
  if (unsure.some(Boolean)) {
    const grown = morph(maskFrom(labels, (id) => (id === largestId ? 1 : 0)), width, height, Math.max(1, APART * Math.max(width, height)));
    for (let i = 0; i < n; i += 1) if (grown[i]) besideMain[labels[i]!] = 1;
  }
  const keep = areas.map((area, id) => id > 0 && area >= minArea && (!unsure[id] || besideMain[id] === 1));
  // A second item cut by the photo's edge would float with a straight side: when the main item is
  // whole, drop the cut ones instead of giving up the cut-out.
  const cut = componentsCutByEdge(labels, areas.length, width, height);
  if (!cut[largestId]) for (let id = 1; id < keep.length; id += 1) if (cut[id]) keep[id] = false;
  const kept = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) kept[i] = keep[labels[i]!] ? 1 : 0;
  let solid = fillHoles(kept, width, height);
  let plate: ReturnType<typeof findPlate> | null = null;
  // A region whose outline is already an ellipse, or that is mostly bare white ceramic, is the plate
  // or bowl itself: a "rim" beyond it is a tray, a placemat or the table's pattern.
  const outline = guide ? outlineEllipse(solid, width, height) : null;
  if (guide && (outline?.share ?? 0) < WHOLE_VESSEL_SHARE) {
    if (bareCeramicShare(solid, guide) < BARE_CERAMIC_SHARE) {
      plate = findPlate(guide, solid);
      if (plate.mask && outline && isTablePattern(rimBandTexture(plate.mask, guide, plate.ellipse!), () => rimBandTexture(solid, guide, outline.ellipse))) plate = null;
      if (plate?.mask) solid = plate.mask;
    }
  } else if (guide && outline) {
    // …unless that ellipse is a bowl's contents — soup, açaí — and the rim around it is the bowl's.
    const bowl = findPlate(guide, solid);
    if (bowl.mask && bowl.ellipse && isBowlRim(bowl.ellipse, bowl.support, outline.ellipse)) {
      plate = bowl;
      solid = bowl.mask;
    }
  }
  // A plate or bowl the model kept only in part: its rim completed where the photo shows it.
  let torn = false;
  let completed: Ellipse[] = [];
  if (guide) {
    const vessels = completeVessels(solid, guide);
    // A completed rim can close a pocket the model missed between it and the food: the vessel's, too.
    solid = vessels.completed.length ? fillHoles(vessels.mask, width, height) : vessels.mask;
    if (vessels.torn) torn = dropTornItems(solid, vessels.torn, width, height);
    completed = vessels.completed;
  }
  // The model's region was one whole ellipse and a bowl's rim was found or completed round it: its contents.
  const whole = outline && outline.share >= WHOLE_VESSEL_SHARE ? outline.ellipse : null;
  const contents = whole && [plate?.ellipse, ...completed].some((rim) => rim && isRimAround(rim, whole)) ? whole : null;
  // What sticks out over a short arc of a rim: a knife's stub, a fork's tines, a tray's corner, a
  // sliver of placemat the photo shows is the table, the neck of a handle dropped above.
  solid = trimProtrusions(solid, width, height, guide, handles).mask;
  // What lies along a rim and is thinner than it: a fork's tines over the rim, a sliver of placemat.
  solid = smoothRimOutline(solid, width, height).mask;
  // A napkin or a paper beside the dish, kept as a side item: not a dish.
  const plainDropped = guide ? dropPlainSideItems(solid, guide) : 0;
  // A sliver of what stands behind a whole plate, between its rim and the photo's border: not the dish.
  const slivers = guide ? dropBorderSlivers(solid, width, height) : null;
  // The dropped handles traced into the dish: the cutlery's rest on a rim is painted over. Chopsticks
  // laid across the food are kept whole (cut at the rim they would end in mid-air over the food); the
  // sides of the frame they run off count as cut, so the cut-out runs them off its own frame there.
  const traced = guide ? cutleryOfDish(withHandles, solid, guide) : null;
  // A slit the model left along a stick is no gap in it.
  const acrossFood = traced?.across ? fillHoles(traced.across, width, height) : null;
  // Whether the dish is a plate or bowl is its own outline's to tell, without the chopsticks.
  const vessel = outlineIsEllipse(solid, width, height);
  // A lone plate or bowl whole in the frame: nothing within its rim is a gap in the dish.
  const items = keep.filter(Boolean).length - plainDropped;
  // The whole plate's rim fitted on the outline as it now is (undefined: not yet, or the outline changed since).
  let rimFit: ReturnType<typeof outlineEllipse> | undefined;
  if (guide && vessel && items === 1) {
    solid = fillWithinRim(solid, width, height, guide).mask;
    // A band of a plain white or grey surface the model took round part of a coloured plate's rim.
    trimTableBand(solid, width, height, guide);
    // The plate's lip in shadow on the side away from the light: not a dark outline on the new scene.
    rimFit = outlineEllipse(solid, width, height, true);
    if (rimFit && dropShadowedLip(solid, guide, rimFit.ellipse) > 0) rimFit = undefined;
  }
  // The rim of a whole plate, read before kept chopsticks join its outline (not a vessel: its outline
  // is unchanged since, so no whole rim either).
  const rim = guide && vessel ? (rimFit === undefined ? outlineEllipse(solid, width, height, true) : rimFit) : null;
  // Where that rim was partly drawn (a rim completed round the same centre): how plain the band
  // inside it is — a bowl's rim, or food the rim was drawn round.
  const drawn = rim && completed.some((c) => centreOffset(c, rim.ellipse) <= CONCENTRIC_OFFSET);
  const completedRimTexture = drawn ? rimBandTexture(solid, guide!, rim.ellipse) : null;
  if (acrossFood) solid = keepHandles(solid, acrossFood, withHandles, width, height);
  // Cutlery resting on that rim whose handle the model left out altogether: painted over too.
  const resting = guide && rim && rim.share >= RIM_KNOWN_SHARE ? cutleryAcrossRim(solid, guide, rim.ellipse) : null;
  if (resting) for (let p = 0; p < n; p += 1) solid[p] = resting.clip[p] ? 0 : solid[p]! | resting.paint[p]!;
  const cutlery = union(traced?.paint ?? null, resting?.paint ?? null);
  // An upright glass's wall the model half saw, up to its rim.
  if (guide && items === 1) completeGlassWalls(solid, data, width, height);
  // Scraps of the table the model ran on with round the outline: the edge's refinement leaves them out.
  // …and the table seen between parts standing out over a whole vessel's rim (two chopsticks run off the photo).
  const gaps = guide && rim ? tableBetweenParts(solid, guide, data, rim.ellipse) : null;
  const scraps = union(guide ? tableScraps(solid, guide, data) : null, gaps);

  // A dish the model only half sees is no cut-out: what it half sees is the dish the photo keeps in place.
  const seen = halfSeen(solid, data, width, height);
  if (seen) {
    solid = seen;
    torn = true;
  }

  let area = 0;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!solid[y * width + x]) continue;
      area += 1;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const near = plate?.nearEdges;
  const covered = borderShares(solid, width, height, EDGE_DEPTH);
  // A side the kept chopsticks run off is cut, however narrowly they cross it: the cut-out must run
  // them off its own frame there, or their cut ends would float in it.
  const runs = acrossFood ? borderShares(acrossFood, width, height, 1) : null;
  const atLeast = (side: FrameSide) => ((runs?.[side] ?? 0) > 0 ? EDGE_TOUCH_SHARE : 0);
  const sideShare = (side: FrameSide) => Math.max(covered[side], near?.[side] ?? 0, atLeast(side));
  const edgeShares = { top: sideShare('top'), right: sideShare('right'), bottom: sideShare('bottom'), left: sideShare('left') };
  return {
    solid,
    width,
    height,
    coverage: area / n,
    touchesEdge: Object.values(edgeShares).some((s) => s >= EDGE_TOUCH_SHARE),
    edgeShares,
    box: area ? { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 } : null,
    items,
    plateAdded: !!plate?.mask,
    vessel,
    cutlery,
    cutleryRim: resting ? rim!.ellipse : null,
    contents,
    completedRimTexture,
    chopsticks: acrossFood,
    torn,
    slivers,
    scraps,
  };
}

/**
 * A region whose outline lies on an ellipse over this share is a whole vessel whose rim is known: the
 * slivers beyond it are measured from it, and cutlery resting across it is looked for…
 */
const RIM_KNOWN_SHARE = 0.9;
/** …and a part beyond that rim reaching the photo's border is a sliver when it lies within this relative radius of it. */
const SLIVER_DEPTH = 1.05;
/** Beyond the rim: past it by this many pixels (the rim's own soft edge is within them). */
const SLIVER_RIM_PIXELS = 1;
/** Pixels the strip along a side reaches inside the vessel's extreme on that side, and from the border a sliver must reach. */
const SLIVER_STRIP = 2;

/**
 * Clears, in place, the slivers of a region beyond its vessel's rim that reach the photo's border on
 * a side the vessel itself does not reach: the edge of a cup, a tray or a napkin behind a whole bowl,
 * a few pixels deep between its rim and the frame, which made a whole bowl read as cut by the photo
 * (and blown up across the frame as a close crop). What reaches further out — a spoon's handle, a
 * plate the fit fell short of — is kept. Returns, when any was cleared, the strip beyond the rim on
 * those sides (0/1), where the edge's refinement must not reach; else null.
 */
export function dropBorderSlivers(region: Uint8Array, width: number, height: number): Uint8Array | null {
  const fit = outlineEllipse(region, width, height);
  if (!fit || fit.share < RIM_KNOWN_SHARE) return null;
  const e = fit.ellipse;
  const reach = ellipseBeyond(e, width, height);
  // The sides the vessel stays within: only there is what touches the border something else.
  const within = { top: reach.top <= 0, bottom: reach.bottom <= -1, left: reach.left <= 0, right: reach.right <= -1 };
  if (!within.top && !within.bottom && !within.left && !within.right) return null;
  // Only the strip between the vessel's extreme and the border is looked at on each such side (what
  // lies beyond the rim elsewhere — the rim's own halo round it — would join a sliver to a handle).
  const strip = {
    top: SLIVER_STRIP - reach.top,
    bottom: height + reach.bottom - SLIVER_STRIP,
    left: SLIVER_STRIP - reach.left,
    right: width + reach.right - SLIVER_STRIP,
  };
  const n = width * height;
  const beyond = new Uint8Array(n);
  const radius = new Float32Array(n);
  const radiusAt = radiusFor(e);
  const rim = 1 + SLIVER_RIM_PIXELS / Math.max(e.a, e.b);
  let any = false;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!region[p]) continue;
      if (!((within.top && y <= strip.top) || (within.bottom && y >= strip.bottom) || (within.left && x <= strip.left) || (within.right && x >= strip.right))) continue;
      const r = radiusAt(x + 0.5, y + 0.5);
      if (r <= rim) continue;
      beyond[p] = 1;
      radius[p] = r;
      any = true;
    }
  }
  if (!any) return null;
  const { labels, areas } = connectedComponents(beyond, width, height);
  const deepest = new Float32Array(areas.length);
  /** The sides (bits: top 1, bottom 2, left 4, right 8) whose border each part reaches. */
  const touches = new Uint8Array(areas.length);
  const sidesOf = (x: number, y: number) =>
    (within.top && y <= SLIVER_STRIP ? 1 : 0) |
    (within.bottom && y >= height - 1 - SLIVER_STRIP ? 2 : 0) |
    (within.left && x <= SLIVER_STRIP ? 4 : 0) |
    (within.right && x >= width - 1 - SLIVER_STRIP ? 8 : 0);
  for (let p = 0; p < n; p += 1) {
    const id = labels[p]!;
    if (!id) continue;
    if (radius[p]! > deepest[id]!) deepest[id] = radius[p]!;
    const x = p % width;
    touches[id] = touches[id]! | sidesOf(x, (p - x) / width);
  }
  let sides = 0;
  for (let p = 0; p < n; p += 1) {
    const id = labels[p]!;
    if (!id || !touches[id] || deepest[id]! > SLIVER_DEPTH) continue;
    region[p] = 0;
    sides |= touches[id]!;
  }
  if (!sides) return null;
  // On those sides the whole strip beyond the rim is the thing behind, which the edge's refinement
  // must not snap back onto (its colour is often the vessel's own: a white cup behind a white bowl).
  const cleared = new Uint8Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (region[p]) continue;
      const inStrip = (sides & 1 && y <= strip.top) || (sides & 2 && y >= strip.bottom) || (sides & 4 && x <= strip.left) || (sides & 8 && x >= strip.right);
      if (inStrip && radiusAt(x + 0.5, y + 0.5) > rim) cleared[p] = 1;
    }
  }
  return cleared;
}

/** The share of each side's border, `depth` rows or columns deep, that `mask` (0/1) covers. */
function borderShares(mask: Uint8Array, width: number, height: number, depth: number): Record<FrameSide, number> {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let d = 0; d < depth; d += 1) {
    for (let x = 0; x < width; x += 1) {
      top += mask[d * width + x]!;
      bottom += mask[(height - 1 - d) * width + x]!;
    }
    for (let y = 0; y < height; y += 1) {
      left += mask[y * width + d]!;
      right += mask[y * width + width - 1 - d]!;
    }
  }
  return { top: top / (width * depth), right: right / (height * depth), bottom: bottom / (width * depth), left: left / (height * depth) };
}

/** Pixels round a kept handle that join it back to the dish (its neck, which the rim's trims took). */
const HANDLE_JOIN = 3;

/** The dish with the handles `kept` back in, joined to it where the region with handles (`before`) joined them. */
function keepHandles(solid: Uint8Array, kept: Uint8Array, before: Uint8Array, width: number, height: number): Uint8Array {
  const near = morph(kept, width, height, HANDLE_JOIN);
  const out = Uint8Array.from(solid);
  for (let i = 0; i < out.length; i += 1) if (kept[i] || (near[i] && before[i])) out[i] = 1;
  return out;
}

/**
 * Colour guided filter at guide resolution: returns the linear coefficients (a_r, a_g, a_b, b),
 * box-averaged, such that q = a·I + b reproduces `p` with the guide's edges.
 */
function guidedCoefficients(guide: RgbImage, p: Float32Array, radius: number, eps: number): Float32Array[] {
  const { width, height } = guide;
  const n = width * height;
  const I = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let i = 0; i < n; i += 1) {
    I[0]![i] = guide.data[i * 3]! / 255;
    I[1]![i] = guide.data[i * 3 + 1]! / 255;
    I[2]![i] = guide.data[i * 3 + 2]! / 255;
  }
  const mean = (src: Float32Array) => boxMean(src, width, height, radius);
  const product = (a: Float32Array, b: Float32Array) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i += 1) out[i] = a[i]! * b[i]!;
    return out;
  };
  const [Ir, Ig, Ib] = I as [Float32Array, Float32Array, Float32Array];
  const mr = mean(Ir);
  const mg = mean(Ig);
  const mb = mean(Ib);
  const mp = mean(p);
  const mrp = mean(product(Ir, p));
  const mgp = mean(product(Ig, p));
  const mbp = mean(product(Ib, p));
  const mrr = mean(product(Ir, Ir));
  const mrg = mean(product(Ir, Ig));
  const mrb = mean(product(Ir, Ib));
  const mgg = mean(product(Ig, Ig));
  const mgb = mean(product(Ig, Ib));
  const mbb = mean(product(Ib, Ib));
  const ar = new Float32Array(n);
  const ag = new Float32Array(n);
  const ab = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const r = mr[i]!;
    const g = mg[i]!;
    const bl = mb[i]!;
    const m = mp[i]!;
    const cr = mrp[i]! - r * m;
    const cg = mgp[i]! - g * m;
    const cb = mbp[i]! - bl * m;
    // Σ + εU, symmetric 3×3; solve by its adjugate.
    const s00 = mrr[i]! - r * r + eps;
    const s01 = mrg[i]! - r * g;
    const s02 = mrb[i]! - r * bl;
    const s11 = mgg[i]! - g * g + eps;
    const s12 = mgb[i]! - g * bl;
    const s22 = mbb[i]! - bl * bl + eps;
    const i00 = s11 * s22 - s12 * s12;
    const i01 = s02 * s12 - s01 * s22;
    const i02 = s01 * s12 - s02 * s11;
    const i11 = s00 * s22 - s02 * s02;
    const i12 = s02 * s01 - s00 * s12;
    const i22 = s00 * s11 - s01 * s01;
    const det = s00 * i00 + s01 * i01 + s02 * i02;
    const a0 = (i00 * cr + i01 * cg + i02 * cb) / det;
    const a1 = (i01 * cr + i11 * cg + i12 * cb) / det;
    const a2 = (i02 * cr + i12 * cg + i22 * cb) / det;
    ar[i] = a0;
    ag[i] = a1;
    ab[i] = a2;
    b[i] = m - a0 * r - a1 * g - a2 * bl;
  }
  return [mean(ar), mean(ag), mean(ab), mean(b)];
}

/**
 * The alpha matte at working size: solid inside the dish, zero outside, and in a narrow band
 * around the edge the guided-filter estimate that snaps to the photo's contour. The filter runs
 * on the dish's bounding region only; `guide` is the photo at matte size, `working` at working size.
 */
export function refineMatte(analysis: MatteAnalysis, guide: RgbImage, working: RgbImage): GrayImage {
  const { width, height, slivers, scraps } = analysis;
  if (guide.width !== width || guide.height !== height) throw new RangeError('guide must be at matte size');
  // The table's scraps are no part of the dish here (the analysis keeps them in `solid` for its decisions).
  const solid = scraps ? analysis.solid.map((v, p) => (scraps[p] ? 0 : v)) : analysis.solid;
  const W = working.width;
  const H = working.height;
  const alpha = Buffer.alloc(W * H);
  if (!analysis.box) return { data: alpha, width: W, height: H };
  const scaleRef = Math.max(width, height) / 640;
  const band = Math.max(1, Math.round(EDGE_BAND * scaleRef));
  const radius = Math.max(2, Math.round(GUIDE_RADIUS * scaleRef));
  const inner = morph(solid, width, height, -band);
  const outer = morph(solid, width, height, band);
  // The region that can hold a non-zero alpha, plus the filter's reach.
  const margin = band + radius + 2;
  const rx = Math.max(0, analysis.box.left - margin);
  const ry = Math.max(0, analysis.box.top - margin);
  const rw = Math.min(width, analysis.box.left + analysis.box.width + margin) - rx;
  const rh = Math.min(height, analysis.box.top + analysis.box.height + margin) - ry;
  // Fast guided filter: the coefficients are smooth, so they are computed on the region subsampled
  // by COEFFICIENT_STEP (2×2 means) and interpolated back.
  const step = COEFFICIENT_STEP;
  const cw = Math.max(1, Math.floor(rw / step));
  const ch = Math.max(1, Math.floor(rh / step));
  const regionGuide = Buffer.allocUnsafe(cw * ch * 3);
  const p = new Float32Array(cw * ch);
  const norm = 1 / (step * step);
  for (let cy = 0; cy < ch; cy += 1) {
    for (let cx = 0; cx < cw; cx += 1) {
      let r = 0;
      let g = 0;
      let bl = 0;
      let s = 0;
      for (let dy = 0; dy < step; dy += 1) {
        const row = (ry + cy * step + dy) * width + rx + cx * step;
        for (let dx = 0; dx < step; dx += 1) {
          const m = row + dx;
          r += guide.data[m * 3]!;
          g += guide.data[m * 3 + 1]!;
          bl += guide.data[m * 3 + 2]!;
          s += solid[m]!;
        }
      }
      const c = cy * cw + cx;
      regionGuide[c * 3] = Math.round(r * norm);
      regionGuide[c * 3 + 1] = Math.round(g * norm);
      regionGuide[c * 3 + 2] = Math.round(bl * norm);
      p[c] = s * norm;
    }
  }
  const [ar, ag, ab, b] = guidedCoefficients({ data: regionGuide, width: cw, height: ch }, p, Math.max(1, Math.round(radius / step)), GUIDE_EPS) as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const sx = width / W;
  const sy = height / H;
  const x0 = Math.floor(rx / sx);
  const x1 = Math.min(W, Math.ceil((rx + rw) / sx));
  const y0 = Math.floor(ry / sy);
  const y1 = Math.min(H, Math.ceil((ry + rh) / sy));
  const data = working.data;
  const clip = rimClip(analysis, guide);
  for (let y = y0; y < y1; y += 1) {
    const fy = (y + 0.5) * sy;
    const my = Math.min(height - 1, Math.floor(fy)) * width;
    // Bilinear position in the region's (subsampled) coefficient grid.
    const gy = Math.min(ch - 1, Math.max(0, (fy - ry) / step - 0.5));
    const gy0 = Math.floor(gy);
    const gy1 = Math.min(ch - 1, gy0 + 1);
    const wy = gy - gy0;
    for (let x = x0; x < x1; x += 1) {
      const fx = (x + 0.5) * sx;
      const m = my + Math.min(width - 1, Math.floor(fx));
      const i = y * W + x;
      if (inner[m]) {
        alpha[i] = 255;
        continue;
      }
      if (!outer[m] || slivers?.[m] || scraps?.[m]) continue;
      const gx = Math.min(cw - 1, Math.max(0, (fx - rx) / step - 0.5));
      const gx0 = Math.floor(gx);
      const gx1 = Math.min(cw - 1, gx0 + 1);
      const wx = gx - gx0;
      const k00 = gy0 * cw + gx0;
      const k01 = gy0 * cw + gx1;
      const k10 = gy1 * cw + gx0;
      const k11 = gy1 * cw + gx1;
      const w00 = (1 - wx) * (1 - wy);
      const w01 = wx * (1 - wy);
      const w10 = (1 - wx) * wy;
      const w11 = wx * wy;
      const px = i * 3;
      const q =
        ((ar[k00]! * w00 + ar[k01]! * w01 + ar[k10]! * w10 + ar[k11]! * w11) * data[px]! +
          (ag[k00]! * w00 + ag[k01]! * w01 + ag[k10]! * w10 + ag[k11]! * w11) * data[px + 1]! +
          (ab[k00]! * w00 + ab[k01]! * w01 + ab[k10]! * w10 + ab[k11]! * w11) * data[px + 2]!) /
          255 +
        (b[k00]! * w00 + b[k01]! * w01 + b[k10]! * w10 + b[k11]! * w11);
      alpha[i] = Math.round(smoothstep(EDGE_RAMP[0], EDGE_RAMP[1], q) * 255);
    }
  }
  if (clip) clipToRim(alpha, W, { x0, x1, y0, y1 }, clip, width, sx, sy);
  return { data: alpha, width: W, height: H };
}

/** A lone vessel's outline on one ellipse over this share (tight fit): its rim is known… */
const CLIP_RIM_SHARE = 0.9;
/** Working pixels over which the alpha fades across the rim's line. */
const CLIP_RAMP = 1.5;

/** A bump of the table smaller than this many matte pixels (at 640 px) is the edge's own noise, left alone. */
const CLIP_MIN_BUMP = 40;

interface RimClip {
  /** How far a matte point lies beyond the vessel's edge, in matte pixels (≤ 0 within it). */
  beyond: (x: number, y: number) => number;
  /** How much the alpha is held to the rim per matte pixel (0–1): the table's bumps, grown by the edge band and feathered. */
  held: Float32Array;
  /** The matte box where `held` is non-zero. */
  box: Box;
}

/**
 * …and where the model ran on past it in shallow bumps of the table round the dish (a white cloth
 * beside a light lip), the alpha is held to it there: the edge's refinement kept those bumps, and on
 * the new scene they read as scraps of the old tablecloth stuck to the plate (round 52,
 * repas-france-02/-06/-08: "leftover tablecloth bumps and notches on the rim"). Only there: held all
 * round, a rim not quite on its ellipse was cut flat or notched (round 53, a bowl's rim). A lone dish
 * that is no round vessel is held to a square plate's four sides, where the parts standing out beyond
 * them are in the plate's colour (square-rim.ts: a table card's tab behind its corner, a napkin's flap;
 * round 88, IMG 180351, new preferred 4 of 4). Null when the dish is neither, or nothing stands out.
 */
function rimClip(analysis: MatteAnalysis, guide: RgbImage): RimClip | null {
  const { solid, width, height } = analysis;
  const scaleRef = Math.max(width, height) / 640;
  if (analysis.items === 1 && !analysis.vessel) {
    const square = squareRim(solid, guide, width, height);
    if (!square) return null;
    const { sides } = square;
    return heldClip(square.beyond, width, height, scaleRef, (x, y) => beyondSides(sides, x, y));
  }
  if (!analysis.vessel || analysis.items !== 1) return null;
  const fit = outlineEllipse(solid, width, height, true);
  if (!fit || fit.share < CLIP_RIM_SHARE) return null;
  const bumps = tableBumps(solid, guide, fit.ellipse, CLIP_MIN_BUMP * scaleRef * scaleRef);
  if (!bumps) return null;
  const radius = radiusFor(fit.ellipse);
  const across = Math.min(fit.ellipse.a, fit.ellipse.b);
  return heldClip(bumps, width, height, scaleRef, (x, y) => (radius(x, y) - 1) * across);
}

/** The clip of `bumps` (matte pixels) to the edge `beyond` measures: held there, feathered so the edge held meets the edge left as it was without a step. */
function heldClip(bumps: Uint8Array, width: number, height: number, scaleRef: number, beyond: RimClip['beyond']): RimClip | null {
  const grow = Math.max(1, Math.round((EDGE_BAND + 1) * scaleRef));
  const grown = morph(bumps, width, height, grow);
  const box = valuesBox(grown, width, height, 1);
  if (!box) return null;
  // The feathering reaches `grow` beyond the grown bumps.
  const left = Math.max(0, box.left - grow - 1);
  const top = Math.max(0, box.top - grow - 1);
  const reach = {
    left,
    top,
    width: Math.min(width, box.left + box.width + grow + 1) - left,
    height: Math.min(height, box.top + box.height + grow + 1) - top,
  };
  return { beyond, held: boxMean(Float32Array.from(grown), width, height, grow), box: reach };
}

/**
 * Holds `alpha` (working size, `W` wide; non-zero only within `span`) within the clip's edge where it
 * is held (matte pixels, `width` wide; `sx`, `sy` working → matte), fading over CLIP_RAMP pixels.
 */
function clipToRim(alpha: Buffer, W: number, span: { x0: number; x1: number; y0: number; y1: number }, clip: RimClip, width: number, sx: number, sy: number): void {
  const { beyond, held, box } = clip;
  const x0 = Math.max(span.x0, Math.floor(box.left / sx));
  const x1 = Math.min(span.x1, Math.ceil((box.left + box.width) / sx));
  const y0 = Math.max(span.y0, Math.floor(box.top / sy));
  const y1 = Math.min(span.y1, Math.ceil((box.top + box.height) / sy));
  // Matte pixels per working pixel, across the edge (its steeper side).
  const perPixel = Math.max(sx, sy);
  for (let y = y0; y < y1; y += 1) {
    const my = (y + 0.5) * sy;
    for (let x = x0; x < x1; x += 1) {
      const i = y * W + x;
      if (!alpha[i]) continue;
      const mx = (x + 0.5) * sx;
      // How far beyond the edge, in working pixels (the edge itself half a pixel out).
      const out = beyond(mx, my) / perPixel - 0.5;
      if (out <= -CLIP_RAMP / 2) continue;
      const weight = held[Math.floor(my) * width + Math.floor(mx)]!;
      if (weight <= 0) continue;
      const keep = Math.min(1, Math.max(0, (CLIP_RAMP / 2 - out) / CLIP_RAMP));
      alpha[i] = Math.round(alpha[i]! * (1 - weight * (1 - keep)));
    }
  }
}

/** Bounding box of alpha ≥ threshold, or null. */
export function alphaBox(alpha: GrayImage, threshold = 8): Box | null {
  return valuesBox(alpha.data, alpha.width, alpha.height, threshold);
}

/** Alpha islands smaller than this share of the largest are dropped from the cut-out… */
const ISLAND_SHARE = 0.02;
/** …counting as one island every pixel at least this opaque (soft edges included). */
const ISLAND_ALPHA = 16;

/**
 * Clears the small islands of a refined alpha (in place): a shrimp's antenna whose thin stalk the
 * edge refinement thinned away would otherwise float next to the plate. Returns how many were cleared.
 */
export function dropIslands(alpha: GrayImage): number {
  const { data, width, height } = alpha;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = data[i]! >= ISLAND_ALPHA ? 1 : 0;
  const { labels, areas } = connectedComponents(mask, width, height);
  const largest = Math.max(0, ...areas);
  const drop = areas.map((area, id) => id > 0 && area < largest * ISLAND_SHARE);
  if (!drop.some(Boolean)) return 0;
  for (let i = 0; i < mask.length; i += 1) if (drop[labels[i]!]) data[i] = 0;
  return drop.filter(Boolean).length;
}
