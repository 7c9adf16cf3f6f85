// The export kit: one photo framed for every destination a food business posts to (KIT_DESTINATIONS:
// iFood, Uber Eats, DoorDash, Instagram's feed shapes and stories, the WhatsApp catalogue, Google).
// Each frame is the same enhancement — the same decision (cut out or in place), look, backdrop (its
// seed comes from the photo's bytes) and placement rules — composed for the destination's shape, at
// the largest size the photo supports up to the destination's recommendation; a story keeps the dish
// out of the bands its interface covers. A flat lay kept in place is turned a quarter for a
// destination of the other orientation (enhance.ts `turnsForFrame`), so its frames need not all face
// the same way. The photo is segmented once (the worker's memo serves the other frames). JPEG from raw
// pixels: sRGB, no metadata.
import sharp from 'sharp';
import type { KitDestination } from '../../shared/kit-destinations.ts';
import { enhancePhoto } from './enhance.ts';
import { PhotoDecodeError } from './decode.ts';
import { MAX_IN_PLACE_PAD, type FrameSize } from './photo.constants.ts';
import type { EnhanceOptions, Segmenter } from './photo.types.ts';

/** A destination's frame is at most this many times the photo's size (beyond, it would only be softer). */
export const KIT_MAX_UPSCALE = 1.5;

export interface KitFile {
  file: string;
  image: Buffer;
  width: number;
  height: number;
}

export interface KitResult {
  files: KitFile[];
  mode: 'cutout' | 'in-place';
}

/**
 * The frame for a destination and a photo of this size: the recommended size, scaled down so its
 * long side is at most KIT_MAX_UPSCALE × the photo's, but never narrower than the destination's minimum.
 */
export function kitFrame(destination: KitDestination, photo: { width: number; height: number }): FrameSize {
  const supported = (KIT_MAX_UPSCALE * Math.max(photo.width, photo.height)) / Math.max(destination.width, destination.height);
  const scale = Math.max(destination.minWidth / destination.width, Math.min(1, supported));
  const width = Math.round(destination.width * scale);
  const height = Math.round((destination.height * width) / destination.width);
  const band = (pixels: number | undefined) => (pixels ? Math.ceil((pixels * width) / destination.width) : undefined);
  return { width, height, aspectRatio: '1:1', safeTop: band(destination.safeTop), safeBottom: band(destination.safeBottom), maxInPlacePad: MAX_IN_PLACE_PAD };
}

export async function renderKit(input: Buffer, options: EnhanceOptions, destinations: readonly KitDestination[], segmenter: Segmenter): Promise<KitResult> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => {
      throw new PhotoDecodeError('the photo cannot be read');
    });
  const turned = (meta.orientation ?? 1) >= 5;
  const photo = { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0 };
  const files: KitFile[] = [];
  let mode: KitResult['mode'] = 'cutout';
  for (const destination of destinations) {
    const frame = kitFrame(destination, photo);
    const result = await enhancePhoto(input, options, segmenter, frame);
    mode = result.mode;
    files.push({ file: destination.file, image: await withinLimit(result.image, destination.maxBytes), width: frame.width, height: frame.height });
  }
  return { files, mode };
}

/** The JPEG as it is, or re-encoded lower until it fits the destination's limit. */
async function withinLimit(jpeg: Buffer, maxBytes: number): Promise<Buffer> {
  let out = jpeg;
  for (let quality = 80; out.length > maxBytes && quality >= 40; quality -= 10) {
    out = await sharp(jpeg).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
  }
  return out;
}
