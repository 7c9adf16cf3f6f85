// diagonal-band: a tilted band of the panel colour crosses the frame carrying the title, drawn over
// the product's lower edge so the product sits in it; description, price and CTA below.
import * as decor from '../decor.ts';
import { MARGIN, placeProduct, type Composition, type Piece } from './composition.ts';
import { centreOf, popShadow, type LayoutContext } from './context.ts';

/** Tilt of the diagonal band, degrees. */
const BAND_ANGLE = -6;

export function diagonalBand(c: LayoutContext): Composition {
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
