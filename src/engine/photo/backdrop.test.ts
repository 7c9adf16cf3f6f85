import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_STYLES } from '../../shared/constants.ts';
import {
  BACKDROP_PRESETS,
  BACKDROP_SURFACES,
  BackdropSpecSchema,
  backdropColors,
  pickBackdropForDish,
  renderBackdrop,
  renderBackdropRaw,
  type BackdropSpec,
} from './backdrop.ts';

async function meanRgb(spec: BackdropSpec, width = 160, height = 120): Promise<[number, number, number]> {
  const { data } = await renderBackdropRaw(spec, width, height);
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 1) sum[i % 3]! += data[i]!;
  const n = data.length / 3;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

describe('renderBackdrop', () => {
  it('is deterministic: the same spec and size give the same bytes', async () => {
    for (const spec of [BACKDROP_PRESETS['rustic-wood'], BACKDROP_PRESETS['white-marble'], BACKDROP_PRESETS['studio-grey']]) {
      const a = await renderBackdrop(spec, 240, 180);
      const b = await renderBackdrop(spec, 240, 180);
      expect(a.equals(b)).toBe(true);
    }
  });

  it('changes with the seed', async () => {
    const a = await renderBackdrop({ ...BACKDROP_PRESETS['rustic-wood'], seed: 1 }, 200, 150);
    const b = await renderBackdrop({ ...BACKDROP_PRESETS['rustic-wood'], seed: 2 }, 200, 150);
    expect(a.equals(b)).toBe(false);
  });

  it('renders every preset as an opaque PNG of exactly the requested size', async () => {
    for (const [name, spec] of Object.entries(BACKDROP_PRESETS)) {
      const png = await renderBackdrop(spec, 173, 97);
      const meta = await sharp(png).metadata();
      expect([name, meta.format, meta.width, meta.height, meta.channels]).toEqual([name, 'png', 173, 97, 3]);
    }
  });

  it('returns raw RGB of the requested size, also for portrait and large frames', async () => {
    const story = await renderBackdropRaw(BACKDROP_PRESETS['natural-linen'], 108, 192);
    expect([story.width, story.height, story.channels, story.data.length]).toEqual([108, 192, 3, 108 * 192 * 3]);
    // Above MAX_RENDER_PIXELS the texture is rendered smaller and upscaled to the exact size.
    const big = await renderBackdropRaw(BACKDROP_PRESETS['studio-white'], 1600, 1200);
    expect(big.data.length).toBe(1600 * 1200 * 3);
  });

  it('gives distinct surfaces distinct mean colours', async () => {
    const means = await Promise.all(
      BACKDROP_SURFACES.map((surface) => meanRgb({ surface, tone: 'medium', seed: 5, light: { direction: 'top', vignette: 0.3 } })),
    );
    for (let a = 0; a < means.length; a += 1) {
      for (let b = a + 1; b < means.length; b += 1) {
        expect(distance(means[a]!, means[b]!), `${BACKDROP_SURFACES[a]} vs ${BACKDROP_SURFACES[b]}`).toBeGreaterThan(15);
      }
    }
  });

  it('keeps the palette: the mean colour is near the base colour and tones are ordered', async () => {
    for (const surface of BACKDROP_SURFACES) {
      const lum: number[] = [];
      for (const tone of ['light', 'medium', 'dark'] as const) {
        const spec: BackdropSpec = { surface, tone, seed: 9, light: { direction: 'top-left', vignette: 0.2 } };
        const mean = await meanRgb(spec, 120, 90);
        const base = backdropColors(spec).base.map((c) => c * 255);
        expect(distance(mean, base), `${surface}/${tone}`).toBeLessThan(40);
        lum.push(mean[0] * 0.2126 + mean[1] * 0.7152 + mean[2] * 0.0722);
      }
      expect(lum[0]!).toBeGreaterThan(lum[1]!);
      expect(lum[1]!).toBeGreaterThan(lum[2]!);
    }
  });

  it('follows a custom base colour', async () => {
    const mean = await meanRgb({ surface: 'studio', tone: 'light', color: '#3c6e9a', seed: 1, light: { direction: 'top', vignette: 0 } });
    expect(mean[2]).toBeGreaterThan(mean[0] + 40);
  });

  it('darkens the corners with the vignette', async () => {
    const spec: BackdropSpec = { surface: 'studio', tone: 'light', seed: 3, view: 'top-down', light: { direction: 'top', vignette: 1 } };
    const { data, width, height } = await renderBackdropRaw(spec, 200, 150);
    const at = (x: number, y: number) => data[(y * width + x) * 3 + 1]!;
    expect(at(2, height - 3)).toBeLessThan(at(width >> 1, height >> 1) - 30);
  });

  it('rejects invalid specs and sizes', async () => {
    await expect(renderBackdrop({ ...BACKDROP_PRESETS['rustic-wood'], surface: 'lava' as 'wood' }, 10, 10)).rejects.toThrow();
    await expect(renderBackdrop(BACKDROP_PRESETS['rustic-wood'], 0, 10)).rejects.toThrow(RangeError);
    await expect(renderBackdrop(BACKDROP_PRESETS['rustic-wood'], 10.5, 10)).rejects.toThrow(RangeError);
  });
});

describe('pickBackdropForDish', () => {
  const dishes: Record<string, [number, number, number]> = {
    rice: [236, 232, 222],
    burger: [150, 95, 55],
    salad: [90, 150, 60],
    chocolateCake: [62, 38, 28],
    acai: [80, 30, 70],
    pizza: [200, 120, 60],
  };

  it('returns valid specs for every style and dish', () => {
    for (const style of ENHANCEMENT_STYLES) {
      for (const meanRgb of Object.values(dishes)) {
        const spec = pickBackdropForDish({ meanRgb, style, seed: 42 });
        expect(BackdropSpecSchema.safeParse(spec).success).toBe(true);
        expect(spec.seed).toBe(42);
      }
    }
  });

  it('is deterministic', () => {
    const stats = { meanRgb: dishes.burger!, style: 'natural' as const, seed: 7 };
    expect(pickBackdropForDish(stats)).toEqual(pickBackdropForDish(stats));
  });

  it('matches the style', () => {
    const premium = pickBackdropForDish({ meanRgb: dishes.pizza!, style: 'premium', seed: 1 });
    expect(premium.tone).toBe('dark');
    expect(premium.light.vignette).toBeGreaterThanOrEqual(0.4);
    expect(['slate', 'wood', 'marble']).toContain(premium.surface);
    const minimal = pickBackdropForDish({ meanRgb: dishes.salad!, style: 'minimal', seed: 1 });
    expect(minimal.tone).toBe('light');
    expect(minimal.light.vignette).toBeLessThanOrEqual(0.2);
    expect(pickBackdropForDish({ meanRgb: dishes.pizza!, style: 'professional', seed: 1 }).surface).toBe('studio');
    expect(['wood', 'linen', 'butcher-paper', 'terracotta', 'slate']).toContain(
      pickBackdropForDish({ meanRgb: dishes.salad!, style: 'natural', seed: 1 }).surface,
    );
  });

  it('avoids a surface the dish would blend into', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const white = pickBackdropForDish({ meanRgb: dishes.rice!, style: 'minimal', seed });
      expect(white.tone).not.toBe('light');
      const dark = pickBackdropForDish({ meanRgb: dishes.chocolateCake!, style: 'premium', seed });
      expect(dark.tone).not.toBe('dark');
      const wood = pickBackdropForDish({ meanRgb: dishes.burger!, style: 'natural', seed });
      expect(`${wood.surface}/${wood.tone}`).not.toBe('wood/medium');
      const studio = pickBackdropForDish({ meanRgb: dishes.rice!, style: 'professional', seed });
      expect(`${studio.surface}/${studio.tone}`).not.toBe('studio/light');
      // Professional stays bright: a light dish gets a grey sweep, never a dark one.
      for (const meanRgb of Object.values(dishes)) expect(pickBackdropForDish({ meanRgb, style: 'professional', seed }).tone).not.toBe('dark');
    }
  });
});

describe('tiny frames', () => {
  it('renders 1×1 and 1-pixel-wide frames for every surface and view', async () => {
    for (const surface of BACKDROP_SURFACES) {
      for (const view of ['top-down', 'three-quarter'] as const) {
        for (const [w, h] of [[1, 1], [1, 7], [7, 1], [3, 3]] as const) {
          const raw = await renderBackdropRaw({ surface, tone: 'medium', seed: 1, view, light: { direction: 'left', vignette: 0.5 } }, w, h);
          expect(raw.data.length).toBe(w * h * 3);
        }
      }
    }
  });
});
