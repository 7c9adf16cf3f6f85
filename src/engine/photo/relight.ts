// Relight and colour by style. Statistics come from a subsample of the dish (or the whole photo when
// enhanced in place): white balance from the brightest 2% of pixels at partial strength (a probe
// found ~60% looks right; an uncapped gain blows highlights, so gains are capped and normalised to
// never exceed 1), levels from the 0.5–99.5% luminance percentiles, then a per-style tone curve with
// a soft shoulder below 255 (plates keep their detail), saturation and an optional vignette, after a
// light 3×3 sharpening. Everything but the sharpening is one lookup-table pass in JS.
import type { EnhancementStyle } from '../../shared/constants.ts';
import { luma, rawRgb, type GrayImage, type RgbImage } from './image.ts';
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
  /** Corner darkening for in-place photos (0..1). */
  vignette: number;
  /** Unsharp amount of a 3×3 Laplacian kernel (0 = none). sharp's own sharpen works in Lab and cost ~100 ms per MP here. */
  sharpen: number;
}

export const STYLE_LOOKS: Record<EnhancementStyle, StyleLook> = {
  // Neutral white balance, gentle levels: the photo as it should have been.
  natural: { whiteBalance: 0.6, warmth: 0, gamma: 0.97, contrast: 0.12, saturation: 1.1, blackOut: 4, whiteOut: 244, vignette: 0.08, sharpen: 0.22 },
  // Warm, deeper contrast, soft vignette: restaurant-menu richness.
  premium: { whiteBalance: 0.55, warmth: 0.025, gamma: 1.06, contrast: 0.3, saturation: 1.12, blackOut: 0, whiteOut: 240, vignette: 0.3, sharpen: 0.3 },
  // Neutral studio, crisp, bright.
  professional: { whiteBalance: 0.75, warmth: 0, gamma: 0.9, contrast: 0.2, saturation: 1.15, blackOut: 2, whiteOut: 250, vignette: 0, sharpen: 0.45 },
  // Soft, airy, light.
  minimal: { whiteBalance: 0.7, warmth: -0.008, gamma: 0.82, contrast: -0.18, saturation: 0.93, blackOut: 24, whiteOut: 250, vignette: 0, sharpen: 0 },
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
/** Highest output value: the shoulder approaches it, so nothing clips to 255. */
const PEAK_OUT = 253;

const SRGB_TO_LINEAR = new Float64Array(256).map((_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
function linearToSrgb(l: number): number {
  const c = Math.min(1, Math.max(0, l));
  return (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055) * 255;
}

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

/**
 * Measures white balance and levels on `img`, counting only pixels where `weight` ≥ 128 when a
 * matte is given (the dish, not the table it stood on). With `scene` (the whole photo the dish was
 * cut from), the white reference is the more neutral of the dish's and the scene's: a slice of
 * cheesecake has no white of its own, but the wall behind it shows the light's colour.
 */
export function measureGrade(img: RgbImage, look: StyleLook, weight?: GrayImage, scene?: RgbImage): GradeStats {
  const { samples, lumas } = samplePixels(img, weight);
  let reference = whiteReference(img, samples, lumas);
  if (scene) {
    const whole = samplePixels(scene);
    const sceneReference = whiteReference(scene, whole.samples, whole.lumas);
    if (sceneReference && (!reference || sceneReference.saturation < reference.saturation)) reference = sceneReference;
  }
  let gains: [number, number, number] = [1, 1, 1];
  if (reference) {
    const [r, g, b] = reference.rgb;
    const strength = look.whiteBalance * (1 - smoothstep(NEUTRAL_SATURATION[0], NEUTRAL_SATURATION[1], reference.saturation));
    const grey = (r + g + b) / 3;
    if (grey > 0 && strength > 0) {
      gains = [r, g, b].map((v) => Math.min(GAIN_MAX, Math.max(GAIN_MIN, (grey / Math.max(v, 1e-4)) ** strength))) as [number, number, number];
    }
  }
  gains = [gains[0] * (1 + look.warmth), gains[1], gains[2] * (1 - look.warmth)];
  const top = Math.max(...gains);
  gains = gains.map((g) => g / top) as [number, number, number];

  const after = new Float32Array(samples.length);
  samples.forEach((p, k) => {
    after[k] = luma(
      linearToSrgb(SRGB_TO_LINEAR[img.data[p * 3]!]! * gains[0]),
      linearToSrgb(SRGB_TO_LINEAR[img.data[p * 3 + 1]!]! * gains[1]),
      linearToSrgb(SRGB_TO_LINEAR[img.data[p * 3 + 2]!]! * gains[2]),
    );
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

function buildLuts(stats: GradeStats, look: StyleLook): [Float32Array, Float32Array, Float32Array] {
  return [0, 1, 2].map((c) => {
    const lut = new Float32Array(256);
    for (let v = 0; v < 256; v += 1) {
      const balanced = linearToSrgb(SRGB_TO_LINEAR[v]! * stats.gains[c]!);
      lut[v] = toneCurve((balanced - stats.black) / (stats.white - stats.black), look);
    }
    return lut;
  }) as [Float32Array, Float32Array, Float32Array];
}

export interface GradeOptions {
  /** Darken the corners by the style's vignette (photos enhanced in place). */
  vignette?: boolean;
  /** Apply the style's sharpening (default). Off for a dish that will be enlarged: it is sharpened after. */
  sharpen?: boolean;
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
  const [lr, lg, lb] = buildLuts(stats, look);
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
  const vignette = options.vignette ? look.vignette : 0;
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  for (let y = 0; y < height; y += 1) {
    const dy = (y - cy) / (cy || 1);
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const r = lr[src[i]!]!;
      const g = lg[src[i + 1]!]!;
      const b = lb[src[i + 2]!]!;
      const l = luma(r, g, b);
      let k = 1;
      if (vignette > 0) {
        const dx = (x - cx) / (cx || 1);
        k = 1 - vignette * smoothstep(0.45, 1.9, dx * dx + dy * dy);
      }
      px[i] = (l + (r - l) * s) * k;
      px[i + 1] = (l + (g - l) * s) * k;
      px[i + 2] = (l + (b - l) * s) * k;
    }
  }
  return { data: out, width, height };
}
