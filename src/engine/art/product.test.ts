import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_ASPECT, placeProduct, type ProductPlan } from './compose.ts';
import { prepareProduct, renderProduct } from './product.ts';
import { sampleProduct } from './samples.ts';

const CANVAS = { width: 1080, height: 1080 };
const plan = (mode: ProductPlan['mode'], slot = { x: 100, y: 100, width: 800, height: 600 }): ProductPlan => ({ slot, mode, anchor: 'bottom', radius: 30, border: null, shadow: true, shadowStrength: 0.4 });

/** A 2:1 photo with a centred circle: stretching would make the circle an ellipse. */
async function widePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><rect width="1600" height="800" fill="#2d6a4f"/><circle cx="800" cy="400" r="300" fill="#ffb81c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Width / height of the yellow circle's bounding box in a raster layer. */
function circleAspect(data: Buffer, info: { width: number; height: number }): number {
  let minX = Infinity;
  let maxX = -1;
  let minY = Infinity;
  let maxY = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * 4;
      if (data[i]! > 200 && data[i + 1]! > 140 && data[i + 2]! < 90 && data[i + 3]! > 200) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return (maxX - minX + 1) / (maxY - minY + 1);
}

describe('product placement', () => {
  it('frames a photo (card, circle, panel) by cropping, never stretching', async () => {
    const prepared = await prepareProduct({ image: await widePhoto(), cutout: false });
    expect(prepared.cutout).toBe(false);
    for (const mode of ['card', 'circle', 'fill'] as const) {
      const { layers, rect } = await renderProduct(prepared, plan(mode), CANVAS);
      const photo = layers.at(-1)!;
      expect([photo.raw.width, photo.raw.height]).toEqual([Math.round(rect.width), Math.round(rect.height)]);
      expect(photo.input.length).toBe(photo.raw.width * photo.raw.height * 4);
      expect(circleAspect(photo.input, photo.raw)).toBeCloseTo(1, 1);
      if (mode === 'circle') expect(rect.width).toBe(rect.height);
      // Whole pixels: the ratio may pass the limit by a rounding.
      if (mode === 'card') expect(rect.width / rect.height).toBeLessThanOrEqual(CARD_ASPECT.max + 0.01);
    }
  });

  it('keeps a cut-out at its own proportions, trimmed, with a shadow layer under it', async () => {
    const prepared = await prepareProduct({ image: sampleProduct('hamburguer'), cutout: true });
    expect(prepared.cutout).toBe(true);
    expect(prepared.width).toBeLessThan(900);
    const { layers, rect } = await renderProduct(prepared, plan('cutout'), CANVAS);
    expect(layers).toHaveLength(2);
    expect(rect.width / rect.height).toBeCloseTo(prepared.aspect, 1);
    // Anchored to the bottom of its slot, centred across.
    expect(rect.y + rect.height).toBe(700);
    expect(Math.abs(rect.x + rect.width / 2 - 500)).toBeLessThanOrEqual(1);
    for (const layer of layers) {
      expect(layer.left).toBeGreaterThanOrEqual(0);
      expect(layer.top).toBeGreaterThanOrEqual(0);
      expect(layer.left + layer.raw.width).toBeLessThanOrEqual(CANVAS.width);
      expect(layer.top + layer.raw.height).toBeLessThanOrEqual(CANVAS.height);
    }
  });

  it('crops a photo about its centre, where the dish is, not towards a bright edge', async () => {
    // A centred yellow dish on a plain table, with a vivid stripe along the left edge.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#8a5a34"/><rect width="160" height="900" fill="#ff1744"/><rect x="40" width="40" height="900" fill="#ffffff"/><circle cx="800" cy="450" r="260" fill="#ffb81c"/></svg>`;
    const prepared = await prepareProduct({ image: await sharp(Buffer.from(svg)).jpeg().toBuffer(), cutout: false });
    const { layers } = await renderProduct(prepared, plan('circle', { x: 100, y: 100, width: 600, height: 600 }), CANVAS);
    const { input: data, raw } = layers.at(-1)!;
    let sumX = 0;
    let count = 0;
    for (let y = 0; y < raw.height; y += 1) {
      for (let x = 0; x < raw.width; x += 1) {
        const i = (y * raw.width + x) * 4;
        if (data[i]! > 200 && data[i + 1]! > 140 && data[i + 2]! < 90 && data[i + 3]! > 200) {
          sumX += x;
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(Math.abs(sumX / count - raw.width / 2)).toBeLessThan(raw.width * 0.02);
  });

  it('frames an opaque image sent as a cut-out instead of floating a rectangle', async () => {
    const prepared = await prepareProduct({ image: await widePhoto(), cutout: true });
    expect(prepared.cutout).toBe(false);
  });

  it('fits card shapes between 3:4 and 3:2 inside the slot', () => {
    const slot = { x: 0, y: 0, width: 1000, height: 1000 };
    const tall = placeProduct(plan('card', slot), 0.3);
    expect(tall.width / tall.height).toBeCloseTo(0.75, 2);
    const wide = placeProduct(plan('card', slot), 3);
    expect(wide.width / wide.height).toBeCloseTo(1.5, 2);
    const phone = placeProduct(plan('card', slot), 4 / 3);
    expect(phone.width / phone.height).toBeCloseTo(4 / 3, 2);
  });
});
