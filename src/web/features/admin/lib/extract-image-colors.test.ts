import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractBrandColors } from '../../../../shared/colors';
import { extractImageColors } from './extract-image-colors';

/** A decoded image of `width`×`height` and a canvas whose pixels are all `rgba`. */
function stubBrowser(width: number, height: number, rgba: [number, number, number, number], { context = true } = {}) {
  const close = vi.fn();
  const drawImage = vi.fn();
  const canvases: { width: number; height: number }[] = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width, height, close })));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        canvases.push({ width, height });
      }
      getContext() {
        if (!context) return null;
        return {
          drawImage,
          getImageData: (_x: number, _y: number, w: number, h: number) => {
            const data = new Uint8ClampedArray(w * h * 4);
            for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
            return { data, width: w, height: h };
          },
        };
      }
    },
  );
  return { close, drawImage, canvases };
}

afterEach(() => vi.unstubAllGlobals());

describe('extractImageColors', () => {
  it('fits the image inside 100×100 and runs the shared extraction on its pixels', async () => {
    const { drawImage, canvases, close } = stubBrowser(400, 200, [204, 51, 0, 255]);
    const colors = await extractImageColors(new Blob(['png']));
    expect(canvases).toEqual([{ width: 100, height: 50 }]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 100, 50);
    const data = new Uint8ClampedArray(100 * 50 * 4);
    for (let i = 0; i < data.length; i += 4) data.set([204, 51, 0, 255], i);
    expect(colors).toEqual(extractBrandColors({ data, width: 100, height: 50, channels: 4 }));
    expect(colors).toEqual(['#d23c00']);
    expect(close).toHaveBeenCalled();
  });

  it('enlarges a small image like sharp does, and keeps a tall one upright', async () => {
    const { canvases } = stubBrowser(10, 40, [0, 120, 255, 255]);
    await extractImageColors(new Blob(['png']));
    expect(canvases).toEqual([{ width: 25, height: 100 }]);
  });

  it('finds nothing in a white or transparent image', async () => {
    stubBrowser(50, 50, [255, 255, 255, 255]);
    expect(await extractImageColors(new Blob(['png']))).toEqual([]);
  });

  it('rejects when the image cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('InvalidStateError'))));
    await expect(extractImageColors(new Blob(['not an image']))).rejects.toThrow();
  });

  it('rejects when there is no 2d canvas, and still releases the image', async () => {
    const { close } = stubBrowser(100, 100, [0, 0, 0, 255], { context: false });
    await expect(extractImageColors(new Blob(['png']))).rejects.toThrow('canvas 2d context unavailable');
    expect(close).toHaveBeenCalled();
  });
});
