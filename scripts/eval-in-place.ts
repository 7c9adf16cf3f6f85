// `npm run eval:in-place -- <folder> [--platform ifood] [--all]`: runs the photo engine in every style
// on each photo of a folder and prints, for the photos enhanced in place (every photo with --all),
// how different the styles are from each other and from the input (mean absolute difference,
// 0..255, the input seen through facts.sourceWindow), the share of blown pixels (every channel at 254 or more)
// before and after, and the mean chroma (Lab) of the near-white, near-neutral pixels of the input
// (a white plate's cast) before and after. The model runs once per photo (memoised).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ENHANCEMENT_STYLES, PLATFORMS, type Platform } from '../src/shared/constants.ts';
import { enhancePhoto, type EnhanceResult, type Segmenter } from '../src/engine/photo/enhance.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';
import { srgbToLab } from '../src/shared/colors.ts';

const PHOTO_PATTERN = /\.(jpe?g|png|webp)$/i;
/** Near-white in the input: Lab L* above this and chroma below the next. */
const WHITE_L = 68;
const WHITE_CHROMA = 28;


function memoise(segmenter: Segmenter): Segmenter {
  const cache = new Map<string, Buffer>();
  return {
    async segment(rgb) {
      const key = `${rgb.width}x${rgb.height}:${rgb.data.subarray(0, 4096).toString('base64')}:${rgb.data.length}`;
      let hit = cache.get(key);
      if (!hit) {
        hit = await segmenter.segment(rgb);
        cache.set(key, hit);
      }
      return hit;
    },
  };
}

const raw = async (jpeg: Buffer) => sharp(jpeg).removeAlpha().raw().toBuffer();

function mad(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Share of pixels blown to white (every channel ≥ 254). */
function clippedShare(px: Buffer): number {
  let n = 0;
  for (let i = 0; i < px.length; i += 3) if (Math.min(px[i]!, px[i + 1]!, px[i + 2]!) >= 254) n += 1;
  return n / (px.length / 3);
}

/** The input as the output frame shows it (facts.sourceWindow), at the frame's size; padding is left black. */
async function inputThroughWindow(input: Buffer, result: EnhanceResult): Promise<Buffer> {
  // A flat lay turned for its frame: the window is of the photo turned a quarter clockwise.
  const meta = await sharp(input).autoOrient().rotate(result.facts.sourceWindow.turn ?? 0).toBuffer({ resolveWithObject: true });
  const { width, height } = meta.info;
  const w = result.facts.sourceWindow;
  const left = Math.round(w.left * width);
  const top = Math.round(w.top * height);
  const ww = Math.round(w.width * width);
  const wh = Math.round(w.height * height);
  const cl = Math.max(0, left);
  const ct = Math.max(0, top);
  const cw = Math.min(width, left + ww) - cl;
  const ch = Math.min(height, top + wh) - ct;
  const sx = result.width / ww;
  const sy = result.height / wh;
  if (cw < 1 || ch < 1 || cl + cw > width || ct + ch > height) throw new Error(`window ${JSON.stringify(w)} of ${width}×${height}`);
  const pl = Math.min(result.width - 1, Math.round((cl - left) * sx));
  const pt = Math.min(result.height - 1, Math.round((ct - top) * sy));
  const inner = await sharp(meta.data)
    .extract({ left: cl, top: ct, width: Math.max(1, cw), height: Math.max(1, ch) })
    .resize(Math.max(1, Math.min(result.width - pl, Math.round(cw * sx))), Math.max(1, Math.min(result.height - pt, Math.round(ch * sy))), { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(inner.data, { raw: { width: inner.info.width, height: inner.info.height, channels: 3 } })
    .extend({ left: pl, top: pt, right: Math.max(0, result.width - inner.info.width - pl), bottom: Math.max(0, result.height - inner.info.height - pt), background: '#000' })
    .raw()
    .toBuffer();
}

/** Mean chroma of the pixels that are near-white in `reference`, measured in `img`. */
function whiteChroma(reference: Buffer, img: Buffer): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < reference.length; i += 3 * 7) {
    const [l, a, b] = srgbToLab(reference[i]!, reference[i + 1]!, reference[i + 2]!);
    if (l < WHITE_L || Math.hypot(a, b) > WHITE_CHROMA || reference[i]! >= 250) continue;
    const [, a2, b2] = srgbToLab(img[i]!, img[i + 1]!, img[i + 2]!);
    sum += Math.hypot(a2, b2);
    n += 1;
  }
  return n ? sum / n : NaN;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const take = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const platform = (take('--platform') ?? 'instagram') as Platform;
  const all = args.includes('--all');
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir || !PLATFORMS.includes(platform)) throw new Error('usage: eval-in-place <folder> [--platform ifood] [--all]');
  const segmenter = memoise(await createOnnxSegmenter({}));
  const rows: number[][] = [];
  console.log('photo | mode | styles MAD | vs input MAD | clipped in → out | white chroma in → out');
  for (const file of readdirSync(dir).filter((f) => PHOTO_PATTERN.test(f)).sort()) {
    const input = readFileSync(path.join(dir, file));
    const results = [];
    for (const style of ENHANCEMENT_STYLES) results.push(await enhancePhoto(input, { platform, style, scenario: { type: 'ai-create' }, watermark: false }, segmenter));
    if (!all && results[0]!.mode !== 'in-place') continue;
    const outs = await Promise.all(results.map((r) => raw(r.image)));
    const before = await inputThroughWindow(input, results[0]!);
    let pair = 0;
    let pairs = 0;
    for (let i = 0; i < outs.length; i += 1) for (let j = i + 1; j < outs.length; j += 1, pairs += 1) pair += mad(outs[i]!, outs[j]!);
    const vsInput = outs.reduce((s, o) => s + mad(o, before), 0) / outs.length;
    const clipIn = clippedShare(await sharp(input).rotate().removeAlpha().raw().toBuffer());
    const clipOut = outs.reduce((s, o) => s + clippedShare(o), 0) / outs.length;
    const chromaIn = whiteChroma(before, before);
    const chromaOut = outs.reduce((s, o) => s + whiteChroma(before, o), 0) / outs.length;
    const row = [pair / pairs, vsInput, clipIn, clipOut, chromaIn, chromaOut];
    rows.push(row);
    console.log(
      `${file} | ${results[0]!.mode} | ${row[0]!.toFixed(1)} | ${row[1]!.toFixed(1)} | ${(clipIn * 100).toFixed(2)}% → ${(clipOut * 100).toFixed(2)}% | ${chromaIn.toFixed(1)} → ${chromaOut.toFixed(1)}`,
    );
  }
  const mean = (k: number) => {
    const v = rows.map((r) => r[k]!).filter((x) => Number.isFinite(x));
    return v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  };
  console.log(
    `\n${rows.length} photos: styles MAD ${mean(0).toFixed(1)}, vs input ${mean(1).toFixed(1)}, clipped ${(mean(2) * 100).toFixed(2)}% → ${(mean(3) * 100).toFixed(2)}%, white chroma ${mean(4).toFixed(1)} → ${mean(5).toFixed(1)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
