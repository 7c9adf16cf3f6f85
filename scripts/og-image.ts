// `node --import tsx scripts/og-image.ts`: draws public/og-image.png, the card a shared link to FoodArt
// shows (Open Graph, index.html): the logo, the landing's promise and its before/after burger, in the
// theme's colours. Run it again after changing any of them; the PNG is committed.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import satori from 'satori';
import sharp from 'sharp';
import { FREE_SIGNUP_CREDITS } from '../src/shared/constants.ts';
import { LogoMark } from '../src/web/components/logo.tsx';
import { DishIllustration } from '../src/web/features/landing/components/dish-illustration.tsx';

/** Open Graph's recommended card size. */
const WIDTH = 1200;
const HEIGHT = 630;
const OUT = path.resolve('public/og-image.png');
const THEME = { background: '#fffaf5', foreground: '#1f1a17', primary: '#c2410c', muted: '#6f625a' };

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

function svgDataUri(markup: string): string {
  const svg = markup.includes('xmlns=') ? markup : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function main() {
  const require = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const { readFile } = await import('node:fs/promises');
  const fonts = await Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(fontDir, `inter-latin-${weight}-normal.woff`)),
    })),
  );
  const logo = svgDataUri(renderToStaticMarkup(createElement(LogoMark)));
  const dish = svgDataUri(renderToStaticMarkup(createElement(DishIllustration)));

  const card = h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      alignItems: 'center',
      padding: '64px 72px',
      gap: 48,
      backgroundColor: THEME.background,
      backgroundImage: 'radial-gradient(circle at 85% 0%, #fdba74 0%, rgba(253,186,116,0) 55%)',
      fontFamily: 'Inter',
      color: THEME.foreground,
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', gap: 28, width: 640 }, [
        h('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
          h('img', { width: 84, height: 84 }, undefined, { src: logo, width: 84, height: 84 }),
          h('div', { display: 'flex', fontSize: 56, fontWeight: 800 }, [
            h('span', {}, 'Food'),
            h('span', { color: THEME.primary }, 'Art'),
          ]),
        ]),
        h('div', { display: 'flex', fontSize: 60, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }, 'Fotos profissionais e artes para delivery'),
        h(
          'div',
          { display: 'flex', fontSize: 28, color: THEME.muted, lineHeight: 1.35 },
          `Fotos de estúdio e posts com a sua marca, feitos com IA em segundos. Comece com ${FREE_SIGNUP_CREDITS} créditos grátis.`,
        ),
      ]),
      h(
        'div',
        {
          display: 'flex',
          width: 380,
          height: 380,
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 48,
          backgroundImage: 'linear-gradient(135deg, #fffbeb, #ffedd5 45%, #fdba74)',
          boxShadow: '0 24px 48px -16px rgba(194,65,12,0.45)',
        },
        [h('img', { width: 320, height: 256 }, undefined, { src: dish, width: 320, height: 256 })],
      ),
    ],
  );

  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
  // A palette PNG: a link preview fetches it on slow connections too.
  const png = await sharp(rendered).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  writeFileSync(OUT, png);
  console.log(`${path.relative(process.cwd(), OUT)}: ${WIDTH}×${HEIGHT}, ${(png.length / 1024).toFixed(0)} KiB`);
}

await main();
