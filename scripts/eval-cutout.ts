// `npm run eval:cutout [-- <dataset-folder>] [--platform ifood] [--json out.json] [--overlays dir]`: runs the photo
// engine's cut-out on every photo of a folder holding `images/` and hand-drawn whole-dish `masks/`
// (default ../shared/datasets/food-masks) and prints, per photo, the decision (cut-out or in place,
// with the reason), the IoU of the cut-out's alpha against the mask, the share of the mask missed and
// the extra area (as a share of the mask), then the means and the cut-out rate. The photos are read
// where they are; nothing is copied into the repository. `--overlays dir` writes, per photo, a PNG of
// the photo with the mask's missed part tinted blue and the extra area tinted red (keep it outside
// the repository). SEGMENTATION_MODEL and SEGMENTATION_PRECISION choose the model as the server does.
// `--variants` runs the set again as another upload of each photo might arrive (re-saved as JPEG q92;
// 95% of its size; forwarded by a messaging app: inside 1600 px, JPEG q60; as Foto Pro's page uploads
// it: WebP inside 1536 px) and prints each run's figures,
// their mean, and the photos whose decision flips. `--lighting` does the same with the photo under
// other light (a warm lamp, a cool shade, a green tube, one and two stops darker, ⅔ of a stop brighter).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PLATFORMS, type Platform } from '../src/shared/constants.ts';
import { sniffImageType } from '../src/shared/uploads.ts';
import { planDownsize, UPLOAD_WEBP_QUALITY } from '../src/web/lib/downsize-image.ts';
import { analysePhoto, cutoutAlpha } from '../src/engine/photo/enhance.ts';
import { linearGainLevels, withLevels } from '../src/engine/photo/image.ts';
import { connectedComponents } from '../src/engine/photo/raster.ts';
import { createOnnxSegmenter, precisionFromEnv } from '../src/engine/photo/segmenter.ts';
import type { Segmenter } from '../src/engine/photo/photo.types.ts';

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

/**
 * The same photo as another upload of it might arrive: re-saved as JPEG at quality 92, 95% of its
 * size, forwarded by a messaging app, or as Foto Pro's page sends it. Each keeps the orientation
 * baked in and the masks still fit (they are scaled to the alpha). A decision that flips under these is luck, not the engine.
 */
const VARIANTS: Record<string, ((photo: Buffer) => Promise<Buffer>) | null> = {
  'as shot': null,
  'JPEG q92': (photo) => sharp(photo).rotate().jpeg({ quality: 92 }).toBuffer(),
  '95% size': async (photo) => {
    const oriented = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
    return sharp(oriented.data).resize(Math.round(oriented.info.width * 0.95)).jpeg({ quality: 95 }).toBuffer();
  },
  // As a messaging app forwards it (WhatsApp's "standard quality": inside 1600 px, JPEG ~q60) — how
  // a restaurant's photos often reach whoever uploads them.
  'messaging app': (photo) => sharp(photo).rotate().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 60 }).toBuffer(),
  // What Foto Pro's page sends (web/lib/downsize-image.ts): kept as it is when small and light enough,
  // else fitted inside UPLOAD_MAX_SIDE and encoded as WebP at the page's quality — by sharp's libwebp,
  // whose bytes are not Chromium's canvas encoder's (a decision near a threshold may differ: QUALITY.md).
  'as the page uploads': async (photo) => {
    const oriented = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
    const plan = planDownsize({ width: oriented.info.width, height: oriented.info.height, bytes: photo.length, format: sniffImageType(photo) });
    if (plan === 'keep') return photo;
    return sharp(oriented.data).resize(plan.width, plan.height, { fit: 'fill' }).webp({ quality: Math.round(UPLOAD_WEBP_QUALITY * 100) }).toBuffer();
  },
};

/** The photo under other light: each channel of its linear light scaled by `gains`, re-saved as JPEG q92. */
async function relit(photo: Buffer, gains: [number, number, number]): Promise<Buffer> {
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const lit = withLevels({ data, width: info.width, height: info.height }, gains.map(linearGainLevels));
  return sharp(lit.data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * The same photo under other light (`--lighting`): a warm lamp, a cool shade, the green of a
 * fluorescent tube, one and two stops darker and two thirds of a stop brighter. Phone photos of food
 * arrive like this; a decision or a mask that changes with them is the light's, not the dish's.
 */
const LIGHTING: Record<string, ((photo: Buffer) => Promise<Buffer>) | null> = {
  'as shot': null,
  'warm lamp': (photo) => relit(photo, [1.25, 1, 0.65]),
  'cool shade': (photo) => relit(photo, [0.85, 1, 1.2]),
  'green tube': (photo) => relit(photo, [0.9, 1.08, 0.88]),
  '1 stop darker': (photo) => relit(photo, [0.5, 0.5, 0.5]),
  '2 stops darker': (photo) => relit(photo, [0.25, 0.25, 0.25]),
  '⅔ stop brighter': (photo) => relit(photo, [1.6, 1.6, 1.6]),
};

interface EvalOptions {
  imagesDir: string;
  masksDir: string;
  files: string[];
  platform: Platform;
  segmenter: Segmenter;
  variant: ((photo: Buffer) => Promise<Buffer>) | null;
  overlays?: string;
  print: boolean;
}

async function evaluate(o: EvalOptions): Promise<CutoutScore[]> {
  const scores: CutoutScore[] = [];
  if (o.print) {
    console.log('| photo | decision | IoU | missed | extra | worst missed piece | worst extra piece | ms |');
    console.log('|---|---|---|---|---|---|---|---|');
  }
  for (const file of o.files) {
    const maskFile = path.join(o.masksDir, file.replace(/\.[^.]+$/, '.png'));
    if (!existsSync(maskFile)) continue;
    const original = readFileSync(path.join(o.imagesDir, file));
    const bytes = o.variant ? await o.variant(original) : original;
    const started = performance.now();
    const photo = await analysePhoto(bytes, o.platform, o.segmenter);
    const alpha = await cutoutAlpha(photo);
    const ms = Math.round(performance.now() - started);
    const { width, height } = alpha;
    // A flat lay turned for the platform's frame: its mask turned the same way.
    const truth = await sharp(readFileSync(maskFile)).rotate(photo.turned ? 90 : 0).greyscale().resize(width, height, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer();
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
    if (o.overlays) writeFileSync(path.join(o.overlays, file.replace(/\.[^.]+$/, '.png')), await overlay(photo.turned ? await sharp(bytes).autoOrient().rotate(90).toBuffer() : bytes, alpha.data, truth, width, height));
    if (o.print) console.log(`| ${file} | ${decisionOf(score)} | ${score.iou.toFixed(3)} | ${pct(score.missed)} | ${pct(score.extra)} | ${pct(score.worstMissed)} | ${pct(score.worstExtra)} | ${ms} |`);
  }
  return scores;
}

function decisionOf(score: CutoutScore): string {
  const how = score.bleed ? ` (runs off ${score.bleed})` : score.rimDrawn ? ` (rim drawn beyond ${score.rimDrawn})` : '';
  return score.mode === 'cutout' ? `cut-out${how}` : `in place (${score.reason})`;
}

interface Summary {
  cutOut: number;
  of: number;
  meanIoU: number;
  below: number;
  pieces: number;
}

function summarise(scores: CutoutScore[]): Summary {
  const cut = scores.filter((s) => s.mode === 'cutout');
  return {
    cutOut: cut.length,
    of: scores.length,
    meanIoU: cut.length ? cut.reduce((a, s) => a + s.iou, 0) / cut.length : 0,
    below: cut.filter((s) => s.iou < 0.8).length,
    pieces: cut.filter((s) => Math.max(s.worstMissed, s.worstExtra) > 0.05).length,
  };
}

function printSummary(scores: CutoutScore[]): void {
  const cut = scores.filter((s) => s.mode === 'cutout');
  const mean = (list: CutoutScore[], key: 'iou' | 'missed' | 'extra') => (list.length ? list.reduce((a, s) => a + s[key], 0) / list.length : 0);
  const worst = cut.reduce<CutoutScore | null>((w, s) => (!w || s.iou < w.iou ? s : w), null);
  const sum = summarise(scores);
  console.log('');
  console.log(`cut out: ${sum.cutOut} of ${sum.of}`);
  console.log(`mean IoU (cut out): ${mean(cut, 'iou').toFixed(3)} · missed ${pct(mean(cut, 'missed'))} · extra ${pct(mean(cut, 'extra'))}`);
  console.log(`mean IoU (all, mask as decided): ${mean(scores, 'iou').toFixed(3)}`);
  console.log(`lowest IoU among cut-outs: ${worst ? `${worst.iou.toFixed(3)} (${worst.photo})` : '—'}`);
  console.log(`below 0.80 among cut-outs: ${sum.below}`);
  console.log(`cut-outs with a single missed or extra piece over 5% of the dish: ${sum.pieces}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const take = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const variantsWanted = args.includes('--variants') ? VARIANTS : args.includes('--lighting') ? LIGHTING : null;
  for (const flag of ['--variants', '--lighting']) if (args.includes(flag)) args.splice(args.indexOf(flag), 1);
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
  const precision = precisionFromEnv();
  const segmenter = await createOnnxSegmenter({ modelPath: process.env.SEGMENTATION_MODEL || undefined, precision });
  console.log(`eval:cutout — ${files.length} photos from ${root}, platform ${platform}, model ${process.env.SEGMENTATION_MODEL || `IS-Net ${precision}`}\n`);
  const scores = await evaluate({ imagesDir, masksDir, files, platform, segmenter, variant: null, overlays, print: true });
  printSummary(scores);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(scores, null, 2));
  if (!variantsWanted) return;

  // The same photos as another upload of them: how much of the figure above is luck.
  const runs: [string, CutoutScore[]][] = [['as shot', scores]];
  for (const [name, variant] of Object.entries(variantsWanted)) {
    if (variant) runs.push([name, await evaluate({ imagesDir, masksDir, files, platform, segmenter, variant, print: false })]);
  }
  console.log('\n| variant | cut out | mean IoU (cut out) | below 0.80 | piece over 5% |');
  console.log('|---|---|---|---|---|');
  const rows = runs.map(([name, list]) => [name, summarise(list)] as const);
  for (const [name, sum] of rows) console.log(`| ${name} | ${sum.cutOut} of ${sum.of} | ${sum.meanIoU.toFixed(3)} | ${sum.below} | ${sum.pieces} |`);
  const avg = (key: 'cutOut' | 'meanIoU' | 'below' | 'pieces') => rows.reduce((a, [, sum]) => a + sum[key], 0) / rows.length;
  console.log(`| **mean of the ${rows.length}** | ${avg('cutOut').toFixed(1)} | ${avg('meanIoU').toFixed(3)} | ${avg('below').toFixed(1)} | ${avg('pieces').toFixed(1)} |`);
  console.log('\nUnstable photos (the decision changes, or the IoU spreads by more than 0.05, across the variants):');
  for (const file of files) {
    const per = runs.map(([name, list]) => [name, list.find((s) => s.photo === file)] as const).filter((r): r is readonly [string, CutoutScore] => !!r[1]);
    if (per.length === 0) continue;
    const decisions = new Set(per.map(([, s]) => decisionOf(s)));
    const ious = per.map(([, s]) => s.iou);
    if (decisions.size > 1 || Math.max(...ious) - Math.min(...ious) > 0.05) {
      console.log(`- ${file}: ${per.map(([name, s]) => `${name} ${decisionOf(s)} ${s.iou.toFixed(3)}`).join(' · ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
