// The eight layouts. Each one places the product, the logo and a flow of texts on the canvas for
// feed (1080×1080) and stories (1080×1920, texts kept out of the top and bottom strips the
// Instagram UI covers), and asks decor.ts for its shapes. The style changes type, palette treatment
// and ornament on top of the same geometry; sizes are px at 1080 wide.
import { mixColors } from '../../shared/colors.ts';
import type { Design, TypeKit, Palette } from './design.ts';
import * as decor from './decor.ts';
import type { Layout } from './layouts.ts';
import type { Rect, SatoriElement, TextBox } from './scene.ts';
import type { Align, CtaItem, FlowItem, PriceItem, RowItem, TextItem, Typesetter } from './typeset.ts';

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
  logo: LogoPlan | null;
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

/** The drawn rectangle of the product inside its slot. */
export function placeProduct(plan: ProductPlan, aspect: number): Rect {
  const { slot } = plan;
  if (plan.mode === 'fill') return { ...slot };
  if (plan.mode === 'circle') {
    const d = Math.min(slot.width, slot.height);
    return { x: slot.x + (slot.width - d) / 2, y: slot.y + (slot.height - d) / 2, width: d, height: d };
  }
  // Cards keep a pleasant shape (between 4:5 and 5:4); cut-outs keep their own.
  const a = plan.mode === 'card' ? Math.min(1.25, Math.max(0.8, aspect)) : aspect;
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

class Ctx {
  readonly W: number;
  readonly H: number;
  readonly stories: boolean;
  readonly p: Palette;
  readonly k: TypeKit;
  readonly under: string[] = [];
  readonly over: string[] = [];
  readonly nodes: SatoriElement[] = [];
  readonly boxes: TextBox[] = [];
  /** Top and bottom of the area texts may use. */
  readonly top: number;
  readonly bottom: number;

  constructor(readonly input: ComposeInput) {
    this.W = input.width;
    this.H = input.height;
    this.stories = input.format === 'stories';
    this.p = input.design.palette;
    this.k = input.design.type;
    this.top = this.stories ? STORIES_SAFE_TOP : MARGIN;
    this.bottom = this.H - (this.stories ? STORIES_SAFE_BOTTOM : FEED_SAFE_BOTTOM);
  }

  get style() {
    return this.input.design.style;
  }

  get t() {
    return this.input.texts;
  }

  get cutout() {
    return this.input.product.cutout;
  }

  /** Background gradient per style (flat for minimal and classic). */
  background(): string[] {
    const { p, W, H } = this;
    const full = { x: 0, y: 0, width: W, height: H };
    if (this.style === 'minimalista' || this.style === 'classico') {
      this.under.push(decor.rect(full, p.bg));
      return [p.bg];
    }
    if (this.style === 'elegante') {
      this.under.push(decor.linearBackground(full, p.bg, p.bg2, 'vertical'));
      return [p.bg, p.bg2];
    }
    this.under.push(decor.linearBackground(full, p.bg, p.bg2, 'diagonal'));
    return [p.bg, p.bg2];
  }

  titleItem(paint: { color: string; backgrounds: string[] }, opts: { maxSize?: number; maxLines?: number; minSize?: number; balance?: boolean; shadow?: string } = {}): TextItem {
    const base = (this.stories ? 104 : 92) * this.k.titleScale;
    return {
      kind: 'text',
      role: 'title',
      text: this.t.title,
      look: this.k.title,
      maxSize: (opts.maxSize ?? base) * (opts.maxSize ? 1 : 1),
      minSize: opts.minSize ?? (this.k.titleScale > 1 ? 46 : 36),
      maxLines: opts.maxLines ?? 3,
      balance: opts.balance ?? true,
      ...paint,
      ...(opts.shadow ? { shadow: opts.shadow } : {}),
    };
  }

  descItem(paint: { color: string; backgrounds: string[] }, opts: { maxSize?: number; maxLines?: number; gapBefore?: number } = {}): TextItem {
    return {
      kind: 'text',
      role: 'description',
      text: this.t.description ?? '',
      look: this.k.body,
      maxSize: opts.maxSize ?? (this.stories ? 38 : 33),
      minSize: 24,
      maxLines: opts.maxLines ?? (this.stories ? 4 : 3),
      balance: true,
      gapBefore: opts.gapBefore ?? 22,
      ...paint,
    };
  }

  priceItem(paint: { color: string; backgrounds: string[] }, opts: { maxSize?: number; gapBefore?: number; shadow?: string } = {}): PriceItem {
    const base = this.k.priceSplit ? (this.stories ? 120 : 104) : this.stories ? 72 : 62;
    return {
      kind: 'price',
      text: this.t.price ?? '',
      look: this.k.price,
      split: this.k.priceSplit,
      maxSize: opts.maxSize ?? base * (this.style === 'vibrante' ? 1.2 : 1),
      minSize: 40,
      gapBefore: opts.gapBefore ?? 26,
      ...paint,
      ...(opts.shadow ? { shadow: opts.shadow } : {}),
    };
  }

  ctaItem(fill: string, color: string, backgrounds: string[], opts: { maxSize?: number; gapBefore?: number } = {}): CtaItem {
    return {
      kind: 'cta',
      text: this.t.cta ?? '',
      look: this.k.cta,
      shape: this.k.ctaShape,
      maxSize: opts.maxSize ?? (this.stories ? 36 : 32),
      minSize: 22,
      fill,
      color,
      backgrounds,
      radius: this.k.radius * 0.5,
      gapBefore: opts.gapBefore ?? 28,
    };
  }

  kickerItem(paint: { color: string; backgrounds: string[] }, gapAfterTitle = false): TextItem | null {
    const kicker = this.k.kicker;
    if (!kicker) return null;
    return {
      kind: 'text',
      role: 'kicker',
      text: kicker.text,
      look: kicker,
      maxSize: kicker.face.family === 'Pacifico' ? (this.stories ? 46 : 40) : this.stories ? 26 : 24,
      minSize: 22,
      maxLines: 1,
      gapBefore: gapAfterTitle ? 10 : 0,
      ...paint,
    };
  }

  row(items: (TextItem | PriceItem | CtaItem | null)[], gapBefore = 30): RowItem {
    const kept = items.filter((i): i is TextItem | PriceItem | CtaItem => i !== null && i.text.trim().length > 0);
    return { kind: 'row', items: kept, gap: 40, gapBefore };
  }

  flow(region: Rect, items: (FlowItem | null)[], align: Align, justify: 'start' | 'center' | 'end' | 'spread' = 'start') {
    const result = this.input.typesetter.flow(region, items.filter((i): i is FlowItem => i !== null), align, justify);
    this.nodes.push(...result.nodes);
    this.boxes.push(...result.boxes);
    return result;
  }

  /** CTA fill and text colours on a given background. */
  ctaColors(onBg: string[]): { fill: string; color: string; backgrounds: string[] } {
    const { p } = this;
    if (this.k.ctaShape === 'outline' || this.k.ctaShape === 'underline') return { fill: p.accent, color: p.ink, backgrounds: onBg };
    return { fill: p.accent, color: p.onAccent, backgrounds: onBg };
  }

  productPlan(slot: Rect, photoMode: Exclude<ProductMode, 'cutout'>, anchor: 'bottom' | 'center' = 'bottom', extra: Partial<ProductPlan> = {}): ProductPlan {
    return {
      slot,
      mode: this.cutout ? 'cutout' : photoMode,
      anchor,
      radius: photoMode === 'card' ? this.k.radius : 0,
      border: null,
      shadow: true,
      shadowStrength: this.p.dark ? 0.55 : 0.32,
      ...extra,
    };
  }

  logoPlan(slot: Rect, align: Align, onColor: string): LogoPlan | null {
    if (!this.input.hasLogo) return null;
    const plate = this.style === 'minimalista' && !this.p.dark ? null : this.p.dark ? mixColors(onColor, '#ffffff', 0.92) : '#ffffff';
    return { slot, align, plate, shape: this.style === 'moderno' || this.style === 'minimalista' ? 'round' : 'rect' };
  }

  finish(product: ProductPlan, logo: LogoPlan | null): Composition {
    return { under: this.under.join(''), over: this.over.join(''), product, logo, nodes: this.nodes, boxes: this.boxes };
  }
}

/** Optional hard shadow under vibrante display text, one shade darker than what it sits on. */
function popShadow(c: Ctx, on: string): string | undefined {
  return c.style === 'vibrante' ? mixColors(on, '#000000', 0.35) : undefined;
}

// ---------------------------------------------------------------------------------------------

function heroCenter(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const cx = W / 2;
  const logoH = stories ? 110 : 86;
  const logo = c.logoPlan({ x: cx - 150, y: c.top, width: 300, height: logoH }, 'center', p.bg);
  const titleTop = c.top + (logo ? logoH + 28 : 10);
  const titleRegion = { x: MARGIN + 20, y: titleTop, width: W - 2 * (MARGIN + 20), height: stories ? 340 : 210 };
  const onBg = { color: p.ink, backgrounds: bgs };
  const head = c.flow(titleRegion, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...c.titleItem(onBg, { maxLines: stories ? 3 : 2, shadow: popShadow(c, p.bg) }), gapBefore: 6 }], 'center', 'start');

  const bottomH = stories ? 400 : 250;
  const bottomRegion = { x: MARGIN + 20, y: c.bottom - bottomH, width: W - 2 * (MARGIN + 20), height: bottomH };
  const cta = c.ctaColors(bgs);
  const foot = c.flow(
    bottomRegion,
    [c.descItem({ color: mixColors(p.ink, p.bg, 0.2), backgrounds: bgs }, { maxLines: 2 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { shadow: popShadow(c, p.bg) }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 24)],
    'center',
    'end',
  );
  const slotTop = titleRegion.y + head.height + (stories ? 60 : 34);
  const slotBottom = bottomRegion.y + bottomRegion.height - foot.height - (stories ? 60 : 30);
  const productSlot = { x: 130, y: slotTop, width: W - 260, height: slotBottom - slotTop };
  const discY = slotTop + (slotBottom - slotTop) / 2;
  const discR = Math.min(W / 2 - 120, (slotBottom - slotTop) / 2 + 10);
  // A soft disc behind the product gives it a stage without a hard shape.
  if (c.style === 'vibrante') c.under.push(decor.sunburst(cx, discY, 1400, '#ffffff', 0.1, 22));
  else if (c.style === 'elegante') c.under.push(decor.glow(cx, discY, discR * 1.4, p.accent, 0.22));
  else c.under.push(decor.circle(cx, discY, discR, p.soft));
  return c.finish(c.productPlan(productSlot, 'card', 'bottom'), logo);
}

function split(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const panel = p.panel;
  let product: ProductPlan;
  let textRegion: Rect;
  let logo: LogoPlan | null;
  if (!stories) {
    const half = 520;
    c.under.push(decor.rect({ x: 0, y: 0, width: half, height: H }, panel));
    if (c.style === 'vibrante') c.under.push(decor.halftone({ x: 0, y: 0, width: half, height: H }, '#000000', 0.1));
    if (c.style === 'classico') c.under.push(decor.rect({ x: half, y: 0, width: 10, height: H }, p.accent));
    // The cut-out may overhang the panel's edge a little, never into the text column.
    product = c.cutout ? c.productPlan({ x: 28, y: 170, width: half + 12, height: 740 }, 'fill', 'center') : c.productPlan({ x: 0, y: 0, width: half, height: H }, 'fill', 'center', { shadow: false });
    textRegion = { x: half + 72, y: MARGIN + 130, width: W - half - 72 - MARGIN, height: c.bottom - MARGIN - 130 };
    logo = c.logoPlan({ x: half + 72, y: MARGIN, width: 260, height: 96 }, 'left', p.bg);
  } else {
    const panelH = 940;
    c.under.push(decor.rect({ x: 0, y: 0, width: W, height: panelH }, panel));
    if (c.style === 'vibrante') c.under.push(decor.halftone({ x: 0, y: 0, width: W, height: panelH }, '#000000', 0.1));
    if (c.style === 'moderno') c.under.push(decor.wavyTop({ x: 0, y: panelH - 30, width: W, height: 60 }, p.bg, 18, 5));
    product = c.cutout
      ? c.productPlan({ x: 110, y: c.top + 120, width: W - 220, height: panelH - c.top - 60 }, 'fill', 'bottom')
      : c.productPlan({ x: 0, y: 0, width: W, height: panelH }, 'fill', 'center', { shadow: false });
    textRegion = { x: MARGIN + 16, y: panelH + 60, width: W - 2 * (MARGIN + 16), height: c.bottom - panelH - 60 };
    logo = c.logoPlan({ x: MARGIN, y: c.top - 40, width: 280, height: 110 }, 'left', panel);
  }
  const onBg = { color: p.ink, backgrounds: bgs };
  const cta = c.ctaColors(bgs);
  c.flow(
    textRegion,
    [
      c.kickerItem({ color: p.accent, backgrounds: bgs }),
      { ...c.titleItem(onBg, { maxSize: stories ? 100 * c.k.titleScale : 76 * c.k.titleScale, maxLines: stories ? 3 : 4, shadow: popShadow(c, p.bg) }), gapBefore: 8 },
      c.descItem({ color: mixColors(p.ink, p.bg, 0.18), backgrounds: bgs }, { maxSize: stories ? 36 : 30, maxLines: stories ? 3 : 4 }),
      c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? undefined : c.k.priceSplit ? 96 : 56 }),
      c.ctaItem(cta.fill, cta.color, cta.backgrounds, { gapBefore: 24 }),
    ],
    stories ? 'center' : 'left',
    stories ? 'center' : 'center',
  );
  return c.finish(product, logo);
}

function diagonalBand(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const angle = -6;
  const bandH = stories ? 300 : 210;
  const bandCy = stories ? 1150 : 650;
  const band = { x: -200, y: bandCy - bandH / 2, width: W + 400, height: bandH };
  if (c.style === 'vibrante') c.under.push(decor.sunburst(W / 2, stories ? 640 : 360, 1500, '#ffffff', 0.09, 20));
  else c.under.push(decor.circle(W * 0.82, stories ? 420 : 160, stories ? 300 : 240, p.soft), decor.circle(W * 0.1, stories ? 820 : 520, 140, p.soft));
  // Band drawn over the product's lower edge: the product sits "in" the band.
  const bandFill = p.panel;
  c.over.push(decor.rotatedRect({ ...band, y: band.y + 14 }, angle, '#000000', 'fill-opacity="0.18"'));
  c.over.push(decor.rotatedRect(band, angle, bandFill));
  const onPanel = { color: p.inkPanel, backgrounds: [bandFill] };
  const titleBox = { x: 110, y: bandCy - bandH / 2 + 26, width: W - 220, height: bandH - 52 };
  const title = c.input.typesetter.layText(c.titleItem(onPanel, { maxSize: (stories ? 108 : 88) * c.k.titleScale, maxLines: 2, minSize: 34 }), titleBox.width, 1, titleBox.height, 'center', angle);
  const drawn = title.draw(Math.round(titleBox.x + (titleBox.width - title.width) / 2), Math.round(titleBox.y + (titleBox.height - title.height) / 2));
  c.nodes.push(...drawn.nodes);
  c.boxes.push(...drawn.boxes);

  const bandBottom = bandCy + bandH / 2 + Math.tan((Math.abs(angle) * Math.PI) / 180) * (W / 2) + 14;
  const logo = c.logoPlan({ x: MARGIN, y: c.top, width: 260, height: stories ? 110 : 92 }, 'left', p.bg);
  const productTop = c.top + (stories ? 130 : 10);
  // The product's base dips into the band's upper edge.
  const product = c.productPlan({ x: 140, y: productTop, width: W - 280, height: bandCy - bandH / 2 + 34 - productTop }, 'card', 'bottom', { shadowStrength: 0.5 });
  const region = { x: MARGIN + 10, y: bandBottom, width: W - 2 * (MARGIN + 10), height: c.bottom - bandBottom };
  const cta = c.ctaColors(bgs);
  c.flow(
    region,
    [
      c.descItem({ color: p.ink, backgrounds: bgs }, { maxLines: 2, maxSize: stories ? 36 : 27 }),
      c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 110 : 84, shadow: popShadow(c, p.bg) }), c.ctaItem(cta.fill === p.bg ? p.panel : cta.fill, cta.color, cta.backgrounds)], 20),
    ],
    'center',
    'center',
  );
  return c.finish(product, logo);
}

function priceBadge(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const cx = W / 2;
  const productCy = stories ? 1080 : 620;
  if (c.style === 'vibrante' || c.style === 'moderno') c.under.push(decor.sunburst(cx, productCy, 1600, '#ffffff', 0.1, 24));
  else c.under.push(decor.glow(cx, productCy, 480, p.soft, 0.9));
  const logoH = stories ? 104 : 88;
  const logo = c.logoPlan({ x: W - MARGIN - 240, y: c.top, width: 240, height: logoH }, 'right', p.bg);
  const onBg = { color: p.ink, backgrounds: bgs };
  const titleRegion = { x: MARGIN, y: c.top, width: W - 2 * MARGIN - (logo ? 240 + 24 : 0), height: stories ? 360 : 230 };
  const head = c.flow(titleRegion, [c.kickerItem({ color: p.accent, backgrounds: bgs }), c.titleItem(onBg, { maxSize: (stories ? 120 : 96) * c.k.titleScale, maxLines: stories ? 3 : 2, shadow: popShadow(c, p.bg) }), c.descItem({ color: p.ink, backgrounds: bgs }, { maxLines: 2, maxSize: stories ? 34 : 28, gapBefore: 14 })], 'left', 'start');

  const ctaH = stories ? 110 : 84;
  const ctaRegion = { x: MARGIN, y: c.bottom - ctaH, width: W - 2 * MARGIN, height: ctaH };
  const slotTop = titleRegion.y + head.height + 30;
  const productSlot = { x: 70, y: slotTop, width: W - 140 - (stories ? 0 : 90), height: ctaRegion.y - slotTop - 30 };
  const cta = c.ctaColors(bgs);
  c.flow(ctaRegion, [c.ctaItem(cta.fill === p.bg ? p.panel : cta.fill, cta.color, cta.backgrounds, { gapBefore: 0, maxSize: stories ? 40 : 34 })], 'center', 'center');

  if (c.t.price) {
    const d = stories ? 360 : 290;
    const bcx = W - MARGIN - d / 2 + 10;
    const bcy = productSlot.y + (stories ? 120 : 90);
    const seal = p.accent === '#ffffff' ? p.panel : p.accent;
    const ink = c.style === 'vibrante' ? p.panel : p.onAccent;
    c.over.push(decor.starburst(bcx + 6, bcy + 10, d / 2, d / 2 - 16, 22, '#000000', 'fill-opacity="0.2"'));
    c.over.push(decor.starburst(bcx, bcy, d / 2, d / 2 - 16, 22, seal));
    c.over.push(decor.circle(bcx, bcy, d / 2 - 30, 'none', `stroke="${mixColors(seal, ink, 0.5)}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"`));
    const inner = d * 0.6;
    const laid = c.input.typesetter.layPrice({ ...c.priceItem({ color: ink, backgrounds: [seal] }), maxSize: d * 0.36, minSize: 30 }, inner, 1, inner * 0.7, -8);
    const drawn = laid.draw(Math.round(bcx - laid.width / 2), Math.round(bcy - laid.height / 2));
    c.nodes.push(...drawn.nodes);
    c.boxes.push(...drawn.boxes);
  }
  return c.finish(c.productPlan(productSlot, 'card', 'center', { shadowStrength: 0.5 }), logo);
}

function frame(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const inset = 36;
  const frameRect = { x: inset, y: inset, width: W - 2 * inset, height: H - 2 * inset };
  const line = p.accent;
  if (c.input.design.category === 'pizza' && c.style === 'classico') {
    const stripH = stories ? 260 : 150;
    c.under.push(decor.gingham({ x: 0, y: H - stripH, width: W, height: stripH }, p.accent, 30));
    c.under.push(decor.rect({ x: inset + 14, y: H - stripH, width: W - 2 * inset - 28, height: stripH - inset - 14 }, p.bg));
  }
  c.under.push(decor.frameLines(frameRect, line, c.style === 'elegante' ? 2 : 5, c.style === 'classico' ? 28 : 0, true));
  const logoD = stories ? 130 : 104;
  const logo = c.logoPlan({ x: W / 2 - logoD, y: inset - logoD / 2 + 8, width: logoD * 2, height: logoD }, 'center', p.bg);
  if (logo) c.under.push(decor.rect({ x: W / 2 - logoD * 1.15, y: inset - 10, width: logoD * 2.3, height: 20 }, p.bg));
  const pad = inset + 52;
  const headTop = Math.max(c.top, inset + (logo ? logoD / 2 + 36 : 44));
  const headRegion = { x: pad, y: headTop, width: W - 2 * pad, height: stories ? 400 : 240 };
  const onBg = { color: p.ink, backgrounds: bgs };
  const head = c.flow(headRegion, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...c.titleItem(onBg, { maxSize: (stories ? 108 : 88) * c.k.titleScale, maxLines: stories ? 3 : 2 }), gapBefore: 4 }], 'center', 'start');
  const ornamentY = headRegion.y + head.height + 24;
  c.under.push(decor.ornament(W / 2, ornamentY, 220, line));
  const footH = stories ? 420 : 240;
  const footRegion = { x: pad, y: Math.min(c.bottom, H - inset - 36) - footH, width: W - 2 * pad, height: footH };
  const cta = c.ctaColors(bgs);
  const foot = c.flow(footRegion, [c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxLines: 2, maxSize: stories ? 36 : 29 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 120 : 88 }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 20)], 'center', 'end');
  const slotTop = ornamentY + 30;
  const slotBottom = footRegion.y + footRegion.height - foot.height - (stories ? 50 : 26);
  const slot = { x: pad + 10, y: slotTop, width: W - 2 * (pad + 10), height: slotBottom - slotTop };
  return c.finish(c.productPlan(slot, 'card', 'bottom', { border: { width: 10, color: '#ffffff' } }), logo);
}

function stackedType(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const onBg = { color: p.ink, backgrounds: bgs };
  const logo = c.logoPlan({ x: MARGIN, y: c.top, width: 240, height: stories ? 104 : 84 }, 'left', p.bg);
  const head = logo ? (stories ? 130 : 110) : 0;
  const titleStack = (maxSize: number, lines: number): TextItem => ({ ...c.titleItem(onBg, { maxSize, maxLines: lines, balance: false, shadow: popShadow(c, p.bg) }), look: { ...c.k.title, lineHeight: c.k.title.lineHeight * 0.92 } });
  if (!stories) {
    c.under.push(decor.circle(W - 250, H - 330, 400, p.soft));
    if (c.style === 'vibrante') c.under.push(decor.confetti({ x: 640, y: 40, width: 400, height: 180 }, [p.accent, p.inkPanel, p.panel], 14, c.input.seed, 18));
    const column = { x: MARGIN, y: c.top + head, width: 520, height: c.bottom - c.top - head };
    const cta = c.ctaColors(bgs);
    c.flow(
      column,
      [
        c.kickerItem({ color: p.accent, backgrounds: bgs }),
        { ...titleStack(150 * Math.min(c.k.titleScale, 1.1), 5), gapBefore: 4 },
        c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxSize: 28, maxLines: 3, gapBefore: 24 }),
        c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: c.k.priceSplit ? 92 : 56 }),
        c.ctaItem(cta.fill, cta.color, cta.backgrounds, { gapBefore: 22 }),
      ],
      'left',
      'center',
    );
    const slot = { x: 600, y: 150, width: W - 600 - 24, height: H - 150 - 90 };
    return c.finish(c.productPlan(slot, 'card', 'center'), logo);
  }
  c.under.push(decor.circle(W / 2, 1180, 460, p.soft));
  if (c.style === 'vibrante') c.under.push(decor.confetti({ x: 40, y: 1500, width: W - 80, height: 160 }, [p.accent, p.inkPanel, p.panel], 18, c.input.seed, 22));
  const titleRegion = { x: MARGIN, y: c.top + head, width: W - 2 * MARGIN, height: 560 - head };
  c.flow(titleRegion, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...titleStack(190 * Math.min(c.k.titleScale, 1.1), 4), gapBefore: 4 }], 'left', 'start');
  const bottomRegion = { x: MARGIN, y: c.bottom - 300, width: W - 2 * MARGIN, height: 300 };
  const cta = c.ctaColors(bgs);
  c.flow(bottomRegion, [c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxLines: 2, maxSize: 34 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 24)], 'left', 'end');
  const slot = { x: 90, y: titleRegion.y + titleRegion.height + 20, width: W - 180, height: bottomRegion.y - titleRegion.y - titleRegion.height - 50 };
  return c.finish(c.productPlan(slot, 'card', 'center'), logo);
}

function circleSpotlight(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const cx = W / 2;
  const logoH = stories ? 104 : 80;
  const logo = c.logoPlan({ x: cx - 150, y: c.top, width: 300, height: logoH }, 'center', p.bg);
  const d = stories ? 820 : 520;
  const cy = stories ? c.top + logoH + 60 + d / 2 : MARGIN + (logo ? logoH + 24 : 0) + d / 2 + 10;
  const light = !p.dark;
  const disc = light ? mixColors(p.bg, p.accent, 0.16) : mixColors(p.bg, p.accent, 0.12);
  c.under.push(decor.glow(cx, cy, d * 0.85, p.accent, light ? 0.18 : 0.28));
  c.under.push(decor.circle(cx, cy, d / 2, disc));
  c.under.push(decor.circle(cx, cy, d / 2 + 18, 'none', `stroke="${p.accent}" stroke-width="${c.style === 'elegante' ? 2 : 4}" stroke-opacity="0.8"`));
  const productSlot = c.cutout ? { x: cx - d * 0.5, y: cy - d * 0.46, width: d, height: d * 0.88 } : { x: cx - d / 2 + 14, y: cy - d / 2 + 14, width: d - 28, height: d - 28 };
  const region = { x: MARGIN + 20, y: cy + d / 2 + (stories ? 70 : 40), width: W - 2 * (MARGIN + 20), height: c.bottom - (cy + d / 2 + (stories ? 70 : 40)) };
  const onBg = { color: p.ink, backgrounds: bgs };
  const cta = c.ctaColors(bgs);
  c.flow(
    region,
    [
      c.kickerItem({ color: p.accent, backgrounds: bgs }),
      { ...c.titleItem(onBg, { maxSize: (stories ? 96 : 64) * c.k.titleScale, maxLines: 2, minSize: 32 }), gapBefore: 8 },
      c.descItem({ color: mixColors(p.ink, p.bg, 0.2), backgrounds: bgs }, { maxLines: 2, maxSize: stories ? 34 : 26, gapBefore: 14 }),
      c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 110 : 60 }), c.ctaItem(cta.fill, cta.color, cta.backgrounds, { maxSize: stories ? 34 : 26 })], stories ? 36 : 18),
    ],
    'center',
    'center',
  );
  return c.finish(c.productPlan(productSlot, 'circle', 'center', { border: c.cutout ? null : { width: 0, color: p.accent } }), logo);
}

function bottomBar(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  c.background();
  const barTop = stories ? 1190 : 690;
  const bar = p.panel;
  if (c.style === 'vibrante') c.under.push(decor.sunburst(W / 2, barTop - 260, 1300, '#ffffff', 0.1, 20));
  else c.under.push(decor.circle(W / 2, barTop - (stories ? 420 : 290), stories ? 420 : 300, p.soft));
  c.over.push(c.style === 'vibrante' || c.style === 'moderno' ? decor.wavyTop({ x: 0, y: barTop - 16, width: W, height: H - barTop + 16 }, bar, 16, 6) : decor.rect({ x: 0, y: barTop, width: W, height: H - barTop }, bar));
  if (c.style === 'classico') c.over.push(decor.rect({ x: 0, y: barTop + 14, width: W, height: 4 }, mixColors(bar, p.inkPanel, 0.5)));
  const onBar = { color: p.inkPanel, backgrounds: [bar] };
  const accentOnBar = p.accent === bar ? p.inkPanel : p.accent;
  const logo = c.logoPlan({ x: MARGIN, y: c.top, width: 260, height: stories ? 110 : 92 }, 'left', p.bg);
  const product = c.cutout
    ? c.productPlan({ x: 100, y: c.top + (stories ? 140 : 60), width: W - 200, height: barTop - c.top - (stories ? 140 : 60) + 40 }, 'fill', 'bottom')
    : c.productPlan({ x: 0, y: 0, width: W, height: barTop }, 'fill', 'center', { shadow: false });
  const ctaFill = c.k.ctaShape === 'pill' || c.k.ctaShape === 'rect' ? (accentOnBar === p.inkPanel ? p.inkPanel : accentOnBar) : accentOnBar;
  const ctaText = c.k.ctaShape === 'pill' || c.k.ctaShape === 'rect' ? (ctaFill === p.inkPanel ? bar : p.onAccent) : p.inkPanel;
  if (!stories) {
    const left = { x: MARGIN, y: barTop + 46, width: 560, height: c.bottom - barTop - 46 };
    c.flow(left, [c.kickerItem({ color: accentOnBar, backgrounds: [bar] }), { ...c.titleItem(onBar, { maxSize: 72 * c.k.titleScale, maxLines: 2, minSize: 32 }), gapBefore: 4 }, c.descItem({ color: p.inkPanel, backgrounds: [bar] }, { maxLines: 2, maxSize: 27, gapBefore: 12 })], 'left', 'center');
    const right = { x: MARGIN + 560 + 40, y: barTop + 46, width: W - MARGIN - 560 - 40 - MARGIN, height: c.bottom - barTop - 46 };
    c.flow(right, [c.priceItem({ color: accentOnBar, backgrounds: [bar] }, { maxSize: c.k.priceSplit ? 96 : 60 }), c.ctaItem(ctaFill, ctaText, [bar], { gapBefore: 20, maxSize: 28 })], 'right', 'center');
  } else {
    const region = { x: MARGIN + 10, y: barTop + 70, width: W - 2 * (MARGIN + 10), height: c.bottom - barTop - 70 };
    c.flow(
      region,
      [
        c.kickerItem({ color: accentOnBar, backgrounds: [bar] }),
        { ...c.titleItem(onBar, { maxSize: 100 * c.k.titleScale, maxLines: 3 }), gapBefore: 4 },
        c.descItem({ color: p.inkPanel, backgrounds: [bar] }, { maxLines: 3 }),
        c.row([c.priceItem({ color: accentOnBar, backgrounds: [bar] }), c.ctaItem(ctaFill, ctaText, [bar])], 30),
      ],
      'left',
      'center',
    );
  }
  return c.finish(product, logo);
}

const LAYOUT_BUILDERS: Record<Layout, (c: Ctx) => Composition> = {
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
  return LAYOUT_BUILDERS[input.design.layout](new Ctx(input));
}
