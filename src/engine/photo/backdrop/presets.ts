// Named presets (the predefined scenarios are rendered from these) and the picker that chooses a
// surface for a dish: by style (premium dark and moody, professional a bright studio sweep, minimal
// light and airy, natural warm materials) and by contrast with the dish's colour, seeded.
import type { EnhancementStyle } from '../../../shared/constants.ts';
import { mulberry32 } from './noise.ts';
import { backdropColors, type BackdropSpec, type BackdropSurface, type BackdropTone, type BackdropView, type LightDirection, type Rgb } from './spec.ts';

export const BACKDROP_PRESETS = {
  'rustic-wood': { surface: 'wood', tone: 'medium', seed: 101, view: 'top-down', light: { direction: 'top-left', vignette: 0.35 } },
  'light-oak': { surface: 'wood', tone: 'light', seed: 102, view: 'top-down', light: { direction: 'top-right', vignette: 0.2 } },
  'dark-walnut': { surface: 'wood', tone: 'dark', seed: 103, view: 'top-down', light: { direction: 'top-left', vignette: 0.6 } },
  'white-marble': { surface: 'marble', tone: 'light', seed: 201, view: 'top-down', light: { direction: 'top', vignette: 0.15 } },
  'black-marble': { surface: 'marble', tone: 'dark', seed: 202, view: 'top-down', light: { direction: 'top-left', vignette: 0.5 } },
  'natural-linen': { surface: 'linen', tone: 'light', seed: 301, view: 'top-down', light: { direction: 'top-left', vignette: 0.2 } },
  'dark-slate': { surface: 'slate', tone: 'dark', seed: 401, view: 'top-down', light: { direction: 'top-left', vignette: 0.6 } },
  'studio-white': { surface: 'studio', tone: 'light', seed: 501, view: 'three-quarter', light: { direction: 'top', vignette: 0.15 } },
  'studio-grey': { surface: 'studio', tone: 'medium', seed: 502, view: 'three-quarter', light: { direction: 'top-left', vignette: 0.3 } },
  'studio-black': { surface: 'studio', tone: 'dark', seed: 503, view: 'three-quarter', light: { direction: 'top', vignette: 0.45 } },
  'grey-concrete': { surface: 'concrete', tone: 'medium', seed: 601, view: 'top-down', light: { direction: 'top-left', vignette: 0.3 } },
  'terracotta-tiles': { surface: 'terracotta', tone: 'medium', seed: 701, view: 'top-down', light: { direction: 'top-right', vignette: 0.3 } },
  'butcher-paper': { surface: 'butcher-paper', tone: 'medium', seed: 801, view: 'top-down', light: { direction: 'top-left', vignette: 0.25 } },
  'light-terrazzo': { surface: 'terrazzo', tone: 'light', seed: 901, view: 'top-down', light: { direction: 'top', vignette: 0.2 } },
  'rustic-wood-45': { surface: 'wood', tone: 'medium', seed: 104, view: 'three-quarter', light: { direction: 'top-left', vignette: 0.35 } },
} as const satisfies Record<string, BackdropSpec>;
export type BackdropPresetName = keyof typeof BACKDROP_PRESETS;

export interface DishStats {
  /** Mean colour of the dish (cut-out pixels only), 0..255 per channel. */
  meanRgb: [number, number, number];
  style: EnhancementStyle;
  seed: number;
  /**
   * Mean colour of the table the photo was taken on (0..255, as graded), when known: a plain light
   * surface is not offered again on a plain light table (the output would read as the input).
   */
  sceneRgb?: [number, number, number];
}

interface Candidate {
  surface: BackdropSurface;
  tone: BackdropTone;
  /** style fit, 0..1 */
  fit: number;
  direction: LightDirection;
  vignette: number;
  view: BackdropView;
  /** Offered only for a dish shot on a plain light table, in place of the plain light surfaces (echoesTable). */
  lightTableOnly?: boolean;
}

const STYLE_CANDIDATES: Record<EnhancementStyle, Candidate[]> = {
  // Dark, moody, low-key: the dish glows out of a dark surface.
  premium: [
    { surface: 'slate', tone: 'dark', fit: 1, direction: 'top-left', vignette: 0.6, view: 'top-down' },
    { surface: 'wood', tone: 'dark', fit: 0.95, direction: 'top-left', vignette: 0.6, view: 'top-down' },
    { surface: 'marble', tone: 'dark', fit: 0.85, direction: 'top-left', vignette: 0.5, view: 'top-down' },
    { surface: 'concrete', tone: 'dark', fit: 0.6, direction: 'top-left', vignette: 0.55, view: 'top-down' },
    { surface: 'marble', tone: 'light', fit: 0.45, direction: 'top-left', vignette: 0.45, view: 'top-down' },
  ],
  // Light, airy, soft shadows (light oak for a dish shot on a plain light table: see echoesTable).
  minimal: [
    { surface: 'linen', tone: 'light', fit: 1, direction: 'top', vignette: 0.12, view: 'top-down' },
    { surface: 'marble', tone: 'light', fit: 1, direction: 'top', vignette: 0.12, view: 'top-down' },
    { surface: 'studio', tone: 'light', fit: 0.85, direction: 'top', vignette: 0.1, view: 'top-down' },
    { surface: 'concrete', tone: 'light', fit: 0.75, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'terrazzo', tone: 'light', fit: 0.7, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'studio', tone: 'medium', fit: 0.55, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'concrete', tone: 'medium', fit: 0.5, direction: 'top', vignette: 0.15, view: 'top-down' },
    { surface: 'wood', tone: 'light', fit: 0.6, direction: 'top', vignette: 0.12, view: 'top-down', lightTableOnly: true },
  ],
  // Clean commercial studio sweep, bright: white, or light grey for a pale dish (never a dark sweep —
  // that is premium's mood).
  professional: [
    { surface: 'studio', tone: 'light', fit: 1, direction: 'top', vignette: 0.2, view: 'three-quarter' },
    { surface: 'studio', tone: 'medium', fit: 0.9, direction: 'top-left', vignette: 0.25, view: 'three-quarter' },
    { surface: 'marble', tone: 'light', fit: 0.5, direction: 'top', vignette: 0.2, view: 'three-quarter' },
    { surface: 'concrete', tone: 'light', fit: 0.45, direction: 'top', vignette: 0.2, view: 'three-quarter' },
    // A warm wood table top, for a dish shot on a plain light table (see echoesTable).
    { surface: 'wood', tone: 'medium', fit: 0.45, direction: 'top-left', vignette: 0.25, view: 'three-quarter', lightTableOnly: true },
  ],
  // Warm, homely daylight on natural materials.
  natural: [
    { surface: 'wood', tone: 'medium', fit: 1, direction: 'top-left', vignette: 0.3, view: 'top-down' },
    { surface: 'linen', tone: 'light', fit: 0.9, direction: 'top-left', vignette: 0.25, view: 'top-down' },
    { surface: 'wood', tone: 'light', fit: 0.9, direction: 'top-right', vignette: 0.25, view: 'top-down' },
    { surface: 'butcher-paper', tone: 'medium', fit: 0.75, direction: 'top-left', vignette: 0.25, view: 'top-down' },
    { surface: 'terracotta', tone: 'medium', fit: 0.6, direction: 'top-right', vignette: 0.3, view: 'top-down' },
    { surface: 'slate', tone: 'medium', fit: 0.5, direction: 'top-left', vignette: 0.35, view: 'top-down' },
  ],
};

function srgbToLab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}

/** Perceptual distance between the dish and a surface (CIE76 ΔE with lightness weighted up). */
function contrast(dish: Rgb, surface: Rgb): number {
  const a = srgbToLab(dish);
  const b = srgbToLab(surface);
  return Math.hypot((a[0] - b[0]) * 1.3, a[1] - b[1], a[2] - b[2]);
}

/** ΔE below which a dish would blend into the surface. */
const BLEND_DELTA_E = 25;

/** A table at least this light (CIE L*) and at most this colourful (C*ab) reads as plain white or light grey… */
const PLAIN_LIGHT_L = 70;
const PLAIN_CHROMA = 12;
/** …and so does a surface down to this lightness (grey concrete as much as white paper). */
const PLAIN_SURFACE_L = 55;

/** A 0..255 colour (a mean, possibly graded past the range) as 0..1. */
function unitRgb(rgb: readonly [number, number, number]): Rgb {
  return rgb.map((c) => Math.min(255, Math.max(0, c)) / 255) as Rgb;
}

function isPlain(rgb: Rgb, minLightness: number): boolean {
  const [l, a, b] = srgbToLab(rgb);
  return l >= minLightness && Math.hypot(a, b) <= PLAIN_CHROMA;
}

/**
 * A dish shot on a plain white or light grey table is not offered a plain light or grey surface again
 * (white studio paper, light marble, linen, concrete, terrazzo): moved from a white table onto one of
 * them, a bowl was judged "the same as the input", on wood or slate "better" (docs/QUALITY.md, rounds
 * 22, 25 and 26); styles offer other surfaces instead (`lightTableOnly`).
 */
function echoesTable(surface: Rgb): boolean {
  return isPlain(surface, PLAIN_SURFACE_L);
}

/**
 * Chooses a surface that suits the style and stands apart from the dish: each style has a ranked
 * list; a candidate whose colour is within BLEND_DELTA_E of the dish's mean colour is penalised, and
 * near-ties are broken by the seed so a menu of similar dishes does not all get the same table.
 */
export function pickBackdropForDish(stats: DishStats): BackdropSpec {
  const dish = unitRgb(stats.meanRgb);
  const rng = mulberry32(stats.seed ^ 0x5f3759df);
  const lightTable = stats.sceneRgb ? isPlain(unitRgb(stats.sceneRgb), PLAIN_LIGHT_L) : false;
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const cand of STYLE_CANDIDATES[stats.style]) {
    if (lightTable ? echoesTable(backdropColors(cand).base) : cand.lightTableOnly) continue;
    const delta = contrast(dish, backdropColors(cand).base);
    const separation = Math.min(1, delta / 60);
    const blendPenalty = delta < BLEND_DELTA_E ? 1.2 * (1 - delta / BLEND_DELTA_E) + 0.4 : 0;
    const score = cand.fit * 0.6 + separation * 0.4 - blendPenalty + rng() * 0.08;
    if (score > bestScore) {
      bestScore = score;
      best = cand;
    }
  }
  const chosen = best!;
  return {
    surface: chosen.surface,
    tone: chosen.tone,
    seed: stats.seed >>> 0,
    view: chosen.view,
    light: { direction: chosen.direction, vignette: chosen.vignette },
  };
}
