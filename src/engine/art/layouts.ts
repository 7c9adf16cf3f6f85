// The art engine's vocabulary, shared with the seeded catalogue (src/server/features/catalogue/seed/catalogue.data.ts
// imports these): the eight layouts and the colour strategies a style_templates row may name.

/**
 * How the art engine colours a template (stored in style_templates.color_strategy):
 * - `brand-dominant`: the brand's main colour (extracted from the logo) fills the background or the
 *   main shape; text in its best-contrast neutral.
 * - `brand-accent`: a neutral or photographic background; the brand colour only on accents (price,
 *   CTA button, rules).
 * - `monochrome-brand`: one hue family built from the brand colour (dark and light shades of it),
 *   for sober, premium looks.
 * - `template-palette:#rrggbb,#rrggbb,…`: the template's own palette, listed after the colon (first
 *   = background, second = primary accent, third = text/highlight); the brand colour is used for the
 *   logo only. Used where the category has iconic colours (ketchup and mustard, açaí purple).
 */
export type ColorStrategy = 'brand-dominant' | 'brand-accent' | 'monochrome-brand' | `template-palette:${string}`;

/**
 * Layouts the art engine knows (stored in style_templates.layout_preferences):
 * - `hero-center`: product large and centred, title above, price/CTA below; lots of air.
 * - `split`: two halves (side by side in feed, stacked in stories): product on one, texts on the other.
 * - `diagonal-band`: a tilted band of colour crosses the frame carrying the title; product overlaps it.
 * - `price-badge`: product dominant with a large round price seal overlapping it; promotional.
 * - `frame`: a border/inset frame around the whole art, texts inside it; classic, menu-like.
 * - `stacked-type`: large title words stacked in several lines behind or beside the product.
 * - `circle-spotlight`: product inside a circle of light or colour on a dark or plain background.
 * - `bottom-bar`: product fills the top; a solid bar at the bottom holds title, price and CTA.
 */
export const LAYOUTS = [
  'hero-center',
  'split',
  'diagonal-band',
  'price-badge',
  'frame',
  'stacked-type',
  'circle-spotlight',
  'bottom-bar',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const COLOR_STRATEGY_KINDS = ['brand-dominant', 'brand-accent', 'monochrome-brand', 'template-palette'] as const;
export type ColorStrategyKind = (typeof COLOR_STRATEGY_KINDS)[number];

export type ParsedColorStrategy =
  | { kind: 'brand-dominant' | 'brand-accent' | 'monochrome-brand' }
  | { kind: 'template-palette'; colors: string[] };

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** A stored color_strategy → its kind (and palette); null when empty or not understood. */
export function parseColorStrategy(value: string | null | undefined): ParsedColorStrategy | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (text === 'brand-dominant' || text === 'brand-accent' || text === 'monochrome-brand') return { kind: text };
  if (text.startsWith('template-palette:')) {
    const colors = text
      .slice('template-palette:'.length)
      .split(',')
      .map(normaliseHex)
      .filter((c): c is string => c !== null);
    return colors.length > 0 ? { kind: 'template-palette', colors } : null;
  }
  return null;
}

/** The first known layout named in a stored layout_preferences ("split", "split, bottom-bar"…). */
export function parseLayoutPreference(value: string | null | undefined): Layout | null {
  if (!value) return null;
  for (const token of value.toLowerCase().split(/[^a-z-]+/)) {
    if ((LAYOUTS as readonly string[]).includes(token)) return token as Layout;
  }
  return null;
}
