// Finishing for images a remote generative model made: the platform's exact frame (cover crop that
// keeps the salient dish — the model was asked for a centred, uncropped dish), the free-plan
// watermark, and a JPEG under MAX_OUTPUT_BYTES — the same output contract as the local engine.
import sharp from 'sharp';
import type { Platform } from '../../shared/constants.ts';
import { decodePhoto } from './decode.ts';
import type { EnhanceResult } from './photo.types.ts';
import { frameFor } from './frame.ts';
import { rawRgb, type RgbImage } from './image.ts';
import { JPEG_MIN_QUALITY, JPEG_QUALITY, MAX_OUTPUT_BYTES } from './photo.constants.ts';
import { watermarkOverlay } from './watermark.ts';

const QUALITY_STEP = 8;

/** JPEG of a frame, watermarked when asked, stepping quality down until it fits the size limit. */
export async function encodeFrameJpeg(frame: RgbImage, watermark: boolean): Promise<Buffer> {
  const overlays = watermark ? [watermarkOverlay(frame)] : [];
  for (let quality = JPEG_QUALITY; ; quality -= QUALITY_STEP) {
    const jpeg = await rawRgb(frame).composite(overlays).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length < MAX_OUTPUT_BYTES || quality - QUALITY_STEP < JPEG_MIN_QUALITY) return jpeg;
  }
}

export async function finalizeGeneratedPhoto(generated: Buffer, platform: Platform, watermark: boolean): Promise<EnhanceResult> {
  const started = performance.now();
  const decoded = await decodePhoto(generated);
  const frame = frameFor(platform);
  const { data, info } = await rawRgb(decoded.working)
    .resize(frame.width, frame.height, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const framed: RgbImage = { data, width: info.width, height: info.height };
  const image = await encodeFrameJpeg(framed, watermark);
  return {
    image,
    width: frame.width,
    height: frame.height,
    aspectRatio: frame.aspectRatio,
    cutout: null,
    mode: 'in-place',
    facts: {
      maskCoverage: 0,
      touchesEdge: false,
      reason: 'remote-provider',
      inputWidth: decoded.inputWidth,
      inputHeight: decoded.inputHeight,
      timings: { finalize: Math.round(performance.now() - started) },
      // A generated picture is not the photo reframed: the comparison shows the whole original.
      sourceWindow: { left: 0, top: 0, width: 1, height: 1 },
    },
  };
}
