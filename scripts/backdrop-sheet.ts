// `node --import tsx scripts/backdrop-sheet.ts [out.png] [--view top-down|three-quarter|eye-level]`:
// every procedural surface × tone × view on one labelled contact sheet, with its render time, for
// looking at the backdrops (the output is not part of the repository).
import sharp, { type OverlayOptions } from 'sharp';
import { BACKDROP_SURFACES, BACKDROP_TONES, BACKDROP_VIEWS, renderBackdropRaw, type BackdropView } from '../src/engine/photo/backdrop.ts';
import { BACKDROP_RENDER_PIXELS } from '../src/engine/photo/photo.constants.ts';

const TILE_W = 400;
const TILE_H = 300;
const LABEL = 22;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const viewFlag = args.indexOf('--view');
  const views = (viewFlag >= 0 ? [args.splice(viewFlag, 2)[1]] : [...BACKDROP_VIEWS]) as BackdropView[];
  const out = args[0] ?? '/tmp/backdrop-sheet.png';
  const tiles: OverlayOptions[] = [];
  const cols = BACKDROP_TONES.length * views.length;
  let row = 0;
  for (const surface of BACKDROP_SURFACES) {
    let col = 0;
    for (const view of views) {
      for (const tone of BACKDROP_TONES) {
        const started = performance.now();
        const raw = await renderBackdropRaw({ surface, tone, seed: 7, view, light: { direction: 'top-left', vignette: 0.3 } }, 1200, 900, {
          maxRenderPixels: BACKDROP_RENDER_PIXELS,
        });
        const ms = Math.round(performance.now() - started);
        const tile = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }).resize(TILE_W, TILE_H).png().toBuffer();
        const label = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${LABEL}"><rect width="100%" height="100%" fill="#111"/>` +
            `<text x="6" y="16" font-family="DejaVu Sans" font-size="13" fill="#fff">${surface} · ${tone} · ${view} · ${ms} ms</text></svg>`,
        );
        tiles.push({ input: tile, left: col * TILE_W, top: row * (TILE_H + LABEL) }, { input: label, left: col * TILE_W, top: row * (TILE_H + LABEL) + TILE_H });
        console.log(`${surface} ${tone} ${view}: ${ms} ms`);
        col += 1;
      }
    }
    row += 1;
  }
  await sharp({ create: { width: cols * TILE_W, height: row * (TILE_H + LABEL), channels: 3, background: '#000' } })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(`wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
