// Export kit benchmark: how long the engine takes to frame one photo for the nine destinations
// (GET /api/photos/:id/kit, built once per photo, then read from the store), beside one Foto Pro photo
// of the same input in the same run (the baseline). The real piscina worker, as the server runs it
// (segmentation memo on: the nine frames share one segmentation, as they do in the server).
import sharp from 'sharp';
import { createEnginePool } from '../src/server/adapters/engine/engine-pool.ts';
import { KIT_DESTINATIONS } from '../src/shared/kit-destinations.ts';
import { uniqueVariant } from './queue.bench.ts';

const RUNS = 3;

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchKit(source: Buffer, name: string): Promise<string> {
  const engine = createEnginePool({ queueMax: 4 });
  try {
    await engine.warmUp();
    const rows: string[] = [];
    for (const [label, side] of [
      ['as a browser sends it (1600 px)', 1600],
      ['12 MP (4000 px)', 4000],
    ] as const) {
      const size = side === 4000 ? { width: 4000, height: 3000, fit: 'fill' as const } : { width: side, height: side, fit: 'inside' as const };
      const photo = await sharp(source).rotate().resize(size).jpeg({ quality: 88 }).toBuffer();
      const single: number[] = [];
      const kit: number[] = [];
      let sizes = '';
      for (let i = 0; i < RUNS; i += 1) {
        let t0 = performance.now();
        await engine.enhancePhoto(await uniqueVariant(photo, i * 2), { platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' }, watermark: false });
        single.push(performance.now() - t0);
        t0 = performance.now();
        const built = await engine.renderKit(await uniqueVariant(photo, i * 2 + 1), { platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' }, watermark: false }, KIT_DESTINATIONS);
        kit.push(performance.now() - t0);
        sizes = `${Math.round(built.files.reduce((a, f) => a + f.image.length, 0) / 1024)} KB`;
      }
      rows.push(`| ${name}, ${label} | ${Math.round(p50(single))} ms | ${Math.round(p50(kit))} ms (${(p50(kit) / p50(single)).toFixed(1)}×) | ${sizes} |`);
    }
    return [
      '## Export kit (nine destinations from one photo)',
      '',
      `p50 of ${RUNS} runs each, one piscina worker with every core, as the server runs it; the single Foto Pro photo of the same input is this run's baseline. Built once per photo and watermark state, then served from the store.`,
      '',
      '| photo | one Foto Pro photo (baseline) | the kit: 9 JPEGs | kit size |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await engine.close();
  }
}
