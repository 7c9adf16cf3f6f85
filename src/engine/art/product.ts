// The product on the art: a cut-out (transparent PNG) becomes the hero with a soft shadow and a light
// lift of colour; an opaque photo is framed — cover-cropped to the card, circle or panel the layout
// asks for, never stretched.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../shared/constants.ts';
import { decodePhoto } from '../photo/decode.ts';
import { placeProduct, type ProductPlan } from './compose.ts';
import type { Rect } from './scene.ts';

/** Working size cap for the product: the art never shows it larger than the canvas. */
export const PRODUCT_MAX_SIDE = 1400;
/** Alpha below this counts as empty when trimming a cut-out. */
const TRIM_ALPHA = 10;
/** A "cut-out" whose alpha is opaque on more than this share of the border is really a photo. */
const OPAQUE_BORDER_SHARE = 0.9;
/** The shadow is blurred at this fraction of the product's size, then drawn scaled up. */
const SHADOW_SCALE = 0.25;

export interface PreparedProduct {
  cutout: boolean;
  /** Raw pixels (RGBA cut-out trimmed to its alpha, or RGB photo), at most PRODUCT_MAX_SIDE. */
  data: Buffer;
  channels: 3 | 4;
  width: number;
  height: number;
  aspect: number;
}

/** A sharp pipeline over the prepared raw pixels. */
const fromPrepared = (p: PreparedProduct) => sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });

function alphaBounds(data: Buffer, width: number, height: number): Rect | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if (data[row + x * 4 + 3]! > TRIM_ALPHA) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

function opaqueBorderShare(data: Buffer, width: number, height: number): number {
  let opaque = 0;
  let total = 0;
  const at = (x: number, y: number) => data[(y * width + x) * 4 + 3]!;
  for (let x = 0; x < width; x += 1) {
    opaque += (at(x, 0) > 250 ? 1 : 0) + (at(x, height - 1) > 250 ? 1 : 0);
    total += 2;
  }
  for (let y = 0; y < height; y += 1) {
    opaque += (at(0, y) > 250 ? 1 : 0) + (at(width - 1, y) > 250 ? 1 : 0);
    total += 2;
  }
  return opaque / total;
}

/** Decodes, orients and shrinks the product; trims a cut-out to its visible pixels. */
export async function prepareProduct(product: { image: Buffer; cutout: boolean }): Promise<PreparedProduct> {
  if (product.cutout) {
    const base = sharp(product.image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(PRODUCT_MAX_SIDE, PRODUCT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await base.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const bounds = alphaBounds(data, info.width, info.height);
    // An "opaque cut-out" (no transparency at its border) is framed as a photo instead of floating.
    if (bounds && opaqueBorderShare(data, info.width, info.height) < OPAQUE_BORDER_SHARE) {
      const trimmed = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .extract({ left: bounds.x, top: bounds.y, width: bounds.width, height: bounds.height })
        .raw()
        .toBuffer();
      return { cutout: true, data: trimmed, channels: 4, width: bounds.width, height: bounds.height, aspect: bounds.width / bounds.height };
    }
    const flat = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).flatten({ background: '#ffffff' }).raw().toBuffer();
    return { cutout: false, data: flat, channels: 3, width: info.width, height: info.height, aspect: info.width / info.height };
  }
  // Photos go through the photo engine's decoder: EXIF orientation, and phone colour profiles applied
  // after the shrink (applying a Display P3 profile at 24 MP costs ~0.3 s).
  const { working } = await decodePhoto(product.image, PRODUCT_MAX_SIDE);
  return { cutout: false, data: working.data, channels: 3, width: working.width, height: working.height, aspect: working.width / working.height };
}

/** A raster layer (raw RGBA) composited onto the art by sharp, kept inside the canvas. */
export interface RasterLayer {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
}

/** Crops a raw RGBA layer to the canvas: sharp refuses overlays that stick out. */
function clipLayer(rgba: Buffer, width: number, height: number, left: number, top: number, canvas: { width: number; height: number }): RasterLayer | null {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(canvas.width, left + width);
  const y1 = Math.min(canvas.height, top + height);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === left && y0 === top && x1 === left + width && y1 === top + height) return { input: rgba, raw: { width, height, channels: 4 }, left, top };
  const w = x1 - x0;
  const h = y1 - y0;
  const out = Buffer.allocUnsafe(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    const from = ((y + y0 - top) * width + (x0 - left)) * 4;
    rgba.copy(out, y * w * 4, from, from + w * 4);
  }
  return { input: out, raw: { width: w, height: h, channels: 4 }, left: x0, top: y0 };
}

/**
 * A soft shadow of `alpha` (1 channel, w×h), drawn small, blurred and scaled up — blur is
 * low-frequency, so a quarter-size blur looks the same at a fraction of the cost.
 */
async function shadowLayer(alphaSmall: Buffer, sw: number, sh: number, scale: number, strength: number, left: number, top: number, canvas: { width: number; height: number }): Promise<RasterLayer | null> {
  const pad = Math.round(Math.max(sw, sh) * 0.2);
  const pw = sw + 2 * pad;
  const ph = sh + 2 * pad;
  const padded = Buffer.alloc(pw * ph);
  for (let y = 0; y < sh; y += 1) alphaSmall.copy(padded, (y + pad) * pw + pad, y * sw, y * sw + sw);
  const blurred = await sharp(padded, { raw: { width: pw, height: ph, channels: 1 } }).blur(Math.max(0.6, Math.max(sw, sh) * 0.04)).toColourspace('b-w').raw().toBuffer();
  const rgba = Buffer.alloc(pw * ph * 4);
  for (let i = 0; i < pw * ph; i += 1) rgba[i * 4 + 3] = Math.round(blurred[i]! * strength);
  const fw = Math.round(pw * scale);
  const fh = Math.round(ph * scale);
  const big = await sharp(rgba, { raw: { width: pw, height: ph, channels: 4 } }).resize(fw, fh, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
  return clipLayer(big, fw, fh, Math.round(left - pad * scale), Math.round(top - pad * scale), canvas);
}

async function renderCutout(prepared: PreparedProduct, rect: Rect, plan: ProductPlan, canvas: { width: number; height: number }): Promise<RasterLayer[]> {
  const width = Math.max(1, Math.round(rect.width));
  const height = Math.max(1, Math.round(rect.height));
  // Light relight: a touch more saturation and brightness, as a studio light would give.
  const productRgba = await fromPrepared(prepared).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).modulate({ saturation: 1.07, brightness: 1.02 }).ensureAlpha().raw().toBuffer();
  const layers: (RasterLayer | null)[] = [];
  if (plan.shadow) {
    const sw = Math.max(2, Math.round(width * SHADOW_SCALE));
    const sh = Math.max(2, Math.round(height * SHADOW_SCALE));
    const alpha = await fromPrepared(prepared).resize(sw, sh, { fit: 'fill' }).extractChannel(3).toColourspace('b-w').raw().toBuffer();
    // Drop shadow: the silhouette, a little lower; plus a contact shadow where it meets the ground.
    const contact = Buffer.alloc(sw * sh);
    const cx = sw / 2;
    const cy = sh * 0.97;
    const rx = sw * 0.38;
    const ry = Math.max(1, sh * 0.05);
    for (let y = 0; y < sh; y += 1) {
      for (let x = 0; x < sw; x += 1) {
        const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        contact[y * sw + x] = d < 1 ? 255 : 0;
      }
    }
    const combined = Buffer.alloc(sw * sh);
    for (let i = 0; i < sw * sh; i += 1) combined[i] = Math.max(Math.round(alpha[i]! * 0.8), contact[i]!);
    const scale = width / sw;
    layers.push(await shadowLayer(combined, sw, sh, scale, plan.shadowStrength, rect.x + width * 0.012, rect.y + height * 0.03, canvas));
  }
  layers.push(clipLayer(productRgba, width, height, Math.round(rect.x), Math.round(rect.y), canvas));
  return layers.filter((l): l is RasterLayer => l !== null);
}

async function renderPhoto(prepared: PreparedProduct, rect: Rect, plan: ProductPlan, canvas: { width: number; height: number }): Promise<RasterLayer[]> {
  const width = Math.max(1, Math.round(rect.width));
  const height = Math.max(1, Math.round(rect.height));
  const radius = plan.mode === 'circle' ? width / 2 : plan.mode === 'fill' ? 0 : plan.radius;
  // Cover crop to the exact frame, proportions kept, about the centre: a dish is photographed in the
  // middle, and sharp's saliency ('attention') drifts to a bright plate rim or a saturated corner.
  let photo = fromPrepared(prepared).resize(width, height, { fit: 'cover', position: 'centre' });
  const border = plan.border && plan.border.width > 0 ? plan.border : null;
  const shape = (fill: string, extra = '') =>
    plan.mode === 'circle'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2 - (extra ? border!.width / 2 : 0)}" fill="${fill}" ${extra}/>`
      : `<rect x="${extra ? border!.width / 2 : 0}" y="${extra ? border!.width / 2 : 0}" width="${width - (extra ? border!.width : 0)}" height="${height - (extra ? border!.width : 0)}" rx="${radius}" fill="${fill}" ${extra}/>`;
  const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
  if (radius > 0 || border) {
    const overlays: { input: Buffer; blend?: 'dest-in' }[] = [];
    if (border) overlays.push({ input: svg(shape('none', `stroke="${border.color}" stroke-width="${border.width}"`)) });
    if (radius > 0) overlays.push({ input: svg(shape('#fff')), blend: 'dest-in' });
    // Materialised first: sharp would otherwise composite before the resize.
    const sized = await photo.ensureAlpha().raw().toBuffer();
    photo = sharp(sized, { raw: { width, height, channels: 4 } }).composite(overlays);
  }
  const rgba = await photo.ensureAlpha().raw().toBuffer();
  const layers: (RasterLayer | null)[] = [];
  if (plan.shadow) {
    const sw = Math.max(2, Math.round(width * SHADOW_SCALE));
    const sh = Math.max(2, Math.round(height * SHADOW_SCALE));
    const mask = await sharp(svg(shape('#fff'))).resize(sw, sh, { fit: 'fill' }).extractChannel(3).toColourspace('b-w').raw().toBuffer();
    layers.push(await shadowLayer(mask, sw, sh, width / sw, plan.shadowStrength * 0.8, rect.x, rect.y + height * 0.03, canvas));
  }
  layers.push(clipLayer(rgba, width, height, Math.round(rect.x), Math.round(rect.y), canvas));
  return layers.filter((l): l is RasterLayer => l !== null);
}

/** Raster layers drawing the product for a layout's plan, and where it landed. */
export async function renderProduct(prepared: PreparedProduct, plan: ProductPlan, canvas: { width: number; height: number }): Promise<{ layers: RasterLayer[]; rect: Rect }> {
  const effective: ProductPlan = prepared.cutout ? plan : { ...plan, mode: plan.mode === 'cutout' ? 'card' : plan.mode };
  const rect = placeProduct(effective, prepared.aspect);
  const layers = effective.mode === 'cutout' ? await renderCutout(prepared, rect, effective, canvas) : await renderPhoto(prepared, rect, effective, canvas);
  return { layers, rect };
}
