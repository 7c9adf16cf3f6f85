// The helpers every layout draws with: a LayoutContext per composition holds the canvas, palette and
// type kit, collects the SVG layers, text nodes, boxes and figures, builds the text items of each role
// (title, description, price, CTA, kicker) at the format's sizes, and stacks a column of pieces (text
// blocks, logo, product) with the spare height shared between the gaps (see distribute).
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import type { Palette, TypeKit } from '../design.ts';
import type { Rect, SatoriElement, TextBox } from '../scene.ts';
import type { Align, CtaItem, FlowItem, PriceItem, RowItem, TextItem } from '../typeset.ts';
import {
  coverKeep,
  distribute,
  FEED_SAFE_BOTTOM,
  FILL_MIN_KEEP,
  LOGO_HEIGHT,
  MARGIN,
  placeProduct,
  STORIES_SAFE_BOTTOM,
  STORIES_SAFE_TOP,
  type ComposeInput,
  type Composition,
  type LogoPlan,
  type Piece,
  type ProductMode,
  type ProductPlan,
} from './composition.ts';

/** Least space between the blocks of a column (logo, texts, product). */
const COLUMN_GAP = { feed: 30, stories: 56 } as const;
/** Lines a description at the server's length limit may take at its least size (narrow columns need the most). */
const DESCRIPTION_SPILL_LINES = { feed: 8, stories: 8 } as const;

interface Block extends Piece {
  /** Text boxes the block drew (after place). */
  drawn: TextBox[];
}

export class LayoutContext {
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
export function popShadow(c: LayoutContext, on: string): string | undefined {
  return c.style === 'vibrante' ? mixColors(on, '#000000', 0.35) : undefined;
}

export const centreOf = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
