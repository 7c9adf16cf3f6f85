// Foto Pro, local engine: an amateur dish photo → a delivery-app photo. Pure function of the input
// bytes and options (deterministic; the segmenter is injected). Stages:
//   decode (EXIF, shrink-on-load) → segment (model at matte size) → matte (clean, decide) →
//   cut-out:  refine edge at working size → relight by style → backdrop (procedural or scenario,
//             colour-matched) → shadow + composite in the platform frame
//   in place: frame tightly around the dish (pad rather than cut it) → relight (white from the vessel's
//             rim) → depth of field, clarity, background tone by style → pad to the platform frame
//             (→ a menu's photo: background pulled toward the menu's backdrop)
//   → watermark → JPEG under MAX_OUTPUT_BYTES.
import { encodeFrameJpeg } from './finalize.ts';
import { createHash } from 'node:crypto';
import { ENHANCEMENT_STYLES, MAX_INPUT_PIXELS, PLATFORMS, type EnhancementStyle, type Platform } from '../../shared/constants.ts';
import { pickBackdropForDish, renderBackdropRaw, type BackdropSpec, type BackdropView, type LightDirection } from './backdrop.ts';
import { compositeDish, decontaminateEdges, fitScene, levelAngle, matchToScene, meanDishColour, renderShadow, resizeRgba, rotateDish } from './compose.ts';
import { extendToFrame, plainBorders } from './extend.ts';
import { holdToWalls } from './glass.ts';
import { estimateCameraAngle } from './camera-angle.ts';
import { decodePhoto, PhotoDecodeError } from './decode.ts';
import { frameFor, frameInPlace, placeDish, type EdgeContact, type FrameSide } from './frame.ts';
import { cropGray, cropRgb, fitInside, interleaveRgba, resizeRgb, resizeWeights, turnClockwise, underExposureLevels, withLevels, type Box, type GrayImage, type RgbImage } from './image.ts';
import { dishMaskFor, finishInPlace, flatLayLook, foodBox, IN_PLACE_LOOKS, inPlaceGrade, menuInPlaceLook, pullTowardBackdrop, vesselInFocus } from './in-place.ts';
import { menuBackdrop, menuExposure, MenuLookSchema } from './menu.ts';
import { alphaBox, analyseMatte, dropIslands, refineMatte, turnAnalysis, type MatteAnalysis } from './matte.ts';
import {
  BACKDROP_RENDER_PIXELS,
  EDGE_TOUCH_SHARE,
  IN_PLACE_REASONS,
  MATTE_MAX_SIDE,
  MAX_MASK_COVERAGE,
  MIN_MASK_COVERAGE,
  type FrameSize,
  type InPlaceReason,
} from './photo.constants.ts';
import { morph } from './raster.ts';
import { EXPOSURE_FLOOR, exposureFloorGamma, gradedMedianLuma, gradeImage, hazeLevels, measureGrade, sharpenImage, STYLE_LOOKS, type GradeStats, type StyleLook } from './relight.ts';
import { outlineIsFood, planRimRepair, restoreRim, type RimRepair } from './rim.ts';
import { neutralSeeThrough, readSeeThrough, swapSeeThrough } from './see-through.ts';
import { paintOver } from './cutlery.ts';
import { PLAIN_RIM_TEXTURE } from './vessel.ts';
import type { EnhanceOptions, EnhanceResult, Segmenter, SourceWindow } from './photo.types.ts';
import sharp from 'sharp';

export { PhotoDecodeError };

export type { EnhanceOptions, EnhanceResult, PhotoScenario, Segmenter, SourceWindow } from './photo.types.ts';

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** A window in working pixels → fractions of the working image. */
function toSourceWindow(window: Box, working: { width: number; height: number }): SourceWindow {
  return { left: round4(window.left / working.width), top: round4(window.top / working.height), width: round4(window.width / working.width), height: round4(window.height / working.height) };
}

/**
 * A dish cut out, or a photo kept in place, enlarged more than this is sharpened after the
 * enlargement, not in its grade before it (the halo, and a small photo's JPEG grain, would be
 * enlarged with it: "crunchy, sparkly noise" on in-place photos upscaled 2–3×), by up to this factor
 * of the style's amount.
 */
const SHARPEN_AFTER_ENLARGING = 1.15;
const ENLARGED_SHARPEN_MAX = 1.4;

/** The sharpening of a picture after it was enlarged `scale` times, for a style whose own amount is `amount`. */
function enlargedSharpen(amount: number, scale: number): number {
  return amount * Math.min(ENLARGED_SHARPEN_MAX, Math.sqrt(scale));
}
/** Dish pixels kept around the alpha's bounding box (soft edge and resampling room). */
const CUTOUT_PAD = 3;
/** Shadow strengths per style: premium is moodier, minimal barely grounds the dish. */
const SHADOWS: Record<EnhancementStyle, { ambient: number; contact: number; base: number }> = {
  natural: { ambient: 0.38, contact: 0.5, base: 0.7 },
  premium: { ambient: 0.5, contact: 0.6, base: 0.8 },
  professional: { ambient: 0.34, contact: 0.5, base: 0.7 },
  minimal: { ambient: 0.24, contact: 0.38, base: 0.55 },
};

/** A stable 32-bit seed from the photo's bytes. */
export function seedFromBytes(bytes: Uint8Array): number {
  return createHash('sha256').update(bytes).digest().readUInt32LE(0);
}

/** Why the photo is enhanced in place, or null when a cut-out is safe. */
export function inPlaceReason(analysis: Pick<MatteAnalysis, 'coverage' | 'touchesEdge'> & Partial<Pick<MatteAnalysis, 'torn'>>): InPlaceReason | null {
  if (analysis.coverage < MIN_MASK_COVERAGE) return IN_PLACE_REASONS.noDish;
  if (analysis.coverage > MAX_MASK_COVERAGE) return IN_PLACE_REASONS.closeUp;
  if (analysis.touchesEdge) return IN_PLACE_REASONS.touchesEdge;
  // Better the photo's own scene than a torn plate on a new one.
  if (analysis.torn) return IN_PLACE_REASONS.unclearEdge;
  return null;
}

/** Once the photo cuts the dish on some side, every side whose border it covers over this share is cut too (it goes flush with the frame). */
const BLEED_CLEAN_SHARE = 0.01;
/**
 * Each cut chord at most this share of the dish's own extent along that side (a modest cut), unless
 * the dish spans the frame between two opposite cut sides. The
 * dish must include its plate or bowl (an elliptical outline): a model that kept the food but not
 * the plate the photo cut would otherwise run bare food off the frame.
 */
const BLEED_MAX_CHORD = 0.8;
/** Sides a dish may run off at once: one, two adjacent (a corner) or two opposite (it spans the frame). */
const BLEED_MAX_SIDES = 2;

/**
 * The sides a dish the photo cut may run off in a cut-out, or null. A plate cut on one side, on two
 * adjacent sides (a corner) or on two opposite sides (it spans the frame), and not deeply, reads as a
 * photographer's crop when it runs off those sides of the new frame; cut on three sides or more, or
 * deeply, or at the far side in a 45° view, or held by a drawn rim round food
 * (PLAIN_RIM_TEXTURE), the photo keeps its own scene.
 */
export function bleedSides(
  analysis: Pick<MatteAnalysis, 'edgeShares' | 'box' | 'width' | 'height' | 'coverage' | 'vessel' | 'completedRimTexture'>,
  view: BackdropView,
): FrameSide[] | null {
  if (!analysis.box || analysis.coverage < MIN_MASK_COVERAGE || analysis.coverage > MAX_MASK_COVERAGE) return null;
  if (!analysis.vessel || (analysis.completedRimTexture ?? 0) > PLAIN_RIM_TEXTURE) return null;
  const sides = Object.entries(analysis.edgeShares) as [FrameSide, number][];
  if (!sides.some(([, share]) => share >= EDGE_TOUCH_SHARE)) return null;
  const cut = sides.filter(([, share]) => share >= BLEED_CLEAN_SHARE);
  if (cut.length > BLEED_MAX_SIDES) return null;
  // A dish cut on two opposite sides spans the frame between them: a close crop whatever the chords
  // (the close-up limit on coverage still applies).
  const spans = cut.length === 2 && (cut[0]![0] === 'top' || cut[0]![0] === 'bottom') === (cut[1]![0] === 'top' || cut[1]![0] === 'bottom');
  for (const [side, share] of cut) {
    // Seen at eye level, the top of the frame is the wall behind the table: nothing runs off it.
    if (side === 'top' && view === 'eye-level') return null;
    if (spans) continue;
    const along = side === 'top' || side === 'bottom' ? analysis.width : analysis.height;
    const extent = side === 'top' || side === 'bottom' ? analysis.box.width : analysis.box.height;
    if ((share * along) / extent > BLEED_MAX_CHORD) return null;
  }
  return cut.map(([side]) => side);
}

/** The single side a dish the photo cut runs off, or null (none, or several: see `bleedSides`). */
export function bleedSide(analysis: Parameters<typeof bleedSides>[0], view: BackdropView): FrameSide | null {
  const sides = bleedSides(analysis, view);
  return sides?.length === 1 ? sides[0]! : null;
}

function validateOptions(options: EnhanceOptions): void {
  if (!PLATFORMS.includes(options.platform)) throw new TypeError(`unknown platform: ${String(options.platform)}`);
  if (!ENHANCEMENT_STYLES.includes(options.style)) throw new TypeError(`unknown style: ${String(options.style)}`);
  const type = options.scenario?.type;
  if (type !== 'ai-create' && type !== 'predefined') throw new TypeError(`unknown scenario: ${String(type)}`);
  if (type === 'predefined' && !(options.scenario as { image?: unknown }).image) throw new TypeError('predefined scenario needs an image');
  if (options.seed !== undefined && (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff)) {
    throw new TypeError('seed must be a 32-bit unsigned integer');
  }
  if (options.menu !== undefined && !MenuLookSchema.safeParse(options.menu).success) throw new TypeError('invalid menu look');
}

/** The style's look, with a menu's white-balance strength when the photo is one of a menu. */
function gradeLook(options: EnhanceOptions): StyleLook {
  const look = STYLE_LOOKS[options.style];
  return options.menu ? { ...look, whiteBalance: options.menu.whiteBalance } : look;
}

/**
 * The grade's extra mid-tone power: a menu's dish (`weight`) pulled toward the menu's exposure (no dish
 * found: nothing to match); any other dish kept at least as bright as it came (EXPOSURE_FLOOR; the whole
 * image read when no dish was found).
 */
function gradeGamma(options: EnhanceOptions, img: RgbImage, look: StyleLook, stats: GradeStats, weight: GrayImage | undefined): number {
  if (options.menu) return weight ? menuExposure(gradedMedianLuma(img, look, stats, weight), options.menu).gamma : 1;
  return exposureFloorGamma(img, look, stats, weight, EXPOSURE_FLOOR[options.style]);
}

function scaleBox(box: Box, sx: number, sy: number, maxW: number, maxH: number): Box {
  const left = Math.max(0, Math.floor(box.left * sx));
  const top = Math.max(0, Math.floor(box.top * sy));
  return {
    left,
    top,
    width: Math.min(maxW, Math.ceil((box.left + box.width) * sx)) - left,
    height: Math.min(maxH, Math.ceil((box.top + box.height) * sy)) - top,
  };
}

function padBox(box: Box, pad: number, maxW: number, maxH: number): Box {
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, box.top - pad);
  return { left, top, width: Math.min(maxW, box.left + box.width + pad) - left, height: Math.min(maxH, box.top + box.height + pad) - top };
}


/** The table is read round the dish beyond this share of the photo's long side (its shadow and rim's glow)… */
const TABLE_MARGIN = 0.02;
/** …and only when at least this share of the photo shows it… */
const MIN_TABLE_SHARE = 0.05;
/** …from every this-many-th pixel of the guide across and down (a mean colour needs no more). */
const TABLE_STEP = 2;

/**
 * Mean colour (0..255) of the table the photo shows round the dish, graded as the dish is (what the
 * output's dish is seen against in the input, by the same eye), or null when the dish fills the photo.
 */
async function tableColour(guide: RgbImage, solid: Uint8Array, grading: StyleLook, stats: GradeStats): Promise<[number, number, number] | null> {
  const width = Math.ceil(guide.width / TABLE_STEP);
  const height = Math.ceil(guide.height / TABLE_STEP);
  const rgb = Buffer.allocUnsafe(width * height * 3);
  const dish = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * TABLE_STEP * guide.width + x * TABLE_STEP;
      const q = y * width + x;
      dish[q] = solid[p]!;
      rgb[q * 3] = guide.data[p * 3]!;
      rgb[q * 3 + 1] = guide.data[p * 3 + 1]!;
      rgb[q * 3 + 2] = guide.data[p * 3 + 2]!;
    }
  }
  const near = morph(dish, width, height, Math.max(1, Math.round(Math.max(width, height) * TABLE_MARGIN)));
  const table = Buffer.alloc(width * height);
  let count = 0;
  for (let i = 0; i < table.length; i += 1) {
    if (near[i]) continue;
    table[i] = 255;
    count += 1;
  }
  if (count < table.length * MIN_TABLE_SHARE) return null;
  const graded = await gradeImage({ data: rgb, width, height }, grading, stats, { sharpen: false });
  return meanDishColour(graded, { data: table, width, height });
}

async function encodeCutout(rgb: RgbImage, alpha: GrayImage): Promise<Buffer> {
  return sharp(interleaveRgba(rgb, alpha), { raw: { width: rgb.width, height: rgb.height, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}

interface CutoutInput {
  working: RgbImage;
  guide: RgbImage;
  /**
   * `guide` in `working`'s light, which the matte's edge is refined against: the same image unless a
   * veil was removed from `working` (hazeLevels).
   */
  edgeGuide: RgbImage;
  analysis: MatteAnalysis;
  options: EnhanceOptions;
  frame: FrameSize;
  seed: number;
  scene: Promise<RgbImage> | null;
  /** The camera angle the backdrop is drawn at and the dish placed for (PhotoAnalysis.view). */
  view: BackdropView;
  /** The sides the photo cut the dish on, which it runs off in the frame too; null for a whole dish. */
  bleed: readonly FrameSide[] | null;
  /** A plate cut only through its rim: the rim beyond the frame is drawn before the dish is cut out. */
  rimRepair: RimRepair | null;
}

async function enhanceCutout(input: CutoutInput, time: <T>(stage: string, run: () => Promise<T> | T) => Promise<T>) {
  const { options, frame } = input;
  const look = STYLE_LOOKS[options.style];
  const { menu } = options;
  // A menu draws every dish at its table view; a dish the photo cut at the top cannot be seen at eye
  // level (the wall is there), so it keeps its own view.
  const view = menu && !(menu.view === 'eye-level' && input.bleed?.includes('top')) ? menu.view : input.view;
  const menuScale = menu?.scale ?? 1;
  // Cutlery resting on the plate is painted over first (so a restored rim does not copy it either).
  // Cutlery resting across a whole plate's rim is painted from the plate alone, ring by ring (a blind
  // A/B preferred the plain fill, from all round, for the rest of a dropped handle: its smaller bump).
  const { cutlery, cutleryRim } = input.analysis;
  const atMatte = (mask: Uint8Array) => ({ data: Buffer.from(mask), width: input.guide.width, height: input.guide.height });
  let working = cutlery
    ? await time('refine', () => paintOver(input.working, atMatte(cutlery), cutleryRim ? { plate: atMatte(input.analysis.solid), rim: cutleryRim } : undefined))
    : input.working;
  let fullAlpha = await time('refine', () => refineMatte(input.analysis, input.edgeGuide, working));
  /** Where the photo's (0, 0) lies on the canvas the dish is cut from (grown when a rim is restored). */
  let shift = { left: 0, top: 0 };
  if (input.rimRepair) {
    const s = working.width / input.guide.width;
    const e = input.rimRepair.ellipse;
    const restored = await time('refine', () => restoreRim(working, fullAlpha, { cx: e.cx * s, cy: e.cy * s, a: e.a * s, b: e.b * s, theta: e.theta }));
    working = restored.rgb;
    fullAlpha = restored.alpha;
    shift = restored.offset;
  }
  const tight = alphaBox(fullAlpha) ?? { left: 0, top: 0, width: working.width, height: working.height };
  const box = padBox(tight, CUTOUT_PAD, working.width, working.height);
  let [dishRaw, cropAlpha] = await Promise.all([cropRgb(working, box), cropGray(fullAlpha, box)]);
  /** Where the dish's pixels start in the working image (for the source window). */
  const origin = { left: box.left - shift.left, top: box.top - shift.top };
  // Bits the refinement cut loose from the dish (refineMatte's alpha is this call's own buffer).
  if (dropIslands(cropAlpha) > 0) {
    const kept = alphaBox(cropAlpha);
    if (kept) {
      const trim = padBox(kept, CUTOUT_PAD, cropAlpha.width, cropAlpha.height);
      [dishRaw, cropAlpha] = await Promise.all([cropRgb(dishRaw, trim), cropGray(cropAlpha, trim)]);
      origin.left += trim.left;
      origin.top += trim.top;
    }
  }

  // A dish that will be enlarged in the frame is sharpened after the enlargement, not before (the
  // halo would be enlarged with it).
  const enlarge = placeDish(frame, dishRaw, view, input.bleed, menuScale).width / dishRaw.width;
  const sharpenLater = enlarge > SHARPEN_AFTER_ENLARGING;
  // A dish whole in the photo (no rim drawn, not run off the frame): a glass's two straight walls held to their lines (no
  // spikes of condensation; glass.ts), and the old scene a clear glass shows through it read, to be
  // swapped for the new backdrop (see-through.ts).
  const whole = !input.rimRepair && !input.bleed;
  if (whole) await time('refine', () => holdToWalls(cropAlpha));
  const seeThrough = whole ? readSeeThrough(working, dishRaw, cropAlpha, origin) : null;
  const { dish, alpha, table, behind } = await time('relight', async () => {
    const grading = gradeLook(options);
    const stats = measureGrade(dishRaw, grading, cropAlpha, input.working);
    const table = menu || input.scene ? null : await tableColour(input.guide, input.analysis.solid, grading, stats);
    const gamma = gradeGamma(options, dishRaw, grading, stats, cropAlpha);
    const graded = await gradeImage(dishRaw, grading, stats, { sharpen: !sharpenLater, gamma });
    // The background behind the glass in the dish's new light, as the glass shows it.
    const behind = seeThrough ? await gradeImage(seeThrough.behind, grading, stats, { sharpen: false, gamma }) : null;
    const clean = await decontaminateEdges(graded, cropAlpha);
    // A straight base photographed at a slant (a slice held on a spatula) is set level on the table
    // (not a dish the photo cut: its cut side must stay on the frame's edge).
    const turned = await rotateDish(clean, cropAlpha, input.bleed ? 0 : levelAngle(cropAlpha));
    const turnedBox = alphaBox(turned.alpha);
    // (A dish levelled has other rows than the glass was read on: nothing is swapped.)
    if (!turnedBox || turned.alpha === cropAlpha) return { dish: turned.rgb, alpha: turned.alpha, table, behind };
    const trim = padBox(turnedBox, CUTOUT_PAD, turned.alpha.width, turned.alpha.height);
    const [rgb, a] = await Promise.all([cropRgb(turned.rgb, trim), cropGray(turned.alpha, trim)]);
    return { dish: rgb, alpha: a, table, behind: null };
  });

  let backdrop: RgbImage;
  let light: LightDirection = 'top-left';
  let placed = dish;
  let cutout: Promise<Buffer>;
  // The cut-out PNG: the old table's tint in a clear glass made grey (see-through.ts).
  const encodePlaced = () => {
    if (!seeThrough || !behind) return encodeCutout(placed, alpha);
    const rgb: RgbImage = { data: Buffer.from(placed.data), width: placed.width, height: placed.height };
    neutralSeeThrough(rgb, alpha, seeThrough, behind, alpha.height);
    return encodeCutout(rgb, alpha);
  };
  if (input.scene) {
    const scene = await time('backdrop', () => input.scene!);
    placed = await time('relight', () => matchToScene(dish, alpha, scene));
    cutout = time('cutout', encodePlaced);
    backdrop = scene;
  } else {
    // The PNG encodes on sharp's threads while the backdrop renders in JS.
    cutout = time('cutout', encodePlaced);
    // A menu's photos share one backdrop (surface, tone, seed, light), seen at each photo's view.
    const spec: BackdropSpec = menu ? { ...menuBackdrop(menu), view } : { ...pickBackdropForDish({ meanRgb: meanDishColour(dish, alpha), style: options.style, seed: input.seed, sceneRgb: table ?? undefined }), view };
    light = spec.light.direction;
    backdrop = await time('backdrop', () => renderBackdropRaw(spec, frame.width, frame.height, { maxRenderPixels: BACKDROP_RENDER_PIXELS }));
  }

  cutout.catch(() => undefined); // awaited below; keeps an early failure from going unhandled meanwhile
  const composed = await time('compose', async () => {
    const place = placeDish(frame, dish, view, input.bleed, menuScale);
    const scaled = await resizeRgba(placed, alpha, place.width, place.height);
    if (seeThrough && behind) swapSeeThrough(scaled.rgb, scaled.alpha, place, backdrop, seeThrough, behind, alpha.height);
    if (sharpenLater) scaled.rgb = await sharpenImage(scaled.rgb, enlargedSharpen(look.sharpen, place.width / placed.width));
    const shadow = await renderShadow(scaled.alpha, place, frame, { ...SHADOWS[options.style], light, view });
    const image = compositeDish(backdrop, shadow, scaled.rgb, scaled.alpha, place);
    // The dish's pixels scale by place/dish: the frame, mapped back, is this window of the photo.
    const scale = place.width / dish.width;
    const window = { left: origin.left - place.left / scale, top: origin.top - place.top / scale, width: frame.width / scale, height: frame.height / scale };
    return { image, window };
  });
  return { composed: composed.image, cutout: await cutout, sourceWindow: toSourceWindow(composed.window, input.working) };
}

/** A menu's backdrop is rendered this many times smaller than a photo kept in place (only its smooth light is used). */
const MENU_FIELD_REDUCTION = 8;

/** A photo enhanced in place is enlarged at most this much from working size (a tighter crop would look soft). */
const MAX_IN_PLACE_UPSCALE = 1.6;

/** Model output (0..255) from which a pixel is surely dish for the finish in place (SOLID_THRESHOLD in matte.ts is 115). */
const SURE_DISH = 200;

/**
 * Model output from which a pixel in front of the dish (below its middle row, in a photo not taken
 * from straight above) is dish for the finish too: food spilling toward the camera that the model only
 * half sees — the bolinho's front balls read 80–160 — is no background to blur and light; a tub or a
 * glass behind the dish, which reads as much, stands above its middle and still softens.
 */
const FRONT_DISH = 80;

/** The dish's region (0/1) with every pixel the model is sure of added, and what it half sees in front of the dish. */
function surelyDish(solid: Uint8Array, probability: GrayImage, view: BackdropView): Uint8Array {
  let middle = Number.POSITIVE_INFINITY;
  if (view !== 'top-down') {
    let sum = 0;
    let count = 0;
    for (let p = 0; p < solid.length; p += 1) {
      if (!solid[p]) continue;
      sum += Math.floor(p / probability.width);
      count += 1;
    }
    if (count > 0) middle = sum / count;
  }
  return solid.map((v, p) => {
    const value = probability.data[p]!;
    return v || value >= SURE_DISH || (value >= FRONT_DISH && Math.floor(p / probability.width) > middle) ? 1 : 0;
  });
}

/** `mask` placed at (left, top) on an empty frame. */
function padGray(mask: GrayImage, frame: { width: number; height: number }, left: number, top: number): GrayImage {
  const data = Buffer.alloc(frame.width * frame.height);
  for (let y = 0; y < mask.height; y += 1) mask.data.copy(data, (y + top) * frame.width + left, y * mask.width, (y + 1) * mask.width);
  return { data, width: frame.width, height: frame.height };
}

interface InPlaceInput {
  working: RgbImage;
  guide: RgbImage;
  probability: GrayImage;
  analysis: MatteAnalysis;
  view: BackdropView;
  /** The dish's box in working pixels, or null when no dish was found. */
  dish: Box | null;
  closeUp: boolean;
  touching: EdgeContact;
  options: EnhanceOptions;
  frame: FrameSize;
}

async function enhanceInPlace(input: InPlaceInput, time: <T>(stage: string, run: () => Promise<T> | T) => Promise<T>) {
  const { working, guide, analysis, dish, options, frame } = input;
  const food = () => {
    const box = dish ? foodBox(analysis.solid, guide) : null;
    return box && scaleBox(box, working.width / guide.width, working.height / guide.height, working.width, working.height);
  };
  const framing = frameInPlace(working.width, working.height, frame.width / frame.height, dish, input.closeUp, {
    touching: input.touching,
    minWidth: frame.width / MAX_IN_PLACE_UPSCALE,
    food,
    maxPad: frame.maxInPlacePad,
    plainBorders: dish ? () => plainBorders(guide, analysis.solid) : undefined,
  });
  const crop = await cropRgb(working, framing.crop);
  const sourceWindow = toSourceWindow({ left: framing.crop.left - framing.offset.left, top: framing.crop.top - framing.offset.top, ...framing.window }, working);
  // The dish's mask over the crop: the white reference from its rim, then depth of field and the dish's finish.
  const sx = guide.width / working.width;
  const sy = guide.height / working.height;
  const window = { left: framing.crop.left * sx, top: framing.crop.top * sy, width: framing.crop.width * sx, height: framing.crop.height * sy };
  const mask = dish ? await dishMaskFor(analysis.solid, analysis, window, crop.width, crop.height) : null;
  // The finish spares whatever the model is sure of, too: food, a tray or a side dish the matte's
  // clean-up left out of the dish stay crisp and are not toned as the scene.
  const sureSolid = dish ? surelyDish(analysis.solid, input.probability, input.view) : null;
  const sure = sureSolid ? await dishMaskFor(sureSolid, analysis, window, crop.width, crop.height) : null;
  // The depth of field is focused on the plate or bowl round it as well, where the model missed it.
  const vessel = sureSolid ? await time('matte', () => vesselInFocus(guide, analysis.solid, sureSolid)) : null;
  const focusMask = vessel ? await dishMaskFor(vessel, analysis, window, crop.width, crop.height) : sure;
  const grading = inPlaceGrade(gradeLook(options), options.style);
  // A small photo enlarged to the frame is sharpened after the enlargement, as an enlarged cut-out is.
  const enlarge = frame.width / framing.window.width;
  const sharpenLater = enlarge > SHARPEN_AFTER_ENLARGING;
  const graded = await time('relight', () => {
    // The white reference reads the whole photo as well, as a cut-out's does: the more neutral of
    // the crop's and the whole photo's whites, and a rim ring far more coloured than the photo's
    // whites rejected. A crop that cuts a bowl's rim away leaves food in the mask's outer band
    // (mapo tofu's orange oil, taken for a white rim under warm light, turned grey-pink: blind round 32).
    const stats = measureGrade(crop, grading, undefined, working, mask ?? undefined);
    return gradeImage(crop, grading, stats, { sharpen: !sharpenLater, gamma: gradeGamma(options, crop, grading, stats, mask ?? undefined) });
  });
  const composed = await time('compose', async () => {
    const { window, offset } = framing;
    const scale = frame.width / window.width;
    const width = Math.min(frame.width, Math.round(crop.width * scale));
    const height = Math.min(frame.height, Math.round(crop.height * scale));
    const { menu } = options;
    const fills = width === frame.width && height === frame.height;
    // The dish's own mask at the frame's scale is read only to extend the photo or pull it toward a menu's backdrop.
    const [photo, dishMask, sureMask, focusSized, backdrop] = await Promise.all([
      resizeRgb(graded, width, height).then((enlarged) => (sharpenLater ? sharpenImage(enlarged, enlargedSharpen(grading.sharpen, enlarge)) : enlarged)),
      mask && (!fills || menu) ? resizeWeights(mask, width, height) : null,
      sure ? resizeWeights(sure, width, height) : null,
      focusMask && focusMask !== sure ? resizeWeights(focusMask, width, height) : null,
      // A menu's backdrop seen from above (no wall: the photo keeps its own angle), for its light only
      // (a predefined scenario replaces the backdrop: the photo keeps its own background then).
      menu && mask && options.scenario.type === 'ai-create' ? renderBackdropRaw({ ...menuBackdrop(menu), view: 'top-down' }, Math.max(1, Math.round(frame.width / MENU_FIELD_REDUCTION)), Math.max(1, Math.round(frame.height / MENU_FIELD_REDUCTION))) : null,
    ]);
    const styleLook = input.view === 'top-down' ? flatLayLook(IN_PLACE_LOOKS[options.style]) : IN_PLACE_LOOKS[options.style];
    const look = backdrop ? menuInPlaceLook(styleLook) : styleLook;
    const finished = await finishInPlace(photo, sureMask, look, focusSized ?? sureMask);
    const left = Math.min(frame.width - width, Math.round(offset.left * scale));
    const top = Math.min(frame.height - height, Math.round(offset.top * scale));
    const framed = fills ? finished : await extendToFrame(finished, frame, left, top, dishMask ?? undefined);
    if (!backdrop || !dishMask) return framed;
    // A menu's photo: its background (the frame's extension too) pulled toward the menu's backdrop.
    return pullTowardBackdrop(framed, framed === finished ? dishMask : padGray(dishMask, frame, left, top), backdrop);
  });
  return { composed, sourceWindow };
}

/** What the engine decides about a photo before any pixels are produced (shared by the pre-check and the eval). */
export interface PhotoAnalysis {
  /** The upload as decoded (its own light: the pre-check reads how dark it is from it). */
  decoded: Awaited<ReturnType<typeof decodePhoto>>;
  /** The photo as the engine reads, cuts and renders it: `decoded.working`, lifted when shot under (underExposureLevels). */
  working: RgbImage;
  /** `working` at matte size (the segmenter's input). */
  guide: RgbImage;
  /** The model's map over `guide` (0..255), before the matte's clean-up. */
  probability: GrayImage;
  analysis: MatteAnalysis;
  view: BackdropView;
  /** The side a dish the photo cut runs off in a cut-out, or null (the first of `bleedSides`). */
  bleed: FrameSide | null;
  /** Every side a dish the photo cut runs off in a cut-out (one, a corner's two, or two opposite), or null. */
  bleedSides: FrameSide[] | null;
  /** A plate the photo cut only through its rim, whose rim the cut-out completes; null otherwise. */
  rimRepair: RimRepair | null;
  /** Why the photo is enhanced in place, or null for a cut-out. */
  reason: InPlaceReason | null;
  /**
   * A flat lay turned a quarter clockwise for its frame (turnsForFrame): `decoded.working`, `working`,
   * `guide` and `analysis` are the turned photo's; `decoded.inputWidth` and `inputHeight` stay the upload's.
   */
  turned: boolean;
}

type Timer = <T>(stage: string, run: () => Promise<T> | T) => Promise<T>;
const untimed: Timer = async (_stage, run) => run();

/**
 * A flat lay the photo cut, in a frame of the other orientation (a portrait photo for iFood's 4:3),
 * is turned a quarter when that keeps at least this much more of the photo (a share of its area): a
 * dish seen from straight above has no up, and the frame's crop would cut it where the photo did not.
 */
const MIN_TURN_GAIN = 0.15;
/** Share of a photo of aspect `photo` (width / height) that a window of aspect `frame` keeps. */
const keptShare = (photo: number, frame: number) => Math.min(photo, frame) / Math.max(photo, frame);

/** Whether the photo kept in place is better turned a quarter for a frame of `aspect` (see MIN_TURN_GAIN). */
export function turnsForFrame(photo: Pick<PhotoAnalysis, 'guide' | 'view' | 'reason'>, aspect: number): boolean {
  if (photo.reason !== IN_PLACE_REASONS.touchesEdge || photo.view !== 'top-down') return false;
  const shape = photo.guide.width / photo.guide.height;
  return keptShare(1 / shape, aspect) - keptShare(shape, aspect) >= MIN_TURN_GAIN;
}

/** The decision read from the matte's analysis over `guide`. */
function decide(guide: RgbImage, analysis: MatteAnalysis) {
  // The camera angle, read from the dish's outline, decides both whether a cut dish may run off the
  // top of the frame (not at eye level, where the wall is) and the backdrop's view. When the outline
  // does not tell (often a dish the photo cut): ~45°, how most phone photos of food are taken.
  const view: BackdropView = estimateCameraAngle(analysis)?.view ?? 'three-quarter';
  const cutByFrame = inPlaceReason(analysis) === IN_PLACE_REASONS.touchesEdge;
  // A plate the photo cut only through its rim is made whole; else a dish cut modestly runs off the frame.
  const rimRepair = cutByFrame ? planRimRepair(analysis, guide) : null;
  // …unless what the photo cut is food whose own bowl the model left out (a disc of stew, no bowl).
  const bleedSidesFound = cutByFrame && !rimRepair && !outlineIsFood(analysis, guide) ? bleedSides(analysis, view) : null;
  const reason = rimRepair || bleedSidesFound ? null : inPlaceReason(analysis);
  return { guide, analysis, view, bleed: bleedSidesFound?.[0] ?? null, bleedSides: bleedSidesFound, rimRepair, reason };
}

/**
 * decode → segment → matte → decision: cut-out or in place, and why; a flat lay kept in place turned
 * a quarter when `frame` would otherwise cut it (turnsForFrame; the matte's analysis is turned with it).
 */
export async function analysePhoto(
  input: Buffer | Uint8Array,
  platform: Platform,
  segmenter: Segmenter,
  time: Timer = untimed,
  frame: FrameSize = frameFor(platform),
): Promise<PhotoAnalysis> {
  const decoded = await time('decode', () => decodePhoto(input));
  const matteSize = fitInside(decoded.working.width, decoded.working.height, MATTE_MAX_SIDE);
  const shotGuide = await time('segment', () => resizeRgb(decoded.working, matteSize.width, matteSize.height, 'cubic'));
  // A photo shot under is read, cut and rendered as if shot right (underExposureLevels).
  const lift = underExposureLevels(shotGuide);
  const guide = lift ? withLevels(shotGuide, lift) : shotGuide;
  const working = lift ? await time('decode', () => withLevels(decoded.working, lift)) : decoded.working;
  const probability = await time('segment', () => segmenter.segment(guide));
  if (probability.length !== guide.width * guide.height) throw new Error(`segmenter returned ${probability.length} values for ${guide.width}×${guide.height}`);
  const map: GrayImage = { data: probability, width: guide.width, height: guide.height };
  const straight = await time('matte', () => decide(guide, analyseMatte(map, guide)));
  if (!turnsForFrame(straight, frame.width / frame.height)) return { decoded, working, probability: map, ...straight, turned: false };
  const turned = await time('matte', () => decide(turnClockwise(guide, 3), turnAnalysis(straight.analysis)));
  // Turned, the same dish is still kept in place (its decision does not hang on which way is up).
  if (turned.reason !== IN_PLACE_REASONS.touchesEdge) return { decoded, working, probability: map, ...straight, turned: false };
  const turnedShot = await time('matte', () => turnClockwise(decoded.working, 3));
  return {
    decoded: { ...decoded, working: turnedShot },
    working: lift ? await time('matte', () => turnClockwise(working, 3)) : turnedShot,
    probability: turnClockwise(map, 1),
    ...turned,
    turned: true,
  };
}

/** The cut-out's alpha over the whole working image (edge refined, loose islands cleared). */
export async function cutoutAlpha(photo: PhotoAnalysis): Promise<GrayImage> {
  const alpha = refineMatte(photo.analysis, photo.guide, photo.working);
  dropIslands(alpha);
  return alpha;
}

/**
 * `frame`: another size than the platform's (the export kit's destinations, engine/photo/kit.ts): the
 * same decision, look, backdrop and placement rules, composed for that frame.
 */
export async function enhancePhoto(input: Buffer, options: EnhanceOptions, segmenter: Segmenter, frameOverride?: FrameSize): Promise<EnhanceResult> {
  validateOptions(options);
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[stage] = Math.round(((timings[stage] ?? 0) + performance.now() - started) * 10) / 10;
    }
  };
  const started = performance.now();
  const frame = frameOverride ?? frameFor(options.platform);
  const seed = options.seed ?? seedFromBytes(input);
  // The scenario image decodes while the model runs.
  const scene = options.scenario.type === 'predefined' ? fitScene(options.scenario.image, frame, MAX_INPUT_PIXELS) : null;
  scene?.catch(() => undefined);
  // Only the upload's size is kept of `decoded`: a photo shot under is rendered from its lifted copy, and its own pixels go.
  const { decoded: { inputWidth, inputHeight }, working: read, guide, probability, analysis, view, bleedSides: bleed, rimRepair, reason, turned } = await analysePhoto(input, options.platform, segmenter, time, frame);
  // A fogged photo is cleared before anything is cut from it or graded. The edge's refinement fits its
  // colour model on the guide and applies it to the working photo, so the guide is cleared the same
  // way: fitted on the veiled guide, the model read the cleared photo's darker dish and lighter table
  // alike as more dish, and the cut-out took in the blurred band of table round a dark bowl — a light
  // outline on the new backdrop (IMG_20210216_120115, blind round 96: "a white halo outlines the bowl").
  const haze = await time('relight', () => hazeLevels(read));
  const working = haze ? await time('relight', () => withLevels(read, haze)) : read;

  let composed: RgbImage;
  let cutout: Buffer | null = null;
  let sourceWindow: SourceWindow;
  if (reason === null) {
    ({ composed, cutout, sourceWindow } = await enhanceCutout({ working, guide, edgeGuide: haze ? withLevels(guide, haze) : guide, analysis, options, frame, seed, scene, view, bleed, rimRepair }, time));
  } else {
    const dish = analysis.box && reason !== IN_PLACE_REASONS.noDish ? scaleBox(analysis.box, working.width / guide.width, working.height / guide.height, working.width, working.height) : null;
    const touching = {
      top: analysis.edgeShares.top >= EDGE_TOUCH_SHARE,
      right: analysis.edgeShares.right >= EDGE_TOUCH_SHARE,
      bottom: analysis.edgeShares.bottom >= EDGE_TOUCH_SHARE,
      left: analysis.edgeShares.left >= EDGE_TOUCH_SHARE,
    };
    ({ composed, sourceWindow } = await enhanceInPlace({ working, guide, probability, analysis, view, dish, closeUp: reason === IN_PLACE_REASONS.closeUp, touching, options, frame }, time));
  }
  const image = await time('encode', () => encodeFrameJpeg(composed, options.watermark));
  timings.total = Math.round((performance.now() - started) * 10) / 10;
  return {
    image,
    width: frame.width,
    height: frame.height,
    aspectRatio: frame.aspectRatio,
    cutout,
    mode: reason === null ? 'cutout' : 'in-place',
    facts: {
      maskCoverage: Math.round(analysis.coverage * 10_000) / 10_000,
      touchesEdge: analysis.touchesEdge,
      reason,
      inputWidth,
      inputHeight,
      timings,
      // The window is the turned photo's: the before/after turns the original the same way.
      sourceWindow: turned ? { ...sourceWindow, turn: 90 } : sourceWindow,
    },
  };
}
