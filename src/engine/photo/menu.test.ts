import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KIT_DESTINATIONS } from '../../shared/kit-destinations.ts';
import { CENTRED_DISH, fakeSegmenter, makeDishPhoto, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';
import { checkPhoto, type PhotoCheck } from './check.ts';
import { enhancePhoto, type EnhanceOptions } from './enhance.ts';
import { renderKit } from './kit.ts';
import type { GrayImage, RgbImage } from './image.ts';
import { measureMenuFacts, menuExposure, MENU_RULES, MenuLookSchema, planMenu, type MenuFacts, type MenuLook } from './menu.ts';
import { gradedMedianLuma, gradeImage, measureGrade, predictGradedLuma, STYLE_LOOKS } from './relight.ts';
import { inPlaceGrade } from './in-place.ts';

function makeFacts(overrides: Partial<MenuFacts> = {}): MenuFacts {
  return { dishRgb: [180, 120, 70], dishLuma: 130, dishLumaLow: 30, dishLumaHigh: 235, extent: 0.6, view: 'top-down', ...overrides };
}

function makeCheck(menu: MenuFacts | null | undefined, overrides: Partial<PhotoCheck> = {}): PhotoCheck {
  return {
    mode: 'cutout',
    reason: null,
    cutByFrame: false,
    bleed: null,
    issues: [],
    metrics: { inputWidth: 1600, inputHeight: 1200, meanLuma: 120, sharpness: 40, upscale: 0.7, maskCoverage: 0.3, foodShare: 0.6, ...(menu === undefined ? {} : { menu }) },
    ...overrides,
  };
}

describe('planMenu', () => {
  const menu = [
    makeCheck(makeFacts({ dishRgb: [200, 60, 40], extent: 0.8 })), // pizza
    makeCheck(makeFacts({ dishRgb: [90, 160, 70], extent: 0.4, dishLuma: 150 })), // side salad
    makeCheck(makeFacts({ dishRgb: [70, 40, 30], extent: 0.2, dishLuma: 55, dishLumaLow: 10, dishLumaHigh: 160 })), // chocolate cake
    makeCheck(makeFacts({ dishRgb: [230, 180, 60], extent: 0.5, view: 'eye-level' })), // a drink
    makeCheck(makeFacts({ extent: 0.95 }), { mode: 'in-place', reason: 'touches-edge' }),
    makeCheck(null, { mode: 'in-place', reason: 'no-dish-found' }),
    makeCheck(undefined),
  ];

  it('gives every photo, in order, the same backdrop surface, tone, seed and light', () => {
    const looks = planMenu(menu, { style: 'natural', seed: 4242 });
    expect(looks).toHaveLength(menu.length);
    const backdrop = (l: MenuLook) => [l.surface, l.tone, l.seed, l.lightDirection, l.vignette];
    for (const look of looks) expect(backdrop(look)).toEqual(backdrop(looks[0]!));
    expect(looks[0]!.seed).toBe(4242);
    // Plain JSON that the engine accepts (it travels through the job queue).
    for (const look of looks) expect(MenuLookSchema.parse(JSON.parse(JSON.stringify(look)))).toEqual(look);
  });

  it('is deterministic, and another seed may pick another table but still one for all', () => {
    expect(planMenu(menu, { style: 'premium', seed: 1 })).toEqual(planMenu(menu, { style: 'premium', seed: 1 }));
    const other = planMenu(menu, { style: 'premium', seed: 2 });
    expect(new Set(other.map((l) => `${l.surface}/${l.tone}/${l.seed}`)).size).toBe(1);
  });

  it('draws every dish at the majority table view, but keeps an eye-level drink at eye level', () => {
    const looks = planMenu(menu, { style: 'professional', seed: 7 });
    expect(looks.map((l) => l.view)).toEqual(['top-down', 'top-down', 'top-down', 'eye-level', 'top-down', 'top-down', 'top-down']);
    const angled = planMenu([makeCheck(makeFacts({ view: 'three-quarter' })), makeCheck(makeFacts({ view: 'three-quarter' })), makeCheck(makeFacts())], { style: 'natural', seed: 7 });
    expect(angled.map((l) => l.view)).toEqual(['three-quarter', 'three-quarter', 'three-quarter']);
  });

  it('sizes each whole dish by its extent relative to the largest, never below the minimum', () => {
    const [pizza, salad, cake, drink, inPlace, noDish, unchecked] = planMenu(menu, { style: 'natural', seed: 7 });
    const rule = (extent: number) => (extent / 0.8) ** MENU_RULES.scaleExponent;
    expect(pizza!.scale).toBe(1);
    expect(drink!.scale).toBeCloseTo(rule(0.5), 3);
    expect(salad!.scale).toBeCloseTo(Math.max(MENU_RULES.minScale, rule(0.4)), 3);
    expect(cake!.scale).toBe(MENU_RULES.minScale); // (0.2 / 0.8) ** 0.5 = 0.5, clamped
    expect(pizza!.scale).toBeGreaterThan(drink!.scale);
    expect(drink!.scale).toBeGreaterThan(salad!.scale);
    // A photo kept in place (its own scene, extent 0.95) does not count for the largest, nor shrinks.
    expect([inPlace!.scale, noDish!.scale, unchecked!.scale]).toEqual([1, 1, 1]);
  });

  it('sets one exposure target within the style’s range, and the pull brings the dishes closer without evening them out', () => {
    const looks = planMenu(menu, { style: 'natural', seed: 7 });
    const target = looks[0]!.lumaTarget;
    for (const look of looks) expect(look.lumaTarget).toBe(target);
    const [lowest, highest] = MENU_RULES.lumaRange.natural;
    expect(target).toBeGreaterThanOrEqual(lowest);
    expect(target).toBeLessThanOrEqual(highest);
    const before = menu.slice(0, 4).map((c) => {
      const f = c.metrics.menu!;
      return predictGradedLuma(f.dishLuma, f.dishLumaLow, f.dishLumaHigh, STYLE_LOOKS.natural);
    });
    const after = before.map((l) => l + Math.max(-MENU_RULES.maxLumaShift, Math.min(MENU_RULES.maxLumaShift, MENU_RULES.lumaPull * (target - l))));
    const spread = (v: number[]) => Math.max(...v) - Math.min(...v);
    expect(spread(after)).toBeLessThan(spread(before));
    // The chocolate cake stays the darkest dish.
    expect(after[2]).toBe(Math.min(...after));
    // A dark menu's target is held up by the style's range.
    const dark = planMenu([makeCheck(makeFacts({ dishLuma: 20, dishLumaLow: 2, dishLumaHigh: 60 }))], { style: 'natural', seed: 7 });
    expect(dark[0]!.lumaTarget).toBe(lowest);
    expect(looks[0]!.whiteBalance).toBeGreaterThan(STYLE_LOOKS.natural.whiteBalance);
  });

  it("predicts a photo kept in place on the curve it is graded with (premium's open shadows), so the menu does not push it darker", () => {
    const facts = makeFacts({ dishLuma: 110, dishLumaLow: 20, dishLumaHigh: 220 });
    const inPlace = makeCheck(facts, { mode: 'in-place', reason: 'touches-edge', cutByFrame: true });
    const target = planMenu([inPlace, inPlace], { style: 'premium', seed: 3 })[0]!.lumaTarget;
    expect(target).toBeCloseTo(predictGradedLuma(110, 20, 220, inPlaceGrade(STYLE_LOOKS.premium, 'premium')), 0);
    // On the cut-out curve the same dish would be predicted darker, and the menu would darken it toward that.
    expect(planMenu([makeCheck(facts), makeCheck(facts)], { style: 'premium', seed: 3 })[0]!.lumaTarget).toBeLessThan(target - 3);
  });

  it('plans a menu of photos none of which has menu facts', () => {
    const looks = planMenu([makeCheck(undefined), makeCheck(null)], { style: 'minimal', seed: 3 });
    expect(looks).toHaveLength(2);
    expect(looks.every((l) => l.scale === 1 && MenuLookSchema.safeParse(l).success)).toBe(true);
  });
});

describe('menuExposure', () => {
  const target = { lumaTarget: 140, lumaPull: 0.5 };
  const curve = (v: number, gamma: number) => 255 * (v / 255) ** gamma;

  it('moves a dark and a bright dish toward the target by the pull, at most the cap, the dark one staying darker', () => {
    const dark = menuExposure(70, target);
    const bright = menuExposure(180, target);
    expect(dark.to).toBeCloseTo(70 + MENU_RULES.maxLumaShift, 6); // 35 wanted, capped
    expect(bright.to).toBeCloseTo(160, 6);
    expect(curve(70, dark.gamma)).toBeCloseTo(dark.to, 6);
    expect(curve(180, bright.gamma)).toBeCloseTo(bright.to, 6);
    expect(dark.gamma).toBeLessThan(1);
    expect(bright.gamma).toBeGreaterThan(1);
    expect(bright.to - dark.to).toBeLessThan(180 - 70);
    expect(bright.to).toBeGreaterThan(dark.to);
    expect(menuExposure(140, target).gamma).toBe(1);
  });

  it('is what the grade does to the dish: gradedMedianLuma predicts the graded median, and the gamma lands it on target', async () => {
    const width = 96;
    const height = 64;
    const img: RgbImage = { data: Buffer.alloc(width * height * 3), width, height };
    const weight: GrayImage = { data: Buffer.alloc(width * height), width, height };
    for (let p = 0; p < width * height; p += 1) {
      const x = p % width;
      const dish = x >= 32;
      weight.data[p] = dish ? 255 : 0;
      // A dark, warm dish with some texture; a bright table beside it.
      const v = dish ? 40 + ((p * 37) % 60) : 230;
      img.data.set([Math.min(255, v * 1.2), v, v * 0.8], p * 3);
    }
    const look = STYLE_LOOKS.natural;
    const stats = measureGrade(img, look, weight);
    const from = gradedMedianLuma(img, look, stats, weight);
    const medianOf = (graded: RgbImage) => {
      const lumas: number[] = [];
      for (let p = 0; p < width * height; p += 1) if (weight.data[p]) lumas.push(0.2126 * graded.data[p * 3]! + 0.7152 * graded.data[p * 3 + 1]! + 0.0722 * graded.data[p * 3 + 2]!);
      return lumas.sort((a, b) => a - b)[lumas.length >> 1]!;
    };
    expect(Math.abs(medianOf(await gradeImage(img, look, stats, { sharpen: false })) - from)).toBeLessThan(1.5);
    const { gamma, to } = menuExposure(from, { lumaTarget: from + 30, lumaPull: 0.5 });
    expect(Math.abs(medianOf(await gradeImage(img, look, stats, { sharpen: false, gamma })) - to)).toBeLessThan(2);
  });
});

describe('measureMenuFacts', () => {
  it('measures the dish’s colour, luma and extent at matte size, and null without a dish', () => {
    const guide: RgbImage = { data: Buffer.alloc(100 * 50 * 3, 20), width: 100, height: 50 };
    const solid = new Uint8Array(100 * 50);
    for (let y = 10; y < 30; y += 1) {
      for (let x = 20; x < 60; x += 1) {
        solid[y * 100 + x] = 1;
        guide.data.set([200, 100, 50], (y * 100 + x) * 3);
      }
    }
    const facts = measureMenuFacts(guide, solid, { width: 40, height: 20 }, 'three-quarter')!;
    expect(facts.dishRgb).toEqual([200, 100, 50]);
    expect(facts.dishLuma).toBeCloseTo(0.2126 * 200 + 0.7152 * 100 + 0.0722 * 50, 0);
    expect(facts.extent).toBeCloseTo(Math.hypot(40, 20) / Math.hypot(100, 50), 3);
    expect(facts.view).toBe('three-quarter');
    expect(measureMenuFacts(guide, new Uint8Array(100 * 50), null, 'top-down')).toBeNull();
  });

  it('comes with the pre-check, as plain JSON', async () => {
    const check = await checkPhoto(await makeDishPhoto(), 'instagram', fakeSegmenter(CENTRED_DISH));
    const facts = check.metrics.menu!;
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    // The plate spans 60% × 64% of an 800×600 photo.
    expect(facts.extent).toBeGreaterThan(0.55);
    expect(facts.extent).toBeLessThan(0.7);
    expect(facts.dishLumaLow).toBeLessThan(facts.dishLuma);
    expect(facts.dishLuma).toBeLessThan(facts.dishLumaHigh);
  });
});

describe('enhancePhoto with a menu look', () => {
  const base: EnhanceOptions = { platform: 'instagram', style: 'natural', scenario: { type: 'ai-create' }, watermark: false };
  const look: MenuLook = {
    surface: 'marble',
    tone: 'light',
    seed: 99,
    lightDirection: 'top-left',
    vignette: 0.3,
    view: 'three-quarter',
    lumaTarget: 140,
    lumaPull: 0.5,
    whiteBalance: 0.9,
    scale: 1,
  };
  const SMALL_DISH: DishShape = {
    plate: { cx: 0.52, cy: 0.5, rx: 0.22, ry: 0.24 },
    food: [{ cx: 0.52, cy: 0.5, r: 0.1 }],
  };

  async function corner(jpeg: Buffer): Promise<Buffer> {
    return sharp(jpeg).extract({ left: 0, top: 0, width: 48, height: 48 }).raw().toBuffer();
  }
  const maxDiff = (a: Buffer, b: Buffer) => a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);

  it('puts two different dishes on the same backdrop (alone, each photo gets its own)', async () => {
    const [pizza, side] = await Promise.all([makeDishPhoto(), makeDishPhoto({ shape: SMALL_DISH, cast: [1.1, 1, 0.85] })]);
    const alone = await Promise.all([enhancePhoto(pizza, base, fakeSegmenter(CENTRED_DISH)), enhancePhoto(side, base, fakeSegmenter(SMALL_DISH))]);
    expect(maxDiff(await corner(alone[0].image), await corner(alone[1].image))).toBeGreaterThan(8);
    const together = await Promise.all([
      enhancePhoto(pizza, { ...base, menu: look }, fakeSegmenter(CENTRED_DISH)),
      enhancePhoto(side, { ...base, menu: look }, fakeSegmenter(SMALL_DISH)),
    ]);
    expect(together.map((r) => r.mode)).toEqual(['cutout', 'cutout']);
    expect(maxDiff(await corner(together[0].image), await corner(together[1].image))).toBeLessThanOrEqual(2);
  });

  it('draws the dish smaller in its frame with a scale below 1', async () => {
    const photo = await makeDishPhoto();
    const full = await enhancePhoto(photo, { ...base, menu: look }, fakeSegmenter(CENTRED_DISH));
    const smaller = await enhancePhoto(photo, { ...base, menu: { ...look, scale: 0.6 } }, fakeSegmenter(CENTRED_DISH));
    // The frame shows a window of the photo 1 / 0.6 as wide: the dish takes 0.6 of its usual share.
    expect(full.facts.sourceWindow.width / smaller.facts.sourceWindow.width).toBeCloseTo(0.6, 1);
  });

  it('carries the look into the export kit: the same backdrop for both dishes in a destination frame', async () => {
    const destination = KIT_DESTINATIONS.find((d) => d.file === 'instagram-4x5.jpg')!;
    const [pizza, side] = await Promise.all([makeDishPhoto(), makeDishPhoto({ shape: SMALL_DISH, cast: [1.1, 1, 0.85] })]);
    const kits = await Promise.all([
      renderKit(pizza, { ...base, menu: look }, [destination], fakeSegmenter(CENTRED_DISH)),
      renderKit(side, { ...base, menu: look }, [destination], fakeSegmenter(SMALL_DISH)),
    ]);
    expect(maxDiff(await corner(kits[0].files[0]!.image), await corner(kits[1].files[0]!.image))).toBeLessThanOrEqual(2);
  });

  it('rejects a malformed menu look', async () => {
    const photo = await makeDishPhoto();
    await expect(enhancePhoto(photo, { ...base, menu: { ...look, scale: 3 } }, fakeSegmenter(CENTRED_DISH))).rejects.toThrow(TypeError);
  });
});
