// Compose: the cut-out dish onto its backdrop. Edge colours are decontaminated first (the old
// table's colour bleeding into the soft edge would draw a halo on the new surface), the dish is
// scaled with premultiplied alpha, a soft ambient shadow and a tight contact shadow are laid under
// it (offset away from the backdrop's light), and for a predefined scenario the dish's colour is
// nudged toward the scene's light so it belongs there. All frame-size work is raw pixels.
import sharp from 'sharp';
import type { BackdropView, LightDirection } from './backdrop.ts';
import { blurGray, enlargeSmooth, linearGainLevels, linearToSrgb, luma, rawGray, rawRgb, resizeGray, resizeRgb, SRGB_TO_LINEAR, withLevels, type Box, type GrayImage, type RgbImage } from './image.ts';
import { connectedComponents, labelBoxes } from './raster.ts';

/** Blur (px at working size) used to estimate the solid foreground colour near the edge. */
const DECONTAMINATE_SIGMA = 4;

/**
 * Replaces the colour of semi-transparent edge pixels by the nearby solid dish colour, so the old
 * background does not show as a fringe, and carries that colour on into the transparent ring round
 * the dish: what later reads across the edge — the enlargement (`resizeRgba`), the sharpening after
 * it — finds the dish's colour there, not the old table. Solid pixels are untouched (the dish's own
 * pixels are kept).
 */
export async function decontaminateEdges(rgb: RgbImage, alpha: GrayImage): Promise<RgbImage> {
  const { width, height } = rgb;
  const n = width * height;
  const weights = Buffer.alloc(n);
  const weighted = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i += 1) {
    const w = alpha.data[i]! >= 250 ? 255 : 0;
    weights[i] = w;
    if (w) {
      weighted[i * 3] = rgb.data[i * 3]!;
      weighted[i * 3 + 1] = rgb.data[i * 3 + 1]!;
      weighted[i * 3 + 2] = rgb.data[i * 3 + 2]!;
    }
  }
  const [blurredRgb, blurredW] = await Promise.all([
    rawRgb({ data: weighted, width, height }).blur(DECONTAMINATE_SIGMA).raw().toBuffer(),
    blurGray({ data: weights, width, height }, DECONTAMINATE_SIGMA),
  ]);
  const out = Buffer.from(rgb.data);
  for (let i = 0; i < n; i += 1) {
    const a = alpha.data[i]!;
    if (a >= 250) continue;
    const w = blurredW.data[i]!;
    if (w < 4) continue;
    const t = (a / 255) ** 2;
    for (let c = 0; c < 3; c += 1) {
      const fg = Math.min(255, (blurredRgb[i * 3 + c]! * 255) / w);
      out[i * 3 + c] = Math.round(fg + (rgb.data[i * 3 + c]! - fg) * t);
    }
  }
  return { data: out, width, height };
}

/**
 * Resizes a dish's RGB and alpha, each on its own: the colour past the edge must be the dish's
 * (decontaminateEdges carries it there), so no fringe comes in. Resized together with premultiplied
 * alpha, the transparent pixels came out black and the alpha's ringing lifted the colour just inside
 * the edge, and the sharpening after an enlargement drew both as a light line round the dish (round
 * 74's "white cut-out halo around the rim" of a grey bowl on a dark backdrop, IMG_20210216_120115).
 */
export async function resizeRgba(rgb: RgbImage, alpha: GrayImage, width: number, height: number): Promise<{ rgb: RgbImage; alpha: GrayImage }> {
  const [outRgb, outAlpha] = await Promise.all([resizeRgb(rgb, width, height, 'lanczos3'), resizeGray(alpha, width, height, 'lanczos3')]);
  return { rgb: outRgb, alpha: outAlpha };
}

/** Unit vector (x right, y down) from the light toward the shadow. */
const SHADOW_DIRECTION: Record<LightDirection, [number, number]> = {
  'top-left': [0.6, 0.8],
  top: [0, 1],
  'top-right': [-0.6, 0.8],
  left: [0.9, 0.45],
  right: [-0.9, 0.45],
};

export interface ShadowLook {
  /** Darkening of the wide ambient shadow and of the tight contact shadow (0..1). */
  ambient: number;
  contact: number;
  /** Darkening of the pool right under the dish's base (its footprint). */
  base: number;
  light: LightDirection;
  /** The camera's angle: the cast shadow lies on the table, so it is squashed more the lower the camera. */
  view: BackdropView;
}

/**
 * Per view: the cast shadow's height as a share of the dish's (anchored at its base), its offset
 * toward the shadow side and its blur (shares of the dish's size). Flat lay: the silhouette shifted
 * away from the light. At 45° it is squashed onto the table. At eye level an upright item's shadow
 * is a flat band on the table beside its base, reaching toward the shadow side.
 */
const CAST: Record<BackdropView, { height: number; offset: number; drop: number; blur: number; widen: number }> = {
  'top-down': { height: 1, offset: 0.04, drop: 0.04, blur: 0.035, widen: 1 },
  'three-quarter': { height: 0.55, offset: 0.05, drop: 0.012, blur: 0.035, widen: 1.02 },
  'eye-level': { height: 0.14, offset: 0.16, drop: 0.012, blur: 0.025, widen: 1.1 },
};

/**
 * Per view, the share of the style's pool under the dish's base that is laid, and the contact
 * shadow's depth and blur (relative to the style's and to CONTACT_BLUR). Seen from above, a plate
 * meets the table all round its rim, raised on its foot: its lowest edge is no base, and a tight
 * dark contact line with a pool there read as a hard dark crescent under the rim.
 */
const GROUNDING: Record<BackdropView, { pool: number; contact: number; blur: number }> = {
  'top-down': { pool: 0.3, contact: 0.6, blur: 1.8 },
  'three-quarter': { pool: 1, contact: 1, blur: 1 },
  'eye-level': { pool: 1, contact: 1, blur: 1 },
};
/** The contact shadow's blur, as a share of the dish's size. */
const CONTACT_BLUR = 0.012;

/**
 * The dish's silhouette (scaled by sx, sy from `alpha`) placed at (left, top) on a frame-size canvas
 * and blurred by `sigma`. Wide blurs run on a canvas reduced by up to 8× and are scaled back up: a
 * 40 px Gaussian at full size costs ~10× more and looks the same.
 */
async function blurredSilhouette(
  alpha: GrayImage,
  frame: { width: number; height: number },
  at: { left: number; top: number; width: number; height: number },
  sigma: number,
): Promise<GrayImage> {
  const k = Math.min(8, Math.max(1, Math.floor(sigma / 3)));
  const cw = Math.max(1, Math.ceil(frame.width / k));
  const ch = Math.max(1, Math.ceil(frame.height / k));
  const sw = Math.max(1, Math.round(at.width / k));
  const sh = Math.max(1, Math.round(at.height / k));
  const small = await sharp(alpha.data, { raw: { width: alpha.width, height: alpha.height, channels: 1 } })
    .resize(sw, sh, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const canvas = Buffer.alloc(cw * ch);
  const left = Math.round(at.left / k);
  const top = Math.round(at.top / k);
  for (let y = 0; y < sh; y += 1) {
    const cy = y + top;
    if (cy < 0 || cy >= ch) continue;
    for (let x = 0; x < sw; x += 1) {
      const cx = x + left;
      if (cx >= 0 && cx < cw) canvas[cy * cw + cx] = small[y * sw + x]!;
    }
  }
  const data = await sharp(canvas, { raw: { width: cw, height: ch, channels: 1 } })
    .blur(Math.max(0.3, sigma / k))
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (k === 1 && cw === frame.width && ch === frame.height) return { data, width: cw, height: ch };
  // Scaled up k× (the frame's part of it): the blur is smooth, a bilinear enlargement shows nothing,
  // and sharp's took ~20–30 ms a layer at 1080×1080.
  const up = enlargeSmooth({ data, width: cw, height: ch }, cw * k, ch * k, 1, frame);
  return { data: up, width: frame.width, height: frame.height };
}

/** Height of the footprint band along the dish's base (share of its height) that makes the contact pool. */
const FOOTPRINT_BAND = 0.05;

/**
 * The dish's footprint: along each column, the opaque pixels within a thin band above its lowest
 * one — where the dish meets the table, whatever the shape of its base. With `items` (the alpha's
 * opaque parts labelled, 0 elsewhere), each item's own: a plate behind another meets the table too.
 */
export function footprint(alpha: GrayImage, items?: Int32Array): GrayImage {
  const { data, width, height } = alpha;
  const band = Math.max(2, Math.round(height * FOOTPRINT_BAND));
  const out = Buffer.alloc(width * height);
  const seen = new Set<number>();
  for (let x = 0; x < width; x += 1) {
    seen.clear();
    for (let y = height - 1; y >= 0; y -= 1) {
      const p = y * width + x;
      if (data[p]! < 128) continue;
      const item = items ? items[p]! : 1;
      if (seen.has(item)) continue;
      seen.add(item);
      for (let k = 0; k < band && y - k >= 0; k += 1) out[(y - k) * width + x] = data[(y - k) * width + x]!;
      if (!items) break;
    }
  }
  return { data: out, width, height };
}

/** Parts of a dish smaller than this share of its opaque area cast no shadow of their own (crumbs). */
const ITEM_SHADOW_SHARE = 0.01;

/**
 * The dish's separate items (the opaque parts of its alpha, 4-connected) that are large enough to
 * cast their own shadow, each as its box within the alpha and an alpha holding it alone (its soft
 * edge included); null when there is only one.
 */
function shadowItems(alpha: GrayImage): { labels: Int32Array; items: { box: Box; alpha: GrayImage }[] } | null {
  const { data, width, height } = alpha;
  // Most dishes are one item: a look at every PREVIEW-th pixel tells (items of ITEM_SHADOW_SHARE are far larger).
  const pw = Math.ceil(width / PREVIEW);
  const ph = Math.ceil(height / PREVIEW);
  const preview = new Uint8Array(pw * ph);
  for (let y = 0; y < ph; y += 1) for (let x = 0; x < pw; x += 1) preview[y * pw + x] = data[y * PREVIEW * width + x * PREVIEW]! >= 128 ? 1 : 0;
  if (countItems(preview, pw, ph) < 2) return null;
  const opaque = new Uint8Array(data.length);
  for (let p = 0; p < data.length; p += 1) opaque[p] = data[p]! >= 128 ? 1 : 0;
  const { labels, areas } = connectedComponents(opaque, width, height);
  const kept = keptItems(areas);
  if (kept.filter(Boolean).length < 2) return null;
  // Each pixel of the soft edge (and each crumb) goes with the nearest kept item, by a few sweeps.
  const owner = new Int32Array(labels.length);
  for (let p = 0; p < labels.length; p += 1) owner[p] = kept[labels[p]!] ? labels[p]! : 0;
  for (let sweep = 0; sweep < EDGE_SWEEPS; sweep += 1) {
    let changed = false;
    for (let p = 0; p < owner.length; p += 1) {
      if (owner[p] || !data[p]) continue;
      const x = p % width;
      const near = (x > 0 && owner[p - 1]) || (x < width - 1 && owner[p + 1]) || (p >= width && owner[p - width]) || (p < owner.length - width && owner[p + width]) || 0;
      if (near) {
        owner[p] = near;
        changed = true;
      }
    }
    if (!changed) break;
  }
  const items: { box: Box; alpha: GrayImage }[] = [];
  const boxes = labelBoxes(owner, areas.length, width);
  for (let id = 1; id < areas.length; id += 1) {
    const box = boxes[id];
    if (!kept[id] || !box) continue;
    const own = Buffer.alloc(box.width * box.height);
    for (let y = 0; y < box.height; y += 1) {
      for (let x = 0; x < box.width; x += 1) {
        const p = (y + box.top) * width + x + box.left;
        if (owner[p] === id) own[y * box.width + x] = data[p]!;
      }
    }
    items.push({ box, alpha: { data: own, width: box.width, height: box.height } });
  }
  return { labels: owner, items };
}

/** The preview's step (px). */
const PREVIEW = 4;

/** Which components (by their areas, 0 the background) are large enough to cast their own shadow. */
function keptItems(areas: number[]): boolean[] {
  const total = areas.reduce((sum, area, id) => sum + (id > 0 ? area : 0), 0);
  return areas.map((area, id) => id > 0 && area >= total * ITEM_SHADOW_SHARE);
}

/** How many items of a 0/1 mask are large enough to cast their own shadow. */
function countItems(mask: Uint8Array, width: number, height: number): number {
  return keptItems(connectedComponents(mask, width, height).areas).filter(Boolean).length;
}

/** Sweeps that hand the soft edge and the crumbs to the items (px of reach). */
const EDGE_SWEEPS = 12;

/**
 * Multiplier map (0..255 = black..untouched) of the dish's shadow in the frame: a soft cast shadow
 * in the light's direction, lying on the table for the view, times the occlusion where the dish
 * meets the table (a tight contact shadow of the silhouette and a darker pool under its base). Every
 * dish gets all three: without the contact line and pool it floats.
 */
export async function renderShadow(alpha: GrayImage, place: Box, frame: { width: number; height: number }, look: ShadowLook): Promise<GrayImage> {
  const size = Math.max(place.width, place.height);
  const [dx, dy] = SHADOW_DIRECTION[look.light];
  const cast = CAST[look.view];
  const grounding = GROUNDING[look.view];
  // Each item of a table of dishes casts its own shadow from its own base: squashed as one, the
  // plates' shadows lay in the gaps between them, on nothing.
  const split = shadowItems(alpha);
  const scaleX = place.width / alpha.width;
  const scaleY = place.height / alpha.height;
  const casters = split
    ? split.items.map(({ box, alpha: own }) => ({
        alpha: own,
        at: { left: place.left + Math.round(box.left * scaleX), top: place.top + Math.round(box.top * scaleY), width: Math.max(1, Math.round(box.width * scaleX)), height: Math.max(1, Math.round(box.height * scaleY)) },
      }))
    : [{ alpha, at: place }];
  // Contact: the silhouette barely toward the shadow side; pool: the footprint, a touch below the base.
  const baseDrop = Math.max(1, Math.round(size * 0.016));
  const [contact, pool, ...ambients] = await Promise.all([
    blurredSilhouette(alpha, frame, { ...place, left: place.left + Math.round(dx * size * 0.008), top: place.top + Math.round(Math.max(0.4, dy) * size * 0.01) }, size * CONTACT_BLUR * grounding.blur),
    blurredSilhouette(footprint(alpha, split?.labels), frame, { ...place, left: place.left + Math.round(dx * size * 0.004), top: place.top + baseDrop }, size * CONTACT_BLUR),
    ...casters.map(({ alpha: own, at }) => {
      const itemSize = Math.max(at.width, at.height);
      const castH = Math.max(1, Math.round(at.height * cast.height));
      const castW = Math.max(1, Math.round(at.width * cast.widen));
      // Flat lay: the shadow moves with the light in both axes. Otherwise it lies on the table:
      // sideways with the light, and a little toward the camera.
      const castLeft = at.left - Math.round((castW - at.width) / 2) + Math.round(dx * itemSize * cast.offset);
      const castTop = look.view === 'top-down' ? at.top + Math.round(dy * itemSize * cast.drop) : at.top + at.height - castH + Math.round(itemSize * cast.drop);
      return blurredSilhouette(own, frame, { left: castLeft, top: castTop, width: castW, height: castH }, itemSize * cast.blur);
    }),
  ]);
  const ambient = ambients.length === 1 ? ambients[0]! : { ...ambients[0]!, data: Buffer.from(ambients[0]!.data) };
  for (const other of ambients.slice(1)) for (let i = 0; i < ambient.data.length; i += 1) if (other.data[i]! > ambient.data[i]!) ambient.data[i] = other.data[i]!;
  const out = Buffer.allocUnsafe(frame.width * frame.height);
  const poolDepth = look.base * grounding.pool;
  const contactDepth = look.contact * grounding.contact;
  for (let i = 0; i < out.length; i += 1) {
    const shade = 1 - (ambient.data[i]! / 255) * look.ambient;
    const occlusion = Math.max((contact.data[i]! / 255) * contactDepth, (pool.data[i]! / 255) * poolDepth);
    out[i] = Math.round(shade * (1 - occlusion) * 255);
  }
  return { data: out, width: frame.width, height: frame.height };
}

/** Backdrop × shadow, then the dish over it with its alpha. */
export function compositeDish(backdrop: RgbImage, shadow: GrayImage, dish: RgbImage, alpha: GrayImage, place: Box): RgbImage {
  const { width, height } = backdrop;
  const buffer = Buffer.allocUnsafe(width * height * 3);
  // Uint8ClampedArray rounds on assignment.
  const out = new Uint8ClampedArray(buffer.buffer, buffer.byteOffset, buffer.length);
  const bd = backdrop.data;
  const sh = shadow.data;
  for (let i = 0, p = 0; i < width * height; i += 1, p += 3) {
    const s = sh[i]! / 255;
    out[p] = bd[p]! * s;
    out[p + 1] = bd[p + 1]! * s;
    out[p + 2] = bd[p + 2]! * s;
  }
  const dd = dish.data;
  const ad = alpha.data;
  const x0 = Math.max(0, -place.left);
  const x1 = Math.min(dish.width, width - place.left);
  for (let y = Math.max(0, -place.top); y < Math.min(dish.height, height - place.top); y += 1) {
    const row = y * dish.width;
    const frameRow = (y + place.top) * width + place.left;
    for (let x = x0; x < x1; x += 1) {
      const a = ad[row + x]!;
      if (a === 0) continue;
      const d = (row + x) * 3;
      const o = (frameRow + x) * 3;
      if (a === 255) {
        out[o] = dd[d]!;
        out[o + 1] = dd[d + 1]!;
        out[o + 2] = dd[d + 2]!;
        continue;
      }
      const k = a / 255;
      out[o] = out[o]! + (dd[d]! - out[o]!) * k;
      out[o + 1] = out[o + 1]! + (dd[d + 1]! - out[o + 1]!) * k;
      out[o + 2] = out[o + 2]! + (dd[d + 2]! - out[o + 2]!) * k;
    }
  }
  return { data: buffer, width, height };
}

function meanLinear(img: RgbImage, alpha?: GrayImage): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const n = img.width * img.height;
  const stride = Math.max(1, Math.floor(n / 40_000));
  for (let i = 0; i < n; i += stride) {
    if (alpha && alpha.data[i]! < 128) continue;
    for (let c = 0; c < 3; c += 1) sum[c]! += SRGB_TO_LINEAR[img.data[i * 3 + c]!]!;
    count += 1;
  }
  return sum.map((s) => s / Math.max(1, count)) as [number, number, number];
}

/** How far the dish's colour balance moves toward the scene's, and the exposure's cap. */
const SCENE_CHROMA_STRENGTH = 0.25;
const SCENE_EXPOSURE_STRENGTH = 0.12;
const SCENE_GAIN_RANGE: [number, number] = [0.9, 1.1];

/**
 * Colour-matches the dish to a scene: its colour balance moves a quarter of the way toward the
 * scene's average light and its exposure a little toward the scene's, within ±10% per channel.
 */
export function matchToScene(dish: RgbImage, alpha: GrayImage, scene: RgbImage): RgbImage {
  const s = meanLinear(scene);
  const d = meanLinear(dish, alpha);
  const sGrey = (s[0] + s[1] + s[2]) / 3 || 1e-4;
  const dGrey = (d[0] + d[1] + d[2]) / 3 || 1e-4;
  const exposure = (luma(s[0], s[1], s[2]) / Math.max(1e-4, luma(d[0], d[1], d[2]))) ** SCENE_EXPOSURE_STRENGTH;
  const gains = [0, 1, 2].map((c) => {
    const tint = (s[c]! / sGrey / Math.max(1e-4, d[c]! / dGrey)) ** SCENE_CHROMA_STRENGTH;
    return Math.min(SCENE_GAIN_RANGE[1], Math.max(SCENE_GAIN_RANGE[0], tint * exposure));
  });
  return withLevels(dish, gains.map(linearGainLevels));
}

/** Mean sRGB colour of the dish (alpha ≥ 128), 0..255 per channel — what the backdrop picker needs. */
export function meanDishColour(dish: RgbImage, alpha: GrayImage): [number, number, number] {
  return meanLinear(dish, alpha).map((l) => linearToSrgb(l)) as [number, number, number];
}

/** The scenario image, cover-cropped to the frame (centre), as raw RGB. */
export async function fitScene(image: Buffer | Uint8Array, frame: { width: number; height: number }, limitInputPixels: number): Promise<RgbImage> {
  const data = await sharp(image, { limitInputPixels, failOn: 'error' })
    .rotate()
    .resize(frame.width, frame.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer();
  return { data, width: frame.width, height: frame.height };
}

/** The base is levelled only when tilted by more than this (degrees)… */
const LEVEL_MIN_DEGREES = 3;
/** …and at most this much: beyond, the tilt is the photo's composition, not a slip. */
const LEVEL_MAX_DEGREES = 22;
/** The base must be this straight: RMS distance from its line, as a share of the dish's height. */
const LEVEL_MAX_RESIDUAL = 0.025;
/** Share of the base, centred, that is fitted (the ends curve up on any real object). */
const LEVEL_SPAN: [number, number] = [0.12, 0.88];

/**
 * The angle (degrees, clockwise positive as sharp rotates) that makes a dish's straight but tilted
 * base level — a slice of cake held on a spatula at an angle — or 0 when its base is not a straight
 * line (a plate's round rim, several items) or is level already. The lowest opaque pixel of each
 * column is the base; a line is fitted to its middle part.
 */
export function levelAngle(alpha: GrayImage): number {
  const { data, width, height } = alpha;
  const xs: number[] = [];
  const ys: number[] = [];
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  const base = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x += 1) {
    for (let y = height - 1; y >= 0; y -= 1) {
      if (data[y * width + x]! < 128) continue;
      base[x] = y;
      break;
    }
    if (base[x]! < 0) continue;
    left = Math.min(left, x);
    right = Math.max(right, x);
    bottom = Math.max(bottom, base[x]!);
  }
  if (right - left < 16) return 0;
  for (let y = 0; y < height && top === height; y += 1) {
    for (let x = left; x <= right; x += 1) {
      if (data[y * width + x]! >= 128) {
        top = y;
        break;
      }
    }
  }
  const from = Math.round(left + (right - left) * LEVEL_SPAN[0]);
  const to = Math.round(left + (right - left) * LEVEL_SPAN[1]);
  for (let x = from; x <= to; x += 1) {
    if (base[x]! < 0) continue;
    xs.push(x);
    ys.push(base[x]!);
  }
  if (xs.length < 8) return 0;
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (ys[i]! - my);
  }
  const slope = sxy / sxx;
  let residual = 0;
  for (let i = 0; i < n; i += 1) residual += (ys[i]! - (my + slope * (xs[i]! - mx))) ** 2;
  const rms = Math.sqrt(residual / n) / Math.cos(Math.atan(slope));
  const degrees = (Math.atan(slope) * 180) / Math.PI;
  if (rms > LEVEL_MAX_RESIDUAL * (bottom - top + 1)) return 0;
  if (Math.abs(degrees) < LEVEL_MIN_DEGREES || Math.abs(degrees) > LEVEL_MAX_DEGREES) return 0;
  // A base going down to the right (positive slope in image rows) is levelled by turning the dish
  // counter-clockwise.
  return -degrees;
}

/** Turns the dish (RGB + alpha) by `degrees` clockwise, on a transparent canvas just large enough. */
export async function rotateDish(rgb: RgbImage, alpha: GrayImage, degrees: number): Promise<{ rgb: RgbImage; alpha: GrayImage }> {
  if (degrees === 0) return { rgb, alpha };
  // Each on its own, as resizeRgba: premultiplied, the colour carried past the edge would turn black.
  const background = { r: 0, g: 0, b: 0 };
  const [turned, turnedAlpha] = await Promise.all([
    rawRgb(rgb).rotate(degrees, { background }).raw().toBuffer({ resolveWithObject: true }),
    rawGray(alpha).rotate(degrees, { background }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { width, height } = turned.info;
  return { rgb: { data: turned.data, width, height }, alpha: { data: turnedAlpha.data, width, height } };
}
