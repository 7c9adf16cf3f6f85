// Typesetting inside a layout: a column of text items (title, description, price, CTA, rows of
// price + CTA) flowed into a region. Every item first gets its largest size; if the column is too
// tall, all sizes shrink together (binary search on one scale) down to each item's minimum, and as a
// last resort the description is cut with an ellipsis. Each placed item reports its TextBox.
import { ensureContrast, WCAG_AA_BODY, WCAG_AA_LARGE } from '../../shared/colors.ts';
import type { CtaShape, TypeRole } from './design.ts';
import { priceParts } from '../../shared/price.ts';
import { abs, el, rotatedBounds, type Rect, type SatoriElement, type TextBox, type TextRole } from './scene.ts';
import { casedText, fitText, type FittedText, type TextMeasurer } from './text-fit.ts';

/** Display text at or above this size may use the large-text ratio (3:1). */
export const LARGE_TEXT_PX = 48;
const LARGE_ROLES: readonly TextRole[] = ['title', 'price'];

export type Align = 'left' | 'center' | 'right';

export interface Paint {
  /** Preferred colour, moved in lightness until it reads on every background. */
  color: string;
  backgrounds: string[];
}

interface BaseItem {
  /** Space above this item (px at scale 1). */
  gapBefore?: number;
}

export interface TextItem extends BaseItem, Paint {
  kind: 'text';
  role: TextRole;
  text: string;
  look: TypeRole;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** Lines it may spill to at its minimum size rather than be cut (see FitRequest). */
  spillLines?: number;
  balance?: boolean;
  /** Hard offset shadow colour (vibrante titles). */
  shadow?: string;
}

export interface PriceItem extends BaseItem, Paint {
  kind: 'price';
  text: string;
  look: TypeRole;
  split: boolean;
  maxSize: number;
  minSize: number;
  shadow?: string;
}

export interface CtaItem extends BaseItem {
  kind: 'cta';
  text: string;
  look: TypeRole;
  shape: CtaShape;
  maxSize: number;
  minSize: number;
  /** Button fill (pill/rect) or line colour (outline/underline). */
  fill: string;
  /** Preferred text colour. */
  color: string;
  /** What is under the button. */
  backgrounds: string[];
  radius: number;
}

export interface RowItem extends BaseItem {
  kind: 'row';
  items: (TextItem | PriceItem | CtaItem)[];
  gap: number;
}

export type FlowItem = TextItem | PriceItem | CtaItem | RowItem;

export interface Laid {
  width: number;
  height: number;
  /** Draws the item with its top-left at (x, y). */
  draw(x: number, y: number): { nodes: SatoriElement[]; boxes: TextBox[] };
}

export function ratioFor(role: TextRole, fontSize: number): number {
  return LARGE_ROLES.includes(role) && fontSize >= LARGE_TEXT_PX ? WCAG_AA_LARGE : WCAG_AA_BODY;
}

function lineNodes(fitted: FittedText, look: TypeRole, align: Align, extra: Record<string, unknown> = {}): SatoriElement[] {
  return fitted.lines.map((line) =>
    el(
      'div',
      {
        display: 'flex',
        flexShrink: 0,
        whiteSpace: 'nowrap',
        height: fitted.fontSize * fitted.lineHeight,
        lineHeight: fitted.lineHeight,
        fontSize: fitted.fontSize,
        fontFamily: look.face.family,
        fontWeight: look.face.weight,
        fontStyle: look.face.style,
        letterSpacing: look.tracking * fitted.fontSize,
        alignSelf: align === 'left' ? 'flex-start' : align === 'right' ? 'flex-end' : 'center',
        ...extra,
      },
      line,
    ),
  );
}

function box(role: TextRole, text: string, r: Rect, fitted: Pick<FittedText, 'fontSize' | 'lines' | 'truncated'>, color: string, backgrounds: string[], minContrast: number, rotation = 0): TextBox {
  return {
    role,
    text,
    ...r,
    fontSize: fitted.fontSize,
    lines: fitted.lines,
    rotation,
    bounds: rotatedBounds(r, rotation),
    color,
    backgrounds,
    minContrast,
    truncated: fitted.truncated,
  };
}

export class Typesetter {
  constructor(readonly measurer: TextMeasurer) {}

  fit(item: { text: string; look: TypeRole; maxLines: number; spillLines?: number | undefined; balance?: boolean }, width: number, height: number, maxSize: number, minSize: number): FittedText {
    return fitText(this.measurer, {
      text: item.text,
      face: item.look.face,
      tracking: item.look.tracking,
      lineHeight: item.look.lineHeight,
      uppercase: item.look.uppercase,
      width,
      height,
      maxLines: item.maxLines,
      ...(item.spillLines ? { spillLines: item.spillLines } : {}),
      maxSize,
      minSize,
      balance: item.balance ?? true,
    });
  }

  layText(item: TextItem, width: number, scale: number, height = Number.POSITIVE_INFINITY, align: Align = 'left', rotation = 0): Laid {
    const size = Math.max(item.minSize, item.maxSize * scale);
    const fitted = this.fit(item, width, height, size, item.minSize);
    const minContrast = ratioFor(item.role, fitted.fontSize);
    const color = ensureContrast(item.color, item.backgrounds, minContrast);
    const w = Math.ceil(fitted.width);
    return {
      width: w,
      height: fitted.height,
      draw: (x, y) => {
        const r = { x, y, width: w, height: fitted.height };
        const shadow = item.shadow ? { textShadow: `${Math.round(fitted.fontSize * 0.06)}px ${Math.round(fitted.fontSize * 0.06)}px 0 ${item.shadow}` } : {};
        const style = abs(r, { flexDirection: 'column', color, ...(rotation ? { transform: `rotate(${rotation}deg)` } : {}) });
        return {
          nodes: [el('div', style, lineNodes(fitted, item.look, align, shadow))],
          boxes: [box(item.role, item.text, r, fitted, color, item.backgrounds, minContrast, rotation)],
        };
      },
    };
  }

  layPrice(item: PriceItem, width: number, scale: number, height = Number.POSITIVE_INFINITY, rotation = 0): Laid {
    const parts = item.split ? priceParts(item.text) : null;
    if (!parts) {
      return this.layText({ ...item, kind: 'text', role: 'price', maxLines: 2 }, width, scale, height, 'center', rotation);
    }
    const { look } = item;
    const widthAt = (s: number) =>
      this.measurer.measure(parts.currency, look.face, s * 0.36, look.tracking) + s * 0.06 + this.measurer.measure(parts.integer, look.face, s, look.tracking) + this.measurer.measure(parts.cents, look.face, s * 0.5, look.tracking);
    let size = Math.max(item.minSize, item.maxSize * scale);
    const fitsHeight = (s: number) => s * look.lineHeight <= height;
    while (size > item.minSize && (widthAt(size) > width * 0.985 || !fitsHeight(size))) size = Math.max(item.minSize, size * 0.95);
    if (widthAt(size) > width * 0.985 || !fitsHeight(size)) {
      // Not even at the minimum: one line of plain text, which shrinks and ellipsizes.
      return this.layText({ ...item, kind: 'text', role: 'price', maxLines: 1 }, width, scale, height, 'center', rotation);
    }
    size = Math.floor(size);
    const minContrast = ratioFor('price', size);
    const color = ensureContrast(item.color, item.backgrounds, minContrast);
    const w = Math.ceil(widthAt(size));
    const h = size * look.lineHeight;
    const common = { display: 'flex', flexShrink: 0, whiteSpace: 'nowrap', fontFamily: look.face.family, fontWeight: look.face.weight, fontStyle: look.face.style, lineHeight: 1 };
    const shadow = item.shadow ? { textShadow: `${Math.round(size * 0.05)}px ${Math.round(size * 0.05)}px 0 ${item.shadow}` } : {};
    return {
      width: w,
      height: h,
      draw: (x, y) => {
        const r = { x, y, width: w, height: h };
        const top = (size * (look.lineHeight - 1)) / 2;
        const node = el('div', abs(r, { flexDirection: 'row', alignItems: 'flex-start', color, ...(rotation ? { transform: `rotate(${rotation}deg)` } : {}) }), [
          el('div', { ...common, ...shadow, fontSize: size * 0.36, letterSpacing: look.tracking * size * 0.36, marginTop: top + size * 0.12, marginRight: size * 0.06 }, parts.currency),
          el('div', { ...common, ...shadow, fontSize: size, letterSpacing: look.tracking * size, marginTop: top }, parts.integer),
          el('div', { ...common, ...shadow, fontSize: size * 0.5, letterSpacing: look.tracking * size * 0.5, marginTop: top + size * 0.04 }, parts.cents),
        ]);
        return { nodes: [node], boxes: [box('price', item.text, r, { fontSize: size, lines: [item.text], truncated: false }, color, item.backgrounds, minContrast, rotation)] };
      },
    };
  }

  layCta(item: CtaItem, width: number, scale: number, height = Number.POSITIVE_INFINITY): Laid {
    const size = Math.max(item.minSize, item.maxSize * scale);
    const padX = item.shape === 'underline' ? 0 : Math.round(size * (item.shape === 'outline' ? 1.1 : 0.95));
    const padY = item.shape === 'underline' ? Math.round(size * 0.3) : Math.round(size * 0.62);
    const fitted = this.fit({ text: item.text, look: item.look, maxLines: 2, spillLines: 5 }, Math.max(10, width - 2 * padX), Math.max(10, height - 2 * padY), size, item.minSize);
    const filled = item.shape === 'pill' || item.shape === 'rect';
    const backgrounds = filled ? [item.fill] : item.backgrounds;
    const minContrast = WCAG_AA_BODY;
    const color = ensureContrast(item.color, backgrounds, minContrast);
    const line = item.shape === 'outline' || item.shape === 'underline' ? ensureContrast(item.fill, item.backgrounds, WCAG_AA_LARGE) : item.fill;
    const w = Math.ceil(fitted.width + 2 * padX);
    const h = Math.ceil(fitted.height + 2 * padY);
    return {
      width: w,
      height: h,
      draw: (x, y) => {
        const r = { x, y, width: w, height: h };
        const shape: Record<string, unknown> =
          item.shape === 'pill'
            ? { backgroundColor: item.fill, borderRadius: h / 2 }
            : item.shape === 'rect'
              ? { backgroundColor: item.fill, borderRadius: item.radius }
              : item.shape === 'outline'
                ? { border: `${Math.max(2, Math.round(size * 0.07))}px solid ${line}`, borderRadius: item.radius }
                : { borderBottom: `${Math.max(2, Math.round(size * 0.08))}px solid ${line}` };
        const node = el('div', abs(r, { flexDirection: 'column', justifyContent: 'center', alignItems: 'center', padding: `${padY}px ${padX}px`, color, ...shape }), lineNodes(fitted, item.look, 'center'));
        return { nodes: [node], boxes: [box('cta', item.text, r, fitted, color, backgrounds, minContrast)] };
      },
    };
  }

  lay(item: FlowItem, width: number, scale: number, align: Align): Laid {
    switch (item.kind) {
      case 'text':
        return this.layText(item, width, scale, Number.POSITIVE_INFINITY, align);
      case 'price':
        return this.layPrice(item, width, scale);
      case 'cta':
        return this.layCta(item, width, scale);
      case 'row':
        return this.layRow(item, width, scale, align);
    }
  }

  /**
   * Items side by side (price and CTA): the first takes what it needs up to 55%, the next the rest.
   * When the CTA would have to wrap or shrink hard there, the items stack instead.
   */
  layRow(row: RowItem, width: number, scale: number, align: Align): Laid {
    const laid: Laid[] = [];
    let left = width;
    let cramped = false;
    for (const [i, item] of row.items.entries()) {
      const last = i === row.items.length - 1;
      const share = last ? left : Math.min(left, width * 0.55);
      if (item.kind === 'cta') {
        const size = Math.max(item.minSize, item.maxSize * scale);
        const padX = item.shape === 'underline' ? 0 : Math.round(size * (item.shape === 'outline' ? 1.1 : 0.95));
        const oneLine = this.fit({ text: item.text, look: item.look, maxLines: 1 }, Math.max(10, share - 2 * padX), Number.POSITIVE_INFINITY, size, item.minSize);
        if (oneLine.truncated || oneLine.fontSize < size * 0.8) cramped = true;
      }
      const l = this.lay(item, Math.max(10, share), scale, 'left');
      laid.push(l);
      left -= l.width + row.gap;
    }
    if (cramped && row.items.length > 1) return this.layStack(row, width, scale, align);
    const total = laid.reduce((sum, l) => sum + l.width, 0) + row.gap * (laid.length - 1);
    const height = Math.max(0, ...laid.map((l) => l.height));
    return {
      width: Math.min(width, total),
      height,
      draw: (x, y) => {
        const nodes: SatoriElement[] = [];
        const boxes: TextBox[] = [];
        let cx = x;
        for (const l of laid) {
          const part = l.draw(cx, y + (height - l.height) / 2);
          nodes.push(...part.nodes);
          boxes.push(...part.boxes);
          cx += l.width + row.gap;
        }
        return { nodes, boxes };
      },
    };
  }

  /** The row's items one under the other, aligned like the column. */
  private layStack(row: RowItem, width: number, scale: number, align: Align): Laid {
    const gap = row.gap * 0.5;
    const laid = row.items.map((item) => this.lay(item, width, scale, align));
    const height = laid.reduce((sum, l) => sum + l.height, 0) + gap * (laid.length - 1);
    const w = Math.max(...laid.map((l) => l.width));
    return {
      width: w,
      height,
      draw: (x, y) => {
        const nodes: SatoriElement[] = [];
        const boxes: TextBox[] = [];
        let cy = y;
        for (const l of laid) {
          const lx = align === 'left' ? x : align === 'right' ? x + w - l.width : x + (w - l.width) / 2;
          const part = l.draw(Math.round(lx), Math.round(cy));
          nodes.push(...part.nodes);
          boxes.push(...part.boxes);
          cy += l.height + gap;
        }
        return { nodes, boxes };
      },
    };
  }

  /** Height of the items flowed at their minimum sizes: the least a block of them needs to show every text whole. */
  leastHeight(items: FlowItem[], width: number, align: Align): number {
    const present = items.filter((i) => (i.kind === 'row' ? i.items.length > 0 : i.text.trim().length > 0));
    return present.reduce((sum, item, idx) => sum + this.lay(item, width, 0, align).height + (idx === 0 ? 0 : (item.gapBefore ?? 0) * 0.5), 0);
  }

  /**
   * Flows items top to bottom in `region`, aligned left/centre/right; `justify` places the column in
   * the region's height (start, center, end) or spreads the spare height between items.
   */
  flow(region: Rect, items: FlowItem[], align: Align, justify: 'start' | 'center' | 'end' | 'spread' = 'start'): { nodes: SatoriElement[]; boxes: TextBox[]; height: number } {
    const present = items.filter((i) => (i.kind === 'row' ? i.items.length > 0 : i.text.trim().length > 0));
    const gapAt = (i: FlowItem, idx: number, scale: number) => (idx === 0 ? 0 : (i.gapBefore ?? 0) * Math.max(0.5, scale));
    const layAll = (scale: number) => present.map((item) => this.lay(item, region.width, scale, align));
    const heightOf = (laid: Laid[], scale: number) => laid.reduce((sum, l, idx) => sum + l.height + gapAt(present[idx]!, idx, scale), 0);

    let scale = 1;
    let laid = layAll(1);
    if (heightOf(laid, 1) > region.height) {
      let lo = 0;
      let hi = 1;
      let best: Laid[] | null = null;
      let bestScale = 0;
      for (let i = 0; i < 9; i += 1) {
        const mid = (lo + hi) / 2;
        const attempt = layAll(mid);
        if (heightOf(attempt, mid) <= region.height) {
          best = attempt;
          bestScale = mid;
          lo = mid;
        } else {
          hi = mid;
        }
      }
      if (best) {
        laid = best;
        scale = bestScale;
      } else {
        // Minimum sizes everywhere and still too tall: the description gives up lines.
        scale = 0;
        laid = layAll(0);
        const overflow = heightOf(laid, 0) - region.height;
        const idx = present.findIndex((i) => i.kind === 'text' && i.role === 'description');
        if (idx >= 0) {
          const item = present[idx] as TextItem;
          const budget = Math.max(item.minSize * item.look.lineHeight, laid[idx]!.height - overflow);
          laid[idx] = this.layText(item, region.width, 0, budget, align);
        }
        if (heightOf(laid, 0) > region.height) {
          // Still too tall (tiny region): drop items from the end of the priority list.
          const order: TextRole[] = ['description', 'kicker', 'cta'];
          for (const role of order) {
            const at = present.findIndex((i) => i.kind === 'text' ? i.role === role : i.kind === 'cta' && role === 'cta');
            if (at >= 0 && heightOf(laid, 0) > region.height) {
              present.splice(at, 1);
              laid.splice(at, 1);
            }
          }
        }
      }
    }
    const total = heightOf(laid, scale);
    const spare = Math.max(0, region.height - total);
    let y = region.y + (justify === 'center' ? spare / 2 : justify === 'end' ? spare : 0);
    const extraGap = justify === 'spread' && laid.length > 1 ? spare / (laid.length - 1) : 0;
    const nodes: SatoriElement[] = [];
    const boxes: TextBox[] = [];
    for (const [idx, l] of laid.entries()) {
      y += gapAt(present[idx]!, idx, scale) + (idx > 0 ? extraGap : 0);
      const x = align === 'left' ? region.x : align === 'right' ? region.x + region.width - l.width : region.x + (region.width - l.width) / 2;
      const part = l.draw(Math.round(x), Math.round(y));
      nodes.push(...part.nodes);
      boxes.push(...part.boxes);
      y += l.height;
    }
    return { nodes, boxes, height: total };
  }
}

export { casedText };
