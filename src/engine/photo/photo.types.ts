// The photo engine's public types: what enhancePhoto takes and returns, and the injected segmenter.
// A module of its own so enhance.ts, finalize.ts (which returns the same result for a remote model's
// image), the segmenter adapter and the art engine share them without importing one another.
import type { EnhancementStyle, Platform } from '../../shared/constants.ts';
import type { MenuLook } from './menu.types.ts';

export type PhotoScenario = { type: 'ai-create' } | { type: 'predefined'; image: Buffer };

export interface EnhanceOptions {
  platform: Platform;
  style: EnhancementStyle;
  scenario: PhotoScenario;
  /** Free-plan outputs carry a discreet "FoodArt" watermark. */
  watermark: boolean;
  /** Default: derived from the input bytes (deterministic per photo). */
  seed?: number;
  /**
   * The photo is one of a menu enhanced as a set (`planMenu`): its backdrop, view, exposure, white
   * balance and size in the frame follow the menu's look. Without it, the photo is enhanced alone.
   */
  menu?: MenuLook;
}

export interface EnhanceResult {
  /** JPEG, < 2 MB. */
  image: Buffer;
  /** iFood 1200×900, every other platform 1080×1080. */
  width: number;
  height: number;
  aspectRatio: '4:3' | '1:1';
  /** The dish alone, transparent PNG at working resolution; null when enhanced in place. */
  cutout: Buffer | null;
  mode: 'cutout' | 'in-place';
  facts: {
    maskCoverage: number;
    touchesEdge: boolean;
    reason: string | null;
    inputWidth: number;
    inputHeight: number;
    /**
     * ms per stage: decode, segment, matte, then refine, relight, backdrop, cutout (encodes while the
     * backdrop renders, so the two overlap), compose for a cut-out, or relight, compose in place;
     * encode; total.
     */
    timings: Record<string, number>;
    /**
     * The part of the input the output frame shows, as fractions of the input's width and height
     * (may reach beyond 0..1 where the frame shows backdrop or padding): the "before" side of a
     * before/after comparison shows the original through this window, so both halves line up.
     */
    sourceWindow: SourceWindow;
  };
}

export interface SourceWindow {
  left: number;
  top: number;
  width: number;
  height: number;
  /** 90: the fractions are of the original turned a quarter clockwise (a flat lay turned for its frame). */
  turn?: 90;
}

export interface Segmenter {
  /** alpha matte 0..255 at the given rgb size */
  segment(rgb: { data: Buffer; width: number; height: number }): Promise<Buffer>;
}
