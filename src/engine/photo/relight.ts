// Relight and colour by style. Statistics come from a subsample of the dish (or the whole photo when
// enhanced in place): white balance from the brightest 2% of pixels at partial strength (a probe
// found ~60% looks right; an uncapped gain blows highlights, so gains are capped and normalised to
// never exceed 1), levels from the 0.5–99.5% luminance percentiles, then a per-style tone curve with
// a soft shoulder below 255 (plates keep their detail), saturation and a clean-up of near-whites, after a
// light 3×3 sharpening. Everything but the sharpening is one lookup-table pass in JS.
import type { EnhancementStyle } from '../../shared/constants.ts';
import { channelHistogram, histogramPercentile, linearGainCurve, luma, rawRgb, SRGB_TO_LINEAR, type GrayImage, type RgbImage } from './image.ts';
import { smoothstep } from './raster.ts';

export interface StyleLook {
  /** Share of the white-balance correction applied (0..1). */
  whiteBalance: number;
  /** Warm shift after white balance: red gain 1+w, blue gain 1−w (linear light). */
  warmth: number;
  /** Mid-tone gamma on the levelled value: < 1 brightens, > 1 deepens. */
  gamma: number;
  /** S-curve strength: > 0 more contrast, < 0 softer. */
  contrast: number;
  saturation: number;
  /** Output black and white (the 0.5% and 99.5% luminance land here). */
  blackOut: number;
  whiteOut: number;
  /** Unsharp amount of a 3×3 Laplacian kernel (0 = none). sharp's own sharpen works in Lab and cost ~100 ms per MP here. */
  sharpen: number;
  /** Share of the remaining tint taken out of bright, nearly neutral pixels (a white plate's rim, a napkin). */
  cleanWhites: number;
}

export const STYLE_LOOKS: Record<EnhancementStyle, StyleLook> = {
  // Neutral white balance, gentle levels: the photo as it should have been.
  natural: { whiteBalance: 0.6, warmth: 0, gamma: 0.97, contrast: 0.12, saturation: 1.1, blackOut: 4, whiteOut: 244, sharpen: 0.22, cleanWhites: 0.6 },
  // Warm, deeper contrast: restaurant-menu richness.
  premium: { whiteBalance: 0.55, warmth: 0.025, gamma: 1.06, contrast: 0.3, saturation: 1.12, blackOut: 0, whiteOut: 240, sharpen: 0.3, cleanWhites: 0.45 },
  // Neutral studio, crisp, bright.
  professional: { whiteBalance: 0.75, warmth: 0, gamma: 0.9, contrast: 0.2, saturation: 1.15, blackOut: 2, whiteOut: 250, sharpen: 0.45, cleanWhites: 0.85 },
  // Soft, airy, light.
  // Lifted blacks (24), a negative S-curve and 0.93 saturation read as "hazy, washed out" to a blind
  // reviewer: light and airy now comes from the mid-tones, with the food's contrast and colour kept.
  minimal: { whiteBalance: 0.7, warmth: -0.008, gamma: 0.88, contrast: 0.04, saturation: 1.0, blackOut: 8, whiteOut: 250, sharpen: 0.12, cleanWhites: 0.85 },
};

export interface GradeStats {
  /** Linear-light gains per channel (≤ 1 each), white balance at the style's strength, warmth included. */
  gains: [number, number, number];
  /** 0.5% and 99.5% luminance after the gains, 0..255. */
  black: number;
  white: number;
}

const SAMPLE_TARGET = 32_768;
const BRIGHT_SHARE = 0.02;
const CLIPPED = 250;
const LEVEL_LOW = 0.005;
const LEVEL_HIGH = 0.995;
const GAIN_MIN = 0.8;
const GAIN_MAX = 1.25;
/**
 * Saturation (linear light, (max − min) / max) of the bright reference: up to the first value it is a
 * white under coloured light (a strong tungsten or shade cast reaches ~0.4), past the second it is a
 * coloured object (cheese, sauce: 0.7+) and white balance is left alone.
 */
const NEUTRAL_SATURATION: [number, number] = [0.45, 0.7];
/** Levels never stretch further than this (a dark, moody photo stays dark-ish). */
const MAX_BLACK = 40;
const MIN_WHITE = 150;
/** Share of the levels stretch (as an exponent) taken back out of the saturation. */
const STRETCH_CHROMA_COMPENSATION = 0.85;
/**
 * The vessel's rim: the outer band of the dish's mask (this share of its deepest inside distance),
 * measured on a grid of at most RING_GRID cells on the long side. Its bright, nearly neutral pixels
 * are the white reference when they are many and agree (a plate rim, a bowl, a cup).
 */
const RING_SHARE = 0.25;
const RING_GRID = 160;
/** Ring pixels that count as the vessel's white: at least this bright (sRGB luma) and this unsaturated (linear). */
const RIM_MIN_LUMA = 105;
const RIM_MAX_SATURATION = 0.7;
/** The rim is trusted when this share of the ring's pixels qualify, at least RIM_MIN_SAMPLES of them, and their chromaticity spread stays under RIM_MAX_SPREAD. */
const RIM_MIN_SHARE = 0.2;
const RIM_MIN_SAMPLES = 40;
const RIM_MAX_SPREAD = 0.06;
/** White-balance strength from a trusted rim (fading out over the saturation range below), and its gain limits. */
const RIM_WHITE_BALANCE = 0.95;
const RIM_SATURATION_FADE: [number, number] = [0.58, 0.78];
const RIM_GAIN: [number, number] = [0.5, 2];
/** A rim more saturated than the scene's white reference by more than this is the plate's own colour. */
const RIM_SCENE_MARGIN = 0.15;
/** Bright, nearly neutral pixels lose the rest of their tint: luma from/to full, relative chroma full/none. */
const CLEAN_LUMA: [number, number] = [140, 190];
const CLEAN_CHROMA: [number, number] = [0.09, 0.2];
/** Highest output value: the shoulder approaches it, so nothing clips to 255. */
const PEAK_OUT = 253;

/** Subsample of pixel indices (only where `weight` ≥ 128 when given) and their luma. */
function samplePixels(img: RgbImage, weight?: GrayImage): { samples: number[]; lumas: Float32Array } {
  const n = img.width * img.height;
  const stride = Math.max(1, Math.floor(n / SAMPLE_TARGET));
  const samples: number[] = [];
  for (let i = 0; i < n; i += stride) if (!weight || weight.data[i]! >= 128) samples.push(i);
  if (samples.length < 64) for (let i = 0; i < n; i += stride) samples.push(i);
  const lumas = new Float32Array(samples.length);
  samples.forEach((p, k) => (lumas[k] = luma(img.data[p * 3]!, img.data[p * 3 + 1]!, img.data[p * 3 + 2]!)));
  return { samples, lumas };
}

/**
 * The white reference: mean linear colour of the brightest 2% (pixels clipped in every channel left
 * out: they have lost their colour and would hide the cast), and its saturation — low for a white
 * plate under coloured light, high for a coloured object (cheese, sauce).
 */
function whiteReference(img: RgbImage, samples: number[], lumas: Float32Array): { rgb: [number, number, number]; saturation: number } | null {
  const sorted = Float32Array.from(lumas).sort();
  const brightFrom = sorted[Math.floor(sorted.length * (1 - BRIGHT_SHARE))] ?? 255;
  const ref = [0, 0, 0];
  let count = 0;
  samples.forEach((p, k) => {
    if (lumas[k]! < brightFrom || Math.min(img.data[p * 3]!, img.data[p * 3 + 1]!, img.data[p * 3 + 2]!) >= CLIPPED) return;
    for (let c = 0; c < 3; c += 1) ref[c]! += SRGB_TO_LINEAR[img.data[p * 3 + c]!]!;
    count += 1;
  });
  if (count === 0) return null;
  const rgb = ref.map((v) => v / count) as [number, number, number];
  const max = Math.max(...rgb);
  return { rgb, saturation: max > 0 ? (max - Math.min(...rgb)) / max : 0 };
}

/** Which of `img`'s pixels lie in the outer band of `mask` (at `img` size): the vessel's rim. */
function vesselRing(mask: GrayImage): (pixel: number) => boolean {
  const step = Math.max(1, Math.ceil(Math.max(mask.width, mask.height) / RING_GRID));
  const cw = Math.ceil(mask.width / step);
  const ch = Math.ceil(mask.height / step);
  // Chamfer distance (cells) from outside the dish, the frame's border counting as inside (a plate
  // the photo cut has no rim there).
  const dist = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y += 1) {
    for (let x = 0; x < cw; x += 1) {
      const inside = mask.data[Math.min(mask.height - 1, y * step + (step >> 1)) * mask.width + Math.min(mask.width - 1, x * step + (step >> 1))]! >= 128;
      dist[y * cw + x] = inside ? 1e6 : 0;
    }
  }
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= cw || y >= ch ? 1e6 : dist[y * cw + x]!);
  for (let y = 0; y < ch; y += 1) {
    for (let x = 0; x < cw; x += 1) {
      const i = y * cw + x;
      if (dist[i]! > 0) dist[i] = Math.min(dist[i]!, at(x - 1, y) + 1, at(x, y - 1) + 1, at(x - 1, y - 1) + 1.414, at(x + 1, y - 1) + 1.414);
    }
  }
  let deepest = 0;
  for (let y = ch - 1; y >= 0; y -= 1) {
    for (let x = cw - 1; x >= 0; x -= 1) {
      const i = y * cw + x;
      if (dist[i]! > 0) dist[i] = Math.min(dist[i]!, at(x + 1, y) + 1, at(x, y + 1) + 1, at(x + 1, y + 1) + 1.414, at(x - 1, y + 1) + 1.414);
      if (dist[i]! < 1e5) deepest = Math.max(deepest, dist[i]!);
    }
  }
  const band = Math.max(1.5, deepest * RING_SHARE);
  return (pixel) => {
    const x = Math.floor((pixel % mask.width) / step);
    const y = Math.floor(Math.floor(pixel / mask.width) / step);
    const d = dist[y * cw + x]!;
    return d > 0 && d <= band;
  };
}

/**
 * The white reference from the vessel's rim: mean linear colour of the bright, nearly neutral pixels
 * in the outer band of the dish's mask, or null when they are too few or disagree (a patterned or
 * coloured plate, food up to the rim).
 */
function rimReference(img: RgbImage, mask: GrayImage): { rgb: [number, number, number]; saturation: number } | null {
  const inRing = vesselRing(mask);
  const n = img.width * img.height;
  const stride = Math.max(1, Math.floor(n / SAMPLE_TARGET));
  const lumas: number[] = [];
  const ring: number[] = [];
  for (let p = 0; p < n; p += stride) {
    if (mask.data[p]! < 128 || !inRing(p)) continue;
    ring.push(p);
    lumas.push(luma(img.data[p * 3]!, img.data[p * 3 + 1]!, img.data[p * 3 + 2]!));
  }
  if (ring.length < RIM_MIN_SAMPLES) return null;
  const median = Float64Array.from(lumas).sort()[lumas.length >> 1]!;
  const from = Math.max(RIM_MIN_LUMA, median);
  const sum = [0, 0, 0];
  const chroma: [number, number][] = [];
  ring.forEach((p, k) => {
    if (lumas[k]! < from) return;
    const r = img.data[p * 3]!;
    const g = img.data[p * 3 + 1]!;
    const b = img.data[p * 3 + 2]!;
    if (Math.min(r, g, b) >= CLIPPED) return;
    const lin = [SRGB_TO_LINEAR[r]!, SRGB_TO_LINEAR[g]!, SRGB_TO_LINEAR[b]!];
    const max = Math.max(...lin);
    if (max <= 0 || (max - Math.min(...lin)) / max > RIM_MAX_SATURATION) return;
    const total = lin[0]! + lin[1]! + lin[2]!;
    chroma.push([lin[0]! / total, lin[2]! / total]);
    for (let c = 0; c < 3; c += 1) sum[c]! += lin[c]!;
  });
  if (chroma.length < Math.max(RIM_MIN_SAMPLES, ring.length * RIM_MIN_SHARE)) return null;
  const mr = chroma.reduce((a, c) => a + c[0], 0) / chroma.length;
  const mb = chroma.reduce((a, c) => a + c[1], 0) / chroma.length;
  const spread = Math.sqrt(chroma.reduce((a, c) => a + (c[0] - mr) ** 2 + (c[1] - mb) ** 2, 0) / chroma.length);
  if (spread > RIM_MAX_SPREAD) return null;
  const rgb = sum.map((v) => v / chroma.length) as [number, number, number];
  const max = Math.max(...rgb);
  return { rgb, saturation: max > 0 ? (max - Math.min(...rgb)) / max : 0 };
}

/**
 * Measures white balance and levels on `img`, counting only pixels where `weight` ≥ 128 when a
 * matte is given (the dish, not the table it stood on). With `scene` (the whole photo the dish was
 * cut from), the white reference is the more neutral of the dish's and the scene's: a slice of
 * cheesecake has no white of its own, but the wall behind it shows the light's colour. Stronger
 * than either: the vessel's rim (the outer band of `vessel`, by default `weight`), when its bright
 * pixels are many, nearly neutral and agree — a white plate is the best grey card a photo has.
 */
export function measureGrade(img: RgbImage, look: StyleLook, weight?: GrayImage, scene?: RgbImage, vessel: GrayImage | undefined = weight): GradeStats {
  const { samples, lumas } = samplePixels(img, weight);
  let reference = whiteReference(img, samples, lumas);
  let sceneReference: ReturnType<typeof whiteReference> = null;
  if (scene) {
    const whole = samplePixels(scene);
    sceneReference = whiteReference(scene, whole.samples, whole.lumas);
    if (sceneReference && (!reference || sceneReference.saturation < reference.saturation)) reference = sceneReference;
  }
  let strength = reference ? look.whiteBalance * (1 - smoothstep(NEUTRAL_SATURATION[0], NEUTRAL_SATURATION[1], reference.saturation)) : 0;
  let limits: [number, number] = [GAIN_MIN, GAIN_MAX];
  const rim = vessel ? rimReference(img, vessel) : null;
  // A rim far more coloured than the whitest of the scene round it is a coloured plate (a yellow
  // one on a white placemat), not a white one under coloured light: neutralising it would grey it.
  if (rim && !(sceneReference && rim.saturation - sceneReference.saturation > RIM_SCENE_MARGIN)) {
    const rimStrength = Math.max(look.whiteBalance, RIM_WHITE_BALANCE) * (1 - smoothstep(RIM_SATURATION_FADE[0], RIM_SATURATION_FADE[1], rim.saturation));
    if (rimStrength >= strength) {
      reference = rim;
      strength = rimStrength;
      limits = RIM_GAIN;
    }
  }
  let gains: [number, number, number] = [1, 1, 1];
  if (reference) {
    const [r, g, b] = reference.rgb;
    const grey = (r + g + b) / 3;
    if (grey > 0 && strength > 0) {
      gains = [r, g, b].map((v) => Math.min(limits[1], Math.max(limits[0], (grey / Math.max(v, 1e-4)) ** strength))) as [number, number, number];
    }
  }
  gains = [gains[0] * (1 + look.warmth), gains[1], gains[2] * (1 - look.warmth)];
  const top = Math.max(...gains);
  gains = gains.map((g) => g / top) as [number, number, number];

  // Each channel's 256 values through its gain, once (a power per sample was ~6 ms a photo).
  const [gainedR, gainedG, gainedB] = gains.map(linearGainCurve);
  const after = new Float32Array(samples.length);
  samples.forEach((p, k) => {
    after[k] = luma(gainedR![img.data[p * 3]!]!, gainedG![img.data[p * 3 + 1]!]!, gainedB![img.data[p * 3 + 2]!]!);
  });
  after.sort();
  const black = Math.min(MAX_BLACK, after[Math.floor((after.length - 1) * LEVEL_LOW)]!);
  const white = Math.max(MIN_WHITE, after[Math.floor((after.length - 1) * LEVEL_HIGH)]!);
  return { gains, black, white: Math.max(white, black + 16) };
}

/** The style's tone curve on a levelled value x (0 = black point, 1 = white point), → 0..255. */
export function toneCurve(x: number, look: StyleLook): number {
  const headroom = (PEAK_OUT - look.whiteOut) / (look.whiteOut - look.blackOut);
  let y: number;
  if (x <= 1) {
    const t = Math.max(0, x) ** look.gamma;
    y = (1 - look.contrast) * t + look.contrast * t * t * (3 - 2 * t);
  } else {
    // Above the white point: a shoulder that approaches PEAK_OUT instead of clipping.
    y = 1 + headroom * (1 - Math.exp(-(x - 1) / Math.max(headroom, 1e-3)));
  }
  return look.blackOut + (look.whiteOut - look.blackOut) * y;
}

/**
 * The luma the grade gives a pixel of luma `value` on a dish whose luma spans `low`..`high` (its 0.5%
 * and 99.5%) before grading: measureGrade's levels limits and the style's tone curve. White balance is
 * left out (its gains are normalised to ≤ 1 and move luma little): an estimate, for planning a set.
 */
export function predictGradedLuma(value: number, low: number, high: number, look: StyleLook): number {
  const black = Math.min(MAX_BLACK, low);
  const white = Math.max(black + 16, MIN_WHITE, high);
  return toneCurve((value - black) / (white - black), look);
}

function buildLuts(stats: GradeStats, look: StyleLook, gamma = 1): [Float32Array, Float32Array, Float32Array] {
  return [0, 1, 2].map((c) => {
    const lut = new Float32Array(256);
    const balanced = linearGainCurve(stats.gains[c]!);
    for (let v = 0; v < 256; v += 1) {
      const toned = toneCurve((balanced[v]! - stats.black) / (stats.white - stats.black), look);
      lut[v] = gamma === 1 ? toned : 255 * (Math.max(0, toned) / 255) ** gamma;
    }
    return lut;
  }) as [Float32Array, Float32Array, Float32Array];
}

/** The upper median of `values` (the value a sort would put at index length >> 1; reordered in place by a quickselect); 0 when empty. */
function median(values: Float32Array): number {
  if (!values.length) return 0;
  const k = values.length >> 1;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

/**
 * The median luma of the pixels where `weight` ≥ 128 (all when absent), from a subsample, before and
 * after `gradeImage(img, look, stats)`; `food`, the same of those that are not plate (`isPlate`), or
 * null when too few are left to read (rice, cream, a white cake: the dish is its whites).
 */
function medianLumas(img: RgbImage, look: StyleLook, stats: GradeStats, weight?: GrayImage): { before: number; after: number; food: { before: number; after: number } | null } {
  const [lr, lg, lb] = buildLuts(stats, look);
  const { samples, lumas } = samplePixels(img, weight);
  const n = samples.length;
  const graded = new Float32Array(n);
  const foodBefore = new Float32Array(n);
  const foodAfter = new Float32Array(n);
  let foods = 0;
  for (let k = 0; k < n; k += 1) {
    const p = samples[k]! * 3;
    const r = img.data[p]!;
    const g = img.data[p + 1]!;
    const b = img.data[p + 2]!;
    graded[k] = luma(lr[r]!, lg[g]!, lb[b]!);
    if (isPlate(r, g, b, lumas[k]!)) continue;
    foodBefore[foods] = lumas[k]!;
    foodAfter[foods] = graded[k]!;
    foods += 1;
  }
  return {
    before: median(lumas.slice()),
    after: median(graded),
    food: foods >= MIN_FOOD_SHARE * n ? { before: median(foodBefore.subarray(0, foods)), after: median(foodAfter.subarray(0, foods)) } : null,
  };
}

/** A pixel at least this light (luma)… */
const PLATE_LUMA = 150;
/** …and at most this saturated ((max − min) / max) reads as plate, bowl or rim rather than food. */
const PLATE_SATURATION = 0.15;
/** The food is read apart from the plate only when it is at least this share of the dish. */
const MIN_FOOD_SHARE = 0.25;

function isPlate(r: number, g: number, b: number, y: number): boolean {
  const max = Math.max(r, g, b);
  return y >= PLATE_LUMA && max - Math.min(r, g, b) <= PLATE_SATURATION * max;
}

/**
 * The median luma `gradeImage(img, look, stats)` gives the pixels where `weight` ≥ 128 (all when
 * absent), from a subsample, before sharpening: the saturation step keeps each pixel's luma, so
 * the lookup tables alone decide it.
 */
export function gradedMedianLuma(img: RgbImage, look: StyleLook, stats: GradeStats, weight?: GrayImage): number {
  return medianLumas(img, look, stats, weight).after;
}

/**
 * The grade leaves a dish at least this share of its median luma before (`exposureFloorGamma`; a
 * menu's exposure match aside): a delivery photo's food is never darker than the customer shot it.
 * Premium may deepen it a little; its mood is the backdrop's or the scene's. Blind A/Bs, old and new
 * shuffled (docs/QUALITY.md, session 27): in place, new preferred 11, old 0, same 3 of 14; cut out,
 * 7 to 3 of 10, and no output worse than its photo where one was before.
 */
export const EXPOSURE_FLOOR: Record<EnhancementStyle, number> = { natural: 1, premium: 0.95, professional: 1, minimal: 1 };

/** The lightest mid-tone lift `exposureFloorGamma` gives (a power on the graded value). */
const MIN_FLOOR_GAMMA = 0.7;

/**
 * The power (`GradeOptions.gamma`) that keeps the grade from leaving the dish (the pixels where
 * `weight` ≥ 128, all when absent) below `floor` × its median luma before grading, and its food (the
 * dish without its plate's light greys) too; 1 when the grade leaves both at least that bright. Levels
 * pull a hazy photo's black point down, which darkens every mid-tone below the middle of its range: a
 * bowl of kibbeh at median luma 86 came out at 69. Where a wide white plate is most of the dish, its
 * median is the plate's, which the levels brighten, while the food on it sinks (blind A/B, session
 * 28: the food read apart preferred on 5 of the 9 outputs it changes, the rest equal).
 */
export function exposureFloorGamma(img: RgbImage, look: StyleLook, stats: GradeStats, weight: GrayImage | undefined, floor: number): number {
  const { before, after, food } = medianLumas(img, look, stats, weight);
  return Math.min(floorGamma(before, after, floor), food ? floorGamma(food.before, food.after, floor) : 1);
}

/** The power that brings a median graded to `after` back to `floor` × `before` (1 when it is there). */
function floorGamma(before: number, after: number, floor: number): number {
  const target = Math.min(251, floor * before);
  if (after >= target || after < 4) return 1;
  return Math.max(MIN_FLOOR_GAMMA, Math.log(target / 255) / Math.log(after / 255));
}

export interface GradeOptions {
  /** Apply the style's sharpening (default). Off for a dish that will be enlarged: it is sharpened after. */
  sharpen?: boolean;
  /** A power on every channel after the tone curve (< 1 lighter mid-tones, > 1 deeper; black and white stay): a menu's exposure match. */
  gamma?: number;
}

/** The 3×3 Laplacian unsharp kernel of a given amount. */
export async function sharpenImage(img: RgbImage, amount: number): Promise<RgbImage> {
  if (amount <= 0) return img;
  const a = amount;
  const data = await rawRgb(img)
    .convolve({ width: 3, height: 3, kernel: [0, -a, 0, -a, 1 + 4 * a, -a, 0, -a, 0] })
    .raw()
    .toBuffer();
  return { data, width: img.width, height: img.height };
}

/** Applies the style to `img` with precomputed stats; returns a new image. */
export async function gradeImage(img: RgbImage, look: StyleLook, stats: GradeStats, options: GradeOptions = {}): Promise<RgbImage> {
  const [lr, lg, lb] = buildLuts(stats, look, options.gamma);
  const { width, height } = img;
  // Sharpen first: the tone curve's shoulder then absorbs the overshoot, so edges never clip.
  const src = options.sharpen === false ? img.data : (await sharpenImage(img, look.sharpen)).data;
  const out = Buffer.allocUnsafe(src.length);
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  // Levels and the curve's mid-tone slope stretch every channel alike, so a hazy photo's colours
  // would grow with its contrast (a washed-out kibbeh turned orange): that stretch is taken back out
  // of the saturation, which then does what the style says.
  const stretch = ((look.whiteOut - look.blackOut) / (stats.white - stats.black)) * (1 + look.contrast / 2);
  const s = look.saturation * Math.min(1, stretch ** -STRETCH_CHROMA_COMPENSATION);
  const clean = look.cleanWhites;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const r = lr[src[i]!]!;
      const g = lg[src[i + 1]!]!;
      const b = lb[src[i + 2]!]!;
      const l = luma(r, g, b);
      // A bright, nearly neutral pixel (a plate, a napkin) loses what is left of its tint.
      let sat = s;
      if (clean > 0 && l > CLEAN_LUMA[0]) {
        const max = Math.max(r, g, b);
        const relative = (max - Math.min(r, g, b)) / max;
        sat = s * (1 - clean * smoothstep(CLEAN_LUMA[0], CLEAN_LUMA[1], l) * (1 - smoothstep(CLEAN_CHROMA[0], CLEAN_CHROMA[1], relative)));
      }
      px[i] = l + (r - l) * sat;
      px[i + 1] = l + (g - l) * sat;
      px[i + 2] = l + (b - l) * sat;
    }
  }
  return { data: out, width, height };
}

/**
 * Haze: a veil of light over the whole photo (a fogged lens, steam on a cold one) lifts every dark:
 * the darkest channel of even the darkest pixels stays high. A clear photo, dish or table, keeps its
 * 1st percentile of min(R, G, B) — the dark channel (He, Sun and Tang's prior) — below ~40 (the
 * 64 photos: 13–38 and 72 on the one fogged); the veil is removed from HAZE_DARK[0] on, fully by
 * HAZE_DARK[1]. Under I = J·t + A·(1 − t), with the airlight A the colour of the photo's brightest
 * dark-channel pixels and J's own dark channel taken as HAZE_CLEAR_DARK, t follows from I's.
 */
const HAZE_DARK: [number, number] = [48, 64];
const HAZE_CLEAR_DARK = 10;
const HAZE_LOW = 0.01;
const HAZE_AIRLIGHT_SHARE = 0.001;
/** t is never below this (the stretch would amplify noise and JPEG blocks past it). */
const HAZE_MIN_TRANSMISSION = 0.5;

/**
 * The per-channel levels that remove the photo's veil (`withLevels` applies them), or null when it has
 * none (most photos: the same buffer is used). The same levels bring any other view of the photo (its
 * copy at the matte's size, the edge's guide) into the same light.
 */
export function hazeLevels(img: RgbImage): Uint8Array[] | null {
  const { data } = img;
  const n = img.width * img.height;
  const darkCounts = channelHistogram(img, 'min');
  const dark = histogramPercentile(darkCounts, HAZE_LOW, false);
  const strength = smoothstep(HAZE_DARK[0], HAZE_DARK[1], dark);
  if (strength <= 0) return null;
  // The airlight: the mean colour of the pixels whose dark channel is in the top share.
  const bright = histogramPercentile(darkCounts, HAZE_AIRLIGHT_SHARE, true);
  const airlight = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if (Math.min(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!) < bright) continue;
    for (let c = 0; c < 3; c += 1) airlight[c]! += data[i * 3 + c]!;
    count += 1;
  }
  for (let c = 0; c < 3; c += 1) airlight[c] = airlight[c]! / count;
  const airMin = Math.min(airlight[0]!, airlight[1]!, airlight[2]!);
  if (airMin <= dark) return null;
  const t = Math.max(HAZE_MIN_TRANSMISSION, (airMin - dark) / Math.max(1, airMin - HAZE_CLEAR_DARK));
  const transmission = 1 - strength * (1 - t);
  return airlight.map((a) => Uint8Array.from({ length: 256 }, (_, v) => Math.min(255, Math.max(0, Math.round((v - a * (1 - transmission)) / transmission)))));
}
