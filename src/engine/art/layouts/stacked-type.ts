// stacked-type: a large title stacked over several lines — top-left with the product low on the
// right in feed, above the product in stories.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import type { TextItem } from '../typeset.ts';
import { distribute, MARGIN, placeProduct, type Composition } from './composition.ts';
import { centreOf, popShadow, type LayoutContext } from './context.ts';

export function stackedType(c: LayoutContext): Composition {
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
