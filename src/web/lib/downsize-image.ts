// Photos are downsized in the browser before they are uploaded: a 12 MP phone photo (3–4 MB, ~20 s on a
// 4G uplink) becomes a WebP of ~150 KB at UPLOAD_MAX_SIDE (a JPEG twice that where the browser cannot
// encode WebP), all the engine reads of it. The server still takes full-size photos; whatever goes wrong
// here, the original is sent and the server answers as it always has.
import { MB, UPLOAD_MAX_SIDE } from '../../shared/constants';
import { IMAGE_TYPES, sniffImageType, type ImageExt } from '../../shared/uploads';

/**
 * Above this a photo is re-encoded even when it is small enough in pixels (a camera's quality-100 JPEG,
 * a photo saved as PNG): a high-quality JPEG of it is a fraction of the bytes.
 */
export const REENCODE_ABOVE_BYTES = 1.5 * MB;
/** JPEG quality of a downsized photo: no visible loss once the engine has graded and re-encoded it. */
export const UPLOAD_JPEG_QUALITY = 0.9;
/**
 * WebP quality of a downsized photo: about half the bytes of the JPEG at 0.9 (12 MP photo at 1536 px:
 * 147 KB against 324 KB, ~0.9 s less on a 1.5 Mbps uplink) for the same engine output (decision 007).
 */
export const UPLOAD_WEBP_QUALITY = 0.85;
/** Enough of the file's start to tell JPEG, PNG and WEBP apart (WEBP's RIFF header is 12 bytes). */
const SNIFF_BYTES = 12;
const OPAQUE = 255;

export type ImageSize = { width: number; height: number };
export type ImageFacts = ImageSize & {
  /** The file's size in bytes. */
  bytes: number;
  /** What the bytes are; null when the server would not read them (HEIC or AVIF the browser decoded). */
  format: ImageExt | null;
};

/** 'keep': send the file as it is (no re-encoding loss); else the size to encode it at (aspect kept). */
export type DownsizePlan = 'keep' | ImageSize;

/** What to do with an image before upload: fit its long side inside `maxSide`, re-encode a heavy or unreadable file, or keep it. */
export function planDownsize({ width, height, bytes, format }: ImageFacts, maxSide = UPLOAD_MAX_SIDE): DownsizePlan {
  if (width <= 0 || height <= 0) return 'keep';
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale === 1 && bytes <= REENCODE_ABOVE_BYTES && format !== null) return 'keep';
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** True when some pixel of RGBA `data` is not fully opaque. */
export function hasTransparency(data: ArrayLike<number>): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i]! < OPAQUE) return true;
  return false;
}

/** One way to encode a downsized image: a type and its quality. */
export type Encoding = { type: string; quality: number };

/**
 * How a downsized image is encoded, in order of preference: PNG keeps transparency (a product already
 * cut out must stay cut out for the art engine; Foto Pro flattens it onto white itself); an opaque
 * photo is a WebP, or a JPEG where the browser cannot encode WebP (a canvas then answers a PNG).
 */
export function uploadEncodingsFor(transparent: boolean): Encoding[] {
  if (transparent) return [{ type: IMAGE_TYPES.png, quality: 1 }];
  return [
    { type: IMAGE_TYPES.webp, quality: UPLOAD_WEBP_QUALITY },
    { type: IMAGE_TYPES.jpg, quality: UPLOAD_JPEG_QUALITY },
  ];
}

/** Whether the re-encoded image goes instead of the original: when the server could not read the original, or when it is smaller. */
export function prefersEncoded(original: { bytes: number; format: ImageExt | null }, encodedBytes: number): boolean {
  if (encodedBytes <= 0) return false;
  return original.format === null || encodedBytes < original.bytes;
}

/** The file name of an image encoded as `type`: "IMG_0042.HEIC" → "IMG_0042.jpg". */
export function uploadName(name: string, type: string): string {
  const ext = (Object.keys(IMAGE_TYPES) as ImageExt[]).find((key) => IMAGE_TYPES[key] === type) ?? 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'foto';
  return `${base}.${ext}`;
}

/** The browser's image decoding and encoding, behind a small interface so tests swap in a fake. */
export interface ImageCodec {
  /** Decodes with the EXIF orientation applied: width and height are the upright image's. */
  decode(file: Blob): Promise<ImageBitmap>;
  /** Draws `image` at `size` and encodes it (`uploadEncodingsFor`); `mayHaveAlpha` is false for a JPEG source. */
  encode(image: ImageBitmap, size: ImageSize, mayHaveAlpha: boolean): Promise<Blob>;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas({ width, height }: ImageSize): { canvas: Canvas; context: Context2D | null } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas, context: canvas.getContext('2d') };
}

function encodeCanvas(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`the canvas could not encode ${type}`))), type, quality);
  });
}

/** createImageBitmap and a canvas (OffscreenCanvas where there is one), drawn with high-quality smoothing. */
export const browserCodec: ImageCodec = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  async encode(image, size, mayHaveAlpha) {
    const { canvas, context } = makeCanvas(size);
    if (!context) throw new Error('no 2d canvas context');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    const transparent = mayHaveAlpha && hasTransparency(context.getImageData(0, 0, size.width, size.height).data);
    const encodings = uploadEncodingsFor(transparent);
    for (const { type, quality } of encodings.slice(0, -1)) {
      const blob = await encodeCanvas(canvas, type, quality);
      // A browser that cannot encode `type` answers another (a PNG): the next encoding is tried.
      if (blob.type === type) return blob;
    }
    const last = encodings[encodings.length - 1]!;
    return encodeCanvas(canvas, last.type, last.quality);
  },
};

/**
 * `file` as it should be uploaded: downsized and re-encoded when `planDownsize` says so, else `file`
 * itself. Never rejects: a file the browser cannot decode (HEIC in most browsers) goes as it is.
 */
export async function downsizeImage(file: File, codec: ImageCodec = browserCodec, maxSide = UPLOAD_MAX_SIDE): Promise<File> {
  let format: ImageExt | null;
  let image: ImageBitmap;
  try {
    format = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const plan = planDownsize({ width: image.width, height: image.height, bytes: file.size, format }, maxSide);
    if (plan === 'keep') return file;
    const encoded = await codec.encode(image, plan, format !== 'jpg');
    if (!prefersEncoded({ bytes: file.size, format }, encoded.size)) return file;
    const type = encoded.type || IMAGE_TYPES.jpg;
    return new File([encoded], uploadName(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    image.close();
  }
}

const uploads = new WeakMap<File, Promise<File>>();

/**
 * `downsizeImage(file)`, worked out once per chosen file: start it when the file is chosen, and every
 * request that sends the file (a pre-check, the generation, a retry) gets the same result.
 */
export function downsizeForUpload(file: File): Promise<File> {
  let upload = uploads.get(file);
  if (!upload) {
    upload = downsizeImage(file);
    uploads.set(file, upload);
  }
  return upload;
}
