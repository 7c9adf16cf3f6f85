// Templates Rápidos, one art from the user's uploads: the product photo cut out by the photo engine
// (framed instead when a cut-out is not safe; kept as it is when it already has a transparent
// background), an SVG logo rasterised safely, brand colours read from the logo, then renderArt.
// This is what the engine worker runs for an art; pure apart from the injected segmenter (null:
// every photo is framed, no model — what the API tests' fake engine uses).
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../shared/constants.ts';
import { looksLikeSvg, sniffImageType } from '../../shared/uploads.ts';
import { cutOutProduct } from '../photo/cutout.ts';
import { PhotoDecodeError } from '../photo/decode.ts';
import type { Segmenter } from '../photo/photo.types.ts';
import { extractBrandColorsFromImage, LOGO_MAX_SIDE, rasteriseSvgLogo } from './logo.ts';
import { renderArt, type RenderArtInput } from './render.ts';

export interface GenerateArtInput extends Omit<RenderArtInput, 'product' | 'logo' | 'brandColors'> {
  /** The product photo as uploaded (PNG, JPG or WEBP). */
  product: Buffer;
  /** The logo as uploaded (PNG, JPG, WEBP or SVG). */
  logo?: Buffer | null;
}

export interface GenerateArtResult {
  /** The art, PNG at the format's size. */
  png: Buffer;
  width: number;
  height: number;
  /** The product was cut out (or arrived cut out) rather than framed as a photo. */
  productCutout: boolean;
  /** An SVG logo as rasterised: what to keep instead of the SVG. Null for raster logos. */
  logoPng: Buffer | null;
  /** Brand colours read from the logo (spec §9); empty without a logo. */
  brandColors: string[];
  /** ms per stage: cutout, logo, then renderArt's stages, total. */
  timings: Record<string, number>;
}

/** Side of the thumbnail that decides whether a product already has a transparent background. */
const ALPHA_PROBE_SIDE = 96;
/** A border this transparent means the product was already cut out. */
const TRANSPARENT_BORDER_SHARE = 0.25;

/** True when the image has an alpha channel and a mostly transparent border (a ready cut-out). */
async function isAlreadyCutOut(image: Buffer): Promise<boolean> {
  const meta = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.hasAlpha) return false;
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(ALPHA_PROBE_SIDE, ALPHA_PROBE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let clear = 0;
  let total = 0;
  for (let x = 0; x < width; x += 1) {
    clear += (data[x]! < 128 ? 1 : 0) + (data[(height - 1) * width + x]! < 128 ? 1 : 0);
    total += 2;
  }
  for (let y = 0; y < height; y += 1) {
    clear += (data[y * width]! < 128 ? 1 : 0) + (data[y * width + width - 1]! < 128 ? 1 : 0);
    total += 2;
  }
  return clear / total >= TRANSPARENT_BORDER_SHARE;
}

async function prepareProductImage(photo: Buffer, segmenter: Segmenter | null): Promise<{ image: Buffer; cutout: boolean }> {
  if (!sniffImageType(photo)) throw new PhotoDecodeError('product is not a PNG, JPG or WEBP image');
  let ready: boolean;
  try {
    ready = await isAlreadyCutOut(photo);
  } catch (error) {
    throw new PhotoDecodeError(`product unreadable: ${(error as Error).message}`);
  }
  if (ready) return { image: photo, cutout: true };
  if (!segmenter) return { image: photo, cutout: false };
  const { image, cutout } = await cutOutProduct(photo, segmenter);
  return { image, cutout };
}

/** The logo as a raster the art engine reads, and its rasterised PNG when it came as SVG. */
async function prepareLogoImage(logo: Buffer): Promise<{ raster: Buffer; svgPng: Buffer | null; brandColors: string[] }> {
  let raster = logo;
  let svgPng: Buffer | null = null;
  if (looksLikeSvg(logo)) {
    try {
      svgPng = rasteriseSvgLogo(logo, LOGO_MAX_SIDE);
    } catch (error) {
      throw new PhotoDecodeError(`logo SVG unreadable: ${(error as Error).message}`);
    }
    raster = svgPng;
  } else if (!sniffImageType(logo)) {
    // Never hand anything else to sharp: it would parse an undetected SVG itself.
    throw new PhotoDecodeError('logo is not a PNG, JPG, WEBP or SVG image');
  }
  try {
    // A full decode: a truncated or corrupt logo fails here, as "unreadable", not mid-render.
    return { raster, svgPng, brandColors: await extractBrandColorsFromImage(raster) };
  } catch (error) {
    throw new PhotoDecodeError(`logo unreadable: ${(error as Error).message}`);
  }
}

export async function generateArt(input: GenerateArtInput, segmenter: Segmenter | null): Promise<GenerateArtResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const since = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

  let t0 = performance.now();
  const product = await prepareProductImage(input.product, segmenter);
  timings.cutout = since(t0);
  t0 = performance.now();
  const logo = input.logo ? await prepareLogoImage(input.logo) : null;
  timings.logo = since(t0);

  const art = await renderArt({
    template: input.template,
    product,
    logo: logo?.raster ?? null,
    brandColors: logo?.brandColors.length ? logo.brandColors : undefined,
    texts: input.texts,
    format: input.format,
    watermark: input.watermark,
  });
  Object.assign(timings, art.timings, { render: art.timings.total, total: since(started) });
  return {
    png: art.png,
    width: art.width,
    height: art.height,
    productCutout: product.cutout,
    logoPng: logo?.svgPng ?? null,
    brandColors: logo?.brandColors ?? [],
    timings,
  };
}
