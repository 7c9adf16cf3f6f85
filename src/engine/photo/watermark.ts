// The free-plan watermark: "FoodArt" drawn as stroked vector glyphs (no font file, so it renders the
// same on every machine), translucent with a faint shadow, in the bottom-right corner: white on a
// dark corner, dark grey on a light one, so it stays legible but discreet. `hasWatermark` tells
// whether an encoded output carries that mark (tests and tools check what a user downloads).
import sharp, { type OverlayOptions } from 'sharp';
import { blurGray, luma, type Box, type GrayImage, type RgbImage } from './image.ts';

/** Glyph strokes in a 100-unit em (baseline at y = 80) and each glyph's advance. */
const GLYPHS: { d: string; advance: number }[] = [
  { d: 'M10 80V12H52M10 45H45', advance: 58 }, // F
  { d: 'M6 56a24 24 0 1 0 48 0a24 24 0 1 0-48 0', advance: 60 }, // o
  { d: 'M6 56a24 24 0 1 0 48 0a24 24 0 1 0-48 0', advance: 60 }, // o
  { d: 'M4 56a24 24 0 1 0 48 0a24 24 0 1 0-48 0M52 8V80', advance: 64 }, // d
  { d: 'M4 80L32 10L60 80M15 56H49', advance: 66 }, // A
  { d: 'M8 32V80M8 54Q8 32 34 32', advance: 42 }, // r
  { d: 'M16 12V66Q16 80 32 79M4 33H34', advance: 40 }, // t
];
const EM_HEIGHT = 100;
const STROKE = 9;
const TEXT_WIDTH = GLYPHS.reduce((sum, g) => sum + g.advance, 0);
/** Watermark width as a share of the image width, and its margin from the corner. */
const WIDTH_SHARE = 0.15;
const MARGIN_SHARE = 0.025;
/** Corner luminance above which the mark turns dark. */
export const LIGHT_CORNER = 165;
const INKS = {
  onDark: { ink: '#ffffff', inkOpacity: 0.62, shadow: '#000000', shadowOpacity: 0.3 },
  onLight: { ink: '#262626', inkOpacity: 0.5, shadow: '#ffffff', shadowOpacity: 0.35 },
};
type Ink = (typeof INKS)[keyof typeof INKS];

function watermarkSvg(width: number, ink: Ink): { svg: Buffer; width: number; height: number } {
  const scale = width / (TEXT_WIDTH + STROKE * 2);
  const height = Math.ceil((EM_HEIGHT - 2) * scale);
  let x = STROKE;
  const paths = GLYPHS.map((glyph) => {
    const path = `<path transform="translate(${x} 0)" d="${glyph.d}"/>`;
    x += glyph.advance;
    return path;
  }).join('');
  const group = (extra: string) =>
    `<g transform="scale(${scale.toFixed(5)})" fill="none" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round" ${extra}>${paths}</g>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><filter id="s" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${Math.max(0.6, scale * 3).toFixed(2)}"/></filter></defs>` +
    group(`stroke="${ink.shadow}" stroke-opacity="${ink.shadowOpacity}" filter="url(#s)"`) +
    group(`stroke="${ink.ink}" stroke-opacity="${ink.inkOpacity}"`) +
    `</svg>`;
  return { svg: Buffer.from(svg), width, height };
}

/** Where the watermark goes on an image of the given size. */
export function watermarkBox(imageWidth: number, imageHeight: number): Box {
  const width = Math.round(imageWidth * WIDTH_SHARE);
  const scale = width / (TEXT_WIDTH + STROKE * 2);
  const height = Math.ceil((EM_HEIGHT - 2) * scale);
  const margin = Math.round(imageWidth * MARGIN_SHARE);
  return { left: imageWidth - width - margin, top: imageHeight - height - margin, width, height };
}

/** Mean luminance of the corner where the mark goes: above LIGHT_CORNER the mark is inked dark. */
export function watermarkCornerLuma(image: RgbImage): number {
  const box = watermarkBox(image.width, image.height);
  let sum = 0;
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const i = (y * image.width + x) * 3;
      sum += luma(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
    }
  }
  return sum / (box.width * box.height);
}

/** The watermark as a sharp composite layer for this image, inked for its corner's brightness. */
export function watermarkOverlay(image: RgbImage): OverlayOptions {
  const box = watermarkBox(image.width, image.height);
  const ink = watermarkCornerLuma(image) > LIGHT_CORNER ? INKS.onLight : INKS.onDark;
  return { input: watermarkSvg(box.width, ink).svg, left: box.left, top: box.top };
}

// ---------------------------------------------------------------------------------------------
// Detection: a matched filter. The mark's own strokes (drawn as on a dark corner, on mid-grey) and
// the image's corner are both high-passed, so the backdrop's gradients and tone drop out, and
// correlated pixel for pixel. A dark mark on a light corner correlates negatively, hence |r|.

/** Mid-grey the reference mark is drawn on. */
const REFERENCE_GREY = 128;
/** High-pass radius as a share of the stroke width in pixels: keeps the strokes, drops the scene's tone. */
const HIGH_PASS_SIGMA_PER_STROKE = 1.5;
/** |correlation| from which the corner carries the mark. */
export const WATERMARK_MIN_CORRELATION = 0.35;

function lumaOf(image: RgbImage, box: Box): GrayImage {
  const data = Buffer.allocUnsafe(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const i = ((box.top + y) * image.width + box.left + x) * 3;
      data[y * box.width + x] = Math.round(luma(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!));
    }
  }
  return { data, width: box.width, height: box.height };
}

async function highPass(image: GrayImage, sigma: number): Promise<Float32Array> {
  const low = await blurGray(image, sigma);
  const out = new Float32Array(image.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = image.data[i]! - low.data[i]!;
  return out;
}

function correlation(a: Float32Array, b: Float32Array): number {
  const n = a.length;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i += 1) {
    sa += a[i]!;
    sb += b[i]!;
  }
  const ma = sa / n;
  const mb = sb / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i += 1) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
}

/**
 * How strongly the bottom-right corner of `image` follows the watermark's strokes, -1..1 (a white
 * mark positive, a dark one negative, an unmarked image near 0).
 */
export async function watermarkCorrelation(image: RgbImage): Promise<number> {
  const box = watermarkBox(image.width, image.height);
  const { svg } = watermarkSvg(box.width, INKS.onDark);
  const grey = { r: REFERENCE_GREY, g: REFERENCE_GREY, b: REFERENCE_GREY };
  const reference: RgbImage = {
    data: await sharp({ create: { width: box.width, height: box.height, channels: 3, background: grey } }).composite([{ input: svg }]).removeAlpha().raw().toBuffer(),
    width: box.width,
    height: box.height,
  };
  const strokePixels = (STROKE * box.width) / (TEXT_WIDTH + STROKE * 2);
  const sigma = Math.max(1, strokePixels * HIGH_PASS_SIGMA_PER_STROKE);
  const [mark, corner] = await Promise.all([
    highPass(lumaOf(reference, { left: 0, top: 0, width: box.width, height: box.height }), sigma),
    highPass(lumaOf(image, box), sigma),
  ]);
  return correlation(mark, corner);
}

/** Whether an encoded image (JPEG, PNG, WebP) carries the FoodArt watermark at its size's place. */
export async function hasWatermark(encoded: Buffer): Promise<boolean> {
  const { data, info } = await sharp(encoded).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const r = await watermarkCorrelation({ data, width: info.width, height: info.height });
  return Math.abs(r) >= WATERMARK_MIN_CORRELATION;
}
