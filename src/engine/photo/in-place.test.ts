import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_STYLES } from '../../shared/constants.ts';
import { enhancePhoto, type EnhanceOptions, type EnhanceResult } from './enhance.ts';
import type { GrayImage, RgbImage } from './image.ts';
import { finishInPlace, flatLayLook, foodBox, IN_PLACE_LOOKS, pullTowardBackdrop, vesselInFocus } from './in-place.ts';
import { IN_PLACE_REASONS } from './photo.constants.ts';
import type { Segmenter } from './photo.types.ts';
import { dishMask, fakeSegmenter, makeDishPhoto, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';
import { srgbToLab } from '../../shared/colors.ts';

/** Mean absolute horizontal + vertical gradient inside a box (fractions), on luma. */
function sharpness(img: RgbImage, x0: number, y0: number, x1: number, y1: number): number {
  const lum = (x: number, y: number) => {
    const i = (y * img.width + x) * 3;
    return 0.2126 * img.data[i]! + 0.7152 * img.data[i + 1]! + 0.0722 * img.data[i + 2]!;
  };
  let sum = 0;
  let n = 0;
  for (let y = Math.round(y0 * img.height); y < Math.round(y1 * img.height) - 1; y += 1) {
    for (let x = Math.round(x0 * img.width); x < Math.round(x1 * img.width) - 1; x += 1) {
      sum += Math.abs(lum(x + 1, y) - lum(x, y)) + Math.abs(lum(x, y + 1) - lum(x, y));
      n += 1;
    }
  }
  return sum / n;
}


/**
 * The photo enhanced in place (iFood, natural) and the sharpness of a small square round a point of
 * the input (fractions), in the output (through its source window) and in the input itself.
 */
async function sharpnessInPlace(photo: Buffer, segmenter: Segmenter) {
  const result = await enhancePhoto(photo, { platform: 'ifood', style: 'natural', scenario: { type: 'ai-create' }, watermark: false }, segmenter);
  expect([result.mode, result.facts.reason]).toEqual(['in-place', IN_PLACE_REASONS.touchesEdge]);
  const out = await decode(result.image);
  const input = await decode(await sharp(photo).jpeg({ quality: 95 }).toBuffer());
  const w = result.facts.sourceWindow;
  const square = (img: RgbImage, x: number, y: number) => sharpness(img, x - 0.006, y - 0.008, x + 0.006, y + 0.008);
  return {
    after: (fx: number, fy: number) => square(out, (fx - w.left) / w.width, (fy - w.top) / w.height),
    before: (fx: number, fy: number) => square(input, fx, fy),
  };
}

/** Mean Lab chroma of a box (pixels). */
function chroma(img: RgbImage, x: number, y: number, half: number): number {
  let sum = 0;
  let n = 0;
  for (let yy = y - half; yy <= y + half; yy += 1) {
    for (let xx = x - half; xx <= x + half; xx += 1) {
      const i = (yy * img.width + xx) * 3;
      const [, a, b] = srgbToLab(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
      sum += Math.hypot(a, b);
      n += 1;
    }
  }
  return sum / n;
}

async function decode(jpeg: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A busy, fine-grained pattern everywhere (a textured table and a textured dish). */
function texture(width: number, height: number): RgbImage {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = ((x >> 2) + (y >> 2)) % 2 ? 170 : 90;
      const i = (y * width + x) * 3;
      data[i] = v;
      data[i + 1] = v * 0.8;
      data[i + 2] = v * 0.6;
    }
  }
  return { data, width, height };
}

describe('depth of field in place', () => {
  it('softens the background more the farther it is from the dish, and keeps the dish crisp', async () => {
    const width = 600;
    const height = 600;
    const photo = texture(width, height);
    // The dish: a centred disc.
    const mask: GrayImage = { data: Buffer.alloc(width * height), width, height };
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if ((x - 300) ** 2 + (y - 300) ** 2 < 150 ** 2) mask.data[y * width + x] = 255;
    for (const style of ENHANCEMENT_STYLES) {
      const out = await finishInPlace(photo, mask, IN_PLACE_LOOKS[style]);
      const dish = sharpness(out, 0.42, 0.42, 0.58, 0.58) / sharpness(photo, 0.42, 0.42, 0.58, 0.58);
      const near = sharpness(out, 0.5, 0.78, 0.6, 0.83) / sharpness(photo, 0.5, 0.78, 0.6, 0.83);
      const far = sharpness(out, 0, 0, 0.1, 0.1) / sharpness(photo, 0, 0, 0.1, 0.1);
      expect(dish, style).toBeGreaterThan(0.95);
      expect(far, style).toBeLessThan(0.35);
      expect(far, style).toBeLessThan(near);
    }
  });

  it('keeps a flat lay’s table far sharper: seen from straight above, it lies in the dish’s plane', async () => {
    const width = 600;
    const height = 600;
    // A table with a coarser grain (12-px squares): what a lens would keep sharp in its plane.
    const photo: RgbImage = { data: Buffer.alloc(width * height * 3), width, height };
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) photo.data.fill(Math.floor(x / 12) % 2 === Math.floor(y / 12) % 2 ? 170 : 90, (y * width + x) * 3, (y * width + x) * 3 + 3);
    const mask: GrayImage = { data: Buffer.alloc(width * height), width, height };
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if ((x - 300) ** 2 + (y - 300) ** 2 < 150 ** 2) mask.data[y * width + x] = 255;
    for (const style of ENHANCEMENT_STYLES) {
      const far = (img: RgbImage) => sharpness(img, 0, 0, 0.1, 0.1) / sharpness(photo, 0, 0, 0.1, 0.1);
      const angled = far(await finishInPlace(photo, mask, IN_PLACE_LOOKS[style]));
      const flat = far(await finishInPlace(photo, mask, flatLayLook(IN_PLACE_LOOKS[style])));
      expect(angled, style).toBeLessThan(0.3);
      expect(flat, style).toBeGreaterThan(0.5);
    }
  });
});

describe('the style look on a light scene', () => {
  /** A plain table of grey level `table` with a mid-brown dish disc in the middle, and the dish's mask. */
  function scene(table: number): { photo: RgbImage; mask: GrayImage } {
    const size = 400;
    const data = Buffer.alloc(size * size * 3, table);
    const mask: GrayImage = { data: Buffer.alloc(size * size), width: size, height: size };
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if ((x - 200) ** 2 + (y - 200) ** 2 >= 100 ** 2) continue;
        mask.data[y * size + x] = 255;
        data.set([150, 95, 60], (y * size + x) * 3);
      }
    }
    return { photo: { data, width: size, height: size }, mask };
  }
  /** Output over input luma in the frame's corner (a 20 px square). */
  const cornerKeep = (input: RgbImage, out: RgbImage) => {
    let a = 0;
    let b = 0;
    for (let y = 0; y < 20; y += 1) {
      for (let x = 0; x < 20; x += 1) {
        const i = (y * input.width + x) * 3;
        a += input.data[i + 1]!;
        b += out.data[i + 1]!;
      }
    }
    return b / a;
  };

  it("sinks and vignettes a white table less than a mid-grey one in premium (darkened whites read as dirty grey)", async () => {
    const light = scene(228);
    const mid = scene(120);
    const lightKeep = cornerKeep(light.photo, await finishInPlace(light.photo, light.mask, IN_PLACE_LOOKS.premium));
    const midKeep = cornerKeep(mid.photo, await finishInPlace(mid.photo, mid.mask, IN_PLACE_LOOKS.premium));
    // The mid-grey counter sinks as far as premium always did; the white table keeps most of its light.
    expect(midKeep).toBeLessThan(0.72);
    expect(lightKeep).toBeGreaterThan(midKeep + 0.12);
    // Premium still darkens a white table's corners a little: it stays the moody style.
    expect(lightKeep).toBeLessThan(0.97);
  });
});

describe('a moody style on a close-up', () => {
  /** Food filling the whole frame: a textured mid-brown (the dish's mask covers everything). */
  function closeUp(): { photo: RgbImage; mask: GrayImage } {
    const size = 300;
    const data = Buffer.alloc(size * size * 3);
    for (let p = 0; p < size * size; p += 1) {
      const v = ((p % size) >> 3) % 2 ? 12 : -12;
      data.set([150 + v, 100 + v, 62 + v], p * 3);
    }
    return { photo: { data, width: size, height: size }, mask: { data: Buffer.alloc(size * size, 255), width: size, height: size } };
  }
  /** Mean green of a 30 px square at (x, y). */
  const meanGreen = (img: RgbImage, x0: number, y0: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + 30; y += 1) for (let x = x0; x < x0 + 30; x += 1) sum += img.data[(y * img.width + x) * 3 + 1]!;
    return sum / 900;
  };

  it('keeps the food as light in the corners as in the middle, and no darker than it came (no vignette, no sunk mid-tones on food)', async () => {
    const { photo, mask } = closeUp();
    for (const style of ['premium', 'natural'] as const) {
      const out = await finishInPlace(photo, mask, IN_PLACE_LOOKS[style]);
      const corner = meanGreen(out, 0, 0);
      const middle = meanGreen(out, 135, 135);
      expect(Math.abs(corner - middle), style).toBeLessThan(3);
      expect(middle, style).toBeGreaterThan(meanGreen(photo, 135, 135) - 3);
    }
  });

  it("gives minimal's dish more colour than its own look without the chroma gain, and leaves the scene's colour alone", async () => {
    const { photo } = closeUp();
    const mask: GrayImage = { data: Buffer.alloc(300 * 300), width: 300, height: 300 };
    for (let y = 100; y < 200; y += 1) mask.data.fill(255, y * 300 + 100, y * 300 + 200);
    const withGain = await finishInPlace(photo, mask, IN_PLACE_LOOKS.minimal);
    const without = await finishInPlace(photo, mask, { ...IN_PLACE_LOOKS.minimal, saturation: 1 });
    expect(chroma(withGain, 150, 150, 20)).toBeGreaterThan(chroma(without, 150, 150, 20) * 1.1);
    expect(Math.abs(chroma(withGain, 20, 20, 10) - chroma(without, 20, 20, 10))).toBeLessThan(0.5);
  });

  it('gives no chroma gain when no dish was found', async () => {
    const { photo } = closeUp();
    const withGain = await finishInPlace(photo, null, IN_PLACE_LOOKS.minimal);
    const without = await finishInPlace(photo, null, { ...IN_PLACE_LOOKS.minimal, saturation: 1 });
    expect(withGain.data.equals(without.data)).toBe(true);
  });

  it('still sinks the scene round a dish in premium', async () => {
    const { photo } = closeUp();
    const mask: GrayImage = { data: Buffer.alloc(300 * 300), width: 300, height: 300 };
    for (let y = 100; y < 200; y += 1) mask.data.fill(255, y * 300 + 100, y * 300 + 200);
    const out = await finishInPlace(photo, mask, IN_PLACE_LOOKS.premium);
    expect(meanGreen(out, 0, 0)).toBeLessThan(meanGreen(photo, 0, 0) * 0.85);
  });
});

describe("the dish's own light and the scene's colour in place", () => {
  /** A textured dish of colour `dish` (a 200 px disc) on a textured, saturated green table. */
  function plated(dish: [number, number, number]): { photo: RgbImage; mask: GrayImage } {
    const size = 400;
    const photo: RgbImage = { data: Buffer.alloc(size * size * 3), width: size, height: size };
    const mask: GrayImage = { data: Buffer.alloc(size * size), width: size, height: size };
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const i = y * size + x;
        const v = ((x >> 2) + (y >> 2)) % 2 ? 6 : -6;
        const inDish = (x - 200) ** 2 + (y - 200) ** 2 < 100 ** 2;
        photo.data.set(inDish ? dish.map((c) => c + v) : [60 + v, 150 + v, 70 + v], i * 3);
        if (inDish) mask.data[i] = 255;
      }
    }
    return { photo, mask };
  }
  /** Mean luma of a square of half-size `half` round (x, y). */
  const meanLuma = (img: RgbImage, x: number, y: number, half: number) => {
    let sum = 0;
    let n = 0;
    for (let yy = y - half; yy <= y + half; yy += 1) {
      for (let xx = x - half; xx <= x + half; xx += 1) {
        const i = (yy * img.width + xx) * 3;
        sum += 0.2126 * img.data[i]! + 0.7152 * img.data[i + 1]! + 0.0722 * img.data[i + 2]!;
        n += 1;
      }
    }
    return sum / n;
  };

  it('lifts a dark, browned dish by close to half a stop, its colour by less, and leaves a light dish as it was', async () => {
    for (const style of ['natural', 'professional', 'minimal'] as const) {
      const dark = plated([95, 55, 30]);
      const lifted = await finishInPlace(dark.photo, dark.mask, IN_PLACE_LOOKS[style]);
      const flat = await finishInPlace(dark.photo, dark.mask, { ...IN_PLACE_LOOKS[style], shadowLift: 0 });
      const light = meanLuma(lifted, 200, 200, 40) / meanLuma(flat, 200, 200, 40);
      const colour = chroma(lifted, 200, 200, 40) / chroma(flat, 200, 200, 40);
      expect(light, style).toBeGreaterThan(1.25);
      // The colour rises by less than the light (a gain on every channel made browned food orange).
      expect(colour - 1, style).toBeLessThan((light - 1) * 0.6);
      const pale = plated([230, 200, 160]);
      const same = await finishInPlace(pale.photo, pale.mask, IN_PLACE_LOOKS[style]);
      const without = await finishInPlace(pale.photo, pale.mask, { ...IN_PLACE_LOOKS[style], shadowLift: 0 });
      expect(Math.abs(meanLuma(same, 200, 200, 60) - meanLuma(without, 200, 200, 60)), style).toBeLessThan(0.5);
    }
  });

  it('lifts a dark dish less in premium, which keeps its depth', async () => {
    const dark = plated([95, 55, 30]);
    const gain = async (style: 'premium' | 'natural') =>
      meanLuma(await finishInPlace(dark.photo, dark.mask, IN_PLACE_LOOKS[style]), 200, 200, 40) /
      meanLuma(await finishInPlace(dark.photo, dark.mask, { ...IN_PLACE_LOOKS[style], shadowLift: 0 }), 200, 200, 40);
    expect(await gain('premium')).toBeLessThan((await gain('natural')) - 0.1);
  });

  it("fades the scene's own colour away from the dish in every style, the dish's colour untouched by it", async () => {
    const { photo, mask } = plated([180, 120, 70]);
    for (const style of ENHANCEMENT_STYLES) {
      const out = await finishInPlace(photo, mask, IN_PLACE_LOOKS[style]);
      const full = await finishInPlace(photo, mask, { ...IN_PLACE_LOOKS[style], backgroundChroma: 1 });
      expect(chroma(out, 12, 12, 8), style).toBeLessThan(chroma(full, 12, 12, 8) * 0.85);
      expect(Math.abs(chroma(out, 200, 200, 40) - chroma(full, 200, 200, 40)), style).toBeLessThan(0.5);
    }
  });
});

describe("a menu's backdrop behind a photo kept in place", () => {
  it('moves the background toward the backdrop colour and leaves the dish alone', async () => {
    const width = 480;
    const height = 360;
    // A blue-grey counter with a pattern, and an orange dish in the middle.
    const photo: RgbImage = { data: Buffer.alloc(width * height * 3), width, height };
    const mask: GrayImage = { data: Buffer.alloc(width * height), width, height };
    const inDish = (x: number, y: number) => (x - 240) ** 2 + (y - 180) ** 2 < 110 ** 2;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        const v = ((x >> 3) + (y >> 3)) % 2 ? 12 : -12;
        const colour = inDish(x, y) ? [210 + v, 120 + v, 40] : [80 + v, 100 + v, 125 + v];
        photo.data.set(colour, i * 3);
        if (inDish(x, y)) mask.data[i] = 255;
      }
    }
    const backdropColour = [236, 233, 228];
    const backdrop: RgbImage = { data: Buffer.alloc(60 * 45 * 3), width: 60, height: 45 };
    for (let i = 0; i < 60 * 45; i += 1) backdrop.data.set(backdropColour, i * 3);
    const finished = await finishInPlace(photo, mask, IN_PLACE_LOOKS.professional);
    const pulled = await pullTowardBackdrop(finished, mask, backdrop);
    const distance = (img: RgbImage, i: number) => Math.hypot(...backdropColour.map((c, k) => img.data[i * 3 + k]! - c));
    let before = 0;
    let after = 0;
    let background = 0;
    let dishChange = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if ((x - 240) ** 2 + (y - 180) ** 2 > 140 ** 2) {
          before += distance(finished, i);
          after += distance(pulled, i);
          background += 1;
        } else if (inDish(x, y)) {
          for (let k = 0; k < 3; k += 1) dishChange = Math.max(dishChange, Math.abs(pulled.data[i * 3 + k]! - finished.data[i * 3 + k]!));
        }
      }
    }
    // The background comes clearly closer to the backdrop's colour (its lift is capped: MENU_PULL.maxLighten); the dish keeps its pixels.
    expect(after / background).toBeLessThan((before / background) * 0.7);
    expect(dishChange).toBeLessThanOrEqual(2);
  });
});

describe('enhancePhoto in place', () => {
  // A white plate the photo cut at the bottom (enhanced in place), under warm tungsten-like light.
  const shape: DishShape = { plate: { cx: 0.5, cy: 0.9, rx: 0.3, ry: 0.3 }, food: [{ cx: 0.5, cy: 0.85, r: 0.1 }] };
  const options = (style: EnhanceOptions['style']): EnhanceOptions => ({ platform: 'instagram', style, scenario: { type: 'ai-create' }, watermark: false });
  /** Where a point of the input (fractions) lands in the output, through facts.sourceWindow. */
  const toOutput = (result: EnhanceResult, fx: number, fy: number) => {
    const w = result.facts.sourceWindow;
    return [Math.round(((fx - w.left) / w.width) * result.width), Math.round(((fy - w.top) / w.height) * result.height)] as const;
  };

  it('neutralises a warm cast on the plate rim, differs clearly by style, and clips nothing', async () => {
    const photo = await makeDishPhoto({ shape, cast: [1.1, 0.97, 0.76], format: 'png' });
    const input = await decode(await sharp(photo).jpeg().toBuffer());
    // On the plate, left of the food, away from its edge.
    const rim = [0.29, 0.88] as const;
    const before = chroma(input, Math.round(rim[0] * input.width), Math.round(rim[1] * input.height), 6);
    expect(before).toBeGreaterThan(12);
    const outputs: RgbImage[] = [];
    const lumas: Record<string, number> = {};
    for (const style of ENHANCEMENT_STYLES) {
      const result = await enhancePhoto(photo, options(style), fakeSegmenter(shape));
      expect([result.mode, result.facts.reason]).toEqual(['in-place', IN_PLACE_REASONS.touchesEdge]);
      const out = await decode(result.image);
      outputs.push(out);
      const [x, y] = toOutput(result, ...rim);
      const after = chroma(out, x, y, 6);
      // Premium keeps its warmth; every other style makes the rim white.
      expect(after, style).toBeLessThan(style === 'premium' ? before * 0.5 : 4.5);
      let blown = 0;
      let sum = 0;
      for (let i = 0; i < out.data.length; i += 3) {
        if (Math.min(out.data[i]!, out.data[i + 1]!, out.data[i + 2]!) >= 254) blown += 1;
        sum += 0.2126 * out.data[i]! + 0.7152 * out.data[i + 1]! + 0.0722 * out.data[i + 2]!;
      }
      expect(blown / (out.width * out.height), style).toBeLessThan(0.001);
      lumas[style] = sum / (out.width * out.height);
    }
    // Premium the darkest, minimal the lightest.
    expect(lumas.premium!).toBeLessThan(lumas.natural! - 10);
    expect(lumas.minimal!).toBeGreaterThan(lumas.natural! + 8);
    // Any two styles differ visibly on average.
    for (let i = 0; i < outputs.length; i += 1) {
      for (let j = i + 1; j < outputs.length; j += 1) {
        let diff = 0;
        for (let k = 0; k < outputs[i]!.data.length; k += 1) diff += Math.abs(outputs[i]!.data[k]! - outputs[j]!.data[k]!);
        expect(diff / outputs[i]!.data.length, `${ENHANCEMENT_STYLES[i]} vs ${ENHANCEMENT_STYLES[j]}`).toBeGreaterThan(6);
      }
    }
  });
});

describe('what the model is sure of, kept in place', () => {
  // The plate the photo cut at the bottom (in place), and a spoon's handle the model is sure of,
  // lying from the rim up to the left: the matte drops it as cutlery, a thin part.
  const shape: DishShape = { plate: { cx: 0.5, cy: 0.9, rx: 0.3, ry: 0.3 }, food: [{ cx: 0.5, cy: 0.85, r: 0.1 }] };
  const handle = { from: [0.3, 0.72], to: [0.12, 0.5], half: 0.008 } as const;
  const withHandle = (base: Segmenter): Segmenter => ({
    async segment(rgb) {
      const map = Buffer.from(await base.segment(rgb));
      const [ax, ay] = handle.from;
      const [bx, by] = handle.to;
      for (let y = 0; y < rgb.height; y += 1) {
        for (let x = 0; x < rgb.width; x += 1) {
          const px = x / rgb.width;
          const py = y / rgb.height;
          const t = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
          if (Math.hypot((ax + t * (bx - ax) - px) * rgb.width, (ay + t * (by - ay) - py) * rgb.height) < handle.half * rgb.width) map[y * rgb.width + x] = 255;
        }
      }
      return map;
    },
  });

  it('keeps it crisp where the matte left it out, while the table as far from the dish softens', async () => {
    const { after, before } = await sharpnessInPlace(await makeDishPhoto({ shape, format: 'png' }), withHandle(fakeSegmenter(shape)));
    // The table under the handle keeps its grain; the table across the dish, as far from it, softens.
    expect(after(0.17, 0.56)).toBeGreaterThan(before(0.17, 0.56) * 0.6);
    expect(after(0.83, 0.56)).toBeLessThan(before(0.17, 0.56) * 0.3);
  });
});

describe('what the model half sees in front of the dish, kept in place', () => {
  // A plate seen at an angle, cut by the bottom of the frame (in place), and two patches of table the
  // model reads at 100 (under the matte's threshold): one in front of the dish (below its middle),
  // one as far from it behind (above). Food spilling toward the camera is no background to blur.
  const shape: DishShape = { plate: { cx: 0.6, cy: 1, rx: 0.3, ry: 0.3 }, food: [{ cx: 0.6, cy: 0.9, r: 0.09 }] };
  const front = { cx: 0.12, cy: 0.93 };
  const behind = { cx: 0.12, cy: 0.6 };
  const withPatches = (base: Segmenter): Segmenter => ({
    async segment(rgb) {
      const map = Buffer.from(await base.segment(rgb));
      for (let y = 0; y < rgb.height; y += 1) {
        for (let x = 0; x < rgb.width; x += 1) {
          for (const c of [front, behind]) if (Math.hypot(x / rgb.width - c.cx, (y / rgb.height - c.cy) * (rgb.height / rgb.width)) < 0.04) map[y * rgb.width + x] = 100;
        }
      }
      return map;
    },
  });

  it('keeps the table in front of the dish crisp where the model half sees it, and softens the same behind the dish', async () => {
    const { after, before } = await sharpnessInPlace(await makeDishPhoto({ shape, format: 'png' }), withPatches(fakeSegmenter(shape)));
    expect(after(front.cx, front.cy)).toBeGreaterThan(before(front.cx, front.cy) * 0.6);
    expect(after(behind.cx, behind.cy)).toBeLessThan(before(behind.cx, behind.cy) * 0.4);
  });
});

describe('white balance kept in place', () => {
  // A tan-orange heap (the colour of mapo tofu's oil: what a crop that cut a bowl's rim away leaves in
  // the mask's outer ring) cut by the bottom of the frame, on a near-white table.
  const [width, height] = [800, 600];
  const inHeap = (x: number, y: number) => Math.hypot(x - 400, y - 520) < 230;
  const segmenter = {
    async segment(rgb: RgbImage): Promise<Buffer> {
      const mask = Buffer.alloc(rgb.width * rgb.height);
      for (let y = 0; y < rgb.height; y += 1) {
        for (let x = 0; x < rgb.width; x += 1) mask[y * rgb.width + x] = inHeap((x * width) / rgb.width, (y * height) / rgb.height) ? 255 : 0;
      }
      return mask;
    },
  };

  it("does not take food in the mask's outer ring for a white rim under warm light when the photo's own whites are neutral", async () => {
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const grain = ((x * 7 + y * 13) % 9) - 4;
        // A dark object in a corner (a phone, a pan's handle): a clear photo has some near-black.
        const dark = x < 140 && y < 60;
        data.set(dark ? [30 + grain, 28 + grain, 26 + grain] : inHeap(x, y) ? [210 + grain, 188 + grain, 140 + grain] : [238 + grain, 236 + grain, 232 + grain], (y * width + x) * 3);
      }
    }
    const photo = await sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
    const before = chroma({ data, width, height }, 400, 420, 6);
    for (const style of ['natural', 'professional'] as const) {
      const result = await enhancePhoto(photo, { platform: 'instagram', style, scenario: { type: 'ai-create' }, watermark: false }, segmenter);
      expect(result.mode).toBe('in-place');
      const out = await decode(result.image);
      const w = result.facts.sourceWindow;
      const [x, y] = [Math.round(((0.5 - w.left) / w.width) * result.width), Math.round(((420 / height - w.top) / w.height) * result.height)];
      // Neutralised as a white rim, the heap would lose most of its colour.
      expect(chroma(out, x, y, 6), style).toBeGreaterThan(before * 0.7);
    }
  });
});

describe('premium kept in place', () => {
  // A dark dish filling the frame (a stew, ribs): kept in place as a close-up.
  const shape: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.62, ry: 0.62 }, food: [{ cx: 0.5, cy: 0.5, r: 0.45 }] };
  const options = (style: EnhanceOptions['style']): EnhanceOptions => ({ platform: 'instagram', style, scenario: { type: 'ai-create' }, watermark: false });
  /** Luma at the given share of the image's pixels, darkest first. */
  const lumaAt = (img: RgbImage, share: number) => {
    const values: number[] = [];
    for (let i = 0; i < img.data.length; i += 3) values.push(0.2126 * img.data[i]! + 0.7152 * img.data[i + 1]! + 0.0722 * img.data[i + 2]!);
    values.sort((a, b) => a - b);
    return values[Math.floor(share * (values.length - 1))]!;
  };

  it("keeps a close-up's shadows open (blind round 29: crushed, muddy), and stays darker than natural", async () => {
    const photo = await makeDishPhoto({ shape, format: 'png' });
    const [premium, natural] = await Promise.all(
      (['premium', 'natural'] as const).map(async (style) => {
        const result = await enhancePhoto(photo, options(style), fakeSegmenter(shape));
        expect(result.mode).toBe('in-place');
        return decode(result.image);
      }),
    );
    // Its darkest 5% about as light as the photo's own (the style's own deep curve took them 16% under),
    // its mid-tones still below natural's, whose shadows are lifted further.
    const input = await decode(await sharp(photo).jpeg({ quality: 95 }).toBuffer());
    expect(lumaAt(premium!, 0.05)).toBeGreaterThan(lumaAt(input, 0.05) * 0.97);
    expect(lumaAt(premium!, 0.05)).toBeLessThan(lumaAt(natural!, 0.05));
    expect(lumaAt(premium!, 0.5)).toBeLessThan(lumaAt(natural!, 0.5) - 2);
  });
});

describe('foodBox', () => {
  it('finds the food on a plain plate, read against the plate’s outer ring', () => {
    const [w, h] = [200, 160];
    const data = Buffer.alloc(w * h * 3, 90);
    const solid = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        if (((x - 100) / 80) ** 2 + ((y - 80) / 70) ** 2 > 1) continue;
        solid[y * w + x] = 1;
        // A white plate; food (brown) in an 80×50 block.
        data.set(x >= 60 && x < 140 && y >= 55 && y < 105 ? [140, 80, 40] : [240, 238, 232], (y * w + x) * 3);
      }
    }
    const box = foodBox(solid, { data, width: w, height: h })!;
    expect(box.left).toBeGreaterThanOrEqual(59);
    expect(box.left).toBeLessThanOrEqual(62);
    expect(box.top).toBeGreaterThanOrEqual(54);
    expect(box.left + box.width).toBeGreaterThanOrEqual(138);
    expect(box.left + box.width).toBeLessThanOrEqual(141);
    expect(box.top + box.height).toBeLessThanOrEqual(106);
    // A plate with nothing on it has no food box.
    const empty = Buffer.alloc(w * h * 3, 90);
    for (let p = 0; p < w * h; p += 1) if (solid[p]) empty.set([240, 238, 232], p * 3);
    expect(foodBox(solid, { data: empty, width: w, height: h })).toBeNull();
  });
});

describe('the plate round a dish kept in place', () => {
  // A plate with a dark rim line, and the food alone as the dish (the model missed the plate).
  const shape: DishShape = { plate: { cx: 0.5, cy: 0.6, rx: 0.4, ry: 0.5 }, food: [{ cx: 0.5, cy: 0.72, r: 0.21 }] };
  const width = 640;
  const height = 480;
  async function scene(plate: boolean) {
    const photo = await makeDishPhoto({ shape: plate ? shape : { ...shape, plate: { cx: -1, cy: -1, rx: 0, ry: 0 } }, width, height, format: 'png', rim: '#2a3550', rimWidth: 0.012 });
    const guide = await decode(photo);
    const food = await dishMask({ plate: { cx: -1, cy: -1, rx: 0, ry: 0 }, food: shape.food }, width, height);
    const solid = Uint8Array.from(food, (v) => (v > 127 ? 1 : 0));
    return { guide, solid };
  }
  const inPlate = (x: number, y: number, scale = 1) => ((x / width - shape.plate.cx) / (shape.plate.rx * scale)) ** 2 + ((y / height - shape.plate.cy) / (shape.plate.ry * scale)) ** 2 <= 1;

  it('takes the plate the model missed into the focus, up to its rim and not onto the table', async () => {
    const { guide, solid } = await scene(true);
    const vessel = vesselInFocus(guide, solid, solid);
    expect(vessel).not.toBeNull();
    let plate = 0;
    let kept = 0;
    let table = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (inPlate(x + 0.5, y + 0.5, 0.97)) {
          plate += 1;
          kept += vessel![y * width + x]!;
        } else if (!inPlate(x + 0.5, y + 0.5, 1.04)) table += vessel![y * width + x]!;
      }
    }
    expect(kept / plate).toBeGreaterThan(0.97);
    expect(table).toBe(0);
  });

  it('finds no vessel round food lying on the table', async () => {
    const { guide, solid } = await scene(false);
    expect(vesselInFocus(guide, solid, solid)).toBeNull();
  });

  it('keeps what is in focus crisp in the finish, though it is not the dish', async () => {
    const photo = texture(600, 600);
    const disc = (r: number): GrayImage => {
      const mask: GrayImage = { data: Buffer.alloc(600 * 600), width: 600, height: 600 };
      for (let y = 0; y < 600; y += 1) for (let x = 0; x < 600; x += 1) if ((x - 300) ** 2 + (y - 300) ** 2 < r ** 2) mask.data[y * 600 + x] = 255;
      return mask;
    };
    // The dish (r 100) in its bowl (r 240): the bowl's wall, 150–230 px from the centre.
    const wall = (img: RgbImage) => sharpness(img, 0.5 - 0.03, 0.5 - 0.35, 0.5 + 0.03, 0.5 - 0.28) / sharpness(photo, 0.5 - 0.03, 0.5 - 0.35, 0.5 + 0.03, 0.5 - 0.28);
    const corner = (img: RgbImage) => sharpness(img, 0, 0, 0.1, 0.1) / sharpness(photo, 0, 0, 0.1, 0.1);
    for (const style of ENHANCEMENT_STYLES) {
      const dishOnly = await finishInPlace(photo, disc(100), IN_PLACE_LOOKS[style]);
      const withBowl = await finishInPlace(photo, disc(100), IN_PLACE_LOOKS[style], disc(240));
      expect(wall(dishOnly), style).toBeLessThan(0.8);
      expect(wall(withBowl), style).toBeGreaterThan(0.95);
      expect(corner(withBowl), style).toBeLessThan(0.35);
    }
  });
});
