// The browser side of spec §9 colour extraction, for "Dados de Treinamento": the picked image is fitted
// inside BRAND_FIT_SIDE × BRAND_FIT_SIDE on a canvas and read back, then `extractBrandColors` — the same
// function the art engine runs on a logo after sharp's `fit: 'inside'` — picks the colours.
import { BRAND_FIT_SIDE, extractBrandColors } from '../../../../shared/colors';

type Decoded = { source: CanvasImageSource; width: number; height: number; release: () => void };

/** Decodes `file` (EXIF orientation applied); rejects when the browser cannot read it. */
async function decodeImage(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function makeCanvas(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The image's brand colours as lowercase `#rrggbb`, most frequent first (at most BRAND_MAX_COLORS). */
export async function extractImageColors(file: Blob): Promise<string[]> {
  const image = await decodeImage(file);
  try {
    if (!image.width || !image.height) throw new Error('image has no pixels');
    // Like sharp's fit 'inside': the longer side becomes BRAND_FIT_SIDE, smaller images are enlarged.
    const scale = BRAND_FIT_SIDE / Math.max(image.width, image.height);
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = makeCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('canvas 2d context unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return extractBrandColors({ data, width, height, channels: 4 });
  } finally {
    image.release();
  }
}
