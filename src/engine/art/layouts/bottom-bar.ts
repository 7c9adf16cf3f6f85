// bottom-bar: the product fills the top; a solid bar at the bottom (rising to hold the texts) carries
// the title, description, price and CTA.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import { MARGIN, placeProduct, type Composition, type ProductPlan } from './composition.ts';
import { centreOf, type LayoutContext } from './context.ts';

export function bottomBar(c: LayoutContext): Composition {
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
