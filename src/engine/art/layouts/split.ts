// split: two halves, side by side in feed (a coloured panel with the product, the texts beside it)
// and stacked in stories (the panel on top, the product standing on its lower edge, texts below).
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import { MARGIN, type Composition, type ProductPlan } from './composition.ts';
import { popShadow, type LayoutContext } from './context.ts';

export function split(c: LayoutContext): Composition {
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
