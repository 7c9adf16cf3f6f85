// `npm run art-gallery -- [out]` (default test-results/art-gallery/, git-ignored): renders every
// seeded style template × feed and stories × short, long and accented + emoji texts × with and
// without the category's sample shop logo, with the category's sample product, into PNGs, labelled
// contact sheets (PNG) and an index.html — for looking at the art engine's output, and for the
// template cards' examples.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { STYLE_TEMPLATES } from '../src/server/features/catalogue/seed/catalogue.data.ts';
import { escapeXml } from '../src/engine/art/scene.ts';
import { renderArt, warmUpArt, type RenderArtResult } from '../src/engine/art/render.ts';
import { ACCENT_EMOJI_TEXTS, SAMPLE_TEXTS, sampleLogo, sampleProduct } from '../src/engine/art/samples.ts';
import { ART_FORMATS, TEMPLATE_CATEGORIES, type ArtFormat } from '../src/shared/constants.ts';

const TEXT_SETS = ['short', 'long', 'accent'] as const;
const THUMB_W = 270;
const LABEL_H = 40;
const SHEET_COLUMNS = 8;

interface Rendered {
  file: string;
  label: string;
  detail: string;
  format: ArtFormat;
  result: RenderArtResult;
}

async function thumb(r: Rendered): Promise<Buffer> {
  const h = Math.round((THUMB_W * r.result.height) / r.result.width);
  const pic = await sharp(r.result.png).resize(THUMB_W, h).toBuffer();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_W}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/>` +
      `<text x="6" y="16" font-family="DejaVu Sans, sans-serif" font-size="12" font-weight="bold" fill="#fff">${escapeXml(r.label)}</text>` +
      `<text x="6" y="33" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#aaa">${escapeXml(r.detail)}</text></svg>`,
  );
  return sharp({ create: { width: THUMB_W, height: h + LABEL_H, channels: 3, background: '#111' } })
    .composite([
      { input: pic, left: 0, top: 0 },
      { input: label, left: 0, top: h },
    ])
    .png()
    .toBuffer();
}

async function sheet(items: Rendered[], file: string): Promise<void> {
  const tiles = await Promise.all(items.map(thumb));
  const metas = await Promise.all(tiles.map((t) => sharp(t).metadata()));
  const rows: { tiles: Buffer[]; height: number }[] = [];
  for (let i = 0; i < tiles.length; i += SHEET_COLUMNS) {
    const slice = tiles.slice(i, i + SHEET_COLUMNS);
    rows.push({ tiles: slice, height: Math.max(...metas.slice(i, i + SHEET_COLUMNS).map((m) => m.height ?? 0)) });
  }
  const gap = 6;
  const width = SHEET_COLUMNS * THUMB_W + (SHEET_COLUMNS + 1) * gap;
  const height = rows.reduce((s, r) => s + r.height + gap, gap);
  const composites: OverlayOptions[] = [];
  let y = gap;
  for (const row of rows) {
    row.tiles.forEach((t, i) => composites.push({ input: t, left: gap + i * (THUMB_W + gap), top: y }));
    y += row.height + gap;
  }
  await sharp({ create: { width, height, channels: 3, background: '#2a2a2a' } }).composite(composites).png({ compressionLevel: 6 }).toFile(file);
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? path.join('test-results', 'art-gallery');
  const only = process.argv[3];
  mkdirSync(outDir, { recursive: true });
  sharp.concurrency(availableParallelism());
  await warmUpArt();
  for (const category of TEMPLATE_CATEGORIES) writeFileSync(path.join(outDir, `sample-logo-${category}.png`), await sampleLogo(category));
  const all: Rendered[] = [];
  const templates = STYLE_TEMPLATES.filter((t) => !only || t.key.includes(only));
  const jobs: (() => Promise<void>)[] = [];
  for (const template of templates) {
    for (const format of ART_FORMATS) {
      for (const set of TEXT_SETS) {
        for (const withLogo of [false, true]) {
          jobs.push(async () => {
            const texts = set === 'accent' ? ACCENT_EMOJI_TEXTS : SAMPLE_TEXTS[template.category][set];
            const result = await renderArt({
              template: { ...template },
              product: { image: sampleProduct(template.category), cutout: true },
              logo: withLogo ? await sampleLogo(template.category) : null,
              texts,
              format,
              watermark: set === 'accent',
            });
            const file = `${template.key}--${format}--${set}${withLogo ? '--logo' : ''}.png`;
            writeFileSync(path.join(outDir, file), result.png);
            all.push({ file, label: `${template.name} (${template.style})`, detail: `${template.layoutPreferences} · ${format} · ${set}${withLogo ? ' · logo' : ''} · ${Math.round(result.timings.total ?? 0)} ms`, format, result });
          });
        }
      }
    }
  }
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
  const elapsed = performance.now() - started;
  const order = (r: Rendered) => all.indexOf(r);
  const sheets: string[] = [];
  for (const format of ART_FORMATS) {
    for (const set of TEXT_SETS) {
      for (const withLogo of [false, true]) {
        const items = all.filter((r) => r.format === format && r.file.includes(`--${set}`) && r.file.endsWith('--logo.png') === withLogo).sort((a, b) => order(a) - order(b));
        if (items.length === 0) continue;
        items.sort((a, b) => a.file.localeCompare(b.file));
        const name = `contact-${format}-${set}${withLogo ? '-logo' : ''}.png`;
        await sheet(items, path.join(outDir, name));
        sheets.push(name);
      }
    }
  }
  const html = `<!doctype html><meta charset="utf-8"><title>FoodArt — art gallery</title><style>body{font-family:sans-serif;background:#222;color:#eee}img{max-width:100%}figure{display:inline-block;width:270px;margin:4px;vertical-align:top}figcaption{font-size:11px}</style>
<h1>Art gallery (${all.length} renders, ${(elapsed / 1000).toFixed(1)} s)</h1>
${sheets.map((s) => `<h2>${s}</h2><img src="${s}">`).join('\n')}
<h2>All renders</h2>
${all
  .sort((a, b) => a.file.localeCompare(b.file))
  .map((r) => `<figure><a href="${r.file}"><img loading="lazy" src="${r.file}"></a><figcaption>${escapeXml(r.label)}<br>${escapeXml(r.detail)}</figcaption></figure>`)
  .join('\n')}`;
  writeFileSync(path.join(outDir, 'index.html'), html);
  const totals = all.map((r) => r.result.timings.total ?? 0).sort((a, b) => a - b);
  console.log(`${all.length} renders in ${(elapsed / 1000).toFixed(1)} s (median ${Math.round(totals[Math.floor(totals.length / 2)] ?? 0)} ms); wrote ${outDir}/index.html and ${sheets.length} contact sheets`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
