import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB, UPLOAD_MAX_SIDE } from '../../shared/constants';
import { mockCanvas } from '../../../tests/web/mock-canvas';
import {
  browserCodec,
  downsizeForUpload,
  downsizeImage,
  hasTransparency,
  planDownsize,
  prefersEncoded,
  REENCODE_ABOVE_BYTES,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_WEBP_QUALITY,
  uploadEncodingsFor,
  uploadName,
  type ImageCodec,
} from './downsize-image';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An ISO-BMFF "ftypheic" box: a HEIC photo, which the server does not read. */
const HEIC_HEAD = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63];

/** A file of `bytes` bytes starting with `head`. */
function fileOf(head: number[], bytes: number, name: string, type = 'image/jpeg'): File {
  const data = new Uint8Array(bytes);
  data.set(head);
  return new File([data], name, { type });
}

/** A codec whose images are `width`×`height` and whose encodings are `encodedBytes` long. */
function fakeCodec(width: number, height: number, encodedBytes: number, type = 'image/jpeg') {
  const closed = vi.fn();
  const codec = {
    decode: vi.fn(async () => ({ width, height, close: closed }) as ImageBitmap),
    encode: vi.fn(async () => new Blob([new Uint8Array(encodedBytes)], { type })),
  } satisfies ImageCodec;
  return { codec, closed };
}

afterEach(() => vi.unstubAllGlobals());

describe('planDownsize', () => {
  it('fits a 12 MP photo inside UPLOAD_MAX_SIDE, keeping its aspect, landscape or portrait', () => {
    expect(UPLOAD_MAX_SIDE).toBe(1536);
    expect(planDownsize({ width: 4032, height: 3024, bytes: 3.5 * MB, format: 'jpg' })).toEqual({ width: 1536, height: 1152 });
    expect(planDownsize({ width: 3024, height: 4032, bytes: 3.5 * MB, format: 'jpg' })).toEqual({ width: 1152, height: 1536 });
    expect(planDownsize({ width: 6000, height: 4000, bytes: 0.9 * MB, format: 'webp' })).toEqual({ width: 1536, height: 1024 });
    expect(planDownsize({ width: 8000, height: 1000, bytes: 2 * MB, format: 'jpg' })).toEqual({ width: 1536, height: 192 });
    expect(planDownsize({ width: 4000, height: 1, bytes: 100, format: 'png' })).toEqual({ width: 1536, height: 1 });
  });

  it('keeps a photo that is small enough in pixels and bytes, so it is not re-encoded', () => {
    expect(planDownsize({ width: 1200, height: 900, bytes: 400_000, format: 'jpg' })).toBe('keep');
    expect(planDownsize({ width: UPLOAD_MAX_SIDE, height: 1024, bytes: REENCODE_ABOVE_BYTES, format: 'png' })).toBe('keep');
  });

  it('re-encodes at its own size a heavy photo, or one the server could not read', () => {
    expect(planDownsize({ width: 1200, height: 900, bytes: REENCODE_ABOVE_BYTES + 1, format: 'jpg' })).toEqual({ width: 1200, height: 900 });
    expect(planDownsize({ width: 1200, height: 900, bytes: 300_000, format: null })).toEqual({ width: 1200, height: 900 });
  });

  it('takes another limit, and keeps an image without a size', () => {
    expect(planDownsize({ width: 2000, height: 1000, bytes: 1000, format: 'jpg' }, 1000)).toEqual({ width: 1000, height: 500 });
    expect(planDownsize({ width: 0, height: 0, bytes: 1000, format: 'jpg' })).toBe('keep');
  });
});

describe('the encoding of a downsized image', () => {
  it('is PNG only when a pixel is transparent', () => {
    expect(hasTransparency(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]))).toBe(false);
    expect(hasTransparency(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 254]))).toBe(true);
    expect(uploadEncodingsFor(true).map((e) => e.type)).toEqual(['image/png']);
    expect(uploadEncodingsFor(false).map((e) => e.type)).toEqual(['image/webp', 'image/jpeg']);
  });

  it('is sent only when smaller than the original, or when the server could not read the original', () => {
    expect(prefersEncoded({ bytes: 3_000_000, format: 'jpg' }, 400_000)).toBe(true);
    expect(prefersEncoded({ bytes: 300_000, format: 'jpg' }, 400_000)).toBe(false);
    expect(prefersEncoded({ bytes: 300_000, format: null }, 400_000)).toBe(true);
    expect(prefersEncoded({ bytes: 300_000, format: null }, 0)).toBe(false);
  });

  it('keeps the file name with the extension of its new type', () => {
    expect(uploadName('IMG_0042.HEIC', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(uploadName('prato.jpeg', 'image/jpeg')).toBe('prato.jpg');
    expect(uploadName('my.dish.v2.webp', 'image/jpeg')).toBe('my.dish.v2.jpg');
    expect(uploadName('recorte.png', 'image/png')).toBe('recorte.png');
    expect(uploadName('foto', 'image/jpeg')).toBe('foto.jpg');
    expect(uploadName('.jpg', 'image/jpeg')).toBe('foto.jpg');
  });
});

describe('downsizeImage', () => {
  it('sends a 12 MP photo downsized to a JPEG, named after the original', async () => {
    const original = fileOf(JPEG_HEAD, 3 * MB, 'prato.jpeg');
    const { codec, closed } = fakeCodec(4032, 3024, 400_000);
    const sent = await downsizeImage(original, codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 1536, height: 1152 }, false);
    expect([sent.name, sent.type, sent.size]).toEqual(['prato.jpg', 'image/jpeg', 400_000]);
    expect(closed).toHaveBeenCalled();
  });

  it('sends a photo already small enough untouched', async () => {
    const original = fileOf(JPEG_HEAD, 300_000, 'prato.jpg');
    const { codec, closed } = fakeCodec(1200, 900, 100_000);
    expect(await downsizeImage(original, codec)).toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
    expect(closed).toHaveBeenCalled();
  });

  it('keeps a PNG transparent: the codec is told the source may have alpha and its PNG goes as .png', async () => {
    const original = fileOf(PNG_HEAD, 4 * MB, 'produto.png', 'image/png');
    const { codec } = fakeCodec(3000, 3000, 900_000, 'image/png');
    const sent = await downsizeImage(original, codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 1536, height: 1536 }, true);
    expect([sent.name, sent.type]).toEqual(['produto.png', 'image/png']);
  });

  it('sends the original when the browser cannot decode it, so the server answers as always', async () => {
    const original = fileOf(HEIC_HEAD, 2 * MB, 'IMG_0042.jpg');
    const codec: ImageCodec = {
      decode: () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError')),
      encode: vi.fn(),
    };
    expect(await downsizeImage(original, codec)).toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it('sends the original when encoding fails or gives a larger file', async () => {
    const original = fileOf(JPEG_HEAD, 2 * MB, 'prato.jpg');
    const failing = fakeCodec(4000, 3000, 0);
    failing.codec.encode.mockRejectedValueOnce(new Error('no 2d canvas context'));
    expect(await downsizeImage(original, failing.codec)).toBe(original);
    expect(failing.closed).toHaveBeenCalled();
    const larger = fakeCodec(4000, 3000, 3 * MB);
    expect(await downsizeImage(original, larger.codec)).toBe(original);
  });

  it('re-encodes a HEIC the browser can decode (named .jpg, as some phones do) into a JPEG the server reads', async () => {
    const original = fileOf(HEIC_HEAD, 200_000, 'IMG_0042.jpg');
    const { codec } = fakeCodec(1200, 900, 250_000);
    const sent = await downsizeImage(original, codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 1200, height: 900 }, true);
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0042.jpg', 'image/jpeg', 250_000]);
  });
});

describe('browserCodec', () => {
  it('decodes with the EXIF orientation applied and draws with high-quality smoothing into a WebP at quality 0.85', async () => {
    const calls = mockCanvas({ width: 4032, height: 3024, encodedBytes: 150_000 });
    const original = fileOf(JPEG_HEAD, 3 * MB, 'prato.jpg');
    const sent = await downsizeImage(original, browserCodec);
    expect(calls.decoded).toEqual([{ file: original, options: { imageOrientation: 'from-image' } }]);
    expect(calls.drawn).toEqual([{ width: 1536, height: 1152, smoothing: 'high' }]);
    expect(calls.encoded).toEqual([{ type: 'image/webp', quality: UPLOAD_WEBP_QUALITY }]);
    expect([sent.name, sent.type, sent.size]).toEqual(['prato.webp', 'image/webp', 150_000]);
  });

  it('falls back to a JPEG at quality 0.9 where the browser cannot encode WebP (its canvas answers a PNG)', async () => {
    const calls = mockCanvas({ width: 4032, height: 3024, encodedBytes: 300_000, encodes: ['image/jpeg', 'image/png'] });
    const sent = await downsizeImage(fileOf(JPEG_HEAD, 3 * MB, 'prato.jpg'), browserCodec);
    expect(calls.encoded).toEqual([
      { type: 'image/webp', quality: UPLOAD_WEBP_QUALITY },
      { type: 'image/jpeg', quality: UPLOAD_JPEG_QUALITY },
    ]);
    expect([sent.name, sent.type]).toEqual(['prato.jpg', 'image/jpeg']);
  });

  it('encodes PNG when the drawn image has transparent pixels', async () => {
    const calls = mockCanvas({ width: 3000, height: 2000, alpha: 0 });
    await downsizeImage(fileOf(PNG_HEAD, 3 * MB, 'produto.png', 'image/png'), browserCodec);
    expect(calls.encoded.map((call) => call.type)).toEqual(['image/png']);
  });

  it('has nothing to decode with where there is no createImageBitmap: the original goes', async () => {
    const original = fileOf(JPEG_HEAD, 3 * MB, 'prato.jpg');
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await downsizeImage(original, browserCodec)).toBe(original);
  });
});

describe('downsizeForUpload', () => {
  it('works a file out once: every request that sends it gets the same result', async () => {
    const calls = mockCanvas({ width: 4032, height: 3024, encodedBytes: 420_000 });
    const original = fileOf(JPEG_HEAD, 3 * MB, 'prato.jpg');
    const first = downsizeForUpload(original);
    expect(downsizeForUpload(original)).toBe(first);
    expect((await first).size).toBe(420_000);
    expect(calls.decoded).toHaveLength(1);
  });
});
