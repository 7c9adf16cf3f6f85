// hero-center: the product large and centred, the title above it and the description, price and
// CTA below, with lots of air; behind the product a sunburst (vibrante), a glow (elegante) or a soft
// stage shaped by the category.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import type { Rect } from '../scene.ts';
import { MARGIN, placeProduct, type Composition } from './composition.ts';
import { centreOf, popShadow, type LayoutContext } from './context.ts';

export function heroCenter(c: LayoutContext): Composition {
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
function stage(c: LayoutContext, drawn: Rect, discR: number): string {
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
