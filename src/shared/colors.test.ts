import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, extractBrandColors, hexToRgb, mixColors, readableOn, rgbToHex, WCAG_AA_BODY, WCAG_AA_LARGE } from './colors.ts';

type Px = [number, number, number, number];

/** A width×height RGBA image whose pixel i has colour pick(i). */
function image(width: number, height: number, pick: (i: number) => Px) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set(pick(i), i * 4);
  return { data, width, height, channels: 4 as const };
}

describe('extractBrandColors (spec §9)', () => {
  it('returns the quantised colours, most frequent first, as lowercase #rrggbb', () => {
    // Sampled pixels are every 10th: i = 0, 10, 20, … Colours chosen on the 30-step grid.
    const img = image(100, 100, (i) => {
      const sample = i / 10;
      if (sample % 10 < 6) return [210, 30, 30, 255]; // red: 60%
      if (sample % 10 < 9) return [240, 180, 0, 255]; // yellow: 30%
      return [0, 90, 180, 255]; // blue: 10%
    });
    expect(extractBrandColors(img)).toEqual(['#d21e1e', '#f0b400', '#005ab4']);
  });

  it('quantises each channel to steps of 30 (255 stays 255)', () => {
    const img = image(10, 10, () => [200, 14 + 60, 255, 255]);
    expect(extractBrandColors(img)).toEqual([rgbToHex([210, 60, 255])]);
  });

  it('skips transparent, near-white and near-black pixels', () => {
    const img = image(100, 100, (i) => {
      const k = (i / 10) % 4;
      if (k === 0) return [200, 0, 0, 100]; // alpha < 128
      if (k === 1) return [250, 245, 242, 255]; // all > 240
      if (k === 2) return [10, 5, 14, 255]; // all < 15
      return [0, 120, 60, 255];
    });
    expect(extractBrandColors(img)).toEqual(['#00783c']);
  });

  it('reads 3-channel pixels too', () => {
    const data = new Uint8Array(50 * 50 * 3);
    for (let i = 0; i < 2500; i += 1) data.set([90, 30, 120], i * 3);
    expect(extractBrandColors({ data, width: 50, height: 50, channels: 3 })).toEqual(['#5a1e78']);
  });

  it('merges one anti-aliased brand colour split across neighbouring bins', () => {
    // 204 and 206 quantise to 210 and 210, but 194 rounds to 180: one red, two bins before merging.
    const img = image(100, 100, (i) => ((i / 10) % 3 === 0 ? [194, 40, 40, 255] : [206, 40, 40, 255]));
    expect(extractBrandColors(img)).toEqual(['#d21e1e']);
  });

  it('keeps at most five colours', () => {
    const palette: Px[] = [
      [210, 0, 0, 255],
      [0, 210, 0, 255],
      [0, 0, 210, 255],
      [210, 210, 0, 255],
      [0, 210, 210, 255],
      [210, 0, 210, 255],
      [120, 60, 0, 255],
    ];
    const img = image(70, 10, (i) => palette[Math.floor(i / 10) % palette.length]!);
    expect(extractBrandColors(img)).toHaveLength(5);
  });

  it('returns nothing for an all-white logo', () => {
    expect(extractBrandColors(image(20, 20, () => [255, 255, 255, 255]))).toEqual([]);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('moves a colour in lightness until it passes on every background', () => {
    for (const [fg, bg, ratio] of [
      ['#ffffff', '#ffd400', WCAG_AA_BODY],
      ['#ffd400', '#ffffff', WCAG_AA_LARGE],
      ['#1b2a4a', '#141414', WCAG_AA_BODY],
      ['#cccccc', '#e0e0e0', WCAG_AA_BODY],
      ['#c8102e', '#b3261e', WCAG_AA_LARGE],
    ] as const) {
      const fixed = ensureContrast(fg, bg, ratio);
      expect(contrastRatio(fixed, bg)).toBeGreaterThanOrEqual(ratio);
    }
    const both = ensureContrast('#888888', ['#f4ecdc', '#eadbbd'], WCAG_AA_BODY);
    expect(Math.min(contrastRatio(both, '#f4ecdc'), contrastRatio(both, '#eadbbd'))).toBeGreaterThanOrEqual(WCAG_AA_BODY);
  });

  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#d62828', '#ffffff', WCAG_AA_BODY)).toBe('#d62828');
  });

  it('picks the readable neutral and mixes colours', () => {
    expect(readableOn('#ffd400')).toBe('#141414');
    expect(readableOn('#1b2a4a')).toBe('#ffffff');
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(hexToRgb('#abc')).toEqual([170, 187, 204]);
  });
});
