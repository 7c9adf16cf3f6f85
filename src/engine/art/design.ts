// Template → design: a style_templates row (category, style, format, color_strategy,
// layout_preferences) resolves to one of the eight layouts, a type pairing for its style and a
// colour palette built from the brand colours by its colour strategy. Data, not code per template:
// a new row in the admin works without touching the engine.
import { TEMPLATE_CATEGORIES, TEMPLATE_STYLES, type TemplateCategory, type TemplateStyle } from '../../shared/constants.ts';
import { colorfulness, contrastRatio, hexToHsl, hslToHex, isHexColor, mixColors, readableOn, WCAG_AA_BODY } from '../../shared/colors.ts';
import type { FontFace } from './fonts.ts';
import { parseColorStrategy, parseLayoutPreference, type Layout, type ParsedColorStrategy } from './layouts.ts';

export interface TemplateInput {
  category: string;
  style: string;
  format?: string;
  colorStrategy: string | null;
  layoutPreferences: string | null;
  name?: string;
}

export interface TypeRole {
  face: FontFace;
  tracking: number;
  lineHeight: number;
  uppercase: boolean;
}

export type CtaShape = 'pill' | 'rect' | 'outline' | 'underline';

export interface TypeKit {
  title: TypeRole;
  body: TypeRole;
  price: TypeRole;
  /** Price drawn as "R$ | 29 | ,90" in three sizes (promotional) or as one line. */
  priceSplit: boolean;
  cta: TypeRole;
  ctaShape: CtaShape;
  /** A small line above the title (script in classico, spaced caps in elegante); null = none. */
  kicker: (TypeRole & { text: string }) | null;
  /** Scale of the title's maximum size (Bebas is condensed: it may go bigger). */
  titleScale: number;
  /** Corner radius of cards and buttons, px at 1080 wide. */
  radius: number;
}

const face = (family: FontFace['family'], weight: FontFace['weight'], style: FontFace['style'] = 'normal'): FontFace => ({ family, weight, style });
const role = (f: FontFace, lineHeight: number, tracking = 0, uppercase = false): TypeRole => ({ face: f, lineHeight, tracking, uppercase });

/** The type pairing per style (issue: moderno Montserrat/Inter, elegante Playfair/Inter, …). */
export const TYPE_KITS: Record<TemplateStyle, TypeKit> = {
  moderno: {
    title: role(face('Montserrat', 800), 1.08, -0.01, true),
    body: role(face('Inter', 500), 1.35),
    price: role(face('Montserrat', 800), 1.0, -0.02),
    priceSplit: true,
    cta: role(face('Montserrat', 700), 1.1, 0.04, true),
    ctaShape: 'pill',
    kicker: null,
    titleScale: 1,
    radius: 36,
  },
  elegante: {
    title: role(face('Playfair Display', 500), 1.12),
    body: role(face('Inter', 300), 1.45, 0.01),
    price: role(face('Playfair Display', 500, 'italic'), 1.1),
    priceSplit: false,
    cta: role(face('Inter', 500), 1.1, 0.18, true),
    ctaShape: 'outline',
    kicker: { ...role(face('Inter', 400), 1.2, 0.32, true), text: 'Seleção especial' },
    titleScale: 1,
    radius: 8,
  },
  vibrante: {
    title: role(face('Bebas Neue', 400), 0.98, 0.01, true),
    body: role(face('Montserrat', 600), 1.3),
    price: role(face('Bebas Neue', 400), 1.0),
    priceSplit: true,
    cta: role(face('Montserrat', 800), 1.1, 0.02, true),
    ctaShape: 'rect',
    kicker: null,
    titleScale: 1.35,
    radius: 18,
  },
  minimalista: {
    title: role(face('Inter', 300), 1.15, -0.02),
    body: role(face('Inter', 400), 1.45),
    price: role(face('Inter', 500), 1.1, -0.01),
    priceSplit: false,
    cta: role(face('Inter', 500), 1.1, 0.02),
    ctaShape: 'underline',
    kicker: null,
    titleScale: 0.85,
    radius: 28,
  },
  classico: {
    title: role(face('DM Serif Display', 400), 1.08),
    body: role(face('Inter', 400), 1.4),
    price: role(face('DM Serif Display', 400), 1.0),
    priceSplit: true,
    cta: role(face('Inter', 700), 1.1, 0.12, true),
    ctaShape: 'rect',
    kicker: { ...role(face('Pacifico', 400), 1.5), text: 'Especial da casa' },
    titleScale: 1,
    radius: 22,
  },
};

/** A template with no (known) layout gets its style's signature layout. */
export const DEFAULT_LAYOUT: Record<TemplateStyle, Layout> = {
  moderno: 'diagonal-band',
  elegante: 'circle-spotlight',
  vibrante: 'price-badge',
  minimalista: 'hero-center',
  classico: 'frame',
};

export const DEFAULT_COLOR_STRATEGY: Record<TemplateStyle, ParsedColorStrategy> = {
  moderno: { kind: 'brand-dominant' },
  elegante: { kind: 'monochrome-brand' },
  vibrante: { kind: 'brand-dominant' },
  minimalista: { kind: 'brand-accent' },
  classico: { kind: 'brand-accent' },
};

/** Brand colours used when the user gave no logo: the category's appetite colours. */
export const CATEGORY_COLORS: Record<TemplateCategory, [string, string]> = {
  hamburguer: ['#c8102e', '#ffb81c'],
  pizza: ['#b3261e', '#2f7d3a'],
  pastel: ['#e85d04', '#ffba08'],
  acai: ['#5a1e78', '#9bd42a'],
  sobremesas: ['#c2185b', '#f8bbd0'],
  refeicoes: ['#2d6a4f', '#f4a261'],
};

/**
 * The colours a layout paints with. `bg`→`bg2` is the background gradient, `panel` the band, bar,
 * circle or half that carries texts or the product, `accent` the price/CTA colour, `ink` the text on
 * the background, `inkPanel` on the panel, `onAccent` on the accent, `soft` decoration.
 */
export interface Palette {
  bg: string;
  bg2: string;
  panel: string;
  accent: string;
  ink: string;
  inkPanel: string;
  onAccent: string;
  soft: string;
  /** Light or dark background: drives shadows, plates and decoration. */
  dark: boolean;
}

export interface Design {
  layout: Layout;
  style: TemplateStyle;
  category: TemplateCategory;
  strategy: ParsedColorStrategy;
  palette: Palette;
  type: TypeKit;
  brand: { primary: string; secondary: string };
}

const hsl = (h: number, s: number, l: number) => hslToHex([h, Math.min(1, Math.max(0, s)), Math.min(1, Math.max(0, l))]);
const shade = (hex: string, dl: number, ds = 0) => {
  const [h, s, l] = hexToHsl(hex);
  return hsl(h, s + ds, l + dl);
};
const hueDistance = (a: string, b: string) => {
  const d = Math.abs(hexToHsl(a)[0] - hexToHsl(b)[0]) % 360;
  return Math.min(d, 360 - d);
};

export function asCategory(value: string): TemplateCategory {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value) ? (value as TemplateCategory) : 'refeicoes';
}

export function asStyle(value: string): TemplateStyle {
  return (TEMPLATE_STYLES as readonly string[]).includes(value) ? (value as TemplateStyle) : 'moderno';
}

/**
 * The brand's main and second colour: the most frequent colourful one leads (a logo's most frequent
 * colour is often a dark outline or a grey); the second is the next one of a clearly different hue,
 * else the category's second colour when its hue differs, else a deep (or, for a dark brand, pale)
 * shade of the main one — never an invented hue the brand does not use.
 */
export function pickBrandColors(brandColors: readonly string[] | undefined, category: TemplateCategory): { primary: string; secondary: string } {
  const valid = (brandColors ?? []).filter(isHexColor).map((c) => (c.startsWith('#') ? c : `#${c}`).toLowerCase());
  const [fallbackPrimary, fallbackSecondary] = CATEGORY_COLORS[category];
  if (valid.length === 0) return { primary: fallbackPrimary, secondary: fallbackSecondary };
  // The most frequent clearly colourful one among the first three (outlines and greys skipped).
  const primary = valid.slice(0, 3).find((c) => colorfulness(c) >= 0.18) ?? valid[0]!;
  const secondary =
    valid.find((c) => c !== primary && colorfulness(c) >= 0.18 && hueDistance(c, primary) >= 35) ??
    (hueDistance(fallbackSecondary, primary) >= 35 ? fallbackSecondary : tonalPartner(primary));
  return { primary, secondary };
}

/** A shade of the colour for a brand with one hue: deep for a light or vivid colour, pale for a dark one. */
function tonalPartner(color: string): string {
  const [h, s, l] = hexToHsl(color);
  return l > 0.4 ? hsl(h, s * 0.8, 0.16) : hsl(h, s * 0.6, 0.9);
}

/** Neutral backgrounds per style for brand-accent (light, except elegante's dark). */
const NEUTRAL_BG: Record<TemplateStyle, [string, string]> = {
  moderno: ['#f3f1ed', '#e7e3dc'],
  elegante: ['#16130f', '#0b0907'],
  vibrante: ['#fff3dc', '#ffe2ad'],
  minimalista: ['#f7f4ef', '#efe9e1'],
  classico: ['#f5ecd9', '#eadbbd'],
};

/**
 * The background gradient's far end, pulled towards the near end until one text colour reads on
 * both at body-text contrast (a gradient across mid-grey would leave no colour that passes).
 */
function tameGradient(bg: string, bg2: string): string {
  const ink = readableOn(bg, '#17130f', '#fffaf2');
  let far = bg2;
  for (let i = 0; i < 12 && Math.min(contrastRatio(ink, far), contrastRatio(ink, bg)) < WCAG_AA_BODY; i += 1) {
    if (contrastRatio(ink, bg) < WCAG_AA_BODY) break;
    far = mixColors(far, bg, 0.3);
  }
  return contrastRatio(ink, far) >= WCAG_AA_BODY ? far : bg;
}

function finish(input: Omit<Palette, 'ink' | 'inkPanel' | 'onAccent' | 'dark'> & Partial<Pick<Palette, 'ink' | 'inkPanel' | 'onAccent'>>): Palette {
  const p = { ...input, bg2: tameGradient(input.bg, input.bg2) };
  const dark = contrastRatio('#ffffff', p.bg) > contrastRatio('#141414', p.bg);
  return {
    ...p,
    ink: p.ink ?? readableOn(p.bg, '#17130f', '#fffaf2'),
    inkPanel: p.inkPanel ?? readableOn(p.panel, '#17130f', '#ffffff'),
    onAccent: p.onAccent ?? readableOn(p.accent, '#17130f', '#ffffff'),
    dark,
  };
}

export function buildPalette(strategy: ParsedColorStrategy, style: TemplateStyle, brand: { primary: string; secondary: string }): Palette {
  const { primary, secondary } = brand;
  const [h, s] = hexToHsl(primary);
  switch (strategy.kind) {
    case 'brand-dominant': {
      // Too pale a brand colour would wash the art out: deepen it a little as a background.
      const [, , l] = hexToHsl(primary);
      const bg = l > 0.82 ? shade(primary, -0.12) : primary;
      const bg2 = shade(bg, style === 'vibrante' ? -0.1 : -0.14, style === 'vibrante' ? 0.05 : 0);
      const panel = style === 'vibrante' ? secondary : style === 'moderno' ? '#141414' : shade(bg, -0.25);
      const accent = style === 'vibrante' ? '#ffffff' : hueDistance(secondary, bg) >= 35 ? secondary : '#ffffff';
      return finish({ bg, bg2, panel, accent, soft: mixColors(bg, '#ffffff', 0.14) });
    }
    case 'brand-accent': {
      const [bg, bg2] = NEUTRAL_BG[style];
      const panel = primary;
      return finish({ bg, bg2, panel, accent: primary, soft: mixColors(bg, primary, 0.1) });
    }
    case 'monochrome-brand': {
      if (style === 'minimalista' || style === 'moderno') {
        return finish({
          bg: hsl(h, Math.min(s, 0.35), 0.95),
          bg2: hsl(h, Math.min(s, 0.3), 0.9),
          panel: hsl(h, Math.min(s, 0.45), 0.86),
          accent: hsl(h, Math.max(s, 0.45), 0.32),
          soft: hsl(h, Math.min(s, 0.35), 0.89),
          ink: hsl(h, Math.min(s, 0.45), 0.14),
        });
      }
      return finish({
        bg: hsl(h, Math.min(s, 0.5), 0.12),
        bg2: hsl(h, Math.min(s, 0.5), 0.05),
        panel: hsl(h, Math.min(s, 0.45), 0.2),
        accent: hsl(h, Math.min(Math.max(s, 0.35), 0.65), 0.72),
        soft: hsl(h, Math.min(s, 0.5), 0.17),
        ink: hsl(h, Math.min(s, 0.3), 0.95),
      });
    }
    case 'template-palette': {
      const [bg, accent = primary, text] = strategy.colors;
      const base = bg!;
      return finish({
        bg: base,
        bg2: shade(base, -0.08, 0.04),
        panel: accent,
        accent,
        soft: mixColors(base, '#ffffff', 0.18),
        ...(text ? { ink: text } : {}),
      });
    }
  }
}

export function resolveDesign(template: TemplateInput, brandColors?: readonly string[]): Design {
  const style = asStyle(template.style);
  const category = asCategory(template.category);
  const layout = parseLayoutPreference(template.layoutPreferences) ?? DEFAULT_LAYOUT[style];
  const strategy = parseColorStrategy(template.colorStrategy) ?? DEFAULT_COLOR_STRATEGY[style];
  const brand = pickBrandColors(brandColors, category);
  return { layout, style, category, strategy, palette: buildPalette(strategy, style, brand), type: TYPE_KITS[style], brand };
}
