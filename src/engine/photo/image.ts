// Raw pixel types passed between the engine's stages (no codec round trips inside the pipeline),
// and the few sharp conversions every stage needs.
import sharp, { type KernelEnum } from 'sharp';

/** 8-bit sRGB, 3 channels, row-major. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** 8-bit single channel (an alpha matte or a mask), row-major. */
export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const rawRgb = (img: RgbImage) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });
export const rawGray = (img: GrayImage) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });

/**
 * `img` turned a quarter clockwise (`channels` bytes a pixel): the pixel at (x, y) goes to
 * (height − 1 − y, x), and the width and height swap.
 */
export function turnClockwise(img: RgbImage | GrayImage, channels: 1 | 3): RgbImage {
  const { data, width, height } = img;
  const out = Buffer.allocUnsafe(data.length);
  for (let y = 0; y < height; y += 1) {
    const column = height - 1 - y;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * channels;
      const to = (x * height + column) * channels;
      for (let c = 0; c < channels; c += 1) out[to + c] = data[from + c]!;
    }
  }
  return { data: out, width: height, height: width };
}

/**
 * A smooth field (a blur, a weight map; `channels` bytes a pixel) enlarged to exactly width×height by
 * bilinear interpolation, pixel centres aligned as libvips aligns them. In JS because sharp enlarging
 * a 300×225 field 4× took 17–25 ms at 1200×900 (its affine path), against a few ms here; meant for
 * fields too smooth to show the interpolation (not for photographs: use resizeRgb). With `crop`, only
 * the top-left crop.width×crop.height of the enlarged field is made.
 */
export function enlargeSmooth(img: RgbImage | GrayImage, width: number, height: number, channels: 1 | 3, crop?: { width: number; height: number }): Buffer {
  const { data, width: sw, height: sh } = img;
  const outWidth = Math.min(width, crop?.width ?? width);
  const outHeight = Math.min(height, crop?.height ?? height);
  const rowBytes = outWidth * channels;
  const out = Buffer.allocUnsafe(rowBytes * outHeight);
  // Per output byte of a row: the two source bytes and the right one's weight (0..256, fixed point).
  const left = new Int32Array(rowBytes);
  const right = new Int32Array(rowBytes);
  const weight = new Int32Array(rowBytes);
  for (let x = 0; x < outWidth; x += 1) {
    const s = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / width - 0.5));
    const l = Math.floor(s);
    const f = Math.round((s - l) * 256);
    for (let c = 0; c < channels; c += 1) {
      left[x * channels + c] = l * channels + c;
      right[x * channels + c] = Math.min(sw - 1, l + 1) * channels + c;
      weight[x * channels + c] = f;
    }
  }
  // A source row enlarged across (×256), kept for the output rows that fall between it and the next.
  const across = (row: number, into: Int32Array) => {
    const base = row * sw * channels;
    for (let i = 0; i < rowBytes; i += 1) {
      const a = data[base + left[i]!]!;
      into[i] = (a << 8) + (data[base + right[i]!]! - a) * weight[i]!;
    }
  };
  let upper = new Int32Array(rowBytes);
  let lower = new Int32Array(rowBytes);
  let upperRow = -1;
  let lowerRow = -1;
  for (let y = 0; y < outHeight; y += 1) {
    const s = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / height - 0.5));
    const top = Math.floor(s);
    const bottom = Math.min(sh - 1, top + 1);
    if (top !== upperRow) {
      if (top === lowerRow) [upper, lower] = [lower, upper];
      else across(top, upper);
      upperRow = top;
      lowerRow = -1;
    }
    if (bottom !== lowerRow) {
      across(bottom, lower);
      lowerRow = bottom;
    }
    const fy = Math.round((s - top) * 256);
    const o = y * rowBytes;
    // (upper·(256 − fy) + lower·fy) / 65536, rounded.
    for (let i = 0; i < rowBytes; i += 1) out[o + i] = (upper[i]! * 256 + (lower[i]! - upper[i]!) * fy + 32768) >> 16;
  }
  return out;
}

/** Resizes an RGB image to exactly width×height. */
export async function resizeRgb(img: RgbImage, width: number, height: number, kernel: keyof KernelEnum = 'lanczos3'): Promise<RgbImage> {
  if (img.width === width && img.height === height) return img;
  const data = await rawRgb(img).resize(width, height, { fit: 'fill', kernel }).raw().toBuffer();
  return { data, width, height };
}

/** Resizes a 1-channel image to exactly width×height (kept 1-channel: sharp would make it RGB). */
export async function resizeGray(img: GrayImage, width: number, height: number, kernel: keyof KernelEnum = 'linear'): Promise<GrayImage> {
  if (img.width === width && img.height === height) return img;
  const data = await rawGray(img).resize(width, height, { fit: 'fill', kernel }).toColourspace('b-w').raw().toBuffer();
  return { data, width, height };
}

/**
 * A weight map (a soft mask) resized to exactly width×height: enlarged by enlargeSmooth (bilinear, as
 * resizeGray's default kernel, off sharp's queue), reduced by sharp (which averages what it drops).
 */
export async function resizeWeights(img: GrayImage, width: number, height: number): Promise<GrayImage> {
  if (width >= img.width && height >= img.height) return width === img.width && height === img.height ? img : { data: enlargeSmooth(img, width, height, 1), width, height };
  return resizeGray(img, width, height);
}

/** Gaussian blur of a 1-channel image (sigma in pixels). */
export async function blurGray(img: GrayImage, sigma: number): Promise<GrayImage> {
  if (sigma < 0.3) return img;
  const data = await rawGray(img).blur(sigma).toColourspace('b-w').raw().toBuffer();
  return { data, width: img.width, height: img.height };
}

export async function cropRgb(img: RgbImage, box: Box): Promise<RgbImage> {
  if (box.left === 0 && box.top === 0 && box.width === img.width && box.height === img.height) return img;
  const data = await rawRgb(img).extract(box).raw().toBuffer();
  return { data, width: box.width, height: box.height };
}

export async function cropGray(img: GrayImage, box: Box): Promise<GrayImage> {
  if (box.left === 0 && box.top === 0 && box.width === img.width && box.height === img.height) return img;
  const data = await rawGray(img).extract(box).toColourspace('b-w').raw().toBuffer();
  return { data, width: box.width, height: box.height };
}

/** RGB + alpha → one RGBA buffer. */
export function interleaveRgba(rgb: RgbImage, alpha: GrayImage): Buffer {
  const n = rgb.width * rgb.height;
  const out = Buffer.allocUnsafe(n * 4);
  const src = rgb.data;
  const a = alpha.data;
  for (let i = 0, p = 0, q = 0; i < n; i += 1, p += 3, q += 4) {
    out[q] = src[p]!;
    out[q + 1] = src[p + 1]!;
    out[q + 2] = src[p + 2]!;
    out[q + 3] = a[i]!;
  }
  return out;
}

/** Scales (w, h) to fit inside a maxSide square, never enlarging. */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The median chroma (RGB max − min) of the given pixels of an interleaved RGB buffer (0 when none), each channel first scaled by `gains` when given. */
export function medianChroma(data: Uint8Array, pixels: readonly number[], gains?: readonly [number, number, number]): number {
  const [gr, gg, gb] = gains ?? [1, 1, 1];
  const chromas = pixels
    .map((p) => {
      const r = data[p * 3]! * gr;
      const g = data[p * 3 + 1]! * gg;
      const b = data[p * 3 + 2]! * gb;
      return Math.max(r, g, b) - Math.min(r, g, b);
    })
    .sort((a, b) => a - b);
  return chromas[chromas.length >> 1] ?? 0;
}

/**
 * Texture at pixel `p` of an interleaved RGB image `width` wide: the absolute 4-neighbour Laplacian
 * of each channel, summed over the three (an integer; divided by 3 it is the per-channel mean: plain
 * ceramic ~1–3, food ~5 and up at the matte's size). `p` must not lie on the image's border.
 */
export function pixelTexture(data: Uint8Array, width: number, p: number): number {
  let sum = 0;
  for (let c = 0; c < 3; c += 1) {
    const at = (q: number) => data[q * 3 + c]!;
    sum += Math.abs(4 * at(p) - at(p - 1) - at(p + 1) - at(p - width) - at(p + width));
  }
  return sum;
}

/** Rec. 709 luma of 8-bit sRGB values (gamma space; good enough for statistics). */
export const luma = (r: number, g: number, b: number): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The photo's white: its brightest pixels (this share of a subsample, the clipped left out)… */
const WHITE_SHARE = 0.02;
const WHITE_CLIPPED = 250;
/** …when nearly neutral (saturation, (max − min) / max, at most this: a napkin under warm light, not a yellow plate)… */
const WHITE_MAX_SATURATION = 0.5;
/** …taken to grey by per-channel gains within these limits. */
const WHITE_GAIN: [number, number] = [0.6, 1.6];

/**
 * Per-channel gains that take the photo's white (the mean of its brightest pixels) to grey, or none
 * when it is not white enough to be the light's colour. What the matte's rules read as white or grey
 * (a napkin, a plate's bare ceramic, a fork's steel) is so only once the light's colour is taken out:
 * under a warm lamp a white napkin read 51–115 levels of chroma and stayed beside the dishes.
 */
export function whiteGains(guide: RgbImage): [number, number, number] {
  return whiteOf(guide).gains;
}

/** The luma (0..255) of the photo's white — the mean of its brightest unclipped pixels —, or null when too few are left to read. */
export function whiteLevel(guide: RgbImage): number | null {
  return whiteOf(guide).level;
}

/** A dim photo's levels are lifted by at most this factor (exposureLift). */
const MAX_EXPOSURE_LIFT = 1.6;

/**
 * The factor (1 to MAX_EXPOSURE_LIFT) by which a rule that reads absolute levels multiplies the
 * photo's, so that it reads a photo whose white (whiteLevel) is under `white` as if it were that
 * bright: the same dish a stop under reads the same.
 */
export function exposureLift(guide: RgbImage, white: number): number {
  const level = whiteLevel(guide);
  return level ? Math.min(MAX_EXPOSURE_LIFT, Math.max(1, white / level)) : 1;
}

/** sRGB 8-bit value → linear light (0..1), and back (0..255, unrounded, clamped). */
export const SRGB_TO_LINEAR = new Float64Array(256).map((_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
export function linearToSrgb(l: number): number {
  const c = Math.min(1, Math.max(0, l));
  return (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055) * 255;
}

/**
 * A photo's bright end — this share of its pixels at or above it, read on each pixel's largest
 * channel. Under DIM_BRIGHT_END the photo reads as shot under (the shared datasets' 64 photos as shot:
 * 184 to 255, median 236; a stop under that median: 172) and is lifted to SEEN_BRIGHT_END in linear
 * light, the same gain on every channel, by three stops (MAX_SEEN_GAIN) at most.
 */
const BRIGHT_END_SHARE = 0.01;
const DIM_BRIGHT_END = 176;
const SEEN_BRIGHT_END = 236;
const MAX_SEEN_GAIN = 8;

/**
 * The levels (a table of 256) that lift a photo shot under so that its bright end sits where a
 * well-exposed phone photo's does, or null for a photo that reads as well exposed. Two stops under,
 * 15 of the 64 photos had another decision than as shot (the model took a cutting board into the
 * dish; rules that read absolute levels moved: a bowl of stew cut out as a disc of stew), and a photo
 * kept in place came out a quarter darker than the same photo shot right (the grade's levels never
 * stretch a dark photo all the way: relight.ts MIN_WHITE).
 */
export function underExposureLevels(img: RgbImage): Uint8Array | null {
  const end = histogramPercentile(channelHistogram(img, 'max'), BRIGHT_END_SHARE, true);
  if (end >= DIM_BRIGHT_END) return null;
  return linearGainLevels(Math.min(MAX_SEEN_GAIN, SRGB_TO_LINEAR[SEEN_BRIGHT_END]! / SRGB_TO_LINEAR[Math.max(1, end)]!));
}

/** Each 8-bit sRGB value with its linear light scaled by `gain`, back in sRGB (0..255, unrounded). */
export function linearGainCurve(gain: number): Float64Array {
  return Float64Array.from({ length: 256 }, (_, v) => linearToSrgb(SRGB_TO_LINEAR[v]! * gain));
}

/** The levels (a table of 256) that scale an 8-bit sRGB value's linear light by `gain`. */
export function linearGainLevels(gain: number): Uint8Array {
  return Uint8Array.from(linearGainCurve(gain), Math.round);
}

/**
 * The histogram (256 bins) of each pixel's largest or smallest channel. Written out for each: a
 * `Math.max` / `Math.min` passed in as a callback made it ~4× slower once both had been seen (~130 ms
 * for a 12 MP photo's haze check against ~30).
 */
export function channelHistogram(img: RgbImage, channel: 'max' | 'min'): Uint32Array {
  const { data } = img;
  const counts = new Uint32Array(256);
  const end = img.width * img.height * 3;
  if (channel === 'max') {
    for (let i = 0; i < end; i += 3) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      counts[r > g ? (r > b ? r : b) : g > b ? g : b]! += 1;
    }
  } else {
    for (let i = 0; i < end; i += 3) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      counts[r < g ? (r < b ? r : b) : g < b ? g : b]! += 1;
    }
  }
  return counts;
}

/** The first value, counting from the bottom (or the top), past which more than `share` of a histogram's pixels lie. */
export function histogramPercentile(counts: Uint32Array, share: number, fromTop: boolean): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  let seen = 0;
  for (let k = 0; k < 256; k += 1) {
    const v = fromTop ? 255 - k : k;
    seen += counts[v]!;
    if (seen > share * total) return v;
  }
  return fromTop ? 0 : 255;
}

/** `img` through per-value `levels`: one table for every channel, or one per channel (R, G, B). */
export function withLevels(img: RgbImage, levels: Uint8Array | readonly Uint8Array[]): RgbImage {
  const [r, g, b] = levels instanceof Uint8Array ? [levels, levels, levels] : levels;
  const { data } = img;
  const out = Buffer.allocUnsafe(data.length);
  for (let i = 0; i < data.length; i += 3) {
    out[i] = r![data[i]!]!;
    out[i + 1] = g![data[i + 1]!]!;
    out[i + 2] = b![data[i + 2]!]!;
  }
  return { data: out, width: img.width, height: img.height };
}

interface PhotoWhite {
  gains: [number, number, number];
  level: number | null;
}

function whiteOf(guide: RgbImage): PhotoWhite {
  const known = whiteOfPhoto.get(guide.data);
  if (known) return known;
  const white = measureWhite(guide);
  whiteOfPhoto.set(guide.data, white);
  return white;
}
/** Each photo's white, read once however many rules ask (keyed by its pixels' buffer). */
const whiteOfPhoto = new WeakMap<Uint8Array, PhotoWhite>();

function measureWhite(guide: RgbImage): PhotoWhite {
  const { data } = guide;
  const n = guide.width * guide.height;
  const step = Math.max(1, Math.floor(n / 20_000));
  const lumas: number[] = [];
  const picked: number[] = [];
  for (let p = 0; p < n; p += step) {
    const r = data[p * 3]!;
    const g = data[p * 3 + 1]!;
    const b = data[p * 3 + 2]!;
    if (Math.min(r, g, b) >= WHITE_CLIPPED) continue;
    picked.push(p);
    lumas.push(0.299 * r + 0.587 * g + 0.114 * b);
  }
  if (picked.length < 50) return { gains: [1, 1, 1], level: null };
  const order = picked.map((_, i) => i).sort((i, j) => lumas[j]! - lumas[i]!);
  const top = order.slice(0, Math.max(10, Math.round(order.length * WHITE_SHARE)));
  const mean = [0, 1, 2].map((c) => top.reduce((sum, i) => sum + data[picked[i]! * 3 + c]!, 0) / top.length);
  const level = 0.299 * mean[0]! + 0.587 * mean[1]! + 0.114 * mean[2]!;
  const max = Math.max(...mean);
  if (max <= 0 || (max - Math.min(...mean)) / max > WHITE_MAX_SATURATION) return { gains: [1, 1, 1], level };
  const grey = (mean[0]! + mean[1]! + mean[2]!) / 3;
  return { gains: mean.map((v) => Math.min(WHITE_GAIN[1], Math.max(WHITE_GAIN[0], grey / Math.max(v, 1)))) as [number, number, number], level };
}
