// Decode: bytes → EXIF-oriented sRGB working image. JPEG is shrunk while it is decoded (libjpeg
// shrink-on-load: a 12 MP photo is decoded at 1/2 or 1/4 scale), so a large photo costs little more
// than a small one. Anything that is not a readable JPEG/PNG/WebP within MAX_INPUT_PIXELS is a
// PhotoDecodeError, which the server maps to "not an image".
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS, WORKING_MAX_SIDE } from '../../shared/constants.ts';
import { fitInside, type RgbImage } from './image.ts';

export class PhotoDecodeError extends Error {
  override name = 'PhotoDecodeError';
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** EXIF orientations 5–8 rotate by 90°: width and height swap. */
const FIRST_TRANSPOSED_ORIENTATION = 5;

let configured = false;
/** libvips defaults to one thread here and caches operations we never repeat: set both once. */
export function configureSharp(): void {
  if (configured) return;
  configured = true;
  sharp.concurrency(availableParallelism());
  sharp.cache(false);
}

export interface DecodedPhoto {
  working: RgbImage;
  /** Size of the photo as the user sees it (after EXIF orientation). */
  inputWidth: number;
  inputHeight: number;
  format: string;
}

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

export async function decodePhoto(input: Buffer | Uint8Array, maxSide = WORKING_MAX_SIDE): Promise<DecodedPhoto> {
  configureSharp();
  if (!input || input.length === 0) throw new PhotoDecodeError('empty input');
  let meta: Metadata;
  try {
    meta = await sharp(input, sharpOptions).metadata();
  } catch (error) {
    throw new PhotoDecodeError(`not a readable image: ${(error as Error).message}`);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new PhotoDecodeError(`unsupported format: ${meta.format ?? 'unknown'}`);
  if (!meta.width || !meta.height) throw new PhotoDecodeError('image has no size');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new PhotoDecodeError(`image has ${meta.width * meta.height} pixels, more than ${MAX_INPUT_PIXELS}`);
  }
  const transposed = (meta.orientation ?? 1) >= FIRST_TRANSPOSED_ORIENTATION;
  const inputWidth = transposed ? meta.height : meta.width;
  const inputHeight = transposed ? meta.width : meta.height;
  const target = fitInside(inputWidth, inputHeight, maxSide);
  try {
    let pipeline = sharp(input, sharpOptions).rotate().resize(target.width, target.height, { fit: 'fill' });
    if (meta.space === 'srgb' && meta.icc) {
      // Phone photos embed LUT-based profiles (Display P3) that libvips applies before resizing: ~0.5 s
      // for 12 MP. Resize first, ignoring the profile, carry it in an uncompressed TIFF, and convert
      // at working size instead (~0.1 s; mean difference 0.2 levels).
      const tiff = await sharp(input, { ...sharpOptions, ignoreIcc: true })
        .rotate()
        .resize(target.width, target.height, { fit: 'fill' })
        .keepIccProfile()
        .tiff({ compression: 'none' })
        .toBuffer();
      pipeline = sharp(tiff, sharpOptions);
    }
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`decoded ${info.channels} channels`);
    return { working: { data, width: info.width, height: info.height }, inputWidth, inputHeight, format: meta.format };
  } catch (error) {
    throw new PhotoDecodeError(`could not decode the image: ${(error as Error).message}`);
  }
}
