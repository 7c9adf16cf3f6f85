import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_STYLES } from '../../shared/constants.ts';
import { decodePhoto } from './decode.ts';
import { withLevels, type RgbImage } from './image.ts';
import { exposureFloorGamma, gradedMedianLuma, gradeImage, hazeLevels, measureGrade, STYLE_LOOKS, toneCurve } from './relight.ts';
import { CENTRED_DISH, dishMask, makeDishPhoto } from '../../../tests/fixtures/synthetic-dish.ts';
import { srgbToLab } from '../../shared/colors.ts';


/** Mean Lab of a rectangle given in frame fractions. */
function patchLab(img: RgbImage, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(y0 * img.height); y < Math.round(y1 * img.height); y += 1) {
    for (let x = Math.round(x0 * img.width); x < Math.round(x1 * img.width); x += 1) {
      const i = (y * img.width + x) * 3;
      const lab = srgbToLab(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
      for (let c = 0; c < 3; c += 1) sum[c]! += lab[c]!;
      n += 1;
    }
  }
  return sum.map((s) => s / n) as [number, number, number];
}

// The plate's rim, away from the food: a neutral patch.
const PLATE_PATCH = [0.28, 0.45, 0.34, 0.6] as const;

describe('relight', () => {
  it('reduces a colour cast: the neutral plate moves toward a/b = 0', async () => {
    for (const cast of [
      [0.85, 0.97, 1.15],
      [1.12, 1.0, 0.8],
    ] as [number, number, number][]) {
      const { working } = await decodePhoto(await makeDishPhoto({ cast, format: 'png' }));
      const before = patchLab(working, ...PLATE_PATCH);
      for (const style of ['natural', 'professional', 'minimal'] as const) {
        const look = STYLE_LOOKS[style];
        const after = patchLab(await gradeImage(working, look, measureGrade(working, look)), ...PLATE_PATCH);
        expect(Math.hypot(after[1], after[2]), `${style} ${cast}`).toBeLessThan(Math.hypot(before[1], before[2]) * 0.7);
      }
    }
  });

  it('never clips highlights and never goes orange or cyan on a neutral photo', async () => {
    const { working } = await decodePhoto(await makeDishPhoto({ format: 'png' }));
    for (const style of ENHANCEMENT_STYLES) {
      const look = STYLE_LOOKS[style];
      const graded = await gradeImage(working, look, measureGrade(working, look));
      const plate = patchLab(graded, ...PLATE_PATCH);
      expect(Math.abs(plate[1]), style).toBeLessThan(6);
      expect(Math.abs(plate[2]), style).toBeLessThan(10);
      let clipped = 0;
      for (let i = 0; i < graded.data.length; i += 3) if (graded.data[i]! >= 255 && graded.data[i + 1]! >= 255 && graded.data[i + 2]! >= 255) clipped += 1;
      expect(clipped / (graded.width * graded.height), style).toBeLessThan(0.001);
    }
    expect(toneCurve(10, STYLE_LOOKS.professional)).toBeLessThan(254);
  });

  it('gives each style its own look: minimal lightest, premium warmest and deepest', async () => {
    const { working } = await decodePhoto(await makeDishPhoto({ format: 'png' }));
    const results = Object.fromEntries(
      await Promise.all(
        ENHANCEMENT_STYLES.map(async (style) => {
          const look = STYLE_LOOKS[style];
          const graded = await gradeImage(working, look, measureGrade(working, look));
          return [style, { whole: patchLab(graded, 0, 0, 1, 1), plate: patchLab(graded, ...PLATE_PATCH) }] as const;
        }),
      ),
    );
    expect(results.minimal!.whole[0]).toBeGreaterThan(results.natural!.whole[0]);
    expect(results.premium!.whole[0]).toBeLessThan(results.natural!.whole[0]);
    expect(results.premium!.plate[2]).toBeGreaterThan(results.professional!.plate[2] + 1);
    expect(results.professional!.whole[0]).toBeGreaterThan(results.natural!.whole[0]);
  });
});

describe('white balance of a cut-out dish without whites of its own', () => {
  it('takes the light’s colour from the scene it was cut from', async () => {
    // Coloured food straight on a cream cloth (no plate), under a bluish light.
    const shape = { plate: { cx: 0.5, cy: 0.5, rx: 0, ry: 0 }, food: [{ cx: 0.5, cy: 0.5, r: 0.15 }, { cx: 0.6, cy: 0.55, r: 0.1 }] };
    const { working } = await decodePhoto(await makeDishPhoto({ shape, table: 'cream', cast: [0.86, 0.97, 1.15], format: 'png' }));
    const mask = await dishMask(shape, working.width, working.height);
    const weight = { data: mask, width: working.width, height: working.height };
    const look = STYLE_LOOKS.natural;
    const dishOnly = measureGrade(working, look, weight);
    const withScene = measureGrade(working, look, weight, working);
    // Its brightest pixels are yellow food: alone, the dish gives no reason to correct.
    expect(dishOnly.gains[2] / dishOnly.gains[0]).toBeGreaterThan(0.97);
    // The cloth shows the blue cast: blue comes down against red.
    expect(withScene.gains[2] / withScene.gains[0]).toBeLessThan(0.9);
    for (const gain of withScene.gains) expect(gain).toBeLessThanOrEqual(1);
  });
});

describe('relight of a hazy, low-contrast photo', () => {
  it('stretches its contrast without turning its colours loud', async () => {
    // The dish photo seen through haze: every value squeezed into 70..200.
    const { working } = await decodePhoto(await makeDishPhoto({ format: 'png' }));
    const hazy = { ...working, data: Buffer.from(working.data.map((v) => Math.round(70 + (v * 130) / 255))) };
    const chroma = (img: RgbImage) => {
      let sum = 0;
      for (let i = 0; i < img.data.length; i += 3) sum += Math.max(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!) - Math.min(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
      return sum / (img.data.length / 3);
    };
    for (const style of ENHANCEMENT_STYLES) {
      const look = STYLE_LOOKS[style];
      const graded = await gradeImage(hazy, look, measureGrade(hazy, look));
      // Contrast comes back…
      expect(patchLab(graded, 0, 0, 1, 1)[0], style).toBeGreaterThan(0);
      const lumaRange = (img: RgbImage) => {
        const l = [...Array(img.width * img.height).keys()].map((i) => 0.2126 * img.data[i * 3]! + 0.7152 * img.data[i * 3 + 1]! + 0.0722 * img.data[i * 3 + 2]!).sort((a, b) => a - b);
        return l[Math.floor(l.length * 0.98)]! - l[Math.floor(l.length * 0.02)]!;
      };
      expect(lumaRange(graded), style).toBeGreaterThan(lumaRange(hazy) * 1.2);
      // …but colour does not grow with it.
      expect(chroma(graded) / chroma(hazy), style).toBeLessThan(1.3);
    }
  });
});

describe('the exposure floor', () => {
  /** Median luma of `img` where `mask` ≥ 128. */
  const maskedMedian = (img: RgbImage, mask: { data: Buffer }) => {
    const values: number[] = [];
    for (let p = 0; p < mask.data.length; p += 1) if (mask.data[p]! >= 128) values.push(0.2126 * img.data[p * 3]! + 0.7152 * img.data[p * 3 + 1]! + 0.0722 * img.data[p * 3 + 2]!);
    values.sort((a, b) => a - b);
    return values[values.length >> 1]!;
  };

  /**
   * A bowl of fried snacks under a weak lamp, seen through a dull lens (a kibbeh photo came 86 → 69):
   * brown food round luma ~85 with dark gaps (~40), inside a white bowl's rim (~205); mask: all of it.
   */
  function dimBowl(): { img: RgbImage; mask: { data: Buffer; width: number; height: number } } {
    const size = 200;
    const data = Buffer.alloc(size * size * 3);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const r = Math.hypot(x - 100, y - 100);
        const gap = (x * 7 + y * 13) % 23 === 0 || (x % 17 === 0 && y % 3 === 0);
        const grain = ((x * 31 + y * 17) % 11) - 5;
        const rgb = r > 88 ? [205, 204, 208] : gap ? [44, 34, 28] : [118 + grain, 78 + grain, 48 + grain];
        data.set(rgb, (y * size + x) * 3);
      }
    }
    return { img: { data, width: size, height: size }, mask: { data: Buffer.alloc(size * size, 255), width: size, height: size } };
  }

  it('lifts a dim, hazy dish back to its own median where levels darkened it, and no further', async () => {
    const { img, mask } = dimBowl();
    const before = maskedMedian(img, mask);
    let darkened = 0;
    for (const style of ENHANCEMENT_STYLES) {
      const look = STYLE_LOOKS[style];
      const stats = measureGrade(img, look, mask);
      const plain = maskedMedian(await gradeImage(img, look, stats, { sharpen: false }), mask);
      const gamma = exposureFloorGamma(img, look, stats, mask, 1);
      const floored = maskedMedian(await gradeImage(img, look, stats, { sharpen: false, gamma }), mask);
      if (plain < before - 2) {
        darkened += 1;
        expect(gamma, style).toBeLessThan(1);
      }
      // (gradedMedianLuma reads a subsample: within a level or two.)
      expect(floored, style).toBeGreaterThanOrEqual(before - 2.5);
      expect(floored, style).toBeLessThan(Math.max(plain, before) + 3);
    }
    // The levels alone did darken the dish in some style: the case the floor exists for.
    expect(darkened).toBeGreaterThan(0);
  });

  it('leaves the grade alone where it keeps the dish bright enough', async () => {
    const { img, mask } = dimBowl();
    const natural = STYLE_LOOKS.natural;
    const stats = measureGrade(img, natural, mask);
    expect(gradedMedianLuma(img, natural, stats, mask)).toBeLessThan(maskedMedian(img, mask) - 2);
    // A floor low enough allows the darkening; a hazy dish whose levels brighten it needs no lift at all.
    expect(exposureFloorGamma(img, natural, stats, mask, 0.5)).toBe(1);
    const { working } = await decodePhoto(await makeDishPhoto({ format: 'png' }));
    const hazy = { ...working, data: Buffer.from(working.data.map((v) => Math.round(40 + (v * 110) / 255))) };
    const dish = { data: await dishMask(CENTRED_DISH, working.width, working.height), width: working.width, height: working.height };
    const hazyStats = measureGrade(hazy, natural, dish);
    expect(gradedMedianLuma(hazy, natural, hazyStats, dish)).toBeGreaterThan(maskedMedian(hazy, dish) + 20);
    expect(exposureFloorGamma(hazy, natural, hazyStats, dish, 1)).toBe(1);
  });

  it('holds the food, not a wide white plate round it: the plate’s median hid the darkened food', async () => {
    // The dim bowl's food as a mound (radius 62) on a wide white plate that fills the rest: the
    // dish's median is the plate's, which the levels brighten, while the food sinks.
    const { img: bowl } = dimBowl();
    const size = 200;
    const data = Buffer.from(bowl.data);
    const food = { data: Buffer.alloc(size * size), width: size, height: size };
    for (let p = 0; p < size * size; p += 1) {
      if (Math.hypot((p % size) - 100, Math.floor(p / size) - 100) < 62) food.data[p] = 255;
      else data.set([206, 205, 209], p * 3);
    }
    const img = { data, width: size, height: size };
    const all = { data: Buffer.alloc(size * size, 255), width: size, height: size };
    const before = maskedMedian(img, food);
    let darkened = 0;
    for (const style of ENHANCEMENT_STYLES) {
      const look = STYLE_LOOKS[style];
      const stats = measureGrade(img, look, all);
      const plain = await gradeImage(img, look, stats, { sharpen: false });
      // The whole dish's median (the plate) does not drop: read alone, it asks for no lift.
      expect(maskedMedian(plain, all), style).toBeGreaterThanOrEqual(maskedMedian(img, all) - 2);
      if (maskedMedian(plain, food) < before - 2) darkened += 1;
      const floored = await gradeImage(img, look, stats, { sharpen: false, gamma: exposureFloorGamma(img, look, stats, all, 1) });
      expect(maskedMedian(floored, food), style).toBeGreaterThanOrEqual(before - 2.5);
    }
    expect(darkened).toBeGreaterThan(0);
  });
});

describe('white balance from the vessel’s rim', () => {
  it('turns a white plate under warm light white, more surely than the brightest pixels alone', async () => {
    const { working } = await decodePhoto(await makeDishPhoto({ cast: [1.1, 0.97, 0.76], format: 'png' }));
    const mask = { data: await dishMask(CENTRED_DISH, working.width, working.height), width: working.width, height: working.height };
    const before = patchLab(working, ...PLATE_PATCH);
    for (const style of ['natural', 'professional', 'minimal'] as const) {
      const look = STYLE_LOOKS[style];
      const fromRim = patchLab(await gradeImage(working, look, measureGrade(working, look, undefined, undefined, mask)), ...PLATE_PATCH);
      const fromBrightest = patchLab(await gradeImage(working, look, measureGrade(working, look)), ...PLATE_PATCH);
      expect(Math.hypot(before[1], before[2]), style).toBeGreaterThan(15);
      expect(Math.hypot(fromRim[1], fromRim[2]), style).toBeLessThan(4);
      expect(Math.hypot(fromRim[1], fromRim[2]), style).toBeLessThan(Math.hypot(fromBrightest[1], fromBrightest[2]));
    }
  });
});

describe('white balance of a coloured plate', () => {
  it('keeps a yellow plate on a white placemat yellow, and still whitens a white plate under warm light', async () => {
    // A pale yellow plate (a red food blob in its well) on a white placemat with red squares, neutral light.
    const width = 400;
    const height = 300;
    const plateAt = (x: number, y: number) => ((x - 200) / 150) ** 2 + ((y - 150) / 120) ** 2 <= 1;
    const paint = (plate: [number, number, number], cloth: [number, number, number]): RgbImage => {
      const data = Buffer.alloc(width * height * 3);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const square = Math.floor(x / 20) % 3 === 0 && Math.floor(y / 20) % 3 === 0;
          const food = Math.hypot(x - 200, y - 150) < 60;
          data.set(food ? [170, 30, 40] : plateAt(x, y) ? plate : square ? [190, 40, 50] : cloth, (y * width + x) * 3);
        }
      }
      return { data, width, height };
    };
    const mask = { data: Buffer.alloc(width * height), width, height };
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (plateAt(x, y)) mask.data[y * width + x] = 255;
    const rimB = (img: RgbImage) => patchLab(img, 0.7, 0.45, 0.76, 0.55)[2];
    const look = STYLE_LOOKS.natural;
    const yellow = paint([240, 222, 170], [236, 235, 232]);
    const graded = await gradeImage(yellow, look, measureGrade(yellow, look, mask, yellow));
    expect(rimB(yellow)).toBeGreaterThan(20);
    expect(rimB(graded)).toBeGreaterThan(rimB(yellow) * 0.75);
    // The same scene under warm light (the cloth as yellow as the plate is): the plate is white, whitened.
    const warm = paint([240, 222, 170], [238, 220, 168]);
    const whitened = await gradeImage(warm, look, measureGrade(warm, look, mask, warm));
    expect(rimB(whitened)).toBeLessThan(rimB(warm) * 0.5);
  });
});

describe('hazeLevels', () => {
  it('lifts a veil of light off a fogged photo and leaves a clear one alone', async () => {
    const { working: clear } = await decodePhoto(await makeDishPhoto());
    expect(hazeLevels(clear)).toBeNull();
    // The same photo behind a fogged lens: I = J·0.65 + 228·0.35.
    const fogged: RgbImage = { data: Buffer.from(clear.data.map((v) => Math.round(v * 0.65 + 228 * 0.35))), width: clear.width, height: clear.height };
    const levels = hazeLevels(fogged);
    expect(levels).not.toBeNull();
    const cleared = withLevels(fogged, levels!);
    const meanDistance = (a: RgbImage) => a.data.reduce((sum, v, i) => sum + Math.abs(v - clear.data[i]!), 0) / a.data.length;
    // Much closer to the clear photo than the fogged one is (its darks back down, its contrast back up).
    expect(meanDistance(fogged)).toBeGreaterThan(20);
    expect(meanDistance(cleared)).toBeLessThan(meanDistance(fogged) * 0.6);
  });
});
