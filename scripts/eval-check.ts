// `npm run eval:check [-- <folder>...] [--platform ifood]`: runs the Foto Pro pre-check (engine
// check.ts) on every photo of the folders (default the shared real-photo datasets) and on a darkened
// and a blurred copy of each, made in memory, and prints the figures the thresholds are set from:
// mean luma, sharpness, upscale, the share of the dish that is food and the decision. Nothing is written; the photos stay where they are.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PLATFORMS, type Platform } from '../src/shared/constants.ts';
import { checkPhoto, QUALITY_THRESHOLDS } from '../src/engine/photo/check.ts';
import { MIN_FOOD_SHARE } from '../src/engine/photo/in-place.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';

/** sRGB values at this share: a photo taken in a dim room. */
const DARKEN = 0.5;
/** Gaussian sigma, as a share of the long side, that looks soft on a phone (2 px at 1024). */
const BLUR_SHARE = 2 / 1024;

const args = process.argv.slice(2);
const platformAt = args.indexOf('--platform');
const platform = (platformAt >= 0 ? args.splice(platformAt, 2)[1] : 'ifood') as Platform;
if (!PLATFORMS.includes(platform)) throw new Error(`unknown platform ${platform}`);
const folders = args.length ? args : [path.join('..', 'shared', 'datasets', 'food-photos'), path.join('..', 'shared', 'datasets', 'food-masks', 'images')];

const segmenter = await createOnnxSegmenter({});
const rows: { name: string; variant: string; luma: number; sharpness: number; upscale: number; food: number | null; mode: string; issues: string }[] = [];
for (const folder of folders) {
  for (const file of readdirSync(folder).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort()) {
    const bytes = readFileSync(path.join(folder, file));
    const meta = await sharp(bytes).metadata();
    const long = Math.max(meta.width ?? 1, meta.height ?? 1);
    const variants: [string, Buffer][] = [
      ['original', bytes],
      ['dark', await sharp(bytes).rotate().linear(DARKEN, 0).jpeg().toBuffer()],
      ['blurred', await sharp(bytes).rotate().blur(Math.max(0.3, long * BLUR_SHARE)).jpeg().toBuffer()],
    ];
    for (const [variant, input] of variants) {
      const check = await checkPhoto(input, platform, segmenter);
      rows.push({
        name: file,
        variant,
        luma: check.metrics.meanLuma,
        sharpness: check.metrics.sharpness,
        upscale: check.metrics.upscale,
        food: check.metrics.foodShare,
        mode: check.reason ?? check.mode,
        issues: check.issues.join(',') || '-',
      });
    }
  }
}
console.table(rows);
for (const variant of ['original', 'dark', 'blurred']) {
  const of = rows.filter((r) => r.variant === variant);
  const lumas = of.map((r) => r.luma).sort((a, b) => a - b);
  const sharp = of.map((r) => r.sharpness).sort((a, b) => a - b);
  const flagged = (issue: string) => of.filter((r) => r.issues.includes(issue)).length;
  const foods = of.flatMap((r) => (r.food === null ? [] : [r.food])).sort((a, b) => a - b);
  console.log(
    `${variant}: ${of.length} photos; luma ${lumas[0]}..${lumas.at(-1)}; sharpness ${sharp[0]}..${sharp.at(-1)}; ` +
      `food share ${foods[0]}..${foods.at(-1)}; flagged dark ${flagged('dark')}, blurred ${flagged('blurred')}, too-small ${flagged('too-small')}, no-food ${flagged('no-food')}`,
  );
}
console.log('thresholds', { ...QUALITY_THRESHOLDS, minFoodShare: MIN_FOOD_SHARE });
