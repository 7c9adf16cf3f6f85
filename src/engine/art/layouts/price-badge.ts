// price-badge: the product dominant, the title and logo above it, the CTA below, and the price in a
// large round seal on the product's shoulder.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import { MARGIN, placeProduct, type Composition, type LogoPlan, type Piece } from './composition.ts';
import { centreOf, popShadow, type LayoutContext } from './context.ts';

export function priceBadge(c: LayoutContext): Composition {
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
