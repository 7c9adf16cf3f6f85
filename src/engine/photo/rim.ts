// A plate the photo cut only through its rim, made whole. Phone photos often clip a plate's rim on
// one or two sides while the food sits well inside: the dish then either stays in its old scene (in
// place) or runs off the new frame as a close crop, and blind reviewers judged both worse than the
// input. The rim of a round plate is an ellipse and, seen from any height, the same all round: so
// the missing caps are drawn from the rim itself — each ring (relative radius) beyond the frame takes
// the ring's own colour where it leaves the photo (a median, so a decal, a fork's tine or the
// placemat is outvoted), blended across the cap, with the photo's grain mirrored in and the light
// along the frame's edge carried over — and the dish becomes whole. Mirroring the rim's pixels
// themselves drew its decals as streaks and copied forks onto deep caps (rows 30–40 of the round-6
// review); a decal the frame cut is painted over rather than left to end on a straight line.
import { EDGE_TOUCH_SHARE } from './photo.constants.ts';
import { histogramPercentile, type GrayImage, type RgbImage } from './image.ts';
import type { MatteAnalysis } from './matte.ts';
import { paintOver } from './cutlery.ts';
import { ellipseBeyond, ellipseHalfExtents, ellipsePoint, ellipseRadius, outlineEllipse, protrudedOutlineEllipse, type Ellipse } from './plate.ts';
import { neighbours4 } from './raster.ts';
import { PLAIN_RIM_TEXTURE, rimBandTexture } from './vessel.ts';

/** The region's outline (away from the frame) must lie on its ellipse over this share… */
const MIN_OUTLINE_SHARE = 0.8;
/**
 * Under it, the outline may run round something standing out over the rim (protrudedOutlineEllipse)
 * when the rim under it still takes this share of the outline and no notch cuts into it (a plate
 * with its sauce dish on the edge, cut by the frame on the other side: 0.70 on, none inside).
 */
const PROTRUDED_ON_SHARE = 0.65;
const PROTRUDED_MAX_INSIDE = 0.02;
/**
 * That rim is known less surely, so only a sliver of it is drawn: its caps reach at most this share of
 * its extent beyond the frame (that plate: 0.012; a plate whose fit took in the tablecloth's shadow
 * along the cut: 0.097, drawn as a dark smear below the rim).
 */
const PROTRUDED_MAX_CAP_DEPTH = 0.04;
/** …and the ellipse may reach beyond a cut side by at most this share of its extent across that side (a rim, not the food)… */
const MAX_CAP_DEPTH = 0.21;
/** …with at most this share of its area beyond the frame… */
const MAX_MISSING_AREA = 0.2;
/** …and the region along each cut side lying inside the ellipse's chord (the thing the photo cut is the plate). */
const MIN_BORDER_INSIDE = 0.92;
/** Tolerance (relative radius) of "inside the ellipse" on the border. */
const BORDER_TOLERANCE = 1.04;
/**
 * A plate cut on three sides has most of its rim drawn, so the rim the photo shows must be known
 * exactly: its outline on the ellipse over this share… (mapo tofu's bowl, its top rim lost under the
 * next bowl: 0.93; a whole rim: 1)
 */
const THREE_SIDED_OUTLINE_SHARE = 0.95;
/**
 * …and a real edge all along the arc in the photo: the dish just inside the ellipse, something else
 * just outside, differing by more than THREE_SIDED_EDGE_CONTRAST levels (the largest channel's
 * difference of 3×3 means), on this share of the arc's sampled points. A board or a trivet under the
 * plate that the outline took for the rim has the table's own colour on both sides (blind A/B round
 * 23: 0.62 and 0.69 of the arc, where the clean bowl that was kept scored 0.96).
 */
const THREE_SIDED_EDGE_SHARE = 0.9;
const THREE_SIDED_EDGE_CONTRAST = 30;
const EDGE_INSIDE = 0.96;
const EDGE_OUTSIDE = 1.05;
const EDGE_ANGLES = 360;

/**
 * The photo must cut only the plate's rim, not the food on it: the rim band is read on the arc the
 * photo shows — at each angle, inward from RIM_REFERENCE, the first relative radius whose colour
 * steps more than RIM_COLOUR_STEP (RGB) away from the rim's there; their median is where the food
 * begins — and the cut may reach at most MAX_FOOD_CUT (relative radius) inside it. A bowl of rice or
 * a tart the photo cut through their food had it drawn over as a smooth band ending the food in a
 * straight line (session 36's robustness probe, 4 rows of 4 worse: reach 0.14–0.23 inside); the
 * plates whose drawn rims were judged better reach at most 0.07.
 */
const RIM_REFERENCE = 0.94;
const RIM_COLOUR_STEP = 45;
const MAX_FOOD_CUT = 0.1;
const RIM_SCAN: [number, number, number] = [0.92, 0.3, 0.01];

/**
 * The rim must not be the food itself: where the band just inside the ellipse (RIM_BAND_OF_FOOD) is
 * textured like food (vessel.ts `rimBandTexture` over PLAIN_RIM_TEXTURE) and its median colour (per
 * channel) lies within MIN_RIM_FOOD_CONTRAST (RGB distance) of the food's in the middle (within
 * FOOD_MIDDLE), the outline is the food's own. A bowl of stew filling the photo, whose white rim the
 * model left out, passed every other check re-saved as a messaging app sends it (1600 px, JPEG q60)
 * or at 320 px: its "rim" was drawn as stew round a disc of stew with no bowl, or the disc ran off the
 * frame (contrast 14–23, texture 6.7–9.3). The plates and bowls whose rims are drawn or that run off
 * the frame in the 64 shared photos — as shot, re-saved, at 320 px, one and two stops under, with
 * sensor noise — read 32 to 219; an empty white plate (no contrast) has a plain band.
 */
const RIM_BAND_OF_FOOD: [number, number] = [0.88, 0.98];
const FOOD_MIDDLE = 0.6;
const MIN_RIM_FOOD_CONTRAST = 30;

type Side = 'top' | 'right' | 'bottom' | 'left';

export interface RimRepair {
  /** The rim's ellipse, in matte pixels. */
  ellipse: Ellipse;
  /** The sides of the frame the plate's rim runs beyond. */
  sides: Side[];
}


/** The pixel (index) at parameter `t` and relative radius `rho` of `e`, or null within `margin` px of the frame's border. */
function pixelOn(e: Ellipse, t: number, rho: number, width: number, height: number, margin: number): number | null {
  const point = ellipsePoint(e, t, rho);
  const x = Math.floor(point.x);
  const y = Math.floor(point.y);
  return x < margin || y < margin || x >= width - margin || y >= height - margin ? null : y * width + x;
}

/**
 * Whether the rim the photo shows (`e`'s arc inside the frame) is a clean edge of the dish all along:
 * the mask just inside, not just outside, and the photo's colour differing across it.
 */
function rimIsEdgeAllAlong(solid: Uint8Array, guide: RgbImage, e: Ellipse): boolean {
  const { width, height, data } = guide;
  const at = (rho: number, t: number) => pixelOn(e, t, rho, width, height, 2);
  const mean = (p: number, c: number) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += data[(p + dy * width + dx) * 3 + c]!;
    return sum / 9;
  };
  let sampled = 0;
  let edges = 0;
  for (let k = 0; k < EDGE_ANGLES; k += 1) {
    const t = (k / EDGE_ANGLES) * 2 * Math.PI;
    const inside = at(EDGE_INSIDE, t);
    const outside = at(EDGE_OUTSIDE, t);
    if (inside === null || outside === null) continue;
    sampled += 1;
    if (!solid[inside] || solid[outside]) continue;
    let contrast = 0;
    for (let c = 0; c < 3; c += 1) contrast = Math.max(contrast, Math.abs(mean(inside, c) - mean(outside, c)));
    if (contrast > THREE_SIDED_EDGE_CONTRAST) edges += 1;
  }
  return sampled > 0 && edges >= sampled * THREE_SIDED_EDGE_SHARE;
}

/**
 * How far (RGB distance of per-channel medians) the band inside `e`'s outline lies from the food in its
 * middle (see MIN_RIM_FOOD_CONTRAST); null when either holds no pixel of `solid`.
 */
export function rimFoodContrast(solid: Uint8Array, guide: RgbImage, e: Ellipse): number | null {
  const { width, height, data } = guide;
  const band = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  const middle = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let inBand = 0;
  let inMiddle = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (!solid[p]) continue;
      const r = ellipseRadius(e, x + 0.5, y + 0.5);
      const counts = r >= RIM_BAND_OF_FOOD[0] && r <= RIM_BAND_OF_FOOD[1] ? band : r < FOOD_MIDDLE ? middle : null;
      if (!counts) continue;
      if (counts === band) inBand += 1;
      else inMiddle += 1;
      for (let c = 0; c < 3; c += 1) counts[c]![data[p * 3 + c]!]! += 1;
    }
  }
  if (inBand === 0 || inMiddle === 0) return null;
  return Math.hypot(...[0, 1, 2].map((c) => histogramPercentile(band[c]!, 0.5, false) - histogramPercentile(middle[c]!, 0.5, false)));
}

/** Whether the band inside `e`'s outline has the colour of the food in its middle: the outline is the food's own, not a rim. */
export function rimIsFood(solid: Uint8Array, guide: RgbImage, e: Ellipse): boolean {
  const contrast = rimFoodContrast(solid, guide, e);
  return contrast !== null && contrast < MIN_RIM_FOOD_CONTRAST && rimBandTexture(solid, guide, e) > PLAIN_RIM_TEXTURE;
}

/**
 * Whether a dish taken for a vessel has the food's own outline, its bowl left out (see
 * MIN_RIM_FOOD_CONTRAST): a cut-out running off the frame would be a disc of food with no bowl.
 */
export function outlineIsFood(analysis: Pick<MatteAnalysis, 'solid' | 'width' | 'height' | 'vessel'>, guide: RgbImage): boolean {
  if (!analysis.vessel) return false;
  const fit = outlineEllipse(analysis.solid, analysis.width, analysis.height);
  return fit !== null && rimIsFood(analysis.solid, guide, fit.ellipse);
}

/** Where the food begins on the plate (a relative radius of `e`): the median over the rim the photo shows (see MAX_FOOD_CUT); null when too little of it shows. */
function foodStart(solid: Uint8Array, guide: RgbImage, e: Ellipse): number | null {
  const { width, height, data } = guide;
  const starts: number[] = [];
  for (let k = 0; k < EDGE_ANGLES; k += 1) {
    const t = (k / EDGE_ANGLES) * 2 * Math.PI;
    const rim = pixelOn(e, t, RIM_REFERENCE, width, height, 1);
    if (rim === null || !solid[rim]) continue;
    const ref = rim * 3;
    let start = RIM_SCAN[1];
    for (let r = RIM_SCAN[0]; r >= RIM_SCAN[1]; r -= RIM_SCAN[2]) {
      const p = pixelOn(e, t, r, width, height, 1);
      if (p === null) break;
      const q = p * 3;
      if (Math.hypot(data[q]! - data[ref]!, data[q + 1]! - data[ref + 1]!, data[q + 2]! - data[ref + 2]!) > RIM_COLOUR_STEP) {
        start = r;
        break;
      }
    }
    starts.push(start);
  }
  if (starts.length < EDGE_ANGLES / 4) return null;
  starts.sort((a, b) => a - b);
  return starts[starts.length >> 1]!;
}

/**
 * Whether a dish the photo cut is a round plate cut only through its rim (shallowly, on at most two
 * sides — or three, when `guide`, the photo at the mask's size, shows the rest of the rim as a clean
 * edge), and the rim's ellipse; null otherwise.
 */
export function planRimRepair(analysis: Pick<MatteAnalysis, 'solid' | 'width' | 'height' | 'edgeShares' | 'vessel' | 'items'>, guide?: RgbImage): RimRepair | null {
  const { solid, width, height, edgeShares } = analysis;
  if (!analysis.vessel || analysis.items !== 1) return null;
  const sides = (Object.keys(edgeShares) as Side[]).filter((side) => edgeShares[side] >= EDGE_TOUCH_SHARE);
  if (sides.length === 0 || sides.length > 3 || (sides.length === 3 && !guide)) return null;
  // A side merely grazed (under the touch share) but reached by the region is cut too.
  const grazed = (Object.keys(edgeShares) as Side[]).filter((side) => edgeShares[side] > 0 && !sides.includes(side));
  const fit = outlineEllipse(solid, width, height);
  if (!fit) return null;
  let e = fit.ellipse;
  let maxCapDepth = MAX_CAP_DEPTH;
  if (fit.share < MIN_OUTLINE_SHARE) {
    // Something stands out over the rim (a sauce dish on the plate's edge): the rim under it.
    const under = sides.length < 3 ? protrudedOutlineEllipse(solid, width, height, fit.ellipse) : null;
    if (!under || under.on < PROTRUDED_ON_SHARE || under.inside > PROTRUDED_MAX_INSIDE) return null;
    e = under.ellipse;
    maxCapDepth = PROTRUDED_MAX_CAP_DEPTH;
  }
  if (sides.length === 3 && (fit.share < THREE_SIDED_OUTLINE_SHARE || !rimIsEdgeAllAlong(solid, guide!, e))) return null;
  const half = ellipseHalfExtents(e);
  const beyond: Record<Side, number> = ellipseBeyond(e, width, height);
  const cut = [...sides, ...grazed];
  // How deep the photo cut the dish: the least relative radius of the region on the cut sides'
  // borders (a side the ellipse does not reach past reads 1 or more there).
  let deepest = Infinity;
  for (const side of cut) {
    const extent = side === 'top' || side === 'bottom' ? 2 * half.y : 2 * half.x;
    if (beyond[side] > maxCapDepth * extent) return null;
    // The region on this side's border must be the ellipse's chord, not food running off the frame.
    let on = 0;
    let inside = 0;
    const along = side === 'top' || side === 'bottom' ? width : height;
    for (let i = 0; i < along; i += 1) {
      const [x, y] = side === 'top' ? [i, 0] : side === 'bottom' ? [i, height - 1] : side === 'left' ? [0, i] : [width - 1, i];
      if (!solid[y * width + x]) continue;
      on += 1;
      const radius = ellipseRadius(e, x + 0.5, y + 0.5);
      if (radius <= BORDER_TOLERANCE) inside += 1;
      deepest = Math.min(deepest, radius);
    }
    if (on > 0 && inside < on * MIN_BORDER_INSIDE) return null;
  }
  // A plate clearly within the frame on the sides not cut (the fit must not run off elsewhere).
  for (const side of Object.keys(beyond) as Side[]) if (!cut.includes(side) && beyond[side] > 2) return null;
  // Missing area, by sampling the ellipse's box.
  let total = 0;
  let missing = 0;
  const step = Math.max(1, Math.round(Math.min(half.x, half.y) / 40));
  for (let y = Math.floor(e.cy - half.y); y <= e.cy + half.y; y += step) {
    for (let x = Math.floor(e.cx - half.x); x <= e.cx + half.x; x += step) {
      if (ellipseRadius(e, x + 0.5, y + 0.5) > 1) continue;
      total += 1;
      if (x < 0 || y < 0 || x >= width || y >= height) missing += 1;
    }
  }
  if (total === 0 || missing / total > MAX_MISSING_AREA) return null;
  // The photo cut the rim only, not the food within it.
  const food = guide ? foodStart(solid, guide, e) : null;
  if (food !== null && deepest < food - MAX_FOOD_CUT) return null;
  if (guide && rimIsFood(solid, guide, e)) return null;
  return { ellipse: e, sides: cut.filter((side) => beyond[side] > 0) };
}

/** Angles sampled round the rim to find where it leaves the photo. */
const RIM_ANGLES = 1440;
/** A source pixel must lie this far (px) inside the frame, and be this opaque. */
const SOURCE_MARGIN = 3;
const SOURCE_ALPHA = 200;
/** Rings (relative radius steps) the caps are worked out for. */
const RING_BINS = 200;
/** Share of a cap, round its middle, over which the grain mirrored from its two ends cross-fades. */
const SEAM = 0.2;
/** The rim's colour next to a cap is read over this arc (radians of the ellipse's angle), this far from the cap's end, at this many angles… */
const PROFILE_SPAN = 0.35;
const PROFILE_GAP = 0.02;
const PROFILE_SAMPLES = 120;
/**
 * …leaving out, on the rim's rings (from DECAL_MIN_RHO out), what is grey on a coloured rim (a goose's
 * white, a fork's steel or its shadow — beside the cut they could be the arc's median, drawn across the
 * whole cap as a grey streak: lasagne-02): a sample farther than PROFILE_OUTLIER from the ring's colour
 * all round (its median at RING_SAMPLES angles) and greyer than it by PROFILE_GREYER of chroma. Food on
 * a white plate is no greyer than the plate, so a white rim reads as before; the colour stays the near
 * arc's (the light changes round a plate).
 */
const PROFILE_OUTLIER = 45;
const PROFILE_GREYER = 40;
/** A colour's chroma as the profile and the seam read it: its largest channel less its smallest. */
const chromaOf = (r: number, g: number, b: number) => Math.max(r, g, b) - Math.min(r, g, b);
const RING_SAMPLES = 720;
/** …from at least this many pixels of the dish; else the nearest ring (within this many) that has them lends its colour. */
const MIN_PROFILE_SAMPLES = 12;
const PROFILE_BORROW = 6;
/** A pixel differing from the clean rim by more than this many of the ring's spreads (at least GRAIN_MIN) is no rim: its difference is not copied. */
const GRAIN_SPREADS = 2;
const GRAIN_MIN = 12;
/** The grain copied into a drawn cap is clamped to this (a decal's faint edge must not draw a streak). */
const GRAIN_CLAMP = 8;
/**
 * The photo's rim next to a cut side is read this many pixels deep (where the matte is solid: its edge
 * along the frame is soft), its differences from the clean rim up to this much (a decal's are not)…
 * (Read 10 deep, a rim that darkens or pales toward the frame — the light along its edge — was carried
 * into the cap at its mean over those rows, not at the photo's last one: a straight seam across the
 * rim, 11–17 levels on a synthetic ramp, plain on fraises-01's top. Blind A/B of the 13 drawn-rim
 * photos: 4 deep preferred 5, 10 deep 0, 8 equal.) A goose the frame cut is painted over, but its
 * pale halo, read as the light along the edge, drew a grey block across the cap below it (fraises-01,
 * repas-france-06, -10 in blind round 96: "grey smudges where decorations used to be"): so the seam
 * is read again without the decals painted over and their soft edges, and on a rim of at least
 * SEAM_COLOURED_RIM of chroma what is greyer than it by PROFILE_GREYER is not read (a goose left whole
 * beside the cut). Not on a paler rim: a white bowl's inner wall under a warm light reads beige
 * (chroma 61–67) where the photo's wall along the cut is near-white, its own light (plated-prawns-01).
 */
const SEAM_DEPTH = 4;
const SEAM_MAX_DIFFERENCE = 60;
const SEAM_COLOURED_RIM = 70;
/** …a stretch with fewer samples than this share of its pixels counting as that many (its correction shrunk toward none)… */
const SEAM_MIN_SHARE = 0.3;
/** …smoothed along the side over this share of the minor semi-axis, and carried into the drawn cap fading over this share. */
const SEAM_SMOOTH = 0.05;
const SEAM_FALLOFF = 0.12;
/** Within this share of the minor semi-axis of a cut side, the photo's outline short of the ellipse (a notch where drawn rim meets photo) is filled. */
const FADE_SHARE = 0.06;
/**
 * A decal the frame cut is painted over: what differs from the clean rim by more than this, or this
 * many of the ring's spreads (not the rim in another light)…
 */
const DECAL_DIFFERENCE = 35;
const DECAL_SPREADS = 4;
/** …on rings of at most this spread (a plain band, not food) and this far out (relative radius: the rim, not the well)… */
const MAX_FADE_SPREAD = 30;
const DECAL_MIN_RHO = 0.6;
/** …grown from within this many pixels of the frame's edge (the matte's edge along it is soft), at most this share of the minor semi-axis in… */
const DECAL_SEED_DEPTH = 6;
const DECAL_REACH = 0.6;
/** …across gaps of up to this many pixels (a decal's head apart from its body)… */
const DECAL_BRIDGE = 2;
/** …no larger than a square of this share of the minor semi-axis (larger is the rim in another light)… */
const DECAL_MAX_SIZE = 0.2;
/** …and painted from its ring's colour within this many pixels round it, its soft edge blended over this many. */
const DECAL_FILL_MARGIN = 16;
const DECAL_GROW = 4;
/**
 * How far (0..1) the pixels `ring` steps out from a painted decal go to the rim: the first two all the
 * way (a decal's own outline, a little off the rim's colour, is no decal pixel: blended 80% and 60% of
 * the way it stayed as a faint line — "thin dark-grey leftover outline lines", blind round 95: new
 * preferred 3, old 1, equal 1), then fading.
 */
const decalEdgeWeight = (ring: number) => Math.min(1, (DECAL_GROW + 1 - ring) / (DECAL_GROW - 1));
/**
 * …when the frame cut it: its pixels within DECAL_SEED_DEPTH of the cut number at least this share of
 * its larger extent per row (a goose cut through its body: ~0.6; a beak grazing the edge: ~0.1).
 */
const DECAL_MIN_CUT = 0.3;
/** …with luma noise of this share of its ring's spread (the grain a fill lacks; at the whole spread a painted duck showed as a grainy ghost). */
const DECAL_GRAIN = 0.5;

export interface RestoredDish {
  rgb: RgbImage;
  alpha: GrayImage;
  /** Where the photo's (0, 0) lies in the restored canvas. */
  offset: { left: number; top: number };
}

/**
 * The photo (RGB and the dish's alpha, at the same size) on a canvas grown to hold the whole plate,
 * with the rim beyond the frame drawn from the rim in the photo. `ellipse` is in the photo's pixels.
 */
export function restoreRim(rgb: RgbImage, alpha: GrayImage, ellipse: Ellipse): RestoredDish {
  const { width, height } = rgb;
  const half = ellipseHalfExtents(ellipse);
  const left = Math.max(0, Math.ceil(half.x - ellipse.cx) + 2);
  const top = Math.max(0, Math.ceil(half.y - ellipse.cy) + 2);
  const right = Math.max(0, Math.ceil(ellipse.cx + half.x - width) + 2);
  const bottom = Math.max(0, Math.ceil(ellipse.cy + half.y - height) + 2);
  const W = width + left + right;
  const H = height + top + bottom;
  const outRgb = Buffer.alloc(W * H * 3);
  const outAlpha = Buffer.alloc(W * H);
  for (let y = 0; y < height; y += 1) {
    rgb.data.copy(outRgb, ((y + top) * W + left) * 3, y * width * 3, (y + 1) * width * 3);
    alpha.data.copy(outAlpha, (y + top) * W + left, y * width, (y + 1) * width);
  }
  const cos = Math.cos(ellipse.theta);
  const sin = Math.sin(ellipse.theta);
  /** The photo's pixel at relative radius rho and angle phi of the ellipse, or null when not usable. */
  const at = (rho: number, phi: number): number | null => {
    const u = ellipse.a * rho * Math.cos(phi);
    const v = ellipse.b * rho * Math.sin(phi);
    const x = Math.floor(ellipse.cx + u * cos - v * sin);
    const y = Math.floor(ellipse.cy + u * sin + v * cos);
    if (x < SOURCE_MARGIN || y < SOURCE_MARGIN || x >= width - SOURCE_MARGIN || y >= height - SOURCE_MARGIN) return null;
    const p = y * width + x;
    return alpha.data[p]! >= SOURCE_ALPHA ? p : null;
  };
  /** Whether the ellipse's point at relative radius rho and angle phi lies in the photo. */
  const inPhoto = (rho: number, phi: number): boolean => {
    const u = ellipse.a * rho * Math.cos(phi);
    const v = ellipse.b * rho * Math.sin(phi);
    const x = ellipse.cx + u * cos - v * sin;
    const y = ellipse.cy + u * sin + v * cos;
    return x >= SOURCE_MARGIN && y >= SOURCE_MARGIN && x < width - SOURCE_MARGIN && y < height - SOURCE_MARGIN;
  };
  const TWO_PI = 2 * Math.PI;
  // Per ring (relative radius, in RING_BINS steps): its arcs outside the photo. Each ring is drawn
  // from its own two ends, where it leaves the photo, so the drawn part meets the photo in its colour.
  const ringCaps = new Map<number, { start: number; end: number }[]>();
  const capsOf = (bin: number) => {
    const known = ringCaps.get(bin);
    if (known) return known;
    const rho = (bin + 0.5) / RING_BINS;
    const outside: boolean[] = [];
    for (let k = 0; k < RIM_ANGLES; k += 1) outside.push(!inPhoto(rho, (k / RIM_ANGLES) * TWO_PI));
    const found: { start: number; end: number }[] = [];
    const first = outside.indexOf(false);
    if (first >= 0) {
      for (let i = 0; i < RIM_ANGLES; i += 1) {
        const k = (first + i) % RIM_ANGLES;
        if (!outside[k]) continue;
        let length = 0;
        while (length < RIM_ANGLES && outside[(k + length) % RIM_ANGLES]) length += 1;
        found.push({ start: (k / RIM_ANGLES) * TWO_PI, end: ((k + length) / RIM_ANGLES) * TWO_PI });
        i += length;
      }
    }
    ringCaps.set(bin, found);
    return found;
  };
  /**
   * The caps a ring's clean colour is read round: its own, or for a ring the frame does not cut (nearer
   * the centre), those of the nearest ring out that it does — where this ring comes closest to the cut.
   */
  const profileCapsKnown = new Map<number, { start: number; end: number }[]>();
  const profileCaps = (bin: number) => {
    const known = profileCapsKnown.get(bin);
    if (known) return known;
    const found = findProfileCaps(bin);
    profileCapsKnown.set(bin, found);
    return found;
  };
  const findProfileCaps = (bin: number) => {
    for (let b = bin; b < RING_BINS; b += 1) {
      const caps = capsOf(b);
      if (caps.length > 0) return caps;
    }
    return [];
  };
  // Per cap, end and ring: the rim's own colour next to the cap (per-channel median of the ring over
  // PROFILE_SPAN beyond that end: a decal, a fork's tine or a crumb is outvoted) and how much the
  // ring varies there (median absolute deviation: low on a plain band, high over food).
  interface Profile {
    colour: [number, number, number];
    spread: number;
  }
  // The median of 8-bit values (sorted[length >> 1]), by counting.
  const counts = new Uint32Array(256);
  const median = (values: readonly number[]) => {
    counts.fill(0);
    for (const v of values) counts[v]! += 1;
    const rank = values.length >> 1;
    let seen = 0;
    for (let v = 0; v < 256; v += 1) {
      seen += counts[v]!;
      if (seen > rank) return v;
    }
    return 255;
  };
  /** A ring's colour all round the plate (its median over the photo), or null when too little of it shows. */
  const ringColours = new Map<number, number[] | null>();
  const ringColour = (bin: number): number[] | null => {
    if (ringColours.has(bin)) return ringColours.get(bin)!;
    const rho = (bin + 0.5) / RING_BINS;
    const channels: number[][] = [[], [], []];
    for (let k = 0; k < RING_SAMPLES; k += 1) {
      const p = at(rho, (k / RING_SAMPLES) * TWO_PI);
      if (p !== null) for (let c = 0; c < 3; c += 1) channels[c]!.push(rgb.data[p * 3 + c]!);
    }
    const colour = channels[0]!.length >= MIN_PROFILE_SAMPLES ? channels.map((values) => median(values)) : null;
    ringColours.set(bin, colour);
    return colour;
  };
  const profiles = new Map<number, Profile | null>();
  const profileOf = (capIndex: number, atEnd: boolean, bin: number): Profile | null => {
    const key = (capIndex * 2 + (atEnd ? 1 : 0)) * RING_BINS + bin;
    if (profiles.has(key)) return profiles.get(key)!;
    const cap = profileCaps(bin)[capIndex];
    if (!cap) return null;
    const rho = (bin + 0.5) / RING_BINS;
    const channels: number[][] = [[], [], []];
    for (let j = 0; j < PROFILE_SAMPLES; j += 1) {
      const offset = PROFILE_GAP + (j / PROFILE_SAMPLES) * PROFILE_SPAN;
      const p = at(rho, atEnd ? cap.end + offset : cap.start - offset);
      if (p === null) continue;
      for (let c = 0; c < 3; c += 1) channels[c]!.push(rgb.data[p * 3 + c]!);
    }
    let profile: Profile | null = null;
    if (channels[0]!.length >= MIN_PROFILE_SAMPLES) {
      let use = channels[0]!.map((_, i) => i);
      const ring = rho >= DECAL_MIN_RHO ? ringColour(bin) : null;
      if (ring) {
        const greyest = chromaOf(ring[0]!, ring[1]!, ring[2]!) - PROFILE_GREYER;
        const [r0, g0, b0] = channels as [number[], number[], number[]];
        const rimLike = use.filter((i) => {
          const s0 = r0[i]!;
          const s1 = g0[i]!;
          const s2 = b0[i]!;
          return Math.max(Math.abs(s0 - ring[0]!), Math.abs(s1 - ring[1]!), Math.abs(s2 - ring[2]!)) <= PROFILE_OUTLIER || chromaOf(s0, s1, s2) >= greyest;
        });
        if (rimLike.length >= MIN_PROFILE_SAMPLES) use = rimLike;
      }
      const [r, g, b] = channels as [number[], number[], number[]];
      const picked: number[] = [];
      const colour = [r, g, b].map((values) => {
        picked.length = 0;
        for (const i of use) picked.push(values[i]!);
        return median(picked);
      }) as [number, number, number];
      const deviations: number[] = [];
      for (const i of use) deviations.push(Math.max(Math.abs(r[i]! - colour[0]), Math.abs(g[i]! - colour[1]), Math.abs(b[i]! - colour[2])));
      profile = { colour, spread: median(deviations) };
    }
    profiles.set(key, profile);
    return profile;
  };
  /**
   * Which of ring `bin`'s caps an angle belongs to (or lies nearest), and where along it (0 at its
   * start, 1 at its end); null when the ring is whole. The result is one object rewritten by every
   * call (this runs per drawn pixel): read it before the next.
   */
  const place = { index: 0, position: 0.5, span: 0, cap: { start: 0, end: 0 } };
  const capAt = (bin: number, phi: number): typeof place | null => {
    const caps = profileCaps(bin);
    if (caps.length === 0) return null;
    let index = 0;
    let position = 0.5;
    let nearest = Infinity;
    for (let i = 0; i < caps.length; i += 1) {
      const c = caps[i]!;
      const span = (c.end - c.start + TWO_PI) % TWO_PI || TWO_PI;
      const along = (phi - c.start + TWO_PI) % TWO_PI;
      const miss = along <= span ? 0 : Math.min(along - span, TWO_PI - along);
      if (miss < nearest) {
        nearest = miss;
        index = i;
        position = along <= span ? along / span : along - span < TWO_PI - along ? 1 : 0;
      }
    }
    const cap = caps[index]!;
    place.index = index;
    place.position = position;
    place.span = (cap.end - cap.start + TWO_PI) % TWO_PI || TWO_PI;
    place.cap = cap;
    return place;
  };
  /** The clean rim at ring `bin` and angle `phi` (read per RIM_ANGLES step): its cap's two ends' colours, blended along the cap. */
  // Worked out once per ring and step, kept in single precision: `cleanValues` holds the colour and
  // the spread (4 values per ring and step), `cleanState` whether they are worked out (1: no rim, 2: known).
  const cleanState = new Uint8Array(RING_BINS * RIM_ANGLES);
  const cleanValues = new Float32Array(RING_BINS * RIM_ANGLES * 4);
  /** Where the clean rim's colour (3 values) and spread start in `cleanValues`, or -1 when there is none. */
  const cleanRim = (bin: number, phi: number): number => {
    const step = Math.floor((phi / TWO_PI) * RIM_ANGLES) % RIM_ANGLES;
    const key = bin * RIM_ANGLES + step;
    if (cleanState[key] === 0) cleanState[key] = blendedRim(bin, ((step + 0.5) / RIM_ANGLES) * TWO_PI, key * 4) ? 2 : 1;
    return cleanState[key] === 2 ? key * 4 : -1;
  };
  /** The clean rim at ring `bin` and angle `phi`, written at `offset` in `cleanValues`; false when there is none. */
  const blendedRim = (bin: number, phi: number, offset: number): boolean => {
    // A ring with no samples next to its cap (the food's edge, a glare) borrows the nearest ring that has.
    for (let d = 0; d <= PROFILE_BORROW; d += 1) {
      for (const b of d === 0 ? [bin] : [bin - d, bin + d]) {
        if (b < 0 || b >= RING_BINS) continue;
        const place = capAt(b, phi);
        if (!place) continue;
        const s = profileOf(place.index, false, b);
        const e = profileOf(place.index, true, b);
        if (!s && !e) continue;
        const t = place.position * place.position * (3 - 2 * place.position);
        const w = !s ? 1 : !e ? 0 : t;
        for (let c = 0; c < 3; c += 1) cleanValues[offset + c] = (s?.colour[c] ?? 0) * (1 - w) + (e?.colour[c] ?? 0) * w;
        cleanValues[offset + 3] = Math.max(s?.spread ?? 0, e?.spread ?? 0);
        return true;
      }
    }
    return false;
  };
  /**
   * How much of a pixel's difference from the clean rim is kept: all of the photo's grain, none of a
   * decal or a fork (differences beyond a few spreads of the ring).
   */
  const grainKept = (difference: number, spread: number) => (difference <= Math.max(GRAIN_MIN, GRAIN_SPREADS * spread) ? 1 : 0);
  const minAxis = Math.min(ellipse.a, ellipse.b);
  const coordinates = (x: number, y: number) => {
    const dx = x + 0.5 - ellipse.cx;
    const dy = y + 0.5 - ellipse.cy;
    const u = (dx * cos + dy * sin) / ellipse.a;
    const v = (-dx * sin + dy * cos) / ellipse.b;
    return { rho: Math.hypot(u, v), phi: (Math.atan2(v, u) + TWO_PI) % TWO_PI };
  };
  // Along each side the plate runs beyond: how the photo's rim next to the edge differs from the clean
  // rim (the light there is not the light at the cap's ends), smoothed along the side. Carried into
  // the drawn cap, fading with depth, so drawn rim and photo meet without a step.
  const sides = { left: left > 0, top: top > 0, right: right > 0, bottom: bottom > 0 };
  /** The seams read from the photo's rim along the cut sides, leaving out the pixels `skip` names (the decals painted over). */
  const readSeams = (skip: ((p: number) => boolean) | null): Partial<Record<Side, Float32Array>> => {
    const read: Partial<Record<Side, Float32Array>> = {};
    for (const side of (Object.keys(sides) as Side[]).filter((s) => sides[s])) {
      const along = side === 'top' || side === 'bottom' ? width : height;
      const sums = new Float64Array(along * 3);
      const counts = new Float64Array(along);
      for (let i = 0; i < along; i += 1) {
        for (let d = 0; d < SEAM_DEPTH; d += 1) {
          const [x, y] = side === 'top' ? [i, d] : side === 'bottom' ? [i, height - 1 - d] : side === 'left' ? [d, i] : [width - 1 - d, i];
          const p = y * width + x;
          if (alpha.data[p]! < SOURCE_ALPHA || skip?.(p)) continue;
          const { rho, phi } = coordinates(x, y);
          if (rho > 1) continue;
          const clean = cleanRim(Math.min(RING_BINS - 1, Math.floor(rho * RING_BINS)), phi);
          if (clean < 0) continue;
          const d0 = rgb.data[p * 3]! - cleanValues[clean]!;
          const d1 = rgb.data[p * 3 + 1]! - cleanValues[clean + 1]!;
          const d2 = rgb.data[p * 3 + 2]! - cleanValues[clean + 2]!;
          if (Math.max(Math.abs(d0), Math.abs(d1), Math.abs(d2)) > SEAM_MAX_DIFFERENCE) continue;
          // On a strongly coloured rim, what is much greyer is a decal's white, not its light.
          const rimChroma = chromaOf(cleanValues[clean]!, cleanValues[clean + 1]!, cleanValues[clean + 2]!);
          if (rimChroma >= SEAM_COLOURED_RIM && rimChroma - chromaOf(rgb.data[p * 3]!, rgb.data[p * 3 + 1]!, rgb.data[p * 3 + 2]!) > PROFILE_GREYER) continue;
          counts[i]! += 1;
          sums[i * 3]! += d0;
          sums[i * 3 + 1]! += d1;
          sums[i * 3 + 2]! += d2;
        }
      }
      const radius = Math.max(2, Math.round(SEAM_SMOOTH * minAxis));
      const residual = new Float32Array(along * 3);
      for (let i = 0; i < along; i += 1) {
        let count = 0;
        const total = [0, 0, 0];
        for (let j = Math.max(0, i - radius); j <= Math.min(along - 1, i + radius); j += 1) {
          count += counts[j]!;
          for (let c = 0; c < 3; c += 1) total[c]! += sums[j * 3 + c]!;
        }
        // Few samples (a decal, the food at the edge) pull the correction toward none.
        const weight = Math.max(count, SEAM_MIN_SHARE * SEAM_DEPTH * (2 * radius + 1));
        for (let c = 0; c < 3; c += 1) residual[i * 3 + c] = total[c]! / weight;
      }
      read[side] = residual;
    }
    return read;
  };
  let seams = readSeams(null);
  const seamFalloff = Math.max(1, SEAM_FALLOFF * minAxis);
  /** seamAt's result: one array rewritten by every call (read it before the next). */
  const correction: [number, number, number] = [0, 0, 0];
  // The side seamAt settles on: its residual, whether it runs along x, the pixel's depth from it.
  let residual: Float32Array | null = null;
  let alongX = false;
  let depth = Infinity;
  /** A cut side at distance `d` (≥ 0: the pixel lies beyond it, or inside the photo from it) is taken when strictly nearer. */
  const consider = (seam: Float32Array | undefined, seamAlongX: boolean, d: number) => {
    if (seam && d >= 0 && d < depth) {
      residual = seam;
      alongX = seamAlongX;
      depth = d;
    }
  };
  /** The seam's correction at a pixel (photo coordinates) beyond or on the frame, fading with its depth beyond the edge. */
  const seamAt = (x: number, y: number): [number, number, number] => {
    // Beyond the frame: the side it lies beyond (the nearer when beyond two), at its depth; inside
    // the photo: the nearest cut side, in full (sides in the order top, bottom, left, right).
    residual = null;
    depth = Infinity;
    consider(seams.top, true, -y - 1);
    consider(seams.bottom, true, y - height);
    consider(seams.left, false, -x - 1);
    consider(seams.right, false, x - width);
    if (residual === null) {
      consider(seams.top, true, y);
      consider(seams.bottom, true, height - 1 - y);
      consider(seams.left, false, x);
      consider(seams.right, false, width - 1 - x);
      depth = 0;
    }
    if (residual === null) {
      correction[0] = 0;
      correction[1] = 0;
      correction[2] = 0;
      return correction;
    }
    const i = alongX ? Math.min(width - 1, Math.max(0, x)) : Math.min(height - 1, Math.max(0, y));
    const weight = Math.exp(-depth / seamFalloff);
    correction[0] = residual[i * 3]! * weight;
    correction[1] = residual[i * 3 + 1]! * weight;
    correction[2] = residual[i * 3 + 2]! * weight;
    return correction;
  };
  /** Draws the caps beyond the frame (every canvas pixel outside the photo within the ellipse), with the seams as read last (once the decals are known). */
  const drawCaps = () => {
    const grain: [number, number, number] = [0, 0, 0];
    /** The photo's grain at `source` (a pixel index, or null) against the clean rim, added to `grain` with `weight`. */
    const addGrain = (source: number | null, weight: number, clean: number) => {
      if (source === null || weight === 0) return;
      const d0 = rgb.data[source * 3]! - cleanValues[clean]!;
      const d1 = rgb.data[source * 3 + 1]! - cleanValues[clean + 1]!;
      const d2 = rgb.data[source * 3 + 2]! - cleanValues[clean + 2]!;
      const kept = grainKept(Math.max(Math.abs(d0), Math.abs(d1), Math.abs(d2)), cleanValues[clean + 3]!);
      grain[0] += Math.min(GRAIN_CLAMP, Math.max(-GRAIN_CLAMP, d0 * kept)) * weight;
      grain[1] += Math.min(GRAIN_CLAMP, Math.max(-GRAIN_CLAMP, d1 * kept)) * weight;
      grain[2] += Math.min(GRAIN_CLAMP, Math.max(-GRAIN_CLAMP, d2 * kept)) * weight;
    };
    for (let Y = 0; Y < H; Y += 1) {
      const y = Y - top;
      const photoRow = y >= 0 && y < height;
      for (let X = 0; X < W; X += 1) {
        const x = X - left;
        if (photoRow && x >= 0 && x < width) {
          X = left + width - 1; // the photo's own pixels: on to the canvas beyond its right side
          continue;
        }
        // coordinates(x, y), inline (this runs per pixel of the grown canvas).
        const dx = x + 0.5 - ellipse.cx;
        const dy = y + 0.5 - ellipse.cy;
        const u = (dx * cos + dy * sin) / ellipse.a;
        const v = (-dx * sin + dy * cos) / ellipse.b;
        const rho = Math.hypot(u, v);
        // Anti-aliased rim: about one pixel of ramp at the ellipse's edge.
        const edge = Math.min(1, Math.max(0, (1 - rho) * minAxis + 0.5));
        if (edge <= 0) continue;
        const phi = (Math.atan2(v, u) + TWO_PI) % TWO_PI;
        const bin = Math.min(RING_BINS - 1, Math.floor(rho * RING_BINS));
        const clean = cleanRim(bin, phi);
        if (clean < 0) continue;
        const place = capAt(bin, phi);
        if (!place) continue;
        // The photo's grain, mirrored across the cap's start and across its end, without what is no rim.
        const { cap, position, span } = place;
        const along = position * span;
        const fromStart = at(rho, cap.start - along);
        const fromEnd = at(rho, cap.end + (span - along));
        const t = Math.min(1, Math.max(0, (position - (0.5 - SEAM / 2)) / SEAM));
        const wEnd = fromStart === null ? 1 : fromEnd === null ? 0 : t * t * (3 - 2 * t);
        grain[0] = 0;
        grain[1] = 0;
        grain[2] = 0;
        addGrain(fromStart, 1 - wEnd, clean);
        addGrain(fromEnd, wEnd, clean);
        const o = (Y * W + X) * 3;
        const correction = seamAt(x, y);
        for (let c = 0; c < 3; c += 1) outRgb[o + c] = Math.min(255, Math.max(0, Math.round(cleanValues[clean + c]! + correction[c]! + grain[c]!)));
        outAlpha[Y * W + X] = Math.round(edge * 255);
      }
    }
  };
  {
    // Inside the photo along a side the plate runs beyond: a decal or a fork the frame cut would meet
    // the drawn rim along a straight line. What is no rim there, on the rim's rings (plain, and out
    // from the centre: never the food), and connected to the frame's edge, is painted with the clean
    // rim (its soft edge blended); a decal the frame did not cut stays whole. Within `fade` of the
    // edge, the photo's outline short of the ellipse (a notch where drawn rim meets photo) is filled.
    const fade = Math.max(2, FADE_SHARE * minAxis);
    const reach = Math.max(fade, DECAL_REACH * minAxis);
    const cut = { left: left > 0, top: top > 0, right: right > 0, bottom: bottom > 0 };
    const distanceToCut = (x: number, y: number) =>
      Math.min(cut.left ? x : Infinity, cut.top ? y : Infinity, cut.right ? width - 1 - x : Infinity, cut.bottom ? height - 1 - y : Infinity);
    // The band's pixels, worked out when first needed (most of the band is never visited), in flat
    // arrays (a pixel of the band is an index into them): its clean rim's colour (the seam's
    // correction included) and spread, the photo's difference from that colour, whether that
    // difference is grain to keep, whether it is a decal's, and the pixel's distance to the cut.
    /** Per photo pixel: 0 not worked out yet, -1 not in the band, else 1 + its index in the band. */
    const bandSlot = new Int32Array(width * height);
    let bandSize = 0;
    let bandColour = new Float64Array(3 << 12);
    let bandDifference = new Float64Array(3 << 12);
    let bandSpread = new Float64Array(1 << 12);
    let bandKept = new Float64Array(1 << 12);
    let bandDecal = new Uint8Array(1 << 12);
    let bandDistance = new Float64Array(1 << 12);
    const grow = <T extends Float64Array | Uint8Array>(array: T): T => {
      const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
      larger.set(array);
      return larger;
    };
    /** The pixel's index in the band, or -1 when it is not in it. */
    const bandAt = (p: number): number => {
      const known = bandSlot[p]!;
      if (known !== 0) return known > 0 ? known - 1 : -1;
      bandSlot[p] = -1;
      const x = p % width;
      const y = (p - x) / width;
      const distance = distanceToCut(x, y);
      if (distance >= reach) return -1;
      // coordinates(x, y), inline (this runs per pixel of the band).
      const dx = x + 0.5 - ellipse.cx;
      const dy = y + 0.5 - ellipse.cy;
      const u = (dx * cos + dy * sin) / ellipse.a;
      const v = (-dx * sin + dy * cos) / ellipse.b;
      const rho = Math.hypot(u, v);
      // The photo's outline short of the ellipse next to the cut (a notch where drawn rim meets photo) is filled with the clean rim.
      if (rho > 1 || rho < DECAL_MIN_RHO || (alpha.data[p]! < SOURCE_ALPHA && distance >= fade)) return -1;
      const phi = (Math.atan2(v, u) + TWO_PI) % TWO_PI;
      const clean = cleanRim(Math.min(RING_BINS - 1, Math.floor(rho * RING_BINS)), phi);
      if (clean < 0) return -1;
      const spread = cleanValues[clean + 3]!;
      if (spread > MAX_FADE_SPREAD) return -1;
      const correction = seamAt(x, y);
      const c0 = cleanValues[clean]! + correction[0];
      const c1 = cleanValues[clean + 1]! + correction[1];
      const c2 = cleanValues[clean + 2]! + correction[2];
      const d0 = rgb.data[p * 3]! - c0;
      const d1 = rgb.data[p * 3 + 1]! - c1;
      const d2 = rgb.data[p * 3 + 2]! - c2;
      const largest = Math.max(Math.abs(d0), Math.abs(d1), Math.abs(d2));
      const index = bandSize;
      bandSize += 1;
      if (index === bandSpread.length) {
        [bandColour, bandDifference, bandSpread, bandKept, bandDecal, bandDistance] = [grow(bandColour), grow(bandDifference), grow(bandSpread), grow(bandKept), grow(bandDecal), grow(bandDistance)];
      }
      bandColour[index * 3] = c0;
      bandColour[index * 3 + 1] = c1;
      bandColour[index * 3 + 2] = c2;
      bandDifference[index * 3] = d0;
      bandDifference[index * 3 + 1] = d1;
      bandDifference[index * 3 + 2] = d2;
      bandSpread[index] = spread;
      bandKept[index] = grainKept(largest, spread);
      bandDecal[index] = largest > Math.max(DECAL_DIFFERENCE, DECAL_SPREADS * spread) ? 1 : 0;
      bandDistance[index] = distance;
      bandSlot[p] = index + 1;
      return index;
    };
    // The strip along the cut sides: where decals are seeded and notches filled.
    const strip: number[] = [];
    const depthOfStrip = Math.max(DECAL_SEED_DEPTH, fade);
    const depth = Math.ceil(depthOfStrip);
    for (let y = 0; y < height; y += 1) {
      // Only the rows and columns near a cut side can be in the strip.
      const nearRow = (cut.top && y < depth) || (cut.bottom && y >= height - depth);
      for (let x = 0; x < width; x += 1) {
        if (!nearRow && !(cut.left && x < depth) && !(cut.right && x >= width - depth)) {
          if (cut.right && x < width - depth) x = width - depth - 1;
          else if (!cut.right) break;
          continue;
        }
        if (distanceToCut(x, y) >= depthOfStrip) continue;
        const p = y * width + x;
        if (bandAt(p) >= 0) strip.push(p);
      }
    }
    // Decals: what is no rim, grown from the frame's edge through what is no rim, one at a time; one
    // larger than a decal is the rim itself in another light, left alone.
    const neighbours = (p: number) => neighbours4(p, width, height);
    const decal = new Set<number>();
    const components: number[][] = [];
    const maxDecal = (DECAL_MAX_SIZE * minAxis) ** 2;
    const visited = new Uint8Array(width * height);
    for (const seed of strip) {
      const pixel = bandAt(seed);
      if (visited[seed] || bandDistance[pixel]! >= DECAL_SEED_DEPTH || !bandDecal[pixel] || alpha.data[seed]! < SOURCE_ALPHA) continue;
      const queue = [seed];
      visited[seed] = 1;
      for (let head = 0; head < queue.length && queue.length <= maxDecal; head += 1) {
        const p = queue[head]!;
        const x = p % width;
        const y = (p - x) / width;
        // Through gaps of a pixel or two (a decal's neck, its head apart from its body).
        for (let v = Math.max(0, y - DECAL_BRIDGE); v <= Math.min(height - 1, y + DECAL_BRIDGE); v += 1) for (let u = Math.max(0, x - DECAL_BRIDGE); u <= Math.min(width - 1, x + DECAL_BRIDGE); u += 1) {
          const q = v * width + u;
          if (visited[q]) continue;
          const next = bandAt(q);
          if (next < 0 || !bandDecal[next] || alpha.data[q]! < SOURCE_ALPHA) continue;
          visited[q] = 1;
          queue.push(q);
        }
      }
      if (queue.length > maxDecal) continue;
      // Painted over only when all of it lies on the plain rim: a decal running on into the food or
      // the well (where the rim's colour is not known) would be painted up to that line and left
      // half — a duck without its head (repas-france-02, lasagne-02, fraises-01). Whole, it stays.
      const own = new Set(queue);
      const bounded = queue.every((p) => neighbours(p).every((q) => q < 0 || own.has(q) || alpha.data[q]! < SOURCE_ALPHA || bandAt(q) >= 0));
      if (!bounded) continue;
      // …and only when the frame cut it: one it only grazes (a duck's beak on the edge) is whole in
      // the photo and stays so — painted, it left a ghost and a notch (repas-france-02's mallard).
      let onEdge = 0;
      let [minX, minY, maxX, maxY] = [width, height, -1, -1];
      for (const p of queue) {
        const x = p % width;
        const y = (p - x) / width;
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
        if (bandDistance[bandAt(p)]! < DECAL_SEED_DEPTH) onEdge += 1;
      }
      if (onEdge < DECAL_MIN_CUT * DECAL_SEED_DEPTH * Math.max(maxX - minX + 1, maxY - minY + 1)) continue;
      for (const p of queue) decal.add(p);
      components.push(queue);
    }
    // The decals' soft edges: DECAL_GROW pixels round them blend from the photo to the clean rim.
    const grown = new Map<number, number>();
    for (const p of decal) grown.set(p, 1);
    let frontier = [...decal];
    for (let ring = 1; ring <= DECAL_GROW; ring += 1) {
      const weight = decalEdgeWeight(ring);
      const next: number[] = [];
      for (const p of frontier) {
        for (const q of neighbours(p)) {
          if (q < 0 || grown.has(q) || bandAt(q) < 0) continue;
          grown.set(q, weight);
          next.push(q);
        }
      }
      frontier = next;
    }
    // The seams read again without the decals to be painted over and their soft edges: read as the
    // light along the frame, a goose's pale halo drew a grey block across the cap below it (fraises-01,
    // repas-france-06, -10 in blind round 96: "grey smudges where decorations used to be"). The caps
    // are drawn with them, and the band worked out again against them. Nothing above reads the canvas
    // beyond the photo; the decals' fill below does (the caps round a decal are its known rim).
    if (grown.size > 0) {
      seams = readSeams((p) => grown.has(p));
      bandSlot.fill(0);
      bandSize = 0;
    }
    drawCaps();
    const written = new Set<number>(grown.keys());
    for (const p of strip) if (alpha.data[p]! < SOURCE_ALPHA) written.add(p);
    for (const p of written) {
      const pixel = bandAt(p);
      const x = p % width;
      const y = (p - x) / width;
      const weight = alpha.data[p]! < SOURCE_ALPHA ? 1 : (grown.get(p) ?? 0);
      if (weight <= 0) continue;
      const o = ((y + top) * W + x + left) * 3;
      const inDecal = grown.has(p);
      const o1 = (y + top) * W + x + left;
      if (alpha.data[p]! < SOURCE_ALPHA) {
        const { rho } = coordinates(x, y);
        outAlpha[o1] = Math.max(outAlpha[o1]!, Math.round(Math.min(1, Math.max(0, (1 - rho) * minAxis + 0.5)) * 255));
      }
      for (let c = 0; c < 3; c += 1) {
        // In a decal no difference is kept (its soft edge would ghost); elsewhere the photo's grain is.
        const target = bandColour[pixel * 3 + c]! + (inDecal ? 0 : bandDifference[pixel * 3 + c]! * bandKept[pixel]!);
        outRgb[o + c] = Math.round(rgb.data[p * 3 + c]! * (1 - weight) + target * weight);
      }
    }
    // The decals themselves take the rim round them, one at a time (push-pull from the pixels round it
    // that are its ring's colour, not the well's nor another decal's: the clean colour alone showed as
    // a paler patch where the light differs), their soft edges blended.
    for (const component of components) {
      const own = new Map<number, number>();
      const ring = [0, 0, 0];
      for (const p of component) for (let c = 0; c < 3; c += 1) ring[c]! += bandColour[bandAt(p) * 3 + c]! / component.length;
      let minX = W;
      let minY = H;
      let maxX = -1;
      let maxY = -1;
      // Its soft edge: what of `grown` lies within DECAL_GROW of it (a square round each pixel),
      // marked on a grid over its box first so each pixel is looked up once.
      let bx0 = width;
      let by0 = height;
      let bx1 = -1;
      let by1 = -1;
      for (const p of component) {
        const x = p % width;
        const y = (p - x) / width;
        bx0 = Math.min(bx0, x);
        bx1 = Math.max(bx1, x);
        by0 = Math.min(by0, y);
        by1 = Math.max(by1, y);
      }
      bx0 = Math.max(0, bx0 - DECAL_GROW);
      by0 = Math.max(0, by0 - DECAL_GROW);
      bx1 = Math.min(width - 1, bx1 + DECAL_GROW);
      by1 = Math.min(height - 1, by1 + DECAL_GROW);
      const bw = bx1 - bx0 + 1;
      const near = new Uint8Array(bw * (by1 - by0 + 1));
      for (const p of component) {
        const px = p % width;
        const py = (p - px) / width;
        for (let y = Math.max(by0, py - DECAL_GROW); y <= Math.min(by1, py + DECAL_GROW); y += 1) {
          near.fill(1, (y - by0) * bw + Math.max(bx0, px - DECAL_GROW) - bx0, (y - by0) * bw + Math.min(bx1, px + DECAL_GROW) - bx0 + 1);
        }
      }
      for (let y = by0; y <= by1; y += 1) {
        for (let x = bx0; x <= bx1; x += 1) {
          if (!near[(y - by0) * bw + x - bx0]) continue;
          const q = y * width + x;
          const weight = grown.get(q);
          if (weight === undefined) continue;
          own.set(q, weight);
          minX = Math.min(minX, x + left);
          maxX = Math.max(maxX, x + left);
          minY = Math.min(minY, y + top);
          maxY = Math.max(maxY, y + top);
        }
      }
      const x0 = Math.max(0, minX - DECAL_FILL_MARGIN);
      const y0 = Math.max(0, minY - DECAL_FILL_MARGIN);
      const cw = Math.min(W, maxX + DECAL_FILL_MARGIN + 1) - x0;
      const ch = Math.min(H, maxY + DECAL_FILL_MARGIN + 1) - y0;
      const crop: RgbImage = { data: Buffer.alloc(cw * ch * 3), width: cw, height: ch };
      const hole: GrayImage = { data: Buffer.alloc(cw * ch), width: cw, height: ch };
      for (let y = 0; y < ch; y += 1) {
        outRgb.copy(crop.data, y * cw * 3, ((y + y0) * W + x0) * 3, ((y + y0) * W + x0 + cw) * 3);
        for (let x = 0; x < cw; x += 1) {
          const X = x + x0;
          const Y = y + y0;
          const p = (Y - top) * width + (X - left);
          const inPhoto = X >= left && Y >= top && X < left + width && Y < top + height;
          const o = (Y * W + X) * 3;
          const unlike = Math.max(Math.abs(outRgb[o]! - ring[0]!), Math.abs(outRgb[o + 1]! - ring[1]!), Math.abs(outRgb[o + 2]! - ring[2]!));
          const slot = inPhoto ? bandAt(p) : -1;
          const likeRing = unlike <= DECAL_DIFFERENCE || unlike <= DECAL_SPREADS * (slot >= 0 ? bandSpread[slot]! : 0);
          // Known: the plate, of this ring's colour, not a decal.
          const known = outAlpha[Y * W + X]! >= SOURCE_ALPHA && likeRing && (!inPhoto || (!decal.has(p) && !grown.has(p)));
          if (!known) hole.data[y * cw + x] = 1;
        }
      }
      const painted = paintOver(crop, hole);
      for (const [p, weight] of own) {
        const X = (p % width) + left;
        const Y = Math.floor(p / width) + top;
        const o = (Y * W + X) * 3;
        const q = ((Y - y0) * cw + (X - x0)) * 3;
        // The photo's grain, which a fill lacks: luma noise of the ring's own spread (a fixed hash, deterministic).
        const hash = Math.sin(X * 12.9898 + Y * 78.233) * 43758.5453;
        const grain = (hash - Math.floor(hash) - 0.5) * 2 * DECAL_GRAIN * bandSpread[bandAt(p)]!;
        for (let c = 0; c < 3; c += 1) outRgb[o + c] = Math.min(255, Math.max(0, Math.round(rgb.data[p * 3 + c]! * (1 - weight) + (painted.data[q + c]! + grain) * weight)));
      }
    }
  }
  clipBeyondCut(outAlpha, W, { left, top, width, height }, sides, (x, y) => coordinates(x, y).rho, minAxis);
  return { rgb: { data: outRgb, width: W, height: H }, alpha: { data: outAlpha, width: W, height: H }, offset: { left, top } };
}

/** Pixels past the ellipse a part must reach before it is one (the photo's rim may stray that far). */
const CLIP_TOLERANCE = 1.5;

/**
 * The photo cut only the plate's rim, so what lies beyond its ellipse and reaches a cut side is no
 * plate: the table's shadow, a placemat's edge or a knife's end the model ran on with along the
 * frame, which would stand out as a dark wedge past the drawn rim. Each such part (beyond the
 * ellipse by CLIP_TOLERANCE, connected to the border of a cut side) takes the drawn rim's edge.
 * `alpha` is the grown canvas (`W` wide) holding the photo at `photo`; `rhoAt` gives a photo pixel's
 * relative radius.
 */
function clipBeyondCut(
  alpha: Buffer,
  W: number,
  photo: { left: number; top: number; width: number; height: number },
  cutSides: Record<Side, boolean>,
  rhoAt: (x: number, y: number) => number,
  minAxis: number,
): void {
  const { width, height } = photo;
  const outside = (x: number, y: number) => alpha[(y + photo.top) * W + x + photo.left]! > 0 && (rhoAt(x, y) - 1) * minAxis > CLIP_TOLERANCE;
  const seen = new Uint8Array(width * height);
  const queue: number[] = [];
  const seed = (x: number, y: number) => {
    const p = y * width + x;
    if (seen[p] || !outside(x, y)) return;
    seen[p] = 1;
    queue.push(p);
  };
  for (let i = 0; i < width; i += 1) {
    if (cutSides.top) seed(i, 0);
    if (cutSides.bottom) seed(i, height - 1);
  }
  for (let i = 0; i < height; i += 1) {
    if (cutSides.left) seed(0, i);
    if (cutSides.right) seed(width - 1, i);
  }
  for (let head = 0; head < queue.length; head += 1) {
    const p = queue[head]!;
    const x = p % width;
    const y = (p - x) / width;
    if (x > 0) seed(x - 1, y);
    if (x < width - 1) seed(x + 1, y);
    if (y > 0) seed(x, y - 1);
    if (y < height - 1) seed(x, y + 1);
  }
  for (const p of queue) {
    const x = p % width;
    const y = (p - x) / width;
    const o = (y + photo.top) * W + x + photo.left;
    alpha[o] = Math.min(alpha[o]!, Math.round(Math.min(1, Math.max(0, (1 - rhoAt(x, y)) * minAxis + CLIP_TOLERANCE)) * 255));
  }
}
