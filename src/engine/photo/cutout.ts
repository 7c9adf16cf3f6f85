// The product cut-out alone (Templates Rápidos): the photo engine's decode → segment → matte steps,
// without relight or backdrop. The same rule as Foto Pro decides whether a cut-out is safe
// (inPlaceReason: too little or too much of the frame, or cut by the edge); when it is not, the
// decoded photo comes back to be framed by the art engine instead of floating with a straight side.
import sharp from 'sharp';
import { decontaminateEdges } from './compose.ts';
import { decodePhoto } from './decode.ts';
import { inPlaceReason, type Segmenter } from './enhance.ts';
import { cropGray, cropRgb, fitInside, interleaveRgba, resizeRgb, type RgbImage } from './image.ts';
import { alphaBox, analyseMatte, refineMatte } from './matte.ts';
import { IN_PLACE_REASONS, MATTE_MAX_SIDE, type InPlaceReason } from './photo.constants.ts';

/** The framed photo is re-encoded once at this quality, 4:4:4, so the art loses nothing visible. */
const FRAMED_JPEG_QUALITY = 95;

export interface CutOutResult {
  /** A trimmed RGBA PNG when `cutout`, else the EXIF-oriented, downscaled photo as a JPEG. */
  image: Buffer;
  cutout: boolean;
  /** Why the product is framed rather than cut out; null for a cut-out. */
  reason: InPlaceReason | null;
  /** Share of the frame the product covers (0..1). */
  coverage: number;
}

async function encodePhoto(working: RgbImage): Promise<Buffer> {
  return sharp(working.data, { raw: { width: working.width, height: working.height, channels: 3 } })
    .jpeg({ quality: FRAMED_JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Photo bytes → the product on transparency, or the photo itself when a cut-out is not safe. */
export async function cutOutProduct(photo: Buffer | Uint8Array, segmenter: Segmenter): Promise<CutOutResult> {
  const { working } = await decodePhoto(photo);
  const matte = fitInside(working.width, working.height, MATTE_MAX_SIDE);
  const guide = await resizeRgb(working, matte.width, matte.height, 'cubic');
  const probability = await segmenter.segment(guide);
  if (probability.length !== guide.width * guide.height) throw new Error(`segmenter returned ${probability.length} values for ${guide.width}×${guide.height}`);
  // With the guide, the matte recovers a plate the model dropped and sheds objects joined to the dish.
  const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height }, guide);
  const coverage = Math.round(analysis.coverage * 10_000) / 10_000;
  const reason = inPlaceReason(analysis);
  if (reason !== null) return { image: await encodePhoto(working), cutout: false, reason, coverage };

  const alpha = refineMatte(analysis, guide, working);
  const box = alphaBox(alpha);
  if (!box) return { image: await encodePhoto(working), cutout: false, reason: IN_PLACE_REASONS.noDish, coverage };
  const [rgb, a] = await Promise.all([cropRgb(working, box), cropGray(alpha, box)]);
  // The old background bleeds into the soft edge; the art puts the product on another one.
  const clean = await decontaminateEdges(rgb, a);
  const image = await sharp(interleaveRgba(clean, a), { raw: { width: clean.width, height: clean.height, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  return { image, cutout: true, reason: null, coverage };
}
