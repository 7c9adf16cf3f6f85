// circle-spotlight: the product inside a ringed disc of light under the logo, the texts below it.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import { MARGIN, type Composition, type Piece } from './composition.ts';
import type { LayoutContext } from './context.ts';

export function circleSpotlight(c: LayoutContext): Composition {
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
