// Foto Pro pre-check: what the engine WILL do with a photo, before anyone pays for it. It runs the
// same decision as enhancePhoto (analysePhoto: decode → segment → matte → cut-out or in place, and
// why) and measures what makes a poor delivery photo whatever the mode: too dark, blurred, or too
// small for the platform's frame. No pixels are produced; ~the segmentation's cost.
import type { Platform } from '../../shared/constants.ts';
import { analysePhoto, type Segmenter } from './enhance.ts';
import { frameFor } from './frame.ts';
import { foodShare, MIN_FOOD_SHARE } from './in-place.ts';
import { resizeRgb, type Box, type RgbImage } from './image.ts';
import { measureMenuFacts } from './menu.ts';
import type { MenuFacts } from './menu.types.ts';
import type { InPlaceReason } from './photo.constants.ts';

/**
 * Thresholds, measured with `npm run eval:check` on the 64 real phone photos of the shared datasets
 * (food-photos, food-masks) and on a darkened (×0.5) and a blurred (Gaussian σ = 2 px at 1024) copy of
 * each; the figures are in docs/decisions/006-photo-pre-check.md.
 */
export const QUALITY_THRESHOLDS = {
  /**
   * Mean luma (0..255, Rec. 601) below which a photo reads as dark. Dataset photos: 91 to 169; the
   * same photos at half exposure: 45 to 84 (flagged: those whose original was under ~140).
   */
  darkMeanLuma: 70,
  /**
   * Sharpness (see `sharpness`, exposure-normalised) below which a photo reads as blurred. Dataset
   * photos: 5 (a fogged lens) and 13 (a soft video still), then 15 and up; blurred copies: 2 to 32,
   * three quarters below 14.
   */
  blurredSharpness: 14,
  /**
   * The photo must be enlarged more than this to cover the platform's frame (1200×900 iFood, 1080×1080
   * the others): past 1.5× an upscale is visibly soft on a phone screen (800×600 fills iFood's frame).
   */
  maxUpscale: 1.5,
} as const;

/** Long side the sharpness is measured at: the photo's own detail, independent of its pixel count. */
export const SHARPNESS_SIDE = 1024;

export type QualityIssue = 'dark' | 'blurred' | 'too-small' | 'no-food';

export interface PhotoCheck {
  /** What enhancePhoto will do: cut the dish out onto the chosen scenario, or enhance the photo in place. */
  mode: 'cutout' | 'in-place';
  /** Why in place (null for a cut-out). */
  reason: InPlaceReason | null;
  /** The photo's frame cuts the dish (a cut-out may still run it off one side: `bleed`). */
  cutByFrame: boolean;
  /** A cut-out of a dish the photo cut on one side: it runs off that side of the new frame too. */
  bleed: 'top' | 'right' | 'bottom' | 'left' | null;
  issues: QualityIssue[];
  metrics: {
    inputWidth: number;
    inputHeight: number;
    meanLuma: number;
    sharpness: number;
    /** How much the photo must be enlarged to cover the frame (≤ 1: no enlargement). */
    upscale: number;
    maskCoverage: number;
    /** Share of the dish that is food (`foodShare`), or null when no dish was found. */
    foodShare: number | null;
    /**
     * What planning a menu needs of the dish (`planMenu`), null when no dish was found. Optional:
     * checks made before menus, or built elsewhere, have none (the plan gives them a plain look).
     */
    menu?: MenuFacts | null;
  };
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Mean Rec. 601 luma of an RGB image, 0..255 (sampled on a grid: an estimate of a mean needs no more). */
export function meanLuma(img: RgbImage): number {
  const stride = Math.max(1, Math.floor(Math.sqrt((img.width * img.height) / 200_000)));
  let sum = 0;
  let n = 0;
  for (let y = 0; y < img.height; y += stride) {
    for (let x = 0; x < img.width; x += stride) {
      const i = (y * img.width + x) * 3;
      sum += 0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
      n += 1;
    }
  }
  return n ? sum / n : 0;
}

/**
 * The 99th percentile of |Laplacian| of the luma inside `box` (the whole image when null). A percentile
 * rather than the usual variance: a dish on a plain plate has few edges, and their strength, not their
 * number, is what blur takes away. Raw: it scales with exposure (see normalisedSharpness).
 */
export function sharpness(img: RgbImage, box: Box | null): number {
  const { width, height, data } = img;
  const left = Math.max(1, box?.left ?? 1);
  const top = Math.max(1, box?.top ?? 1);
  const right = Math.min(width - 1, box ? box.left + box.width : width - 1);
  const bottom = Math.min(height - 1, box ? box.top + box.height : height - 1);
  const histogram = new Uint32Array(1024);
  let count = 0;
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const lap = Math.abs(4 * luma(x, y) - luma(x - 1, y) - luma(x + 1, y) - luma(x, y - 1) - luma(x, y + 1));
      histogram[Math.min(1023, Math.round(lap))]! += 1;
      count += 1;
    }
  }
  if (count === 0) return 0;
  let seen = 0;
  const target = count * 0.99;
  for (let v = 0; v < histogram.length; v += 1) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}

/** Mean luma the sharpness is normalised to: a dim photo's edges are as sharp, only weaker. */
const REFERENCE_LUMA = 128;
/** Below this mean luma the normalisation would amplify noise. */
const MIN_NORMALISING_LUMA = 16;

/** `sharpness` as if the photo were exposed to a mean luma of REFERENCE_LUMA (a dark photo is not a blurred one). */
export function normalisedSharpness(raw: number, luma: number): number {
  return Math.round((raw * REFERENCE_LUMA) / Math.max(luma, MIN_NORMALISING_LUMA));
}

/** The engine's decision about `input` for `platform`, and its quality issues. */
export async function checkPhoto(input: Buffer | Uint8Array, platform: Platform, segmenter: Segmenter): Promise<PhotoCheck> {
  const photo = await analysePhoto(input, platform, segmenter);
  const { decoded, analysis, guide } = photo;
  const { working } = decoded;
  const frame = frameFor(platform);

  // Sharpness at a fixed size: the working image brought to SHARPNESS_SIDE (never enlarged).
  const scale = Math.min(1, SHARPNESS_SIDE / Math.max(working.width, working.height));
  const measured = scale < 1 ? await resizeForSharpness(working, scale) : working;
  const dishBox =
    analysis.box && photo.reason !== 'no-dish-found'
      ? {
          left: Math.floor((analysis.box.left / guide.width) * measured.width),
          top: Math.floor((analysis.box.top / guide.height) * measured.height),
          width: Math.ceil((analysis.box.width / guide.width) * measured.width),
          height: Math.ceil((analysis.box.height / guide.height) * measured.height),
        }
      : null;
  const luma = meanLuma(working);
  const sharp = normalisedSharpness(sharpness(measured, dishBox), luma);
  // A flat lay turned for its frame is enlarged across its height.
  const [inputWidth, inputHeight] = photo.turned ? [decoded.inputHeight, decoded.inputWidth] : [decoded.inputWidth, decoded.inputHeight];
  const upscale = Math.max(frame.width / inputWidth, frame.height / inputHeight);

  const issues: QualityIssue[] = [];
  if (luma < QUALITY_THRESHOLDS.darkMeanLuma) issues.push('dark');
  if (sharp < QUALITY_THRESHOLDS.blurredSharpness) issues.push('blurred');
  if (upscale > QUALITY_THRESHOLDS.maxUpscale) issues.push('too-small');
  // A dish with next to no food on it: an empty or used plate (0.06). The 64 shared photos' other
  // dishes score 0.21 (a clear drink in its glass) and up, at full or half exposure (`npm run eval:check`).
  const food = photo.reason === 'no-dish-found' ? null : foodShare(analysis.solid, guide);
  if (food !== null && food < MIN_FOOD_SHARE) issues.push('no-food');
  const menu = photo.reason === 'no-dish-found' ? null : measureMenuFacts(guide, analysis.solid, analysis.box, photo.view);

  return {
    mode: photo.reason === null ? 'cutout' : 'in-place',
    reason: photo.reason,
    cutByFrame: analysis.touchesEdge,
    bleed: photo.bleed,
    issues,
    metrics: {
      inputWidth: decoded.inputWidth,
      inputHeight: decoded.inputHeight,
      meanLuma: round(luma, 1),
      sharpness: sharp,
      foodShare: food === null ? null : round(food),
      upscale: round(upscale),
      maskCoverage: round(analysis.coverage, 4),
      menu,
    },
  };
}

function resizeForSharpness(img: RgbImage, scale: number): Promise<RgbImage> {
  return resizeRgb(img, Math.max(1, Math.round(img.width * scale)), Math.max(1, Math.round(img.height * scale)), 'linear');
}
