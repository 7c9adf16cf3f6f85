import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_STYLES } from '../../shared/constants.ts';
import { decodePhoto } from './decode.ts';
import type { RgbImage } from './image.ts';
import { gradeImage, measureGrade, STYLE_LOOKS, toneCurve } from './relight.ts';
import { makeDishPhoto } from './synthetic-dish.fixture.ts';

function toLab(r: number, g: number, b: number): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const X = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const Y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const Z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)];
}

/** Mean Lab of a rectangle given in frame fractions. */
function patchLab(img: RgbImage, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(y0 * img.height); y < Math.round(y1 * img.height); y += 1) {
    for (let x = Math.round(x0 * img.width); x < Math.round(x1 * img.width); x += 1) {
      const i = (y * img.width + x) * 3;
      const lab = toLab(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
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
      const graded = await gradeImage(working, look, measureGrade(working, look), { vignette: true });
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
