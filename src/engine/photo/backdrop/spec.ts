// What a backdrop is: surface, tone, optional colour, seed, camera view and light — the validated
// spec every renderer takes — and the photographic palette of each surface per tone.
import { z } from 'zod';

export const BACKDROP_SURFACES = [
  'wood',
  'marble',
  'linen',
  'slate',
  'studio',
  'concrete',
  'terracotta',
  'butcher-paper',
  'terrazzo',
] as const;
export type BackdropSurface = (typeof BACKDROP_SURFACES)[number];
export const BACKDROP_TONES = ['light', 'medium', 'dark'] as const;
export type BackdropTone = (typeof BACKDROP_TONES)[number];
/** Where the key light comes from, as seen in the frame. */
export const LIGHT_DIRECTIONS = ['top-left', 'top', 'top-right', 'left', 'right'] as const;
export type LightDirection = (typeof LIGHT_DIRECTIONS)[number];
/**
 * The camera's angle to the table. top-down: flat lay; three-quarter: ~45°, the surface recedes to
 * the top, its far part out of focus; eye-level: a cup or burger seen from the side — a steeply
 * foreshortened tabletop in the lower part of the frame and a wall (or the studio sweep) behind.
 */
export const BACKDROP_VIEWS = ['top-down', 'three-quarter', 'eye-level'] as const;
export type BackdropView = (typeof BACKDROP_VIEWS)[number];

export const BackdropSpecSchema = z.object({
  surface: z.enum(BACKDROP_SURFACES),
  tone: z.enum(BACKDROP_TONES),
  /** Optional #rrggbb base colour replacing the surface's palette colour for the tone. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  seed: z.number().int().min(0).max(0xffffffff),
  view: z.enum(BACKDROP_VIEWS).default('top-down'),
  light: z.object({
    direction: z.enum(LIGHT_DIRECTIONS),
    /** 0 = none, 1 = strong darkening of the corners. */
    vignette: z.number().min(0).max(1),
  }),
});
export type BackdropSpec = z.input<typeof BackdropSpecSchema>;
export type ParsedBackdropSpec = z.output<typeof BackdropSpecSchema>;

/** Above this many output pixels the texture is rendered smaller and upscaled (bounded time). */
export const MAX_RENDER_PIXELS = 1_300_000;
export const MAX_BACKDROP_SIDE = 4096;

export type Rgb = [number, number, number];

// [base, secondary] per tone; secondary is the grain, vein, grout or chip colour depending on the
// surface. Colours sampled from photographs of the real materials under daylight-balanced light.
const PALETTES: Record<BackdropSurface, Record<BackdropTone, [string, string]>> = {
  wood: { light: ['#c8a57d', '#8d6642'], medium: ['#8c5e3c', '#4d2e1b'], dark: ['#4b3123', '#22150d'] },
  marble: { light: ['#eceae6', '#7d828a'], medium: ['#b7b7b3', '#55585e'], dark: ['#1f1f22', '#c9c4bb'] },
  linen: { light: ['#e6dccb', '#b9aa92'], medium: ['#c9b597', '#8f7a5c'], dark: ['#5f5850', '#3c3732'] },
  slate: { light: ['#6d7378', '#93999e'], medium: ['#474c52', '#676d73'], dark: ['#27292d', '#43474c'] },
  studio: { light: ['#f1efeb', '#d9d5cf'], medium: ['#bfbbb5', '#98948f'], dark: ['#2e2c2a', '#151413'] },
  concrete: { light: ['#c9c7c2', '#8e8c88'], medium: ['#9b9995', '#676562'], dark: ['#5b5a57', '#3a3937'] },
  terracotta: { light: ['#d39a72', '#ddd3c4'], medium: ['#ad5f3e', '#cfc5b6'], dark: ['#7a4029', '#9c9184'] },
  'butcher-paper': { light: ['#d7b78c', '#a98558'], medium: ['#b88f5f', '#8a653c'], dark: ['#7d5a3a', '#563c24'] },
  terrazzo: { light: ['#e4e0d9', '#8f8982'], medium: ['#b6b1a8', '#5f5b55'], dark: ['#3a3937', '#d6d1c8'] },
};

/** The wall behind an eye-level table, per tone: plaster in a neutral that lets the dish lead. */
export const WALL_COLORS: Record<BackdropTone, string> = { light: '#e7e2da', medium: '#a9a298', dark: '#252321' };

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The base and secondary colours a spec renders with (`color` shifts both by the same ratio). */
export function backdropColors(spec: Pick<BackdropSpec, 'surface' | 'tone' | 'color'>): { base: Rgb; secondary: Rgb } {
  const [baseHex, secondaryHex] = PALETTES[spec.surface][spec.tone];
  const base = hexToRgb(baseHex);
  const secondary = hexToRgb(secondaryHex);
  if (!spec.color) return { base, secondary };
  const custom = hexToRgb(spec.color);
  const ratio = (luminance(secondary) + 0.02) / (luminance(base) + 0.02);
  const shifted = custom.map((c) => Math.min(1, c * ratio)) as Rgb;
  return { base: custom, secondary: shifted };
}
