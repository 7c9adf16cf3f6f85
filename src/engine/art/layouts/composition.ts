// What a layout produces, and what every layout shares to produce it: the product and logo plans,
// the composition handed to the renderer, the canvas's margins and safe strips, where a product is
// drawn in its slot, and how a column's pieces share the spare height. compose.ts re-exports all of
// it (its public API); the layouts import it from here, so no layout imports compose.ts.
import type { Design } from '../design.ts';
import type { Rect, SatoriElement, TextBox } from '../scene.ts';
import type { Align, Typesetter } from '../typeset.ts';

export type ArtFormatName = 'feed' | 'stories';

export interface ComposeTexts {
  title: string;
  /** Already formatted ("R$ 29,90") or free text; null = none. */
  price: string | null;
  description: string | null;
  cta: string | null;
}

export type ProductMode = 'cutout' | 'card' | 'circle' | 'fill';

export interface ProductPlan {
  /** The area the product may use. */
  slot: Rect;
  mode: ProductMode;
  /** Where a cut-out sits in its slot. */
  anchor: 'bottom' | 'center';
  radius: number;
  /** A border around a framed photo. */
  border: { width: number; color: string } | null;
  /** Soft drop shadow (cut-out) or card shadow (photo). */
  shadow: boolean;
  /** Shadow colour strength 0..1 (darker on light backgrounds). */
  shadowStrength: number;
}

export interface LogoPlan {
  /** The box the logo fits in (kept proportional inside it). */
  slot: Rect;
  align: Align;
  /** Plate behind the logo, or null to draw it bare. */
  plate: string | null;
  shape: 'round' | 'rect';
}

export interface Composition {
  /** SVG drawn below the product. */
  under: string;
  /** SVG drawn above the product, below the texts. */
  over: string;
  product: ProductPlan;
  /** Where the product is drawn (placeProduct of the plan for the input's aspect). */
  productRect: Rect;
  logo: LogoPlan | null;
  /** The layout's solid shapes (panel, bar, band, spotlight, seal): filled areas that are not background. */
  figures: Rect[];
  nodes: SatoriElement[];
  boxes: TextBox[];
}

export interface ComposeInput {
  format: ArtFormatName;
  width: number;
  height: number;
  design: Design;
  texts: ComposeTexts;
  product: { cutout: boolean; aspect: number };
  hasLogo: boolean;
  typesetter: Typesetter;
  /** Deterministic decoration seed (from the texts). */
  seed: number;
}

/** Canvas margin (feed) and the stories strips kept free of text (Instagram header and reply bar). */
export const MARGIN = 64;
export const STORIES_SAFE_TOP = 210;
export const STORIES_SAFE_BOTTOM = 250;
/** Texts end this far above the bottom edge in feed: the watermark lives below. */
export const FEED_SAFE_BOTTOM = 84;
/** Logo slot height: big enough to read a shop's name, small enough to leave the product the hero. */
export const LOGO_HEIGHT = { feed: 136, stories: 168 } as const;
/**
 * A photo (not a cut-out) fills a panel only when the cover crop keeps at least this share of its
 * width and height; a photo of another shape is framed as a card in the panel instead of mangled.
 */
export const FILL_MIN_KEEP = 0.72;
/** The shapes a framed photo's card may take (width / height). */
export const CARD_ASPECT = { min: 0.75, max: 1.5 } as const;

/** The drawn rectangle of the product inside its slot. */
export function placeProduct(plan: ProductPlan, aspect: number): Rect {
  const { slot } = plan;
  if (plan.mode === 'fill') return { ...slot };
  if (plan.mode === 'circle') {
    const d = Math.min(slot.width, slot.height);
    return { x: slot.x + (slot.width - d) / 2, y: slot.y + (slot.height - d) / 2, width: d, height: d };
  }
  // Cards keep a pleasant shape (between 3:4 and 3:2, so a phone photo loses little); cut-outs keep their own.
  const a = plan.mode === 'card' ? Math.min(CARD_ASPECT.max, Math.max(CARD_ASPECT.min, aspect)) : aspect;
  let width = slot.width;
  let height = width / a;
  if (height > slot.height) {
    height = slot.height;
    width = height * a;
  }
  const x = slot.x + (slot.width - width) / 2;
  const y = plan.anchor === 'bottom' && plan.mode === 'cutout' ? slot.y + slot.height - height : slot.y + (slot.height - height) / 2;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** Share of a photo of `aspect` that a cover crop into `slot` keeps (1 = all of it). */
export function coverKeep(aspect: number, slot: Pick<Rect, 'width' | 'height'>): number {
  const target = slot.width / slot.height;
  return aspect > target ? target / aspect : aspect / target;
}

/** One block of a column: a text flow, the logo, the product, a band… */
export interface Piece {
  height: number;
  /** Least space above it (the first piece's is the column's top edge instead). */
  gap: number;
  /** The gap above is exactly `gap` (an overlap when negative), not stretched. */
  rigid?: boolean;
  /** A flexible piece (the product): its height for the height it may take. */
  fit?: (available: number) => number;
  /** What the flexible piece needs at least: text blocks give up height for it. */
  minHeight?: number;
  /** A text block measured again at most `maxHeight` tall (smaller type). */
  refit?: (maxHeight: number) => void;
  place(top: number, height: number): void;
}

/**
 * Tops for pieces stacked between `from` and `to`: the first at least `minTop` below `from`, the
 * last ending at least `minBottom` above `to`. The spare height raises every stretchable gap — the
 * two edges included — towards one common size (each keeps its own minimum), so the largest empty
 * band is as small as it can be.
 */
export function distribute(from: number, to: number, minTop: number, minBottom: number, pieces: readonly Pick<Piece, 'height' | 'gap' | 'rigid'>[]): number[] {
  if (pieces.length === 0) return [];
  const mins: (number | null)[] = [minTop, ...pieces.slice(1).map((p) => (p.rigid ? null : p.gap)), minBottom];
  const rigid = pieces.slice(1).reduce((sum, p) => sum + (p.rigid ? p.gap : 0), 0);
  const free = to - from - pieces.reduce((sum, p) => sum + p.height, 0) - rigid;
  const stretched = (g: number) => mins.reduce<number>((sum, m) => sum + (m === null ? 0 : Math.max(m, g)), 0);
  let lo = 0;
  let hi = Math.max(0, to - from);
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (stretched(mid) > free) hi = mid;
    else lo = mid;
  }
  const gaps = mins.map((m, i) => (m === null ? pieces[i]!.gap : Math.max(m, lo)));
  const tops: number[] = [];
  let y = from + gaps[0]!;
  for (const [i, piece] of pieces.entries()) {
    tops.push(Math.round(y));
    y += piece.height + (i + 1 < pieces.length ? gaps[i + 1]! : 0);
  }
  return tops;
}

/** The largest horizontal band of the canvas that holds no text, product, logo or figure. */
export function largestEmptyBand(layout: Pick<Composition, 'boxes' | 'productRect' | 'logo' | 'figures'>, canvasHeight: number): { y: number; height: number } {
  const spans = [...layout.boxes.map((b) => b.bounds), layout.productRect, ...(layout.logo ? [layout.logo.slot] : []), ...layout.figures]
    .map((r) => [Math.max(0, r.y), Math.min(canvasHeight, r.y + r.height)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let best = { y: 0, height: 0 };
  let reached = 0;
  for (const [a, b] of spans) {
    if (a - reached > best.height) best = { y: reached, height: a - reached };
    reached = Math.max(reached, b);
  }
  if (canvasHeight - reached > best.height) best = { y: reached, height: canvasHeight - reached };
  return best;
}
