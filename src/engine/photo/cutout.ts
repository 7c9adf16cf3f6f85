// The product cut-out alone (Templates Rápidos): the photo engine's decode → segment → matte steps,
// without relight or backdrop. The same rule as Foto Pro decides whether a cut-out is safe
// (inPlaceReason: too little or too much of the frame, or cut by the edge); when it is not, the
// decoded photo comes back to be framed by the art engine (a photo card) instead of a torn or
// straight-sided cut-out.
import sharp from 'sharp';
import { decontaminateEdges } from './compose.ts';
import { analysePhoto, cutoutAlpha, inPlaceReason, type Segmenter } from './enhance.ts';
import { holdToWalls } from './glass.ts';
import { cropGray, cropRgb, interleaveRgba, type RgbImage } from './image.ts';
import { alphaBox } from './matte.ts';
import { IN_PLACE_REASONS, type InPlaceReason } from './photo.constants.ts';
import { neutralSeeThrough, readSeeThrough } from './see-through.ts';

/** The art has no platform frame; the decision is taken as for a square post. */
const ART_VIEW_PLATFORM = 'instagram';
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

/**
 * Photo bytes → the product on transparency, or the photo itself when a cut-out is not safe. The
 * decision and the alpha are Foto Pro's own (`analysePhoto`, `cutoutAlpha`), except that a dish the
 * photo cut is never cut out here: on an art it would float with a straight side, so it is framed.
 */
export async function cutOutProduct(photo: Buffer | Uint8Array, segmenter: Segmenter): Promise<CutOutResult> {
  const analysed = await analysePhoto(photo, ART_VIEW_PLATFORM, segmenter);
  const { working } = analysed;
  const coverage = Math.round(analysed.analysis.coverage * 10_000) / 10_000;
  const reason = inPlaceReason(analysed.analysis);
  if (reason !== null) return { image: await encodePhoto(working), cutout: false, reason, coverage };

  const alpha = await cutoutAlpha(analysed);
  const box = alphaBox(alpha);
  if (!box) return { image: await encodePhoto(working), cutout: false, reason: IN_PLACE_REASONS.noDish, coverage };
  const [rgb, a] = await Promise.all([cropRgb(working, box), cropGray(alpha, box)]);
  // A glass's straight walls without the matte's spikes (glass.ts).
  holdToWalls(a);
  // The old background bleeds into the soft edge; the art puts the product on another one.
  const clean = await decontaminateEdges(rgb, a);
  // …and shows through a clear glass: made grey there (see-through.ts).
  const seeThrough = readSeeThrough(working, rgb, a, box);
  if (seeThrough) neutralSeeThrough(clean, a, seeThrough, seeThrough.behind, a.height);
  const image = await sharp(interleaveRgba(clean, a), { raw: { width: clean.width, height: clean.height, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  return { image, cutout: true, reason: null, coverage };
}
