// Users' uploads are stored without their metadata: a phone photo's EXIF carries where it was taken
// (GPS), when and on what device. Each upload is re-encoded through sharp in its own format with the
// EXIF orientation applied (so it stays upright) and nothing else kept: JPEG at a high quality, PNG
// and lossless WebP losslessly. Engine outputs are encoded by sharp/resvg without metadata already.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../shared/constants.ts';
import type { ImageExt } from '../../../shared/uploads.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';

export const STRIPPED_JPEG_QUALITY = 92;
const LOSSY_WEBP_QUALITY = 92;

/** The chunk that holds a lossless WebP bitstream (`VP8 ` is lossy), in a simple or extended file. */
function isLosslessWebp(bytes: Buffer): boolean {
  const RIFF_HEADER = 12;
  const CHUNK_HEADER = 8;
  let offset = RIFF_HEADER;
  while (offset + CHUNK_HEADER <= bytes.length) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    if (fourcc === 'VP8L') return true;
    if (fourcc === 'VP8 ') return false;
    const size = bytes.readUInt32LE(offset + 4);
    offset += CHUNK_HEADER + size + (size % 2);
  }
  return false;
}

/**
 * `bytes` (a JPEG, PNG or WebP, as sniffed) upright and with no EXIF, XMP, IPTC or ICC metadata, in
 * the same format. A PhotoDecodeError when sharp cannot read it within MAX_INPUT_PIXELS.
 */
export async function stripMetadata(bytes: Buffer, ext: ImageExt): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    switch (ext) {
      case 'jpg':
        return await image.jpeg({ quality: STRIPPED_JPEG_QUALITY }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'webp':
        return await (isLosslessWebp(bytes) ? image.webp({ lossless: true }) : image.webp({ quality: LOSSY_WEBP_QUALITY })).toBuffer();
    }
  } catch (error) {
    throw new PhotoDecodeError(`could not re-encode the upload: ${(error as Error).message}`);
  }
}
