// Fakes of the browser's image decoding and canvas for tests of uploads (jsdom has neither):
// `mockCanvas({ width, height })` makes createImageBitmap decode any file to an upright image of that
// size, and an OffscreenCanvas encode what is drawn on it to a blob of `encodedBytes`. Returns the calls.
import { vi } from 'vitest';

export type CanvasMockOptions = {
  /** Size of every decoded image (after the EXIF orientation). */
  width: number;
  height: number;
  /** Size of every encoded blob. */
  encodedBytes?: number;
  /** Alpha of every drawn pixel (255: opaque). */
  alpha?: number;
  /** createImageBitmap rejects, as with a HEIC photo in most browsers. */
  undecodable?: boolean;
  /** The types the canvas can encode (every one asked when absent); any other comes out a PNG, as in a browser. */
  encodes?: string[];
};

export type CanvasCalls = {
  decoded: { file: Blob; options: ImageBitmapOptions | undefined }[];
  drawn: { width: number; height: number; smoothing: ImageSmoothingQuality }[];
  encoded: { type: string; quality: number | undefined }[];
};

export function mockCanvas({ width, height, encodedBytes = 1000, alpha = 255, undecodable = false, encodes }: CanvasMockOptions): CanvasCalls {
  const calls: CanvasCalls = { decoded: [], drawn: [], encoded: [] };

  vi.stubGlobal('createImageBitmap', async (file: Blob, options?: ImageBitmapOptions) => {
    calls.decoded.push({ file, options });
    if (undecodable) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width, height, close: () => {} };
  });

  class FakeOffscreenCanvas {
    private readonly context = {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low' as ImageSmoothingQuality,
      drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => {
        calls.drawn.push({ width: w, height: h, smoothing: this.context.imageSmoothingEnabled ? this.context.imageSmoothingQuality : 'low' });
      },
      getImageData: (_x: number, _y: number, w: number, h: number) => {
        const data = new Uint8ClampedArray(w * h * 4);
        for (let i = 3; i < data.length; i += 4) data[i] = alpha;
        return { data, width: w, height: h };
      },
    };

    constructor(
      readonly width: number,
      readonly height: number,
    ) {}

    getContext(kind: string) {
      return kind === '2d' ? this.context : null;
    }

    async convertToBlob({ type = 'image/png', quality }: { type?: string; quality?: number } = {}) {
      calls.encoded.push({ type, quality });
      return new Blob([new Uint8Array(encodedBytes)], { type: !encodes || encodes.includes(type) ? type : 'image/png' });
    }
  }

  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return calls;
}
