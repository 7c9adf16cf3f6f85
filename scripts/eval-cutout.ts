// `npm run eval:cutout [-- <dataset-folder>] [--platform ifood] [--json out.json] [--overlays dir]`: runs the photo
// engine's cut-out on every photo of a folder holding `images/` and hand-drawn whole-dish `masks/`
// (default ../shared/datasets/food-masks) and prints, per photo, the decision (cut-out or in place,
// with the reason), the IoU of the cut-out's alpha against the mask, the share of the mask missed and
// the extra area (as a share of the mask), then the means and the cut-out rate. The photos are read
// where they are; nothing is copied into the repository. `--overlays dir` writes, per photo, a PNG of
// the photo with the mask's missed part tinted blue and the extra area tinted red (keep it outside
// the repository). SEGMENTATION_MODEL and SEGMENTATION_PRECISION choose the model as the server does.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PLATFORMS, type Platform } from '../src/shared/constants.ts';
import { analysePhoto, cutoutAlpha } from '../src/engine/photo/enhance.ts';
import { connectedComponents } from '../src/engine/photo/raster.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';

const PHOTO_PATTERN = /\.(jpe?g|png|webp)$/i;
/** Alpha at or above this counts as dish when compared with the binary mask. */
const ALPHA_DISH = 128;

export interface CutoutScore {
  photo: string;
  mode: 'cutout' | 'in-place';
  reason: string | null;
  bleed: string | null;
  /** The sides beyond which a plate cut only through its rim had its rim drawn, or null. */
  rimDrawn: string | null;
  iou: number;
  missed: number;
  extra: number;
  /** The largest single piece of the mask missed / of extra area, as a share of the mask. */
  worstMissed: number;
  worstExtra: number;
  ms: number;
}

/** IoU, missed share of the mask, extra area as a share of the mask. */
export function scoreMask(predicted: Uint8Array | Buffer, truth: Uint8Array | Buffer, threshold = ALPHA_DISH): { iou: number; missed: number; extra: number } {
  let both = 0;
  let truthOnly = 0;
  let predOnly = 0;
  for (let i = 0; i < truth.length; i += 1) {
    const p = predicted[i]! >= threshold;
    const t = truth[i]! >= 128;
    if (p && t) both += 1;
    else if (t) truthOnly += 1;
    else if (p) predOnly += 1;
  }
  const mask = both + truthOnly;
  const union = both + truthOnly + predOnly;
  return { iou: union ? both / union : 1, missed: mask ? truthOnly / mask : 0, extra: mask ? predOnly / mask : 0 };
}

/**
 * The largest connected piece of the mask the cut-out missed, and of area it added, as shares of the
 * mask: a torn rim or a leftover fork is one piece, which a high IoU over the whole dish hides.
 */
export function worstPieces(predicted: Uint8Array | Buffer, truth: Uint8Array | Buffer, width: number, height: number, threshold = ALPHA_DISH): { worstMissed: number; worstExtra: number } {
  const missed = new Uint8Array(truth.length);
  const extra = new Uint8Array(truth.length);
  let mask = 0;
  for (let i = 0; i < truth.length; i += 1) {
    const p = predicted[i]! >= threshold;
    const t = truth[i]! >= 128;
    if (t) mask += 1;
    if (t && !p) missed[i] = 1;
    if (p && !t) extra[i] = 1;
  }
  const largest = (m: Uint8Array) => Math.max(0, ...connectedComponents(m, width, height).areas.slice(1));
  return mask ? { worstMissed: largest(missed) / mask, worstExtra: largest(extra) / mask } : { worstMissed: 0, worstExtra: 0 };
}

/** Overlay tints: missed mask (blue), extra area (red). */
const MISSED_TINT = [40, 110, 255] as const;
const EXTRA_TINT = [255, 40, 40] as const;
const TINT_WEIGHT = 0.55;
const OVERLAY_LONG_SIDE = 720;

/** The photo with the missed part of the mask tinted blue and the extra area red, as a PNG. */
async function overlay(photo: Buffer, predicted: Buffer, truth: Buffer, width: number, height: number): Promise<Buffer> {
  const rgb = await sharp(photo).rotate().resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  for (let i = 0; i < width * height; i += 1) {
    const p = predicted[i]! >= ALPHA_DISH;
    const t = truth[i]! >= 128;
    const tint = t && !p ? MISSED_TINT : p && !t ? EXTRA_TINT : null;
    if (!tint) continue;
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = Math.round(rgb[i * 3 + c]! * (1 - TINT_WEIGHT) + tint[c]! * TINT_WEIGHT);
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(OVERLAY_LONG_SIDE, OVERLAY_LONG_SIDE, { fit: 'inside' })
    .png()
    .toBuffer();
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const take = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const platform = (take('--platform') ?? 'instagram') as Platform;
  const jsonOut = take('--json');
  const overlays = take('--overlays');
  if (overlays) mkdirSync(overlays, { recursive: true });
  if (!PLATFORMS.includes(platform)) throw new Error(`unknown platform ${platform}`);
  const root = args[0] ?? path.join('..', 'shared', 'datasets', 'food-masks');
  const imagesDir = path.join(root, 'images');
  const masksDir = path.join(root, 'masks');
  if (!existsSync(imagesDir) || !existsSync(masksDir)) throw new Error(`no images/ and masks/ under ${root}`);
  const files = readdirSync(imagesDir).filter((f) => PHOTO_PATTERN.test(f)).sort();
  const segmenter = await createOnnxSegmenter({ modelPath: process.env.SEGMENTATION_MODEL || undefined, precision: process.env.SEGMENTATION_PRECISION === 'int8' ? 'int8' : 'float32' });
  const scores: CutoutScore[] = [];
  console.log(`eval:cutout — ${files.length} photos from ${root}, platform ${platform}\n`);
  console.log('| photo | decision | IoU | missed | extra | worst missed piece | worst extra piece | ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const file of files) {
    const maskFile = path.join(masksDir, file.replace(/\.[^.]+$/, '.png'));
    if (!existsSync(maskFile)) continue;
    const started = performance.now();
    const bytes = readFileSync(path.join(imagesDir, file));
    const photo = await analysePhoto(bytes, platform, segmenter);
    const alpha = await cutoutAlpha(photo);
    const ms = Math.round(performance.now() - started);
    const { width, height } = alpha;
    const truth = await sharp(readFileSync(maskFile)).greyscale().resize(width, height, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer();
    const score: CutoutScore = {
      photo: file,
      mode: photo.reason === null ? 'cutout' : 'in-place',
      reason: photo.reason,
      bleed: photo.bleedSides?.join(' and ') ?? null,
      rimDrawn: photo.rimRepair?.sides.length ? photo.rimRepair.sides.join(' and ') : null,
      ...scoreMask(alpha.data, truth),
      ...worstPieces(alpha.data, truth, width, height),
      ms,
    };
    scores.push(score);
    if (overlays) writeFileSync(path.join(overlays, file.replace(/\.[^.]+$/, '.png')), await overlay(bytes, alpha.data, truth, width, height));
    const how = score.bleed ? ` (runs off ${score.bleed})` : score.rimDrawn ? ` (rim drawn beyond ${score.rimDrawn})` : '';
    const decision = score.mode === 'cutout' ? `cut-out${how}` : `in place (${score.reason})`;
    console.log(`| ${file} | ${decision} | ${score.iou.toFixed(3)} | ${pct(score.missed)} | ${pct(score.extra)} | ${pct(score.worstMissed)} | ${pct(score.worstExtra)} | ${ms} |`);
  }
  const cut = scores.filter((s) => s.mode === 'cutout');
  const mean = (list: CutoutScore[], key: 'iou' | 'missed' | 'extra') => (list.length ? list.reduce((a, s) => a + s[key], 0) / list.length : 0);
  const worst = cut.reduce<CutoutScore | null>((w, s) => (!w || s.iou < w.iou ? s : w), null);
  console.log('');
  console.log(`cut out: ${cut.length} of ${scores.length}`);
  console.log(`mean IoU (cut out): ${mean(cut, 'iou').toFixed(3)} · missed ${pct(mean(cut, 'missed'))} · extra ${pct(mean(cut, 'extra'))}`);
  console.log(`mean IoU (all, mask as decided): ${mean(scores, 'iou').toFixed(3)}`);
  console.log(`lowest IoU among cut-outs: ${worst ? `${worst.iou.toFixed(3)} (${worst.photo})` : '—'}`);
  console.log(`below 0.80 among cut-outs: ${cut.filter((s) => s.iou < 0.8).length}`);
  console.log(`cut-outs with a single missed or extra piece over 5% of the dish: ${cut.filter((s) => Math.max(s.worstMissed, s.worstExtra) > 0.05).length}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(scores, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
