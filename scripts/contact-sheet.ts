// `npm run contact-sheet -- <input-folder> [out-folder] [--platform ifood]`: runs the photo engine on
// every photo of a folder and writes, per photo, one labelled row — input | natural | premium |
// professional | minimal | predefined (a backdrop preset as the scenario image) — as a JPEG, plus
// pages of up to PAGE_ROWS rows and a summary.md of modes, reasons and timings. For looking at
// results; the photos themselves never enter the repository (the default output is git-ignored).
// `--blind <key.json>`: for a reviewer who must not know what made what — each row is the input and
// the four styles in a shuffled order labelled 1–4, PNG, no facts; the order goes to the key file
// (keep it outside the folder the reviewer sees).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ENHANCEMENT_STYLES, PLATFORMS, type Platform } from '../src/shared/constants.ts';
import { BACKDROP_PRESETS, renderBackdrop, type BackdropPresetName } from '../src/engine/photo/backdrop.ts';
import { enhancePhoto, type EnhanceOptions, type EnhanceResult } from '../src/engine/photo/enhance.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';

const TILE = 360;
const LABEL_HEIGHT = 44;
const GAP = 6;
const PAGE_ROWS = 6;
const PHOTO_PATTERN = /\.(jpe?g|png|webp)$/i;
const SCENARIO_PRESETS: BackdropPresetName[] = ['white-marble', 'rustic-wood', 'dark-slate', 'natural-linen', 'terracotta-tiles'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

async function tile(image: Buffer, title: string, detail: string): Promise<Buffer> {
  const picture = await sharp(image).resize(TILE, TILE, { fit: 'contain', background: '#202020' }).toBuffer();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#111"/>` +
      `<text x="8" y="18" font-family="DejaVu Sans, sans-serif" font-size="15" font-weight="bold" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="8" y="37" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#bbb">${escapeXml(detail)}</text></svg>`,
  );
  return sharp({ create: { width: TILE, height: TILE + LABEL_HEIGHT, channels: 3, background: '#111' } })
    .composite([
      { input: picture, left: 0, top: 0 },
      { input: label, left: 0, top: TILE },
    ])
    .png()
    .toBuffer();
}

function describe(result: EnhanceResult): string {
  const mode = result.mode === 'cutout' ? 'cut-out' : `in place (${result.facts.reason})`;
  return `${mode} · ${Math.round(result.facts.timings.total ?? 0)} ms · mask ${(result.facts.maskCoverage * 100).toFixed(0)}%`;
}

async function joinRow(tiles: Buffer[]): Promise<Buffer> {
  const width = tiles.length * TILE + (tiles.length - 1) * GAP;
  return sharp({ create: { width, height: TILE + LABEL_HEIGHT, channels: 3, background: '#000' } })
    .composite(tiles.map((input, i) => ({ input, left: i * (TILE + GAP), top: 0 })))
    .png()
    .toBuffer();
}

/** A deterministic shuffle (mulberry32 seeded by the row number). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed * 0x9e3779b9;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const platformFlag = args.indexOf('--platform');
  const platform = (platformFlag >= 0 ? args.splice(platformFlag, 2)[1] : 'instagram') as Platform;
  const blindFlag = args.indexOf('--blind');
  const blindKey = blindFlag >= 0 ? args.splice(blindFlag, 2)[1] : undefined;
  if (blindFlag >= 0 && !blindKey) throw new Error('--blind needs a key file');
  const key: Record<string, string[]> = {};
  if (!PLATFORMS.includes(platform)) throw new Error(`unknown platform ${platform}`);
  const [inputDir, outDir = path.join('test-results', 'contact-sheet')] = args;
  if (!inputDir) throw new Error('usage: npm run contact-sheet -- <input-folder> [out-folder] [--platform ifood]');
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(inputDir).filter((f) => PHOTO_PATTERN.test(f)).sort();
  const segmenter = await createOnnxSegmenter({});
  const rows: Buffer[] = [];
  const summary = ['| photo | mode | reason | coverage | touches edge | total ms | stages |', '|---|---|---|---|---|---|---|'];
  for (const [index, file] of files.entries()) {
    const input = readFileSync(path.join(inputDir, file));
    const meta = await sharp(input).metadata();
    const tiles = [await tile(await sharp(input).rotate().toBuffer(), blindKey ? 'input' : file, `${meta.autoOrient?.width ?? meta.width}×${meta.autoOrient?.height ?? meta.height}`)];
    const preset = SCENARIO_PRESETS[index % SCENARIO_PRESETS.length]!;
    const scenarioImage = await renderBackdrop(BACKDROP_PRESETS[preset], 1200, 900);
    const styleRuns = ENHANCEMENT_STYLES.map((style) => ({ title: style, options: { platform, style, scenario: { type: 'ai-create' as const }, watermark: false } }));
    const runs: { title: string; options: EnhanceOptions }[] = blindKey
      ? shuffled(styleRuns, index + 1).map((run, i) => ({ ...run, title: String(i + 1) }))
      : [
          ...styleRuns,
          { title: `predefined: ${preset}`, options: { platform, style: 'natural' as const, scenario: { type: 'predefined' as const, image: scenarioImage }, watermark: true } },
        ];
    if (blindKey) key[file] = runs.map((run) => run.options.style);
    let first: EnhanceResult | undefined;
    for (const run of runs) {
      const result = await enhancePhoto(input, run.options, segmenter);
      first ??= result;
      tiles.push(await tile(result.image, run.title, blindKey ? '' : describe(result)));
    }
    const row = await joinRow(tiles);
    rows.push(row);
    if (blindKey) await sharp(row).png().toFile(path.join(outDir, `${String(index + 1).padStart(2, '0')}.png`));
    else await sharp(row).jpeg({ quality: 85 }).toFile(path.join(outDir, `${path.parse(file).name}.jpg`));
    const facts = first!.facts;
    const stages = Object.entries(facts.timings)
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    summary.push(`| ${file} | ${first!.mode} | ${facts.reason ?? ''} | ${(facts.maskCoverage * 100).toFixed(1)}% | ${facts.touchesEdge} | ${Math.round(facts.timings.total ?? 0)} | ${stages} |`);
    console.log(`${file}: ${describe(first!)}`);
  }
  for (let page = 0; page * PAGE_ROWS < rows.length; page += 1) {
    const pageRows = rows.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
    const height = pageRows.length * (TILE + LABEL_HEIGHT + GAP) - GAP;
    const width = (await sharp(pageRows[0]!).metadata()).width!;
    await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .composite(pageRows.map((input, i) => ({ input, left: 0, top: i * (TILE + LABEL_HEIGHT + GAP) })))
      .jpeg({ quality: 82 })
      .toFile(path.join(outDir, `sheet-${String(page + 1).padStart(2, '0')}.jpg`));
  }
  if (blindKey) {
    writeFileSync(blindKey, JSON.stringify({ platform, rows: Object.entries(key).map(([photo, order], i) => ({ row: i + 1, photo, order })) }, null, 2));
    console.log(`wrote ${rows.length} blind rows to ${outDir}, key in ${blindKey}`);
    return;
  }
  writeFileSync(path.join(outDir, 'summary.md'), `# Contact sheet (${platform})\n\n${summary.join('\n')}\n`);
  console.log(`wrote ${rows.length} rows to ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
