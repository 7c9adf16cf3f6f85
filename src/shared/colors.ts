// Colour maths shared by the browser and the server: brand colours from a logo (spec §9) and WCAG
// contrast. No Node imports: the wizard runs the same extraction on the logo the user picks.

export type Rgb = [number, number, number];

/** Spec §9: every 10th pixel; skip alpha < 128, near-white (all > 240), near-black (all < 15). */
export const BRAND_SAMPLE_STEP = 10;
export const BRAND_MIN_ALPHA = 128;
export const BRAND_NEAR_WHITE = 240;
export const BRAND_NEAR_BLACK = 15;
/** Channels quantised to steps of 30; the 5 most frequent colours kept. */
export const BRAND_QUANT_STEP = 30;
export const BRAND_MAX_COLORS = 5;
/** The image is scaled to fit this square before sampling (by the caller). */
export const BRAND_FIT_SIDE = 100;
/**
 * After counting, bins this close (every channel within one quantisation step) are merged into the
 * more frequent one: one anti-aliased brand colour otherwise straddles neighbouring bins and shows up
 * as two or three near-identical "brand colours".
 */
export const BRAND_MERGE_DISTANCE = BRAND_QUANT_STEP;

export const WCAG_AA_BODY = 4.5;
export const WCAG_AA_LARGE = 3;

export interface PixelSource {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

/** "#rgb" or "#rrggbb" (the # optional) → [r, g, b]; throws on anything else. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new TypeError(`not a hex colour: ${hex}`);
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function isHexColor(value: string): boolean {
  return /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** Spec §9 colour extraction, then near bins merged. Lowercase `#rrggbb`, most frequent first. */
export function extractBrandColors(pixels: PixelSource): string[] {
  const { data, width, height, channels } = pixels;
  const total = width * height;
  const counts = new Map<number, number>();
  const quantise = (c: number) => Math.min(255, Math.round(c / BRAND_QUANT_STEP) * BRAND_QUANT_STEP);
  for (let i = 0; i < total; i += BRAND_SAMPLE_STEP) {
    const p = i * channels;
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    if (channels === 4 && data[p + 3]! < BRAND_MIN_ALPHA) continue;
    if (r > BRAND_NEAR_WHITE && g > BRAND_NEAR_WHITE && b > BRAND_NEAR_WHITE) continue;
    if (r < BRAND_NEAR_BLACK && g < BRAND_NEAR_BLACK && b < BRAND_NEAR_BLACK) continue;
    const key = (quantise(r) << 16) | (quantise(g) << 8) | quantise(b);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Most frequent first; ties broken by the key so the result never depends on pixel order.
  const bins = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const kept: { rgb: Rgb; count: number }[] = [];
  for (const [key, count] of bins) {
    const rgb: Rgb = [(key >> 16) & 255, (key >> 8) & 255, key & 255];
    const near = kept.find((k) => k.rgb.every((c, j) => Math.abs(c - rgb[j]!) <= BRAND_MERGE_DISTANCE));
    if (near) near.count += count;
    else kept.push({ rgb, count });
  }
  return kept
    .sort((a, b) => b.count - a.count)
    .slice(0, BRAND_MAX_COLORS)
    .map((k) => rgbToHex(k.rgb));
}

// ---------------------------------------------------------------------------------------------
// WCAG 2.x contrast

function channelLuminance(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** An 8-bit sRGB colour in CIE L*a*b* (D65). */
export function srgbToLab(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [channelLuminance(r), channelLuminance(g), channelLuminance(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const X = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const Y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const Z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)];
}

export function relativeLuminance(color: string | Rgb): number {
  const [r, g, b] = typeof color === 'string' ? hexToRgb(color) : color;
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** WCAG contrast ratio, 1..21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// ---------------------------------------------------------------------------------------------
// HSL, for adjusting lightness while keeping the hue

export type Hsl = [number, number, number];

export function rgbToHsl([r, g, b]: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

export function hslToRgb([h, s, l]: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb([hsl[0], clamp(hsl[1], 0, 1), clamp(hsl[2], 0, 1)]));
}

/** The colour with its HSL lightness set (0..1). */
export function withLightness(hex: string, lightness: number): string {
  const [h, s] = hexToHsl(hex);
  return hslToHex([h, s, lightness]);
}

/** Linear mix in sRGB: t = 0 → a, t = 1 → b. */
export function mixColors(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

/** A translucent colour laid over an opaque one. */
export function blendOver(top: string, alpha: number, bottom: string): string {
  return mixColors(bottom, top, alpha);
}

const minContrast = (fg: string, backgrounds: readonly string[]) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

/**
 * `fg` with its lightness moved (hue and saturation kept) until it reaches `ratio` against every
 * background; the first lightness that passes, so the colour changes as little as it must. When no
 * lightness passes (backgrounds on both sides of mid-grey), the best of the darkest and lightest.
 */
export function ensureContrast(fg: string, backgrounds: string | readonly string[], ratio: number): string {
  const bgs = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  if (minContrast(fg, bgs) >= ratio) return fg;
  const [h, s, l] = hexToHsl(fg);
  const candidates: string[] = [];
  for (const direction of [-1, 1]) {
    // Walk in small steps: contrast is monotonic in lightness on each side of a single background.
    for (let step = 1; step <= 100; step += 1) {
      const lightness = l + direction * step * 0.01;
      if (lightness < 0 || lightness > 1) break;
      const candidate = hslToHex([h, s, lightness]);
      if (minContrast(candidate, bgs) >= ratio) {
        candidates.push(candidate);
        break;
      }
    }
  }
  if (candidates.length > 0) {
    // The passing candidate closest in lightness to the original.
    return candidates.sort((a, b) => Math.abs(hexToHsl(a)[2] - l) - Math.abs(hexToHsl(b)[2] - l))[0]!;
  }
  const extremes = ['#000000', '#ffffff', hslToHex([h, s, 0.04]), hslToHex([h, s, 0.97])];
  return extremes.sort((a, b) => minContrast(b, bgs) - minContrast(a, bgs))[0]!;
}

/** Near-black or near-white, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#141414', light = '#ffffff'): string {
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}

/** HSL saturation × a mid-lightness weight: how "colourful" a colour looks (0..1). */
export function colorfulness(hex: string): number {
  const [, s, l] = hexToHsl(hex);
  return s * (1 - Math.abs(2 * l - 1));
}
