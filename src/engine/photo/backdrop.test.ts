import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_STYLES } from '../../shared/constants.ts';
import {
  BACKDROP_PRESETS,
  BACKDROP_SURFACES,
  BACKDROP_VIEWS,
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

  it('draws wood as boards that run the table’s length: no butt joint across a board', async () => {
    // A butt joint is a dark line across a board: many rows in a row, at one column, darker than the
    // wood a few pixels either side. Fibres and pores run along the board and are short across it.
    let longest = 0;
    for (let seed = 1; seed <= 24; seed += 1) {
      const { data, width, height } = await renderBackdropRaw({ surface: 'wood', tone: 'light', seed, light: { direction: 'top', vignette: 0 } }, 480, 320);
      const luma = (x: number, y: number) => 0.2126 * data[(y * width + x) * 3]! + 0.7152 * data[(y * width + x) * 3 + 1]! + 0.0722 * data[(y * width + x) * 3 + 2]!;
      for (let x = 3; x < width - 3; x += 1) {
        let run = 0;
        for (let y = 0; y < height; y += 1) {
          const l = luma(x, y);
          run = l < luma(x - 3, y) - 6 && l < luma(x + 3, y) - 6 ? run + 1 : 0;
          longest = Math.max(longest, run);
        }
      }
    }
    expect(longest).toBeLessThan(12);
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

  // White studio paper, light marble, linen, concrete, terrazzo, studio grey.
  const plainLight = ['studio/light', 'studio/medium', 'marble/light', 'linen/light', 'concrete/light', 'concrete/medium', 'terrazzo/light'];
  const pick = (meanRgb: [number, number, number], style: (typeof ENHANCEMENT_STYLES)[number], seed: number, sceneRgb?: [number, number, number]) => {
    const spec = pickBackdropForDish({ meanRgb, style, seed, sceneRgb });
    return `${spec.surface}/${spec.tone}`;
  };

  it('does not set a dish shot on a plain white or light grey table on a plain light or grey surface again', () => {
    const paleBowl: [number, number, number] = [190, 172, 150];
    const tables: [number, number, number][] = [
      [220, 220, 220], // white
      [193, 189, 182], // a white table in dim light
      [242, 236, 228], // warm white
    ];
    const seen = new Set<string>();
    for (const sceneRgb of tables) {
      for (const style of ENHANCEMENT_STYLES) {
        for (let seed = 0; seed < 10; seed += 1) {
          for (const meanRgb of [paleBowl, ...Object.values(dishes)]) {
            const chosen = pick(meanRgb, style, seed, sceneRgb);
            expect(plainLight, `${style} on ${sceneRgb.join(',')}`).not.toContain(chosen);
            if (style === 'minimal' || style === 'professional') seen.add(chosen);
          }
        }
      }
    }
    // Without the table, minimal and professional would have given the pale bowl white surfaces.
    expect(plainLight).toContain(pick(paleBowl, 'minimal', 1));
    expect(plainLight).toContain(pick(paleBowl, 'professional', 1));
    // Professional stays bright (never a dark sweep) on a light table too.
    for (let seed = 0; seed < 10; seed += 1) for (const meanRgb of Object.values(dishes)) expect(pickBackdropForDish({ meanRgb, style: 'professional', seed, sceneRgb: [220, 220, 220] }).tone).not.toBe('dark');
    expect(seen.size).toBeGreaterThan(1);
  });

  it('picks as before for a dish shot on a coloured, dark or unknown table', () => {
    for (const sceneRgb of [[140, 100, 70], [60, 60, 62], [200, 150, 120], undefined] as ([number, number, number] | undefined)[]) {
      for (const style of ENHANCEMENT_STYLES) {
        for (let seed = 0; seed < 10; seed += 1) {
          for (const meanRgb of Object.values(dishes)) expect(pick(meanRgb, style, seed, sceneRgb)).toBe(pick(meanRgb, style, seed));
        }
      }
    }
    // The light-table surfaces (light oak in minimal, a wood table top in professional) are not offered then.
    for (let seed = 0; seed < 10; seed += 1) {
      for (const meanRgb of Object.values(dishes)) {
        expect(pick(meanRgb, 'minimal', seed)).not.toBe('wood/light');
        expect(pickBackdropForDish({ meanRgb, style: 'professional', seed }).surface).toBe('studio');
      }
    }
  });
});

describe('tiny frames', () => {
  it('renders 1×1 and 1-pixel-wide frames for every surface and view', async () => {
    for (const surface of BACKDROP_SURFACES) {
      for (const view of BACKDROP_VIEWS) {
        for (const [w, h] of [[1, 1], [1, 7], [7, 1], [3, 3]] as const) {
          const raw = await renderBackdropRaw({ surface, tone: 'medium', seed: 1, view, light: { direction: 'left', vignette: 0.5 } }, w, h);
          expect(raw.data.length).toBe(w * h * 3);
        }
      }
    }
  });
});

/** Green channel of a render as a luminance stand-in, with a pixel accessor. */
async function greenOf(spec: BackdropSpec, width: number, height: number) {
  const { data } = await renderBackdropRaw(spec, width, height);
  return (x: number, y: number) => data[(y * width + x) * 3 + 1]!;
}

/**
 * How much texture a band of rows [y0, y1) has: mean absolute difference between 3×3 box means
 * three pixels apart (the box averages the film grain away).
 */
function texture(at: (x: number, y: number) => number, width: number, y0: number, y1: number): number {
  const box = (x: number, y: number) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += at(x + dx, y + dy);
    return sum / 9;
  };
  let sum = 0;
  let n = 0;
  for (let y = Math.max(1, y0); y < y1 - 1; y += 2) {
    for (let x = 4; x < width - 1; x += 2) {
      sum += Math.abs(box(x, y) - box(x - 3, y));
      n += 1;
    }
  }
  return sum / n;
}

describe('camera views', () => {
  const light = { direction: 'top-left', vignette: 0 } as const;

  it('recedes in the 45° view: tiles get smaller toward the top, not in a flat lay', async () => {
    const [w, h] = [600, 450];
    // Grout crossings down the middle column, in a band half-way up and in one as tall near the bottom.
    const crossings = (at: (x: number, y: number) => number, from: number, to: number) => {
      let count = 0;
      for (let y = Math.round(h * from) + 1; y < Math.round(h * to); y += 1) if ((at(w >> 1, y) > 125) !== (at(w >> 1, y - 1) > 125)) count += 1;
      return count;
    };
    const tilted = await greenOf({ surface: 'terracotta', tone: 'medium', seed: 4, view: 'three-quarter', light }, w, h);
    expect(crossings(tilted, 0.3, 0.6)).toBeGreaterThan(crossings(tilted, 0.7, 1) * 1.5);
    const flat = await greenOf({ surface: 'terracotta', tone: 'medium', seed: 4, view: 'top-down', light }, w, h);
    expect(Math.abs(crossings(flat, 0.3, 0.6) - crossings(flat, 0.7, 1))).toBeLessThanOrEqual(2);
  });

  it('puts a smooth, out-of-focus wall above the table at eye level', async () => {
    const [w, h] = [400, 300];
    for (const surface of ['terracotta', 'terrazzo', 'marble'] as const) {
      const at = await greenOf({ surface, tone: 'light', seed: 2, view: 'eye-level', light }, w, h);
      const wall = texture(at, w, Math.round(h * 0.05), Math.round(h * 0.4));
      const table = texture(at, w, Math.round(h * 0.75), h);
      expect(wall, surface).toBeLessThan(table * 0.6);
    }
  });

  it('blurs the far surface at 45°: less fine texture at the top than near the camera', async () => {
    const [w, h] = [400, 300];
    const at = await greenOf({ surface: 'terrazzo', tone: 'light', seed: 6, view: 'three-quarter', light }, w, h);
    expect(texture(at, w, 0, Math.round(h * 0.15))).toBeLessThan(texture(at, w, Math.round(h * 0.8), h) * 0.8);
  });
});

describe('photographic surfaces', () => {
  it('draws marble veins as open streaks, not a map of closed cells: the veins enclose almost no stone', async () => {
    for (const seed of [1, 2, 3]) {
      const [w, h] = [400, 300];
      const { data } = await renderBackdropRaw({ surface: 'marble', tone: 'light', seed, light: { direction: 'top', vignette: 0 } }, w, h);
      const lum = Float32Array.from({ length: w * h }, (_, i) => data[i * 3 + 1]!);
      const sorted = Float32Array.from(lum).sort();
      const median = sorted[sorted.length >> 1]!;
      const vein = Uint8Array.from(lum, (v) => (v < median - 18 ? 1 : 0));
      let veinPixels = 0;
      for (const v of vein) veinPixels += v;
      expect(veinPixels, `seed ${seed}`).toBeGreaterThan(w * h * 0.003);
      // Stone regions the veins close off entirely (not reaching the frame's border).
      const seen = new Uint8Array(w * h);
      let enclosed = 0;
      for (let start = 0; start < w * h; start += 1) {
        if (vein[start] || seen[start]) continue;
        const stack = [start];
        seen[start] = 1;
        let size = 0;
        let touches = false;
        while (stack.length) {
          const p = stack.pop()!;
          size += 1;
          const x = p % w;
          const y = (p - x) / w;
          if (x === 0 || y === 0 || x === w - 1 || y === h - 1) touches = true;
          for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
            if (q >= 0 && !vein[q] && !seen[q]) {
              seen[q] = 1;
              stack.push(q);
            }
          }
        }
        if (!touches && size > 25) enclosed += size;
      }
      expect(enclosed / (w * h), `seed ${seed}`).toBeLessThan(0.02);
    }
  });

  it('has no banding in a smooth studio sweep: grain breaks every gradient into short runs', async () => {
    const [w, h] = [300, 400];
    const at = await greenOf({ surface: 'studio', tone: 'light', seed: 1, view: 'eye-level', light: { direction: 'top', vignette: 0.3 } }, w, h);
    let longest = 0;
    let run = 1;
    for (let y = 1; y < h; y += 1) {
      run = at(150, y) === at(150, y - 1) ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(12);
  });
});
