// Rendering a spec: paint the surface through the camera's projection, add the wall behind an
// eye-level table, light it (key-light gradient, fall-off with distance, vignette), add film grain,
// blur what lies beyond the focal plane, and upscale from the render size. Plain JS on coarse
// grids where the detail allows; sharp only for the blurs and the final resize.
import sharp from 'sharp';
import { fbm, makePerlin, smoothstep } from './noise.ts';
import { makeCtx, type Ctx, type SurfacePainter } from './projection.ts';
import {
  BackdropSpecSchema,
  backdropColors,
  hexToRgb,
  MAX_BACKDROP_SIDE,
  MAX_RENDER_PIXELS,
  WALL_COLORS,
  type BackdropSpec,
  type BackdropSurface,
  type BackdropTone,
} from './spec.ts';
import { paintButcherPaper } from './surfaces/butcher-paper.ts';
import { paintConcrete } from './surfaces/concrete.ts';
import { paintLinen } from './surfaces/linen.ts';
import { paintMarble } from './surfaces/marble.ts';
import { paintSlate } from './surfaces/slate.ts';
import { paintStudio } from './surfaces/studio.ts';
import { paintTerracotta } from './surfaces/terracotta.ts';
import { paintTerrazzo } from './surfaces/terrazzo.ts';
import { paintWood } from './surfaces/wood.ts';

const PAINTERS: Record<BackdropSurface, SurfacePainter> = {
  wood: paintWood,
  marble: paintMarble,
  linen: paintLinen,
  slate: paintSlate,
  studio: paintStudio,
  concrete: paintConcrete,
  terracotta: paintTerracotta,
  'butcher-paper': paintButcherPaper,
  terrazzo: paintTerrazzo,
};

/** Light lost toward the far edge of the table (a soft box near the dish, falling off with distance). */
const DEPTH_FALLOFF = 0.14;
/** Depth of field, in surface units at the near edge: blur of the far table and of the wall. */
const FAR_BLUR_UNITS = 3.4;
const WALL_BLUR_UNITS = 7;

/**
 * Eye level: the wall above the table's back edge — plaster, lit from the key light's side and
 * falling off upward, darker just above the table (occlusion) — and the edge itself catching light.
 */
function paintWall(ctx: Ctx, tone: BackdropTone, rgb: Float32Array): void {
  const { w, tableTop } = ctx;
  if (tableTop <= 0) return;
  const wall = hexToRgb(WALL_COLORS[tone]);
  const plasterN = makePerlin(ctx.seed + 5);
  const aoRows = Math.max(2, Math.round(ctx.h * 0.06));
  for (let y = 0; y < tableTop; y += 1) {
    const up = 1 - y / tableTop;
    const occlusion = 1 - 0.22 * (1 - smoothstep(0, aoRows, tableTop - y));
    const rowLight = (1 - 0.16 * up) * occlusion;
    for (let x = 0; x < w; x += 1) {
      const fx = x / (w - 1 || 1) - 0.5;
      const plaster = 1 + fbm(plasterN, x * 0.006, y * 0.006, 3) * 0.035;
      const k = rowLight * plaster * (1 - 0.18 * fx * ctx.light.x);
      const i = (y * w + x) * 3;
      rgb[i] = wall[0] * k;
      rgb[i + 1] = wall[1] * k;
      rgb[i + 2] = wall[2] * k;
    }
  }
  // The table's far strip is in the wall's shade; its top edge catches a thin line of light.
  const shadeRows = Math.max(2, Math.round(ctx.h * 0.05));
  for (let y = tableTop; y < Math.min(ctx.h, tableTop + shadeRows); y += 1) {
    const t = (y - tableTop) / shadeRows;
    const k = (0.82 + 0.18 * smoothstep(0, 1, t)) * (y === tableTop ? 1.12 : 1);
    for (let i = y * w * 3; i < (y + 1) * w * 3; i += 1) rgb[i] = rgb[i]! * k;
  }
}

/** Key-light gradient, fall-off with distance and vignette, into 8-bit pixels (grain comes after the blur). */
function applyLight(ctx: Ctx, rgb: Float32Array, vignette: number, out: Buffer): void {
  const { w, h, light } = ctx;
  const aspect = h / w;
  // Uint8ClampedArray rounds and clamps on assignment.
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, w * h * 3);
  const vy = aspect > 1 ? 1.6 / aspect : 1.6;
  const vigAmount = vignette * 0.7;
  for (let y = 0; y < h; y += 1) {
    const fy = y / (h - 1 || 1) - 0.5;
    const keyY = 0.16 * fy * light.y;
    const ry = fy * fy * vy;
    const falloff = 1 - DEPTH_FALLOFF * ctx.rowDepth[y]! ** 1.5;
    for (let x = 0; x < w; x += 1) {
      const fx = x / (w - 1 || 1) - 0.5;
      // Key light falls off away from its side; the vignette darkens outside an ellipse.
      const key = (1 + 0.16 * fx * light.x + keyY) * falloff;
      const t = Math.min(1, Math.max(0, (fx * fx * 1.6 + ry - 0.12) / 0.73));
      const k = key * (1 - vigAmount * t * t * (3 - 2 * t)) * 255;
      const i = (y * w + x) * 3;
      px[i] = rgb[i]! * k;
      px[i + 1] = rgb[i + 1]! * k;
      px[i + 2] = rgb[i + 2]! * k;
    }
  }
}

/**
 * Film grain, mostly luminance with a touch of colour (about ±3 levels), added after the depth of
 * field so blurred gradients (the wall, the far table) do not band.
 */
function addGrain(ctx: Ctx, pixels: Buffer): void {
  const { w, h } = ctx;
  const seed = ctx.seed >>> 0;
  const px = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let hsh = Math.imul(x + 1, 0x27d4eb2d) ^ Math.imul(y + 1, 0x165667b1) ^ seed;
      hsh = Math.imul(hsh ^ (hsh >>> 15), 0x85ebca6b);
      hsh ^= hsh >>> 13;
      const grain = ((hsh & 1023) / 1023 - 0.5) * 5;
      const chroma = (((hsh >>> 10) & 1023) / 1023 - 0.5) * 1.5;
      const i = (y * w + x) * 3;
      px[i] = px[i]! + grain + chroma;
      px[i + 1] = px[i + 1]! + grain;
      px[i + 2] = px[i + 2]! + grain - chroma;
    }
  }
}

/**
 * Depth of field: per row, how far it lies beyond the focal plane (0 sharp … 1 the far table's
 * blur … 2 the wall's), blended between the sharp, a far-blurred and a wall-blurred copy.
 */
function blurAmounts(ctx: Ctx): Float32Array {
  const amount = new Float32Array(ctx.h);
  for (let y = 0; y < ctx.h; y += 1) {
    const depth = ctx.rowDepth[y]!;
    if (ctx.view === 'three-quarter') amount[y] = smoothstep(0.45, 1, depth);
    else if (ctx.view === 'eye-level') amount[y] = y < ctx.tableTop ? 2 : smoothstep(0.1, 0.75, depth);
  }
  return amount;
}

async function applyDepthOfField(ctx: Ctx, pixels: Buffer): Promise<Buffer> {
  const { w, h } = ctx;
  const amount = blurAmounts(ctx);
  let last = -1;
  for (let y = 0; y < h; y += 1) if (amount[y]! > 0.01) last = y;
  if (last < 0) return pixels;
  const farSigma = Math.max(0.6, FAR_BLUR_UNITS * ctx.ppu);
  const wallSigma = Math.max(0.8, WALL_BLUR_UNITS * ctx.ppu);
  const bandH = Math.min(h, last + 1 + Math.ceil(farSigma * 3));
  const band = sharp(pixels.subarray(0, w * bandH * 3), { raw: { width: w, height: bandH, channels: 3 } });
  const wallH = ctx.tableTop > 0 ? Math.min(h, ctx.tableTop + Math.ceil(wallSigma * 2)) : 0;
  const [far, wall] = await Promise.all([
    band.clone().blur(farSigma).raw().toBuffer(),
    wallH > 0
      ? sharp(pixels.subarray(0, w * wallH * 3), { raw: { width: w, height: wallH, channels: 3 } }).blur(wallSigma).raw().toBuffer()
      : Promise.resolve(null),
  ]);
  const out = Buffer.from(pixels);
  for (let y = 0; y <= last; y += 1) {
    const a = amount[y]!;
    const row = y * w * 3;
    if (a <= 1 || !wall) {
      const t = Math.min(1, a);
      for (let i = row; i < row + w * 3; i += 1) out[i] = pixels[i]! + (far[i]! - pixels[i]!) * t + 0.5;
    } else {
      const t = a - 1;
      for (let i = row; i < row + w * 3; i += 1) out[i] = far[i]! + (wall[i]! - far[i]!) * t + 0.5;
    }
  }
  return out;
}

export interface RawBackdrop {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

export interface RenderBackdropOptions {
  /** Render at most this many pixels and upscale (default MAX_RENDER_PIXELS): trades detail for time. */
  maxRenderPixels?: number;
}

/**
 * Renders the backdrop as raw 8-bit sRGB pixels (3 channels, row-major) — what the photo engine
 * composites onto without an encode/decode round trip.
 */
export async function renderBackdropRaw(specInput: BackdropSpec, width: number, height: number, options: RenderBackdropOptions = {}): Promise<RawBackdrop> {
  const spec = BackdropSpecSchema.parse(specInput);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_BACKDROP_SIDE || height > MAX_BACKDROP_SIDE) {
    throw new RangeError(`Backdrop size must be whole pixels in 1..${MAX_BACKDROP_SIDE}`);
  }
  const scale = Math.min(1, Math.sqrt((options.maxRenderPixels ?? MAX_RENDER_PIXELS) / (width * height)));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const ctx = makeCtx(w, h, spec.seed, spec.view, spec.light.direction);
  const rgb = new Float32Array(w * h * 3);
  PAINTERS[spec.surface](ctx, backdropColors(spec), rgb);
  if (spec.surface !== 'studio') paintWall(ctx, spec.tone, rgb);
  let pixels: Buffer = Buffer.allocUnsafe(w * h * 3);
  applyLight(ctx, rgb, spec.light.vignette, pixels);
  if (spec.view !== 'top-down' && h > 2) pixels = await applyDepthOfField(ctx, pixels);
  addGrain(ctx, pixels);
  if (w !== width || h !== height) {
    pixels = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  }
  return { data: pixels, width, height, channels: 3 };
}

/**
 * Renders the backdrop as a PNG (lossless, 8-bit sRGB, no alpha). Byte-identical for the same spec
 * and size. Use renderBackdropRaw when compositing further.
 */
export async function renderBackdrop(spec: BackdropSpec, width: number, height: number): Promise<Buffer> {
  const raw = await renderBackdropRaw(spec, width, height);
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}
