// frame: a border inset around the whole art (its top line broken by the logo in feed), the texts
// and a bordered photo card inside it; classic and menu-like.
import { mixColors } from '../../../shared/colors.ts';
import * as decor from '../decor.ts';
import type { Composition, Piece } from './composition.ts';
import type { LayoutContext } from './context.ts';

export function frame(c: LayoutContext): Composition {
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
