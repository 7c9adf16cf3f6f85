// `npm run calibrate:segmenter [-- <photo-folder>]`: measures, on real food photos (default
// ../shared/datasets/food-photos, read where they are), the range of every activation the int8
// IS-Net quantizes (onnx-quantize.ts) and writes them to src/engine/photo/isnet-ranges.json. Each
// photo goes the engine's own way to the model (decoded, oriented, at the matte's size, squashed to
// the inference square); a range is the widest over all photos of each photo's range with its rare
// extremes clipped (CLIP_SHARE at each end, onnx-quantize.ts). Run it again when the bundled model or DEFAULT_INFERENCE_SIZE changes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { decodePhoto } from '../src/engine/photo/decode.ts';
import { fitInside, resizeRgb } from '../src/engine/photo/image.ts';
import { clippedRange, quantizableActivations, withActivationOutputs, type ActivationRanges } from '../src/engine/photo/onnx-quantize.ts';
import { DEFAULT_INFERENCE_SIZE, MATTE_MAX_SIDE } from '../src/engine/photo/photo.constants.ts';
import { bundledModel, isNetInput } from '../src/engine/photo/segmenter.ts';

const PHOTO_PATTERN = /\.(jpe?g|png|webp)$/i;
const OUT = path.join('src', 'engine', 'photo', 'isnet-ranges.json');

async function main(): Promise<void> {
  const folder = process.argv[2] ?? path.join('..', 'shared', 'datasets', 'food-photos');
  const files = readdirSync(folder).filter((f) => PHOTO_PATTERN.test(f)).sort();
  if (files.length === 0) throw new Error(`no photos in ${folder}`);
  const size = DEFAULT_INFERENCE_SIZE;
  const model = await bundledModel(size, 'float32');
  const names = quantizableActivations(model);
  const session = await InferenceSession.create(withActivationOutputs(model, names), { intraOpNumThreads: 2, logSeverityLevel: 3 });
  const ranges: Record<string, [number, number]> = {};
  for (const file of files) {
    const { working } = await decodePhoto(readFileSync(path.join(folder, file)));
    const matte = fitInside(working.width, working.height, MATTE_MAX_SIDE);
    const input = await isNetInput(await resizeRgb(working, matte.width, matte.height, 'cubic'), size, size);
    const outputs = await session.run({ [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, size, size]) });
    for (const name of names) {
      const [low, high] = clippedRange(outputs[name]!.data as Float32Array);
      const range = (ranges[name] ??= [low, high]);
      range[0] = Math.min(range[0], low);
      range[1] = Math.max(range[1], high);
    }
    for (const tensor of Object.values(outputs)) tensor.dispose();
    console.log(`${file}: measured`);
  }
  await session.release();
  const rounded = Object.fromEntries(Object.entries(ranges).map(([name, [low, high]]) => [name, [Number(low.toPrecision(6)), Number(high.toPrecision(6))]]));
  const out: ActivationRanges = { inferenceSize: size, photos: files.length, ranges: rounded as ActivationRanges['ranges'] };
  // One activation per line: a re-run shows as a readable diff.
  const lines = Object.entries(out.ranges).map(([name, range]) => `    ${JSON.stringify(name)}: ${JSON.stringify(range)}`);
  writeFileSync(OUT, `{\n  "inferenceSize": ${out.inferenceSize},\n  "photos": ${out.photos},\n  "ranges": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(`wrote ${OUT}: ${names.length} activations over ${files.length} photos at ${size}²`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
