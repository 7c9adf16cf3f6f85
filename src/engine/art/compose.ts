// The eight layouts. Each one places the product, the logo and a flow of texts on the canvas for
// feed (1080×1080) and stories (1080×1920, texts kept out of the top and bottom strips the
// Instagram UI covers), and asks decor.ts for its shapes. The texts are measured first; the product
// then takes the height they leave (up to what its width allows) and what is still spare is shared
// between the gaps, so a short text never leaves a dead band. The style changes type, palette
// treatment and ornament on top of the same geometry; sizes are px at 1080 wide.
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
/** Least space between the blocks of a column (logo, texts, product). */
const COLUMN_GAP = { feed: 30, stories: 56 } as const;
/**
 * A photo (not a cut-out) fills a panel only when the cover crop keeps at least this share of its
 * width and height; a photo of another shape is framed as a card in the panel instead of mangled.
 */
export const FILL_MIN_KEEP = 0.72;
/** The shapes a framed photo's card may take (width / height). */
export const CARD_ASPECT = { min: 0.75, max: 1.5 } as const;
/** Lines a description at the server's length limit may take at its least size (narrow columns need the most). */
const DESCRIPTION_SPILL_LINES = { feed: 8, stories: 8 } as const;
/** Tilt of the diagonal band, degrees. */
const BAND_ANGLE = -6;

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

interface Block extends Piece {
  /** Text boxes the block drew (after place). */
  drawn: TextBox[];
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
  readonly figures: Rect[] = [];
  /** Top and bottom of the area texts may use. */
  readonly top: number;
  readonly bottom: number;
  readonly gap: number;
  readonly logoH: number;

  constructor(readonly input: ComposeInput) {
    this.W = input.width;
    this.H = input.height;
    this.stories = input.format === 'stories';
    this.p = input.design.palette;
    this.k = input.design.type;
    this.top = this.stories ? STORIES_SAFE_TOP : MARGIN;
    this.bottom = this.H - (this.stories ? STORIES_SAFE_BOTTOM : FEED_SAFE_BOTTOM);
    this.gap = COLUMN_GAP[input.format];
    this.logoH = LOGO_HEIGHT[input.format];
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

  /** The price is drawn elsewhere than in the texts' flow (a seal). */
  priceApart = false;

  /** A title with no description or price beside it: it may grow to carry the art. */
  get sparse() {
    return !this.t.description && (!this.t.price || this.priceApart);
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

  titleItem(paint: { color: string; backgrounds: string[] }, opts: { maxSize?: number; maxLines?: number; minSize?: number; balance?: boolean; shadow?: string | undefined } = {}): TextItem {
    const base = (this.stories ? 104 : 92) * this.k.titleScale;
    const grow = this.sparse ? (this.stories ? 1.4 : 1.25) : 1;
    return {
      kind: 'text',
      role: 'title',
      text: this.t.title,
      look: this.k.title,
      maxSize: (opts.maxSize ?? base) * grow,
      minSize: opts.minSize ?? (this.k.titleScale > 1 ? 46 : 36),
      maxLines: (opts.maxLines ?? 3) + (this.sparse ? 1 : 0),
      spillLines: (opts.maxLines ?? 3) + (this.sparse ? 1 : 0) + 4,
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
      minSize: this.stories ? 26 : 24,
      maxLines: opts.maxLines ?? (this.stories ? 4 : 3),
      spillLines: DESCRIPTION_SPILL_LINES[this.input.format],
      balance: true,
      gapBefore: opts.gapBefore ?? 22,
      ...paint,
    };
  }

  priceItem(paint: { color: string; backgrounds: string[] }, opts: { maxSize?: number | undefined; gapBefore?: number; shadow?: string | undefined } = {}): PriceItem {
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

  /**
   * A text flow measured now (at most `maxHeight` tall, shrinking to fit) and drawn where the column
   * puts it: the same fit, moved.
   */
  block(x: number, width: number, maxHeight: number, items: (FlowItem | null)[], align: Align, gap = this.gap): Block {
    const kept = items.filter((i): i is FlowItem => i !== null && (i.kind === 'row' ? i.items.length > 0 : i.text.trim().length > 0));
    // Never shorter than the texts need at their least sizes: a long text takes more lines (and the
    // product gives up height) rather than lose its end to an ellipsis.
    const least = kept.length > 0 ? Math.ceil(this.input.typesetter.leastHeight(kept, width, align)) : 0;
    let cap = Math.max(maxHeight, least);
    const measure = () => (kept.length > 0 ? Math.ceil(this.input.typesetter.flow({ x, y: 0, width, height: cap }, kept, align, 'start').height) : 0);
    const block: Block = {
      height: measure(),
      gap,
      drawn: [],
      refit: (height) => {
        cap = Math.max(1, height, least);
        block.height = measure();
      },
      place: (top) => {
        if (kept.length > 0) block.drawn = this.flow({ x, y: top, width, height: cap }, kept, align, 'start').boxes;
      },
    };
    return block;
  }

  /** Height of the product drawn `width` wide in at most `maxHeight`. */
  productHeight(width: number, maxHeight: number, photoMode: Exclude<ProductMode, 'cutout'>): number {
    const mode: ProductMode = this.cutout ? 'cutout' : photoMode;
    return placeProduct({ slot: { x: 0, y: 0, width, height: Math.max(1, maxHeight) }, mode, anchor: 'center', radius: 0, border: null, shadow: false, shadowStrength: 0 }, this.input.product.aspect).height;
  }

  /**
   * The product as the column's flexible piece: as tall as the column allows (between `minHeight`
   * and `maxHeight`), as wide as its shape then needs, centred on `x + width / 2`.
   */
  productPiece(x: number, width: number, photoMode: Exclude<ProductMode, 'cutout'>, opts: { gap?: number; rigid?: boolean; minHeight?: number; maxHeight?: number; extra?: Partial<ProductPlan> } = {}): Piece & { plan: ProductPlan | null } {
    const piece: Piece & { plan: ProductPlan | null } = {
      height: 0,
      gap: opts.gap ?? this.gap,
      ...(opts.rigid ? { rigid: true } : {}),
      ...(opts.minHeight ? { minHeight: opts.minHeight } : {}),
      plan: null,
      fit: (available) => this.productHeight(width, Math.max(1, Math.min(opts.maxHeight ?? Number.POSITIVE_INFINITY, available)), photoMode),
      place: (top, height) => {
        piece.plan = this.productPlan({ x, y: top, width, height }, photoMode, 'center', opts.extra);
      },
    };
    return piece;
  }

  /**
   * Stacks pieces between `from` and `to` (the canvas and its safe strips by default; see
   * distribute); the flexible one first takes what it can use of the spare height.
   */
  column(pieces: Piece[], from = 0, minTop = this.top, to = this.H, minBottom = this.H - this.bottom): void {
    const kept = pieces.filter((p) => p.fit || p.height > 0);
    const gaps = kept.slice(1).reduce((sum, p) => sum + p.gap, 0);
    const available = () => to - from - minTop - minBottom - gaps - kept.reduce((sum, p) => sum + (p.fit ? 0 : p.height), 0);
    const flexible = kept.find((p) => p.fit);
    if (flexible) {
      // Texts too tall to leave the product its least height give up height, each in proportion.
      const short = (flexible.minHeight ?? 0) - available();
      const blocks = kept.filter((p) => p.refit);
      const total = blocks.reduce((sum, p) => sum + p.height, 0);
      if (short > 0 && total > 0) for (const b of blocks) b.refit!(b.height - (short * b.height) / total);
      flexible.height = flexible.fit!(available());
    }
    const tops = distribute(from, to, minTop, minBottom, kept);
    kept.forEach((p, i) => p.place(tops[i]!, p.height));
  }

  /** The logo anchored at the top of the text area, the column's pieces stacked below it. */
  columnUnderLogo(logo: Piece, pieces: Piece[], top = this.top, minBottom = this.H - this.bottom): void {
    if (logo.height > 0) {
      logo.place(top, logo.height);
      this.column(pieces, top + logo.height, this.gap, this.H, minBottom);
    } else {
      this.column(pieces, 0, top, this.H, minBottom);
    }
  }

  logoPiece(x: number, width: number, align: Align, onColor: string, gap = 0): Piece & { plan: LogoPlan | null } {
    const piece: Piece & { plan: LogoPlan | null } = {
      height: this.input.hasLogo ? this.logoH : 0,
      gap,
      plan: null,
      place: (top) => {
        piece.plan = this.logoPlan({ x, y: top, width, height: this.logoH }, align, onColor);
      },
    };
    return piece;
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

  /**
   * A photo filling a panel edge to edge — or, when the crop would cut away too much of it, framed as
   * a card inside the panel (`inset` from its edges).
   */
  fillPlan(panel: Rect, inset: number): ProductPlan {
    if (this.cutout || coverKeep(this.input.product.aspect, panel) >= FILL_MIN_KEEP) return this.productPlan(panel, 'fill', 'center', { shadow: false });
    const slot = { x: panel.x + inset, y: panel.y + inset, width: panel.width - 2 * inset, height: panel.height - 2 * inset };
    return this.productPlan(slot, 'card', 'center', { border: { width: 8, color: '#ffffff' } });
  }

  logoPlan(slot: Rect, align: Align, onColor: string): LogoPlan | null {
    if (!this.input.hasLogo) return null;
    const plate = this.style === 'minimalista' && !this.p.dark ? null : this.p.dark ? mixColors(onColor, '#ffffff', 0.92) : '#ffffff';
    return { slot, align, plate, shape: this.style === 'moderno' || this.style === 'minimalista' ? 'round' : 'rect' };
  }

  /** Scattered confetti in `area`, none on a text, the product or the logo. */
  confetti(area: Rect, count: number, size: number, logo: LogoPlan | null, product: Rect): void {
    const avoid = [...this.boxes.map((b) => b.bounds), product, ...(logo ? [logo.slot] : [])];
    this.under.push(decor.confetti(area, [this.p.accent, this.p.inkPanel, this.p.panel], count, this.input.seed, size, avoid));
  }

  finish(product: ProductPlan, logo: LogoPlan | null): Composition {
    return {
      under: this.under.join(''),
      over: this.over.join(''),
      product,
      productRect: placeProduct(product, this.input.product.aspect),
      logo,
      figures: this.figures,
      nodes: this.nodes,
      boxes: this.boxes,
    };
  }
}

/** Optional hard shadow under vibrante display text, one shade darker than what it sits on. */
function popShadow(c: Ctx, on: string): string | undefined {
  return c.style === 'vibrante' ? mixColors(on, '#000000', 0.35) : undefined;
}

const centreOf = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

// ---------------------------------------------------------------------------------------------

function heroCenter(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const textX = MARGIN + 20;
  const textW = W - 2 * textX;
  const onBg = { color: p.ink, backgrounds: bgs };
  const cta = c.ctaColors(bgs);
  const logo = c.logoPiece(W / 2 - 180, 360, 'center', p.bg);
  const head = c.block(textX, textW, stories ? 440 : 230, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...c.titleItem(onBg, { maxLines: stories ? 3 : 2, shadow: popShadow(c, p.bg) }), gapBefore: 6 }], 'center', stories ? 36 : 20);
  const foot = c.block(
    textX,
    textW,
    stories ? 480 : 250,
    [c.descItem({ color: mixColors(p.ink, p.bg, 0.2), backgrounds: bgs }, { maxLines: stories ? 3 : 2 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { shadow: popShadow(c, p.bg) }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 24)],
    'center',
  );
  const productW = stories ? W - 2 * MARGIN : W - 2 * 130;
  const product = c.productPiece((W - productW) / 2, productW, 'card', { minHeight: stories ? 560 : 320, maxHeight: stories ? 1000 : 640 });
  c.columnUnderLogo(logo, [head, product, foot]);
  const plan = product.plan!;
  const drawn = placeProduct(plan, c.input.product.aspect);
  const { x: cx, y: cy } = centreOf(drawn);
  const discR = Math.min(W / 2 - 60, Math.max(drawn.width, drawn.height) / 2 + 40);
  if (c.style === 'vibrante') c.under.push(decor.sunburst(cx, cy, 1400, '#ffffff', 0.1, 22));
  else if (c.style === 'elegante') c.under.push(decor.glow(cx, cy, discR * 1.4, p.accent, 0.22));
  else c.under.push(stage(c, drawn, discR));
  return c.finish(plan, logo.plan);
}

/**
 * A soft shape behind the product gives it a stage without a hard edge — its shape by category, so
 * templates of one style differ at a glance: a disc, a pizza board, a pastel tray, a cake's arch, a
 * plate's rim.
 */
function stage(c: Ctx, drawn: Rect, discR: number): string {
  const { p, W } = c;
  const { x: cx, y: cy } = centreOf(drawn);
  switch (c.input.design.category) {
    case 'pizza':
      return decor.circle(cx, cy, discR, p.soft) + decor.circle(cx, cy, discR + 16, 'none', `stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3"`);
    case 'pastel': {
      const width = Math.min(W - 2 * MARGIN + 40, drawn.width + 140);
      const height = drawn.height * 0.7;
      return decor.rect({ x: cx - width / 2, y: drawn.y + drawn.height - height + 12, width, height }, p.soft, `rx="${Math.round(height / 4)}"`);
    }
    case 'sobremesas': {
      const width = Math.min(W - 2 * MARGIN, drawn.width + 100);
      return decor.arch({ x: cx - width / 2, y: drawn.y - 50, width, height: drawn.height + 60 }, p.soft);
    }
    case 'refeicoes':
      return decor.circle(cx, cy, discR, p.soft) + decor.circle(cx, cy, discR - 26, 'none', `stroke="${mixColors(p.soft, p.ink, 0.12)}" stroke-width="2" stroke-dasharray="3 10" stroke-linecap="round"`);
    default:
      return decor.circle(cx, cy, discR, p.soft);
  }
}

function split(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const panel = p.panel;
  const onBg = { color: p.ink, backgrounds: bgs };
  const cta = c.ctaColors(bgs);
  const items = (maxLines: { title: number; desc: number }) => [
    c.kickerItem({ color: p.accent, backgrounds: bgs }),
    { ...c.titleItem(onBg, { maxSize: stories ? 100 * c.k.titleScale : 76 * c.k.titleScale, maxLines: maxLines.title, shadow: popShadow(c, p.bg) }), gapBefore: 8 },
    c.descItem({ color: mixColors(p.ink, p.bg, 0.18), backgrounds: bgs }, { maxSize: stories ? 36 : 30, maxLines: maxLines.desc }),
    c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? undefined : c.k.priceSplit ? 96 : 56 }),
    c.ctaItem(cta.fill, cta.color, cta.backgrounds, { gapBefore: 24 }),
  ];
  if (!stories) {
    const half = 520;
    const panelRect = { x: 0, y: 0, width: half, height: H };
    c.under.push(decor.rect(panelRect, panel));
    c.figures.push(panelRect);
    if (c.style === 'vibrante') c.under.push(decor.halftone(panelRect, '#000000', 0.1));
    if (c.style === 'classico') c.under.push(decor.rect({ x: half, y: 0, width: 10, height: H }, p.accent));
    // The cut-out may overhang the panel's edge a little, never into the text column.
    const product = c.cutout ? c.productPlan({ x: 28, y: MARGIN, width: half + 12, height: H - 2 * MARGIN }, 'fill', 'center') : c.fillPlan(panelRect, 48);
    const textX = half + 72;
    const textW = W - textX - MARGIN;
    const logo = c.logoPiece(textX, Math.min(textW, 300), 'left', p.bg);
    const texts = c.block(textX, textW, c.bottom - c.top - (c.input.hasLogo ? c.logoH + c.gap : 0), items({ title: 4, desc: 4 }), 'left');
    c.columnUnderLogo(logo, [texts]);
    return c.finish(product, logo.plan);
  }
  const textX = MARGIN + 16;
  const textW = W - 2 * textX;
  const textPad = 70;
  const texts = c.block(textX, textW, c.bottom - Math.round(H * 0.45) - textPad, items({ title: 3, desc: 3 }), 'center');
  const logoTop = c.top;
  const productTop = c.input.hasLogo ? logoTop + c.logoH + 24 : c.top - 40;
  // The panel ends where the texts need it to; the product stands on its lower edge.
  const panelH = Math.max(Math.round(H * 0.45), Math.min(Math.round(H * 0.72), c.bottom - texts.height - textPad));
  let product: ProductPlan;
  if (c.cutout) {
    const slotW = W - 180;
    const ph = c.productHeight(slotW, panelH + 50 - productTop, 'fill');
    product = c.productPlan({ x: (W - slotW) / 2, y: panelH + 50 - ph, width: slotW, height: ph }, 'fill', 'bottom');
  } else {
    product = c.fillPlan({ x: 0, y: 0, width: W, height: panelH }, 0);
    if (product.mode === 'card') product = c.productPlan({ x: MARGIN, y: productTop, width: W - 2 * MARGIN, height: panelH - 40 - productTop }, 'card', 'center', { border: { width: 8, color: '#ffffff' } });
  }
  const panelRect = { x: 0, y: 0, width: W, height: panelH };
  c.under.push(decor.rect(panelRect, panel));
  c.figures.push(panelRect);
  if (c.style === 'vibrante') c.under.push(decor.halftone(panelRect, '#000000', 0.1));
  if (c.style === 'moderno') c.under.push(decor.wavyTop({ x: 0, y: panelH - 30, width: W, height: 60 }, p.bg, 18, 5));
  const logo = c.logoPlan({ x: MARGIN, y: logoTop, width: 300, height: c.logoH }, 'left', panel);
  c.column([texts], panelH, textPad);
  return c.finish(product, logo);
}

function diagonalBand(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const bandFill = p.panel;
  const onPanel = { color: p.inkPanel, backgrounds: [bandFill] };
  const titleW = W - 220;
  const title = c.input.typesetter.layText(c.titleItem(onPanel, { maxSize: (stories ? 108 : 88) * c.k.titleScale, maxLines: stories ? 3 : 2, minSize: 34 }), titleW, 1, stories ? (c.sparse ? 400 : 300) : 170, 'center', BAND_ANGLE);
  const bandH = Math.round(title.height + (stories ? 64 : 52));
  // How far the tilted band rises and falls across the canvas.
  const tilt = Math.ceil(Math.tan((Math.abs(BAND_ANGLE) * Math.PI) / 180) * (W / 2));
  let bandTop = 0;
  const band: Piece = {
    height: bandH + 2 * tilt,
    gap: -(tilt + 34),
    rigid: true,
    place: (top) => {
      bandTop = top;
    },
  };
  const cta = c.ctaColors(bgs);
  const foot = c.block(
    MARGIN + 10,
    W - 2 * (MARGIN + 10),
    stories ? 440 : 230,
    [
      c.descItem({ color: p.ink, backgrounds: bgs }, { maxLines: stories ? 3 : 2, maxSize: stories ? 36 : 27 }),
      c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 110 : 84, shadow: popShadow(c, p.bg) }), c.ctaItem(cta.fill === p.bg ? p.panel : cta.fill, cta.color, cta.backgrounds)], 20),
    ],
    'center',
    stories ? 40 : 22,
  );
  const logo = c.logoPiece(MARGIN, 300, 'left', p.bg, 0);
  const productInset = stories ? MARGIN : 140;
  const product = c.productPiece(productInset, W - 2 * productInset, 'card', { minHeight: stories ? 520 : 300, maxHeight: stories ? 980 : 620, extra: { shadowStrength: 0.5 } });
  c.columnUnderLogo(logo, [product, band, foot]);
  const bandCy = bandTop + tilt + bandH / 2;
  const bandRect = { x: -200, y: bandCy - bandH / 2, width: W + 400, height: bandH };
  const plan = product.plan!;
  const drawn = placeProduct(plan, c.input.product.aspect);
  if (c.style === 'vibrante') c.under.push(decor.sunburst(W / 2, centreOf(drawn).y, 1500, '#ffffff', 0.09, 20));
  else c.under.push(decor.circle(W * 0.82, drawn.y + drawn.height * 0.25, stories ? 300 : 240, p.soft), decor.circle(W * 0.1, drawn.y + drawn.height * 0.85, 140, p.soft));
  // Band drawn over the product's lower edge: the product sits "in" the band.
  c.over.push(decor.rotatedRect({ ...bandRect, y: bandRect.y + 14 }, BAND_ANGLE, '#000000', 'fill-opacity="0.18"'));
  c.over.push(decor.rotatedRect(bandRect, BAND_ANGLE, bandFill));
  c.figures.push({ x: 0, y: bandTop, width: W, height: bandH + 2 * tilt });
  const laid = title.draw(Math.round((W - title.width) / 2), Math.round(bandCy - title.height / 2));
  c.nodes.push(...laid.nodes);
  c.boxes.push(...laid.boxes);
  return c.finish(plan, logo.plan);
}

function priceBadge(c: Ctx): Composition {
  const { W, p, stories } = c;
  c.priceApart = true;
  const bgs = c.background();
  const cx = W / 2;
  const onBg = { color: p.ink, backgrounds: bgs };
  const logoW = 260;
  const titleW = W - 2 * MARGIN - (c.input.hasLogo ? logoW + 24 : 0);
  const headText = c.block(MARGIN, titleW, stories ? 520 : 260, [c.kickerItem({ color: p.accent, backgrounds: bgs }), c.titleItem(onBg, { maxSize: (stories ? 120 : 96) * c.k.titleScale, maxLines: stories ? 3 : 2, shadow: popShadow(c, p.bg) }), c.descItem({ color: p.ink, backgrounds: bgs }, { maxLines: stories ? 3 : 2, maxSize: stories ? 34 : 28, gapBefore: 14 })], 'left');
  let logo: LogoPlan | null = null;
  const head: Piece = {
    height: Math.max(headText.height, c.input.hasLogo ? c.logoH : 0),
    gap: 0,
    refit: (height) => {
      headText.refit!(height);
      head.height = Math.max(headText.height, c.input.hasLogo ? c.logoH : 0);
    },
    place: (top) => {
      headText.place(top, headText.height);
      logo = c.logoPlan({ x: W - MARGIN - logoW, y: top, width: logoW, height: c.logoH }, 'right', p.bg);
    },
  };
  const cta = c.ctaColors(bgs);
  const foot = c.block(MARGIN, W - 2 * MARGIN, stories ? 150 : 110, [c.ctaItem(cta.fill === p.bg ? p.panel : cta.fill, cta.color, cta.backgrounds, { gapBefore: 0, maxSize: stories ? 40 : 34 })], 'center');
  // In feed the product leaves the seal its corner.
  const productW = W - 140 - (stories ? 0 : 90);
  const product = c.productPiece(70, productW, 'card', { minHeight: stories ? 600 : 380, maxHeight: stories ? 1050 : 700, extra: { shadowStrength: 0.5 } });
  c.column([head, product, foot]);
  const plan = product.plan!;
  const drawn = placeProduct(plan, c.input.product.aspect);
  const headBottom = plan.slot.y - c.gap;
  const productCy = centreOf(drawn).y;
  if (c.style === 'vibrante' || c.style === 'moderno') c.under.push(decor.sunburst(cx, productCy, 1600, '#ffffff', 0.1, 24));
  else c.under.push(decor.glow(cx, productCy, 480, p.soft, 0.9));

  if (c.t.price) {
    const d = stories ? 360 : 290;
    const bcx = Math.min(W - MARGIN - d / 2 + 10, drawn.x + drawn.width - d * 0.25);
    // On the product's shoulder, clear of the texts above.
    const bcy = Math.max(drawn.y + d * 0.3, headBottom + d / 2 + 12);
    const seal = p.accent === '#ffffff' ? p.panel : p.accent;
    const ink = c.style === 'vibrante' ? p.panel : p.onAccent;
    c.over.push(decor.starburst(bcx + 6, bcy + 10, d / 2, d / 2 - 16, 22, '#000000', 'fill-opacity="0.2"'));
    c.over.push(decor.starburst(bcx, bcy, d / 2, d / 2 - 16, 22, seal));
    c.over.push(decor.circle(bcx, bcy, d / 2 - 30, 'none', `stroke="${mixColors(seal, ink, 0.5)}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"`));
    c.figures.push({ x: bcx - d / 2, y: bcy - d / 2, width: d, height: d });
    const inner = d * 0.6;
    const laid = c.input.typesetter.layPrice({ ...c.priceItem({ color: ink, backgrounds: [seal] }), maxSize: d * 0.36, minSize: 30 }, inner, 1, inner * 0.7, -8);
    const priceDrawn = laid.draw(Math.round(bcx - laid.width / 2), Math.round(bcy - laid.height / 2));
    c.nodes.push(...priceDrawn.nodes);
    c.boxes.push(...priceDrawn.boxes);
  }
  return c.finish(plan, logo);
}

function frame(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const logoD = c.logoH;
  // Feed: the logo breaks the frame's top line, so the line comes down to carry it on the canvas.
  const breakLine = !stories && c.input.hasLogo;
  const inset = 36;
  const frameTop = breakLine ? Math.round(logoD / 2 + 8) : inset;
  const frameRect = { x: inset, y: frameTop, width: W - 2 * inset, height: H - frameTop - inset };
  const line = p.accent;
  if (c.input.design.category === 'pizza' && c.style === 'classico') {
    const stripH = stories ? 260 : 150;
    c.under.push(decor.gingham({ x: 0, y: H - stripH, width: W, height: stripH }, p.accent, 30));
    c.under.push(decor.rect({ x: inset + 14, y: H - stripH, width: W - 2 * inset - 28, height: stripH - inset - 14 }, p.bg));
  }
  c.under.push(decor.frameLines(frameRect, line, c.style === 'elegante' ? 2 : 5, c.style === 'classico' ? 28 : 0, true));
  const pad = inset + 52;
  const textW = W - 2 * pad;
  const onBg = { color: p.ink, backgrounds: bgs };
  const ornament = 48;
  const headText = c.block(pad, textW, stories ? 420 : 240, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...c.titleItem(onBg, { maxSize: (stories ? 108 : 88) * c.k.titleScale, maxLines: stories ? 3 : 2 }), gapBefore: 4 }], 'center');
  const head: Piece = {
    height: headText.height + ornament,
    gap: stories ? 24 : 0,
    refit: (height) => {
      headText.refit!(height - ornament);
      head.height = headText.height + ornament;
    },
    place: (top) => {
      headText.place(top, headText.height);
      c.under.push(decor.ornament(W / 2, top + headText.height + ornament / 2, 220, line));
    },
  };
  const cta = c.ctaColors(bgs);
  const foot = c.block(pad, textW, stories ? 460 : 240, [c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxLines: stories ? 3 : 2, maxSize: stories ? 36 : 29 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 120 : 88 }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 20)], 'center', stories ? 50 : 24);
  const productW = W - 2 * (pad + 10);
  const product = c.productPiece(pad + 10, productW, 'card', { gap: stories ? 20 : 4, minHeight: stories ? 560 : 300, maxHeight: stories ? 960 : 620, extra: { border: { width: 10, color: '#ffffff' } } });
  const logo = c.logoPiece(W / 2 - logoD, logoD * 2, 'center', p.bg);
  const bottom = Math.min(c.bottom, H - inset - 36);
  if (breakLine) {
    logo.place(frameTop - logoD / 2, logoD);
    c.under.push(decor.rect({ x: W / 2 - logoD * 1.15, y: frameTop - 10, width: logoD * 2.3, height: 20 }, p.bg));
    c.column([head, product, foot], 0, frameTop + logoD / 2 + 20, H, H - bottom);
  } else {
    c.columnUnderLogo(logo, [head, product, foot], stories ? c.top : inset + 44, H - bottom);
  }
  return c.finish(product.plan!, logo.plan);
}

function stackedType(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  const bgs = c.background();
  const onBg = { color: p.ink, backgrounds: bgs };
  const titleStack = (maxSize: number, lines: number): TextItem => ({ ...c.titleItem(onBg, { maxSize, maxLines: lines, balance: false, shadow: popShadow(c, p.bg) }), look: { ...c.k.title, lineHeight: c.k.title.lineHeight * 0.92 } });
  const cta = c.ctaColors(bgs);
  if (!stories) {
    // Title and offer stacked top-left, the product low on the right: the two cover the height between them.
    const columnW = 520;
    const logo = c.logoPiece(MARGIN, 260, 'left', p.bg);
    const texts = c.block(
      MARGIN,
      columnW,
      c.bottom - c.top - (c.input.hasLogo ? c.logoH + c.gap : 0),
      [
        c.kickerItem({ color: p.accent, backgrounds: bgs }),
        { ...titleStack(150 * Math.min(c.k.titleScale, 1.1), 5), gapBefore: 4 },
        c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxSize: 28, maxLines: 3, gapBefore: 24 }),
        c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: c.k.priceSplit ? 92 : 56 }),
        c.ctaItem(cta.fill, cta.color, cta.backgrounds, { gapBefore: 22 }),
      ],
      'left',
    );
    logo.place(c.top, logo.height);
    texts.place(c.top + (logo.height ? logo.height + c.gap : 0), texts.height);
    // Low on the right, reaching under the column when the texts end high enough to leave it room.
    const textBottom = c.top + (logo.height ? logo.height + c.gap : 0) + texts.height;
    const floor = H - 40;
    const wide = { x: 400, width: W - 400 - 28 };
    const narrow = { x: 590, width: W - 590 - 28 };
    const wideH = c.productHeight(wide.width, floor - c.top - 40, 'card');
    const lane = floor - wideH >= textBottom + c.gap ? wide : narrow;
    const ph = c.productHeight(lane.width, floor - c.top - 40, 'card');
    // Under a short column the product sits midway between the texts and the bottom edge.
    const [productY] = lane === wide ? distribute(textBottom, H, c.gap, H - floor, [{ height: ph, gap: 0 }]) : [floor - ph];
    const product = c.productPlan({ x: lane.x, y: productY!, width: lane.width, height: ph }, 'card', 'bottom');
    const drawn = placeProduct(product, c.input.product.aspect);
    const { x: dx, y: dy } = centreOf(drawn);
    c.under.push(decor.circle(dx + 20, dy + 10, Math.max(drawn.width, drawn.height) / 2 + 60, p.soft));
    if (c.style === 'vibrante') c.confetti({ x: 600, y: 30, width: W - 630, height: Math.max(60, drawn.y - 40) }, 14, 18, logo.plan, drawn);
    return c.finish(product, logo.plan);
  }
  const logo = c.logoPiece(MARGIN, 260, 'left', p.bg);
  const head = c.block(MARGIN, W - 2 * MARGIN, 600, [c.kickerItem({ color: p.accent, backgrounds: bgs }), { ...titleStack(190 * Math.min(c.k.titleScale, 1.1), 4), gapBefore: 4 }], 'left', 30);
  const foot = c.block(MARGIN, W - 2 * MARGIN, 480, [c.descItem({ color: mixColors(p.ink, p.bg, 0.15), backgrounds: bgs }, { maxLines: 3, maxSize: 36 }), c.row([c.priceItem({ color: p.accent, backgrounds: bgs }), c.ctaItem(cta.fill, cta.color, cta.backgrounds)], 24)], 'left');
  const product = c.productPiece(70, W - 140, 'card', { minHeight: 520, maxHeight: 980 });
  c.columnUnderLogo(logo, [head, product, foot]);
  const plan = product.plan!;
  const drawn = placeProduct(plan, c.input.product.aspect);
  const { x: dx, y: dy } = centreOf(drawn);
  c.under.push(decor.circle(dx, dy, Math.min(W / 2 - 20, Math.max(drawn.width, drawn.height) / 2 + 50), p.soft));
  if (c.style === 'vibrante') c.confetti({ x: 30, y: c.top - 60, width: W - 60, height: c.bottom - c.top + 120 }, 26, 22, logo.plan, drawn);
  return c.finish(plan, logo.plan);
}

function circleSpotlight(c: Ctx): Composition {
  const { W, p, stories } = c;
  const bgs = c.background();
  const cx = W / 2;
  const ring = 18;
  const logo = c.logoPiece(cx - 180, 360, 'center', p.bg);
  let circle = { cy: 0, d: 0 };
  const spot: Piece = {
    height: 0,
    gap: stories ? 40 : 20,
    minHeight: stories ? 600 : 380,
    fit: (available) => Math.max(200, Math.min(stories ? 900 : 560, available)),
    place: (top, height) => {
      circle = { cy: top + height / 2, d: height - 2 * ring };
    },
  };
  const onBg = { color: p.ink, backgrounds: bgs };
  const cta = c.ctaColors(bgs);
  const texts = c.block(
    MARGIN + 20,
    W - 2 * (MARGIN + 20),
    stories ? 560 : 360,
    [
      c.kickerItem({ color: p.accent, backgrounds: bgs }),
      { ...c.titleItem(onBg, { maxSize: (stories ? 96 : 64) * c.k.titleScale, maxLines: 2, minSize: 32 }), gapBefore: 8 },
      c.descItem({ color: mixColors(p.ink, p.bg, 0.2), backgrounds: bgs }, { maxLines: stories ? 3 : 2, maxSize: stories ? 34 : 26, gapBefore: 14 }),
      c.row([c.priceItem({ color: p.accent, backgrounds: bgs }, { maxSize: stories ? 110 : 60 }), c.ctaItem(cta.fill, cta.color, cta.backgrounds, { maxSize: stories ? 34 : 26 })], stories ? 36 : 18),
    ],
    'center',
    stories ? 56 : 30,
  );
  c.columnUnderLogo(logo, [spot, texts], stories ? c.top : MARGIN - 20);
  const { cy, d } = circle;
  const light = !p.dark;
  const disc = light ? mixColors(p.bg, p.accent, 0.16) : mixColors(p.bg, p.accent, 0.12);
  c.under.push(decor.glow(cx, cy, d * 0.85, p.accent, light ? 0.18 : 0.28));
  c.under.push(decor.circle(cx, cy, d / 2, disc));
  c.under.push(decor.circle(cx, cy, d / 2 + ring, 'none', `stroke="${p.accent}" stroke-width="${c.style === 'elegante' ? 2 : 4}" stroke-opacity="0.8"`));
  c.figures.push({ x: cx - d / 2 - ring, y: cy - d / 2 - ring, width: d + 2 * ring, height: d + 2 * ring });
  const productSlot = c.cutout ? { x: cx - d * 0.5, y: cy - d * 0.46, width: d, height: d * 0.88 } : { x: cx - d / 2 + 14, y: cy - d / 2 + 14, width: d - 28, height: d - 28 };
  return c.finish(c.productPlan(productSlot, 'circle', 'center', { border: c.cutout ? null : { width: 0, color: p.accent } }), logo.plan);
}

function bottomBar(c: Ctx): Composition {
  const { W, H, p, stories } = c;
  c.background();
  const bar = p.panel;
  const onBar = { color: p.inkPanel, backgrounds: [bar] };
  const accentOnBar = p.accent === bar ? p.inkPanel : p.accent;
  const ctaFill = c.k.ctaShape === 'pill' || c.k.ctaShape === 'rect' ? (accentOnBar === p.inkPanel ? p.inkPanel : accentOnBar) : accentOnBar;
  const ctaText = c.k.ctaShape === 'pill' || c.k.ctaShape === 'rect' ? (ctaFill === p.inkPanel ? bar : p.onAccent) : p.inkPanel;
  const pad = stories ? 70 : 46;
  const leftW = stories ? W - 2 * (MARGIN + 10) : 560;
  const left = c.block(
    MARGIN + (stories ? 10 : 0),
    leftW,
    stories ? 600 : 300,
    stories
      ? [
          c.kickerItem({ color: accentOnBar, backgrounds: [bar] }),
          { ...c.titleItem(onBar, { maxSize: 100 * c.k.titleScale, maxLines: 3 }), gapBefore: 4 },
          c.descItem({ color: p.inkPanel, backgrounds: [bar] }, { maxLines: 3 }),
          c.row([c.priceItem({ color: accentOnBar, backgrounds: [bar] }), c.ctaItem(ctaFill, ctaText, [bar])], 30),
        ]
      : [c.kickerItem({ color: accentOnBar, backgrounds: [bar] }), { ...c.titleItem(onBar, { maxSize: 72 * c.k.titleScale, maxLines: 2, minSize: 32 }), gapBefore: 4 }, c.descItem({ color: p.inkPanel, backgrounds: [bar] }, { maxLines: 2, maxSize: 27, gapBefore: 12 })],
    'left',
  );
  const rightX = MARGIN + 560 + 40;
  const right = stories ? null : c.block(rightX, W - rightX - MARGIN, 300, [c.priceItem({ color: accentOnBar, backgrounds: [bar] }, { maxSize: c.k.priceSplit ? 96 : 60 }), c.ctaItem(ctaFill, ctaText, [bar], { gapBefore: 20, maxSize: 28 })], 'right');
  const textH = Math.max(left.height, right?.height ?? 0);
  const productTop = c.input.hasLogo ? c.top + c.logoH + (stories ? 30 : 16) : stories ? c.top - 40 : c.top;
  const minBar = Math.round(H * (stories ? 0.5 : 0.56));
  const maxBar = Math.round(H * (stories ? 0.7 : 0.72));
  // The bar rises to hold the texts, and up to the product when the product cannot use the height.
  let barTop = Math.max(minBar, Math.min(maxBar, c.bottom - textH - pad));
  let product: ProductPlan;
  if (c.cutout) {
    const slotW = W - 100;
    const ph = c.productHeight(slotW, barTop + 40 - productTop, 'fill');
    barTop = Math.max(minBar, Math.min(barTop, productTop + ph - 40));
    product = c.productPlan({ x: 50, y: barTop + 40 - ph, width: slotW, height: ph }, 'fill', 'bottom');
  } else {
    product = c.fillPlan({ x: 0, y: 0, width: W, height: barTop }, 0);
    if (product.mode === 'card') {
      // Framed: midway between the top and the bar, which rises towards it as for a cut-out.
      const slotW = W - 2 * MARGIN - 40;
      const ph = c.productHeight(slotW, barTop - 30 - productTop, 'card');
      barTop = Math.max(minBar, Math.min(barTop, productTop + ph + 30));
      product = c.productPlan({ x: MARGIN + 20, y: productTop, width: slotW, height: barTop - 30 - productTop }, 'card', 'center', { border: { width: 8, color: '#ffffff' } });
    }
  }
  const placed = placeProduct(product, c.input.product.aspect);
  if (c.style === 'vibrante') c.under.push(decor.sunburst(W / 2, centreOf(placed).y, 1300, '#ffffff', 0.1, 20));
  else c.under.push(decor.circle(W / 2, centreOf(placed).y, Math.min(W / 2 - 40, Math.max(placed.width, placed.height) / 2 + 40), p.soft));
  c.over.push(c.style === 'vibrante' || c.style === 'moderno' ? decor.wavyTop({ x: 0, y: barTop - 16, width: W, height: H - barTop + 16 }, bar, 16, 6) : decor.rect({ x: 0, y: barTop, width: W, height: H - barTop }, bar));
  if (c.style === 'classico') c.over.push(decor.rect({ x: 0, y: barTop + 14, width: W, height: 4 }, mixColors(bar, p.inkPanel, 0.5)));
  c.figures.push({ x: 0, y: barTop - 16, width: W, height: H - barTop + 16 });
  const logo = c.logoPlan({ x: MARGIN, y: c.top, width: 300, height: c.logoH }, 'left', p.bg);
  c.column([left], barTop, pad);
  if (right) c.column([right], barTop, pad);
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
