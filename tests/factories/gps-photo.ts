// Photos as phones make them: EXIF with a GPS position (São Paulo) and an orientation tag, so tests can
// check that what the server stores carries neither and is upright. Made by sharp, no fixture file.
import sharp from 'sharp';

export type UploadFormat = 'jpeg' | 'png' | 'webp';

/** EXIF orientation 6: the pixels are stored turned; a viewer rotates them 90° clockwise. */
export const ROTATE_CW = 6;
export const RED = { r: 220, g: 20, b: 20 };
export const BLUE = { r: 20, g: 20, b: 220 };

const GPS_EXIF = {
  IFD0: { Make: 'Celular', Model: 'Modelo X' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
};

/** `image` re-encoded as `format` with the GPS EXIF and the orientation tag (WebP losslessly when asked). */
export async function withGpsExif(image: Buffer, format: UploadFormat, options: { orientation?: number; lossless?: boolean } = {}): Promise<Buffer> {
  const pipeline = sharp(image).withExif(GPS_EXIF).withMetadata({ orientation: options.orientation ?? ROTATE_CW });
  if (format === 'png') return pipeline.png().toBuffer();
  if (format === 'webp') return pipeline.webp(options.lossless ? { lossless: true } : { quality: 90 }).toBuffer();
  return pipeline.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A landscape photo stored turned: `width`×`height` pixels, red on the left and blue on the right, with
 * orientation 6 and GPS. Shown upright it is `height`×`width`, red on top and blue below.
 */
export async function makeTurnedGpsPhoto(format: UploadFormat, { width = 160, height = 120, lossless = false } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const c = x < width / 2 ? RED : BLUE;
      raw.set([c.r, c.g, c.b], (y * width + x) * 3);
    }
  }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return withGpsExif(png, format, { lossless });
}

/** GPS IFD pointer (tag 0x8825, type LONG, count 1) in either byte order, anywhere in the file. */
function hasGpsPointer(bytes: Buffer): boolean {
  const little = Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]);
  const big = Buffer.from([0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01]);
  return bytes.includes(little) || bytes.includes(big);
}

export interface ImageFacts {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  exif: boolean;
  gps: boolean;
  xmp: boolean;
  iptc: boolean;
  orientation: number;
}

/** What a stored file says about itself: its metadata as sharp reads it, and any GPS block in its bytes. */
export async function imageFacts(bytes: Buffer): Promise<ImageFacts> {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: Boolean(meta.exif),
    gps: hasGpsPointer(bytes),
    xmp: Boolean(meta.xmp),
    iptc: Boolean(meta.iptc),
    orientation: meta.orientation ?? 1,
  };
}

/** The colour at a point of the image as it is stored (no orientation applied). */
export async function pixelAt(bytes: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

/** True when `c` is within `tolerance` of `target` on every channel (JPEG moves colours a little). */
export function near(c: { r: number; g: number; b: number }, target: { r: number; g: number; b: number }, tolerance = 40): boolean {
  return Math.abs(c.r - target.r) <= tolerance && Math.abs(c.g - target.g) <= tolerance && Math.abs(c.b - target.b) <= tolerance;
}

/** Facts of a clean, upright version of makeTurnedGpsPhoto(width, height) in `format`. */
export function cleanUpright(format: string, width = 160, height = 120): ImageFacts {
  return { format, width: height, height: width, exif: false, gps: false, xmp: false, iptc: false, orientation: 1 };
}

/** True when the stored pixels show red on top and blue below, as the phone showed the photo. */
export async function isUpright(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const x = Math.floor(meta.width! / 2);
  const top = await pixelAt(bytes, x, Math.floor(meta.height! * 0.2));
  const bottom = await pixelAt(bytes, x, Math.floor(meta.height! * 0.8));
  return near(top, RED) && near(bottom, BLUE);
}
