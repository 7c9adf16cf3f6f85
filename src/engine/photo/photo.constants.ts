// Tuning constants of the local photo engine. Shared limits (platforms, styles, MAX_INPUT_PIXELS,
// WORKING_MAX_SIDE: the browser downsizes uploads to it) live in src/shared/constants.ts; these are the
// engine's own, named once here.
import type { Platform } from '../../shared/constants.ts';

export { WORKING_MAX_SIDE } from '../../shared/constants.ts';

/** Long side of the image handed to the segmenter (no finer than the model sees); the matte is cleaned at this size. */
export const MATTE_MAX_SIDE = 640;
/**
 * Square input of the bundled IS-Net model after its graph is resized. 640 keeps whole plates and
 * runs ~2.5× faster than the native 1024 (measured: docs in segmenter.ts). Multiple of 64.
 */
export const DEFAULT_INFERENCE_SIZE = 640;
export type SegmentationPrecision = 'int8' | 'float32';
/**
 * The bundled model's arithmetic the server, the scripts and the bench run unless
 * SEGMENTATION_PRECISION says otherwise. int8 is ~2× faster and, since session 14, no longer flips
 * the plate search; but its masks lose a little on some photos (eval:cutout as shot 0.955 vs 0.965)
 * and a blind A/B of the photos whose output it changes preferred float32's on 4 of 7, int8's on 2
 * (docs/QUALITY.md, session 14); with its masks brought closer (session 21), still float32's on 6 of
 * 23, int8's on 1. Float32 stays the default.
 */
export const DEFAULT_SEGMENTATION_PRECISION: SegmentationPrecision = 'float32';
/** Input size assumed for an external model whose metadata gives none. */
export const FALLBACK_INFERENCE_SIZE = 1024;

/** Below this share of the frame the mask is taken as "no dish found". */
export const MIN_MASK_COVERAGE = 0.05;
/** Above this share the photo is a close-up: nothing to cut out. */
export const MAX_MASK_COVERAGE = 0.85;
/** A side of the frame whose border is covered by the dish over this share of its length cuts the dish. */
export const EDGE_TOUCH_SHARE = 0.06;

export const IN_PLACE_REASONS = {
  noDish: 'no-dish-found',
  closeUp: 'close-up',
  touchesEdge: 'touches-edge',
  /** The model tore the plate or bowl and the photo does not show enough of its rim to complete it. */
  unclearEdge: 'unclear-edge',
} as const;
export type InPlaceReason = (typeof IN_PLACE_REASONS)[keyof typeof IN_PLACE_REASONS];

export interface FrameSize {
  width: number;
  height: number;
  aspectRatio: '4:3' | '1:1';
  /** Pixels at the top and bottom that an app's interface covers (a story): the dish stays out of them. */
  safeTop?: number;
  safeBottom?: number;
  /** A photo enhanced in place is cropped rather than padded beyond this share (frame.ts, maxPad). */
  maxInPlacePad?: number;
}

/**
 * A photo enhanced in place is cropped rather than padded with more than this share of drawn-in
 * table: a 16:9 or 5:4 frame from a close-up would otherwise be a band of blur beside the dish, and
 * in a platform's frame blind reviewers judged the padded photos worse than the input in 6 of 10
 * (session 36's robustness probe: "a flat grey panel on the right, hard seam", "fake smeared beige bands top and bottom")
 * and the rest the same, where a crop that cuts the dish reads as a close-up.
 */
export const MAX_IN_PLACE_PAD = 0.12;

/** iFood's listing photo is 4:3; every other platform gets a square. */
export const IFOOD_FRAME: FrameSize = { width: 1200, height: 900, aspectRatio: '4:3', maxInPlacePad: MAX_IN_PLACE_PAD };
export const SQUARE_FRAME: FrameSize = { width: 1080, height: 1080, aspectRatio: '1:1', maxInPlacePad: MAX_IN_PLACE_PAD };
export const FOUR_THREE_PLATFORMS: readonly Platform[] = ['ifood'];

/**
 * Procedural backdrops render at most this many pixels and are upscaled to the frame (1.2 MP): the
 * surfaces are soft (depth of field, no wood rings to alias since the grain rewrite), and 0.55 MP
 * keeps a 1 MP cut-out inside its 1.0 s budget (0.7 MP: backdrop p50 194 ms, the photo 1021 ms).
 */
export const BACKDROP_RENDER_PIXELS = 550_000;

/** Every output JPEG stays under this size (platform upload limits). */
export const MAX_OUTPUT_BYTES = 2 * 1024 * 1024;
export const JPEG_QUALITY = 88;
export const JPEG_MIN_QUALITY = 60;
