// Art engine benchmark: renderArt p50/p95 for feed and stories over ≥ 10 runs each, (1) from an
// already cut-out product (the sample burger PNG) and from a photo to frame, and (2) "with cut-out":
// a product photo cut out by the photo engine (cutOutProduct: the same code the engine worker runs
// for an art) and then rendered. `benchArt` can be called from bench/run.ts;
// `node --import tsx bench/art.bench.ts [--runs N] [photo]` runs it alone.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { renderArt, warmUpArt } from '../src/engine/art/render.ts';
import { SAMPLE_TEXTS, sampleLogo, sampleProduct } from '../src/engine/art/samples.ts';
import { cutOutProduct } from '../src/engine/photo/cutout.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';
import { makeDishPhoto } from '../tests/fixtures/synthetic-dish.ts';
import type { ArtFormat } from '../src/shared/constants.ts';

const MIN_RUNS = 10;
const BUDGET_MS = { feed: 500, stories: 700, cutout: 1500 } as const;
const DEFAULT_PHOTO = '/work/shared/datasets/food-photos/burger-01.jpeg';
const TEMPLATE = { category: 'hamburguer', style: 'vibrante', format: 'feed', colorStrategy: 'template-palette:#ffc914,#d62828,#1d1d1b', layoutPreferences: 'price-badge' };
const STORIES_TEMPLATE = { category: 'hamburguer', style: 'moderno', format: 'stories', colorStrategy: 'brand-dominant', layoutPreferences: 'diagonal-band' };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface Series {
  name: string;
  format: ArtFormat;
  budgetMs: number;
  totals: number[];
  stages: Record<string, number[]>;
}

export async function benchArt(opts: { runs: number; photo?: string }): Promise<{ markdown: string; summary: Record<string, unknown> }> {
  const runs = Math.max(MIN_RUNS, opts.runs);
  sharp.concurrency(availableParallelism());
  const warmStarted = performance.now();
  await warmUpArt();
  const warmUpMs = performance.now() - warmStarted;
  const logo = await sampleLogo();
  const cutoutPng = sampleProduct('hamburguer');
  const photoPath = opts.photo ?? (existsSync(DEFAULT_PHOTO) ? DEFAULT_PHOTO : null);
  const photo = photoPath ? readFileSync(photoPath) : await makeDishPhoto();
  const texts = SAMPLE_TEXTS.hamburguer.short;
  const series: Series[] = [];
  const record = (name: string, format: ArtFormat, budgetMs: number) => {
    const s: Series = { name, format, budgetMs, totals: [], stages: {} };
    series.push(s);
    return s;
  };
  const templateFor = (format: ArtFormat) => (format === 'feed' ? TEMPLATE : STORIES_TEMPLATE);

  for (const format of ['feed', 'stories'] as const) {
    const s = record(`render, product already cut out (${format})`, format, BUDGET_MS[format]);
    const framed = record(`render, photo framed (${format})`, format, BUDGET_MS[format]);
    for (let i = 0; i < runs; i += 1) {
      const r = await renderArt({ template: templateFor(format), product: { image: cutoutPng, cutout: true }, logo, texts, format, watermark: true });
      s.totals.push(r.timings.total!);
      for (const [k, v] of Object.entries(r.timings)) (s.stages[k] ??= []).push(v);
      const f = await renderArt({ template: templateFor(format), product: { image: photo, cutout: false }, logo, texts, format, watermark: true });
      framed.totals.push(f.timings.total!);
      for (const [k, v] of Object.entries(f.timings)) (framed.stages[k] ??= []).push(v);
    }
  }

  const segmenterStarted = performance.now();
  const segmenter = await createOnnxSegmenter({ threads: availableParallelism() });
  const segmenterLoadMs = performance.now() - segmenterStarted;
  await cutOutProduct(photo, segmenter); // first inference allocates the session's buffers
  for (const format of ['feed', 'stories'] as const) {
    const s = record(`cut-out from photo + render (${format})`, format, BUDGET_MS.cutout);
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const cut = await cutOutProduct(photo, segmenter);
      const cutMs = performance.now() - started;
      const r = await renderArt({ template: templateFor(format), product: cut, logo, texts, format, watermark: true });
      s.totals.push(performance.now() - started);
      (s.stages.cutout ??= []).push(cutMs);
      for (const [k, v] of Object.entries(r.timings)) (s.stages[k] ??= []).push(v);
    }
  }

  const rows = series.map((s) => {
    const p50 = percentile(s.totals, 50);
    const p95 = percentile(s.totals, 95);
    const stages = Object.entries(s.stages)
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${Math.round(percentile(v, 50))}`)
      .join(', ');
    return { name: s.name, p50, p95, budget: s.budgetMs, ok: p95 <= s.budgetMs, stages };
  });
  const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
  const markdown = `## Art engine (Templates Rápidos)

${runs} runs per row; ${cpus().length} cores, Node ${process.version}; load average during the run ${load}. Warm-up (fonts + first render) ${Math.round(warmUpMs)} ms; segmentation model load ${Math.round(segmenterLoadMs)} ms (once per worker). Product photo: ${photoPath ?? 'synthetic dish (makeDishPhoto)'}.

| what | p50 | p95 | budget (p95) | verdict | stages (p50 ms) |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${Math.round(r.p50)} ms | ${Math.round(r.p95)} ms | ≤ ${r.budget} ms | ${r.ok ? 'within budget' : '**over budget**'} | ${r.stages} |`).join('\n')}
`;
  return { markdown, summary: { runs, warmUpMs, segmenterLoadMs, loadAverage: loadavg(), rows } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : MIN_RUNS;
  benchArt({ runs, photo: args[0] })
    .then(({ markdown }) => console.log(markdown))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
