// The shapes of a menu's look ("Cardápio inteiro", menu.ts), apart from its code so the engine's
// contract (photo.types.ts) and the pre-check (check.ts) can name them without importing the planner.
import type { BackdropSurface, BackdropTone, BackdropView, LightDirection } from './backdrop.ts';

/** What the pre-check measures of a photo's dish for planning a menu (JSON: it travels through the job queue). */
export interface MenuFacts {
  /** Mean colour of the dish, sRGB 0..255 (averaged in linear light), before any grade. */
  dishRgb: [number, number, number];
  /** The dish's median luma (Rec. 709, 0..255) before any grade… */
  dishLuma: number;
  /** …and its 0.5% and 99.5% luma (the grade's levels). */
  dishLumaLow: number;
  dishLumaHigh: number;
  /** The dish's bounding box diagonal ÷ the photo's diagonal (0..1): its size as photographed. */
  extent: number;
  /** The camera angle read from the dish's outline (PhotoAnalysis.view). */
  view: BackdropView;
}

/** One photo's share of the menu's look (`EnhanceOptions.menu`). Flat numbers and strings only. */
export interface MenuLook {
  /** The backdrop, the same for every photo of the menu (a predefined scenario replaces it). */
  surface: BackdropSurface;
  tone: BackdropTone;
  seed: number;
  lightDirection: LightDirection;
  vignette: number;
  /** The camera view the dish is placed, shadowed and its backdrop drawn at. */
  view: BackdropView;
  /** The graded dish's median luma (0..255) every dish of the menu is pulled towards… */
  lumaTarget: number;
  /** …by this share of the way (0..1), moving at most MENU_RULES.maxLumaShift. */
  lumaPull: number;
  /** White-balance strength for every photo of the menu (replaces the style's). */
  whiteBalance: number;
  /** The dish's size in its frame as a share of the engine's usual fill (MENU_RULES.minScale..1). */
  scale: number;
}

/** What planMenu reads of a photo's pre-check (engine/photo/check.ts's PhotoCheck has it). */
export interface MenuCheck {
  mode: 'cutout' | 'in-place';
  metrics: { menu?: MenuFacts | null };
}
