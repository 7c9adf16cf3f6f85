// Composes an art: the template's layout places the product, the logo and a flow of texts on the
// canvas for feed (1080×1080) and stories (1080×1920, texts kept out of the top and bottom strips the
// Instagram UI covers), and asks decor.ts for its shapes. The texts are measured first; the product
// then takes the height they leave (up to what its width allows) and what is still spare is shared
// between the gaps, so a short text never leaves a dead band. The style changes type, palette
// treatment and ornament on top of the same geometry; sizes are px at 1080 wide. The eight layouts
// live one per file in layouts/, the helpers they share in layouts/context.ts, the types and geometry
// in layouts/composition.ts; this module picks the layout and is what the rest of the engine imports.
import type { Layout } from './layouts.ts';
import type { Composition, ComposeInput } from './layouts/composition.ts';
import { LayoutContext } from './layouts/context.ts';
import { bottomBar } from './layouts/bottom-bar.ts';
import { circleSpotlight } from './layouts/circle-spotlight.ts';
import { diagonalBand } from './layouts/diagonal-band.ts';
import { frame } from './layouts/frame.ts';
import { heroCenter } from './layouts/hero-center.ts';
import { priceBadge } from './layouts/price-badge.ts';
import { split } from './layouts/split.ts';
import { stackedType } from './layouts/stacked-type.ts';

export {
  CARD_ASPECT,
  coverKeep,
  distribute,
  FEED_SAFE_BOTTOM,
  FILL_MIN_KEEP,
  largestEmptyBand,
  LOGO_HEIGHT,
  MARGIN,
  placeProduct,
  STORIES_SAFE_BOTTOM,
  STORIES_SAFE_TOP,
} from './layouts/composition.ts';
export type { ArtFormatName, ComposeInput, ComposeTexts, Composition, LogoPlan, Piece, ProductMode, ProductPlan } from './layouts/composition.ts';

const LAYOUT_BUILDERS: Record<Layout, (c: LayoutContext) => Composition> = {
  'hero-center': heroCenter,
  split,
  'diagonal-band': diagonalBand,
  'price-badge': priceBadge,
  frame,
  'stacked-type': stackedType,
  'circle-spotlight': circleSpotlight,
  'bottom-bar': bottomBar,
};

export function compose(input: ComposeInput): Composition {
  return LAYOUT_BUILDERS[input.design.layout](new LayoutContext(input));
}
