// The finish of a photo enhanced in place (its own scene kept): what a photographer's lens and a
// retoucher would have added. Depth of field from the matte — the scene softened progressively with
// distance from the dish, the dish itself crisp —, the background's exposure by style (premium
// sinks it, minimal lifts it toward white) and its colour faded, clarity (large-radius local
// contrast), a lift of its shadows, vibrance and a chroma gain on the dish. Wide blurs run on a 4×
// smaller copy and are scaled back up: the soft background looks the same and costs ~1/16th. The blur is normalised by the background's own weight, so the dish's
// colours never bleed into the softened scene around it. A photo of a menu (`MenuPull`) also has its
// background pulled toward the menu's backdrop — its tone and colour, lower contrast, softer — so it
// sits in the same set as the menu's cut-outs while its own scene still shows through.
import type { EnhancementStyle } from '../../shared/constants.ts';
import { blurGray, enlargeSmooth, luma, rawRgb, resizeGray, resizeRgb, type Box, type GrayImage, type RgbImage } from './image.ts';
import { morph, smoothstep } from './raster.ts';
import { ellipsePoint, findPlate, radiusFor, rasterEllipse } from './plate.ts';
import type { StyleLook } from './relight.ts';

export interface InPlaceLook {
  /** Blur (sigma) of the farthest background, as a share of the photo's long side. */
  blur: number;
  /** Background exposure at full distance: < 0 sinks it toward black (moody), > 0 lifts it toward white (airy). */
  backgroundTone: number;
  /** Large-radius local contrast on the dish (share of the luma detail added back). */
  clarity: number;
  /** Saturation added to the dish's less saturated colours. */
  vibrance: number;
  /** Chroma gain on the dish, all its colours alike (1: none; none either when no dish was found). */
  saturation: number;
  /** Mid-tone exponent: > 1 deeper (moody: the scene only, the dish keeps its own), < 1 lighter (airy: the whole frame). */
  midtones: number;
  /** Darkening of the scene toward the corners, centred on the dish (0..1); the dish itself is spared. */
  vignette: number;
  /** Share of the scene's own colour (chroma) kept at full distance from the dish (1: all of it). */
  backgroundChroma: number;
  /** Lift of the dish's shadows, its light only, driven by its large-radius light (0: none; 0.45: its darkest parts ×1.45, ≈ +0.5 EV). */
  shadowLift: number;
}

export const IN_PLACE_LOOKS: Record<EnhancementStyle, InPlaceLook> = {
  // Gentle: a little softness behind, a little snap on the food.
  natural: { blur: 0.009, backgroundTone: 0, clarity: 0.3, vibrance: 0.15, saturation: 1, midtones: 1, vignette: 0.12, backgroundChroma: 0.8, shadowLift: 0.45 },
  // Dark and moody: the scene sinks away from a rich, contrasty dish.
  // (A blind review of 24 photos called −0.5 / 1.22 / 0.55 "muddy, heavy vignette": toned down.)
  // (Round 8 again called its grey corners "heavy", "dingy" on 5 photos: the scene sinks less, the food stays rich.)
  premium: { blur: 0.012, backgroundTone: -0.15, clarity: 0.4, vibrance: 0.2, saturation: 1, midtones: 1.1, vignette: 0.16, backgroundChroma: 0.65, shadowLift: 0.3 },
  // Neutral and crisp: the most local contrast, a clean background.
  professional: { blur: 0.011, backgroundTone: 0.06, clarity: 0.45, vibrance: 0.16, saturation: 1, midtones: 0.97, vignette: 0, backgroundChroma: 0.75, shadowLift: 0.45 },
  // Airy and light: a soft, bright background.
  // (The same review called +0.4 / 0.88 "hazy, washed out": a lighter touch, and clarity so it stays crisp.)
  // (Blind round 29 called its food "pale, washed out" beside the other styles: a little more colour —
  // vibrance 0.1 → 0.15 and a 1.15 chroma gain on the dish — took 3 better / 6 same to 8 / 1 of 9 photos;
  // round 30, old and new shuffled over all 17 photos kept in place: new preferred 13, old 0.)
  minimal: { blur: 0.014, backgroundTone: 0.16, clarity: 0.3, vibrance: 0.15, saturation: 1.15, midtones: 0.95, vignette: 0, backgroundChroma: 0.7, shadowLift: 0.45 },
};

/**
 * The grade of a photo kept in place, where it differs from the style's (relight.ts STYLE_LOOKS).
 * Premium's deep curve (gamma 1.06, contrast 0.3, black at 0) suits a dish set on a dark backdrop;
 * over a whole close-up it crushed the shadows — "darker, muddy broth", "crushed background", worse
 * than the input on 4 of 9 photos in blind round 29. Kept in place it stays the moodiest style
 * through its sunk scene and vignette (IN_PLACE_LOOKS), on a curve that keeps its shadows open
 * (round 30, old and new shuffled over the 17 photos kept in place: new preferred 14, old 1).
 */
const IN_PLACE_GRADES: Partial<Record<EnhancementStyle, Partial<StyleLook>>> = {
  premium: { gamma: 1, contrast: 0.2, blackOut: 4 },
};

/** The style's grade (`look`, a menu's white balance included) as a photo kept in place gets it. */
export function inPlaceGrade(look: StyleLook, style: EnhancementStyle): StyleLook {
  return { ...look, ...IN_PLACE_GRADES[style] };
}

/** The blurs run at this fraction of the photo's size. */
const REDUCTION = 4;
/**
 * The moody finish (deeper mid-tones, vignette) spares the dish, fading in over this distance from it
 * (share of the long side): a smooth weight, for the mask's own edge — round a tub behind that it
 * took for dish — drew a hard light wedge in the background in a blind A/B.
 */
const SPARED_FALLOFF = 0.04;
/** Distance from the dish (share of the photo's long side) where the softening starts and where it is full. */
const FOCUS_FALLOFF: [number, number] = [0.008, 0.28];
/** The nearer blur level, as a share of the farthest one. */
const NEAR_BLUR = 0.35;
/** Clarity's radius (sigma) as a share of the long side. */
const CLARITY_SIGMA = 0.012;
/** Highlights above this fade out of the clarity's brightening, and values above the knee roll off below PEAK. */
const CLARITY_HIGHLIGHT: [number, number] = [190, 245];
const KNEE = 236;
/** The dish's shadow lift is full where its large-radius light is below the first value and gone from the second. */
const SHADOW_LIFT_RANGE: [number, number] = [50, 160];
/** Share of the shadow lift's gain that the dish's colour takes too. */
const LIFT_CHROMA = 0.5;
/** Clarity over the whole photo when no dish was found (share of the style's). */
const NO_DISH_CLARITY = 0.5;
/** The vignette starts at this normalised radius² from the dish's centre and is full at the next. */
const VIGNETTE_RADIUS: [number, number] = [0.3, 1.6];
const PEAK = 253;

/**
 * A photo of a menu kept in place: its background (never the dish) moves toward the menu's backdrop.
 * The photo's own deviations from its background's mean colour are kept at a reduced contrast over the
 * backdrop's light field, so the table or counter still reads as a photographed scene.
 */
export const MENU_PULL = {
  /** Share of the way the background moves toward its new colours, at full distance from the dish. */
  strength: 0.8,
  /**
   * Distance from the dish (share of the long side) where the pull starts and where it is full: a
   * feather past the matte's edge, short so the dish's own plate changes evenly (a longer ramp drew a
   * ring of the plate's own colour around the food).
   */
  falloff: [0.002, 0.015] as [number, number],
  /**
   * The most a background pixel's luma moves (0..255) darker and lighter: the background is the
   * dish's plate too, and a white plate sunk onto a dark slate read as a glow around the food; a
   * lighter backdrop may lift a dim counter further (an over-exposed background is a photographer's look).
   */
  maxDarken: 12,
  maxLighten: 64,
  /** Share of the background's own luma contrast (around its mean) that is kept… */
  contrast: 0.5,
  /** …and of its own colour (a blue tub, a green counter), which the backdrop's colour replaces. */
  chroma: 0.3,
  /** The depth of field's blur is this many times the style's (a menu's background is softer). */
  blur: 1.5,
  /** Blur (sigma, share of the long side) of the backdrop's light field: its colour and light, not its texture. */
  fieldBlur: 0.04,
} as const;

/** The background's mean luma from which a scene counts as light, and from which fully… */
const LIGHT_SCENE: [number, number] = [150, 205];
/** …where the vignette and a sinking background keep this much less of their strength. */
const LIGHT_SCENE_EASE = 0.6;

/** Mean luma of `image` weighted by the background's weight `bg` (0..255); the whole image without one. */
function backgroundLuma(image: RgbImage, bg: GrayImage): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < bg.data.length; i += 1) {
    const w = bg.data[i]!;
    sum += w * luma(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!);
    weight += w;
  }
  return weight > 0 ? sum / weight : 0;
}

/** Background samples for the background's mean colour (every n-th pixel). */
const PULL_STRIDE = 7;

/** Chamfer distance (pixels of `mask`) from every pixel to the dish (mask ≥ 128); Infinity-like with no dish. */
function distanceToDish(mask: GrayImage): Float32Array {
  const { width: w, height: h, data } = mask;
  const far = 1e6;
  const dist = new Float32Array(w * h);
  for (let i = 0; i < w * h; i += 1) dist[i] = data[i]! >= 128 ? 0 : far;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? far : dist[y * w + x]!);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (dist[i]! > 0) dist[i] = Math.min(dist[i]!, at(x - 1, y) + 1, at(x, y - 1) + 1, at(x - 1, y - 1) + 1.414, at(x + 1, y - 1) + 1.414);
    }
  }
  for (let y = h - 1; y >= 0; y -= 1) {
    for (let x = w - 1; x >= 0; x -= 1) {
      const i = y * w + x;
      if (dist[i]! > 0) dist[i] = Math.min(dist[i]!, at(x + 1, y) + 1, at(x, y + 1) + 1, at(x + 1, y + 1) + 1.414, at(x - 1, y + 1) + 1.414);
    }
  }
  return dist;
}

/** Background blur of `small` normalised by the background weight `bg` (0..255): the dish does not bleed into it. */
async function backgroundBlur(small: RgbImage, bg: GrayImage, sigma: number): Promise<Buffer> {
  const n = small.width * small.height;
  const weighted = Buffer.allocUnsafe(n * 3);
  for (let i = 0; i < n; i += 1) {
    const w = bg.data[i]! / 255;
    weighted[i * 3] = Math.round(small.data[i * 3]! * w);
    weighted[i * 3 + 1] = Math.round(small.data[i * 3 + 1]! * w);
    weighted[i * 3 + 2] = Math.round(small.data[i * 3 + 2]! * w);
  }
  const [colour, weight] = await Promise.all([rawRgb({ data: weighted, width: small.width, height: small.height }).blur(sigma).raw().toBuffer(), blurGray(bg, sigma)]);
  const out = Buffer.allocUnsafe(n * 3);
  for (let i = 0; i < n; i += 1) {
    const w = weight.data[i]!;
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] = w < 3 ? small.data[i * 3 + c]! : Math.min(255, Math.round((colour[i * 3 + c]! * 255) / w));
  }
  return out;
}

/**
 * Finishes a graded photo enhanced in place. `dish` is the dish's mask at the photo's size (0..255),
 * or null when no dish was found (then only a gentle clarity over the whole photo). `inFocus`: what
 * the depth of field keeps sharp, the dish and the plate or bowl round it (vesselInFocus); the dish alone by default.
 */
export async function finishInPlace(photo: RgbImage, dish: GrayImage | null, look: InPlaceLook, inFocus: GrayImage | null = dish): Promise<RgbImage> {
  const { width, height } = photo;
  const long = Math.max(width, height);
  const sw = Math.max(1, Math.round(width / REDUCTION));
  const sh = Math.max(1, Math.round(height / REDUCTION));
  const small = await resizeRgb(photo, sw, sh, 'linear');
  const smallMask = dish ? await resizeGray(dish, sw, sh) : null;
  const smallFocus = inFocus && inFocus !== dish ? await resizeGray(inFocus, sw, sh) : smallMask;

  // How far each pixel lies from the dish → how soft it becomes (0 = in focus, 1 = farthest blur).
  let hasDish = false;
  const focus = Buffer.alloc(sw * sh);
  // …and how much of the moody finish it is spared (1 = the dish, fading out just beyond it).
  const spared = Buffer.alloc(sw * sh);
  if (smallMask && smallFocus) {
    const dist = distanceToDish(smallMask);
    const focusDist = smallFocus === smallMask ? dist : distanceToDish(smallFocus);
    for (let i = 0; i < dist.length; i += 1) {
      if (dist[i]! === 0) hasDish = true;
      const d = (dist[i]! * REDUCTION) / long;
      focus[i] = Math.round(255 * smoothstep(FOCUS_FALLOFF[0], FOCUS_FALLOFF[1], (focusDist[i]! * REDUCTION) / long));
      spared[i] = Math.round(255 * (1 - smoothstep(0, SPARED_FALLOFF, d)));
    }
  }
  const bg: GrayImage = { data: Buffer.from(smallFocus ? smallFocus.data.map((v) => 255 - v) : new Uint8Array(sw * sh).fill(255)), width: sw, height: sh };
  const far = (look.blur * long) / REDUCTION;
  // The clarity's base: the photo at a large radius (sharp blurs after it resizes: at full size).
  const basePending = rawRgb(small)
    .blur(Math.max(0.4, (CLARITY_SIGMA * long) / REDUCTION))
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const [near, farBlur] = await Promise.all([
    hasDish ? backgroundBlur(small, bg, Math.max(0.4, far * NEAR_BLUR)) : null,
    hasDish ? backgroundBlur(small, bg, Math.max(0.5, far)) : null,
  ]);
  // The softened scene: the near blur giving way to the far one with distance, mixed at the small
  // size (both are smooth) and scaled up once, on sharp's threads while the smooth fields are
  // enlarged here.
  let sceneEnlarged: Promise<RgbImage> | null = null;
  if (near && farBlur) {
    const mixed = Buffer.allocUnsafe(near.length);
    for (let i = 0; i < sw * sh; i += 1) {
      const deep = Math.max(0, (focus[i]! / 255) * 2 - 1);
      for (let c = 0; c < 3; c += 1) mixed[i * 3 + c] = Math.round(near[i * 3 + c]! + (farBlur[i * 3 + c]! - near[i * 3 + c]!) * deep);
    }
    sceneEnlarged = resizeRgb({ data: mixed, width: sw, height: sh }, width, height, 'cubic');
  }
  const soft = hasDish ? { data: enlargeSmooth({ data: focus, width: sw, height: sh }, width, height, 1) } : null;
  const spare = hasDish ? { data: enlargeSmooth({ data: spared, width: sw, height: sh }, width, height, 1) } : null;
  const [base, scene] = await Promise.all([basePending, sceneEnlarged ? sceneEnlarged.then((enlarged) => enlarged.data) : null]);
  // The dish's weight: its mask, already soft from the matte's upscaling.
  const dishWeight = hasDish ? dish : null;

  // The vignette's centre: the dish's centre of mass (the frame's centre without a dish).
  let cx = (width - 1) / 2;
  let cy = (height - 1) / 2;
  if (smallMask && hasDish) {
    let sx = 0;
    let sy = 0;
    let sm = 0;
    for (let i = 0; i < sw * sh; i += 1) {
      const v = smallMask.data[i]!;
      sx += (i % sw) * v;
      sy += Math.floor(i / sw) * v;
      sm += v;
    }
    cx = ((sx / sm + 0.5) * width) / sw;
    cy = ((sy / sm + 0.5) * height) / sh;
  }
  // Mid-tones, then a roll-off above the knee so nothing clips: one table over 0..1023 (quarter steps).
  // The moody styles' deeper mid-tones and their vignette sink the scene, not the dish: on a
  // close-up, where the food fills the frame, they read as "burnt", "crushed browns, heavy vignette"
  // (blind round 13, the honey bread and the curry). A lighter mid-tone (an airy style) is everywhere.
  const toneTable = (midtones: number) =>
    Float32Array.from({ length: 1024 }, (_, q) => {
      const v = 255 * (q / 1020) ** midtones;
      return v <= KNEE ? v : KNEE + (PEAK - KNEE) * (1 - Math.exp(-(v - KNEE) / (PEAK - KNEE)));
    });
  const sceneTone = toneTable(look.midtones);
  const dishTone = look.midtones > 1 ? toneTable(1) : sceneTone;
  // Only a style with deeper mid-tones spares the dish from them (else one table for all).
  const mixTones = dishTone !== sceneTone;

  // A light scene (a white table, a pale counter) is not sunk or vignetted as far: darkened, its
  // whites read as dirty grey rather than as a moody shadow (blind reviews of premium on white tables).
  const ease = 1 - LIGHT_SCENE_EASE * smoothstep(LIGHT_SCENE[0], LIGHT_SCENE[1], backgroundLuma(small, bg));
  const src = photo.data;
  const out = Buffer.allocUnsafe(src.length);
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  const tone = look.backgroundTone < 0 ? look.backgroundTone * ease : look.backgroundTone;
  const { clarity, vibrance, saturation, shadowLift, backgroundChroma } = look;
  const vignette = look.vignette * ease;
  const noDishWeight = dish ? 0 : NO_DISH_CLARITY;
  for (let y = 0; y < height; y += 1) {
    const dy = (y - cy) / (height / 2);
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const p = i * 3;
      let r = src[p]!;
      let g = src[p + 1]!;
      let b = src[p + 2]!;
      // On the dish: clarity, vibrance and the chroma gain (with no dish, a gentler clarity and vibrance everywhere, no chroma gain).
      const m = dishWeight ? dishWeight.data[i]! / 255 : noDishWeight;
      const onDish = spare ? spare.data[i]! / 255 : 0;
      if (m > 0) {
        const l = luma(r, g, b);
        const lb = luma(base[p]!, base[p + 1]!, base[p + 2]!);
        let detail = (l - lb) * clarity * m;
        if (detail > 0 && l > CLARITY_HIGHLIGHT[0]) detail *= 1 - smoothstep(CLARITY_HIGHLIGHT[0], CLARITY_HIGHLIGHT[1], l);
        const lift = 1 + shadowLift * m * (1 - smoothstep(SHADOW_LIFT_RANGE[0], SHADOW_LIFT_RANGE[1], lb));
        // The light rises and the colour (its distance from the grey of the same light) half as much: a
        // gain on all three channels pushed browned, saturated food to a blotchy orange in a blind A/B,
        // the light alone read as milky and hazy in the next.
        const lit = (l + detail) * lift;
        const colour = 1 + (lift - 1) * LIFT_CHROMA;
        r = lit + (r - l) * colour;
        g = lit + (g - l) * colour;
        b = lit + (b - l) * colour;
        const max = Math.max(r, g, b);
        if (max > 0 && (vibrance > 0 || saturation !== 1)) {
          // Vibrance, then the dish's chroma gain (one scale about the same luma).
          const k = (1 + vibrance * m * (1 - (max - Math.min(r, g, b)) / max)) * (dishWeight ? 1 + (saturation - 1) * m : 1);
          const l2 = luma(r, g, b);
          r = l2 + (r - l2) * k;
          g = l2 + (g - l2) * k;
          b = l2 + (b - l2) * k;
        }
      }
      // Behind and around it: progressively softer, darker or lighter by style.
      if (soft && scene) {
        const f = soft.data[i]! / 255;
        if (f > 0) {
          const blend = f < 0.5 ? f * 2 : 1;
          r += (scene[p]! - r) * blend;
          g += (scene[p + 1]! - g) * blend;
          b += (scene[p + 2]! - b) * blend;
          // Its colour fades with the distance too, the eye kept on the dish — gently near it (f²): a tub
          // behind the dish that the mask half takes for dish showed a seam where its colour changed.
          const keep = 1 - (1 - backgroundChroma) * f * f;
          const ls = luma(r, g, b);
          r = ls + (r - ls) * keep;
          g = ls + (g - ls) * keep;
          b = ls + (b - ls) * keep;
          if (tone < 0) {
            const k = 1 + tone * f;
            r *= k;
            g *= k;
            b *= k;
          } else if (tone > 0) {
            const t = tone * f;
            r += (255 - r) * t;
            g += (255 - g) * t;
            b += (255 - b) * t;
          }
        }
      }
      if (vignette > 0) {
        const dx = (x - cx) / (width / 2);
        const k = 1 - vignette * smoothstep(VIGNETTE_RADIUS[0], VIGNETTE_RADIUS[1], dx * dx + dy * dy) * (1 - onDish);
        r *= k;
        g *= k;
        b *= k;
      }
      const qr = r <= 0 ? 0 : r >= 255 ? 1020 : (r * 4 + 0.5) | 0;
      const qg = g <= 0 ? 0 : g >= 255 ? 1020 : (g * 4 + 0.5) | 0;
      const qb = b <= 0 ? 0 : b >= 255 ? 1020 : (b * 4 + 0.5) | 0;
      if (mixTones) {
        px[p] = sceneTone[qr]! + (dishTone[qr]! - sceneTone[qr]!) * onDish;
        px[p + 1] = sceneTone[qg]! + (dishTone[qg]! - sceneTone[qg]!) * onDish;
        px[p + 2] = sceneTone[qb]! + (dishTone[qb]! - sceneTone[qb]!) * onDish;
      } else {
        px[p] = sceneTone[qr]!;
        px[p + 1] = sceneTone[qg]!;
        px[p + 2] = sceneTone[qb]!;
      }
    }
  }
  return { data: out, width, height };
}

/**
 * A flat lay lies in one plane: a lens focused on the dish keeps the bowl's wall and the table round it
 * as sharp. Seen from straight above, a photo kept in place keeps this share of the style's depth of
 * field (the full blur read as "an artificial blur on the bowl's edges" on the spaghetti, blind round 81).
 */
export const FLAT_LAY_BLUR = 0.3;

/** The style's look for a photo taken from straight above (FLAT_LAY_BLUR). */
export function flatLayLook(look: InPlaceLook): InPlaceLook {
  return { ...look, blur: look.blur * FLAT_LAY_BLUR };
}

/** The style's look for a photo of a menu: its background softer (MENU_PULL.blur). */
export function menuInPlaceLook(look: InPlaceLook): InPlaceLook {
  return { ...look, blur: look.blur * MENU_PULL.blur };
}

/**
 * A finished photo of a menu kept in place (`image`, at its frame) with its background moved toward
 * the menu's `backdrop` (rendered at any size of the frame's shape; only its smooth light field is
 * used): every background pixel becomes that light field plus its own deviation from the
 * background's mean colour (luma at MENU_PULL.contrast, colour at MENU_PULL.chroma), mixed in by its
 * distance from the dish × the background's share of the matte (`dish`, frame size, 0..255): the
 * dish keeps its pixels and the pull fades in away from its edge, so there is no seam.
 */
export async function pullTowardBackdrop(image: RgbImage, dish: GrayImage, backdrop: RgbImage): Promise<RgbImage> {
  const { width, height } = image;
  const long = Math.max(width, height);
  const sw = Math.max(1, Math.round(width / REDUCTION));
  const sh = Math.max(1, Math.round(height / REDUCTION));
  const smallMask = await resizeGray(dish, sw, sh);
  const dist = distanceToDish(smallMask);
  const pull = Buffer.alloc(sw * sh);
  for (let i = 0; i < dist.length; i += 1) pull[i] = Math.round(255 * smoothstep(MENU_PULL.falloff[0], MENU_PULL.falloff[1], (dist[i]! * REDUCTION) / long));
  const [weight, field] = await Promise.all([
    resizeGray({ data: pull, width: sw, height: sh }, width, height),
    // Blurred at the backdrop's own (small) size: only its smooth light is wanted.
    rawRgb(backdrop)
      .blur(Math.max(0.4, MENU_PULL.fieldBlur * Math.max(backdrop.width, backdrop.height)))
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer(),
  ]);
  const out = Buffer.from(image.data);
  // The background's mean colour, weighted by how much each pixel is pulled.
  const mean = [0, 0, 0];
  let total = 0;
  for (let i = 0; i < width * height; i += PULL_STRIDE) {
    const w = weight.data[i]! * (255 - dish.data[i]!);
    if (w === 0) continue;
    for (let c = 0; c < 3; c += 1) mean[c]! += out[i * 3 + c]! * w;
    total += w;
  }
  if (total === 0) return { data: out, width, height };
  const [mr, mg, mb] = mean.map((v) => v / total) as [number, number, number];
  const ml = luma(mr, mg, mb);
  const { strength, contrast, chroma, maxDarken, maxLighten } = MENU_PULL;
  const px = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  const wd = weight.data;
  const dd = dish.data;
  for (let i = 0; i < width * height; i += 1) {
    const w = (strength * wd[i]! * (255 - dd[i]!)) / 65025;
    if (w === 0) continue;
    const p = i * 3;
    const r = out[p]!;
    const g = out[p + 1]!;
    const b = out[p + 2]!;
    const l = luma(r, g, b);
    // Its own light and shade (luma) and its own colour (what is left), each around the background's mean.
    const dl = (l - ml) * contrast;
    let nr = field[p]! + dl + (r - l - (mr - ml)) * chroma;
    let ng = field[p + 1]! + dl + (g - l - (mg - ml)) * chroma;
    let nb = field[p + 2]! + dl + (b - l - (mb - ml)) * chroma;
    // Its tone moves within the limits; its colour all the way.
    const shift = luma(nr, ng, nb) - l;
    const fix = Math.max(-maxDarken, Math.min(maxLighten, shift)) - shift;
    nr += fix;
    ng += fix;
    nb += fix;
    px[p] = r + (nr - r) * w;
    px[p + 1] = g + (ng - g) * w;
    px[p + 2] = b + (nb - b) * w;
  }
  return { data: out, width, height };
}

/** A plate or bowl round the dish kept in place is in focus with it when its rim is found on this share of the rays or more… */
const VESSEL_FOCUS_SUPPORT = 0.55;
/** …and the rim's ellipse holds this share of the dish or more. */
const VESSEL_FOCUS_HOLDS = 0.9;
/** Points round the rim where its own edge is looked for, and the relative radii searched (the fitted ellipse often overshoots onto the table). */
const RIM_STEPS = 144;
const RIM_SEARCH: [number, number] = [0.8, 1.02];
const RIM_SEARCH_STEP = 0.01;
/** The edge is read this many pixels either side of a point, across the rim, and summed over this many points either side along it. */
const RIM_EDGE_REACH = 2;
const RIM_ARC = 4;
/** The radius found is the median of this many points either side along the rim. */
const RIM_MEDIAN = 6;
/** An arc whose strongest edge is weaker than this (summed RGB difference per point) keeps the fitted radius. */
const RIM_MIN_EDGE = 40;

/**
 * The dish kept in place with the plate or bowl it lies in, for the depth of field: its rim blurred
 * beside crisp food read as fake (blind round 83). The plate search's ellipse (which a photo that cut
 * the rim may find on few rays), pulled in round by round onto the strongest edge along its arc
 * within RIM_SEARCH — the vessel's own outline, where the fit ran on over the table. Matte pixels
 * (0/1, `sure` included), or null when no such rim is found.
 */
export function vesselInFocus(guide: RgbImage, solid: Uint8Array, sure: Uint8Array): Uint8Array | null {
  const { width, height } = guide;
  const search = findPlate(guide, solid);
  const e = search.ellipse;
  if (!e || search.support < VESSEL_FOCUS_SUPPORT) return null;
  const disc = rasterEllipse(e, width, height);
  let dish = 0;
  let held = 0;
  for (let p = 0; p < solid.length; p += 1) {
    if (!solid[p]) continue;
    dish += 1;
    if (disc[p]) held += 1;
  }
  if (dish === 0 || held < dish * VESSEL_FOCUS_HOLDS) return null;
  // Edge strength across the rim at each point and relative radius (-1: not readable there).
  const radii = Math.round((RIM_SEARCH[1] - RIM_SEARCH[0]) / RIM_SEARCH_STEP) + 1;
  const edge = new Float32Array(RIM_STEPS * radii).fill(-1);
  const at = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi < 0 || yi < 0 || xi >= width || yi >= height ? -1 : yi * width + xi;
  };
  for (let k = 0; k < RIM_STEPS; k += 1) {
    const t = (2 * Math.PI * k) / RIM_STEPS;
    for (let j = 0; j < radii; j += 1) {
      const q = ellipsePoint(e, t, RIM_SEARCH[0] + j * RIM_SEARCH_STEP);
      const inner = at(q.x - q.nx * RIM_EDGE_REACH, q.y - q.ny * RIM_EDGE_REACH);
      const outer = at(q.x + q.nx * RIM_EDGE_REACH, q.y + q.ny * RIM_EDGE_REACH);
      if (inner < 0 || outer < 0) continue;
      // No rim where the dish runs on beyond the point (its outline may be one: a plate the matte kept).
      if (solid[outer]) {
        edge[k * radii + j] = 0;
        continue;
      }
      const d = guide.data;
      edge[k * radii + j] = Math.abs(d[inner * 3]! - d[outer * 3]!) + Math.abs(d[inner * 3 + 1]! - d[outer * 3 + 1]!) + Math.abs(d[inner * 3 + 2]! - d[outer * 3 + 2]!);
    }
  }
  const found = new Float32Array(RIM_STEPS).fill(1);
  const reach = new Float32Array(RIM_STEPS);
  for (let k = 0; k < RIM_STEPS; k += 1) {
    let best = -1;
    let bestJ = -1;
    for (let j = 0; j < radii; j += 1) {
      let sum = 0;
      let n = 0;
      for (let o = -RIM_ARC; o <= RIM_ARC; o += 1) {
        const v = edge[(((k + o) % RIM_STEPS) + RIM_STEPS) % RIM_STEPS * radii + j]!;
        if (v < 0) continue;
        sum += v;
        n += 1;
      }
      if (n > RIM_ARC && sum / n > best) {
        best = sum / n;
        bestJ = j;
      }
    }
    if (bestJ >= 0 && best >= RIM_MIN_EDGE) found[k] = RIM_SEARCH[0] + bestJ * RIM_SEARCH_STEP;
  }
  // A median along the rim: a stray edge does not notch the vessel.
  for (let k = 0; k < RIM_STEPS; k += 1) {
    const near: number[] = [];
    for (let o = -RIM_MEDIAN; o <= RIM_MEDIAN; o += 1) near.push(found[(k + o + RIM_STEPS) % RIM_STEPS]!);
    near.sort((x, y) => x - y);
    reach[k] = near[RIM_MEDIAN]!;
  }
  const radius = radiusFor(e);
  const cos = Math.cos(e.theta);
  const sin = Math.sin(e.theta);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (sure[p]) {
        out[p] = 1;
        continue;
      }
      if (!disc[p]) continue;
      const dx = x + 0.5 - e.cx;
      const dy = y + 0.5 - e.cy;
      const t = Math.atan2((-dx * sin + dy * cos) / e.b, (dx * cos + dy * sin) / e.a);
      const f = (((t / (2 * Math.PI)) * RIM_STEPS) % RIM_STEPS + RIM_STEPS) % RIM_STEPS;
      const k0 = Math.floor(f);
      const w = f - k0;
      const limit = reach[k0]! * (1 - w) + reach[(k0 + 1) % RIM_STEPS]! * w;
      if (radius(x + 0.5, y + 0.5) <= limit) out[p] = 1;
    }
  }
  return out;
}

/** The dish's mask (analysis.solid, 0/1 at matte size) as 0..255, through `window` (matte pixels; zero beyond the photo), scaled to width×height. */
export async function dishMaskFor(
  solid: Uint8Array,
  matte: { width: number; height: number },
  window: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
): Promise<GrayImage> {
  const left = Math.round(window.left);
  const top = Math.round(window.top);
  const ww = Math.max(1, Math.round(window.width));
  const wh = Math.max(1, Math.round(window.height));
  const data = Buffer.alloc(ww * wh);
  for (let y = Math.max(0, -top); y < Math.min(wh, matte.height - top); y += 1) {
    const row = (y + top) * matte.width + left;
    for (let x = Math.max(0, -left); x < Math.min(ww, matte.width - left); x += 1) if (solid[row + x]) data[y * ww + x] = 255;
  }
  return resizeGray({ data, width: ww, height: wh }, width, height);
}

/** The dish's outer ring (share of √area from its outline) gives the plate's colour… */
const PLATE_RING = 0.05;
/** …and dish pixels this far from it (RGB) are food. */
const FOOD_DISTANCE = 48;
/** Food pixels counted for the box: its extent between these percentiles on each axis (stray crumbs, a coloured rim pattern). */
const FOOD_PERCENTILES: [number, number] = [0.02, 0.98];

/** The colour of a dish's plate, read on its outer ring away from the frame's border; null when there is no ring. */
function plateColour(solid: Uint8Array, guide: RgbImage, area: number): number[] | null {
  const { width, height, data } = guide;
  // The ring: the dish less its erosion (a square element: cheap, and a ring is a ring).
  const inner = morph(solid, width, height, -Math.max(1, Math.round(PLATE_RING * Math.sqrt(area))));
  const sums = [0, 0, 0];
  let count = 0;
  for (let p = 0; p < width * height; p += 1) {
    if (!solid[p] || inner[p]) continue;
    // Only the ring away from the frame's border (where the photo cut the dish, the ring is food).
    const x = p % width;
    const y = (p - x) / width;
    if (x < 3 || y < 3 || x >= width - 3 || y >= height - 3) continue;
    for (let c = 0; c < 3; c += 1) sums[c]! += data[p * 3 + c]!;
    count += 1;
  }
  return count === 0 ? null : sums.map((s) => s / count);
}

/** The dish's food pixels (0/1, matte size): its pixels far in colour from its plate's; null when no plate colour is read. */
function foodPixels(solid: Uint8Array, guide: RgbImage, contrast = 1): { food: Uint8Array; count: number; area: number } | null {
  const { data } = guide;
  const n = guide.width * guide.height;
  let area = 0;
  for (let p = 0; p < n; p += 1) area += solid[p]!;
  if (area === 0) return null;
  const plate = plateColour(solid, guide, area);
  if (!plate) return null;
  const food = new Uint8Array(n);
  let count = 0;
  for (let p = 0; p < n; p += 1) {
    if (!solid[p] || Math.hypot(data[p * 3]! - plate[0]!, data[p * 3 + 1]! - plate[1]!, data[p * 3 + 2]! - plate[2]!) * contrast < FOOD_DISTANCE) continue;
    food[p] = 1;
    count += 1;
  }
  return { food, count, area };
}

/** A dim photo's colour differences are scaled up to what they would be at this mean luma (at most ×2)… */
const FOOD_SHARE_REFERENCE_LUMA = 128;
const FOOD_SHARE_MAX_GAIN = 2;

/**
 * The share of the dish that is food (pixels far in colour from its plate's), or null when no dish or
 * plate colour is found. Exposure-normalised: a photo at half exposure scores as the original. An
 * empty used plate scores 0.06; the other dishes of the 64 shared photos 0.21 (a clear drink) and up.
 */
export function foodShare(solid: Uint8Array, guide: RgbImage): number | null {
  let luma = 0;
  const n = guide.width * guide.height;
  for (let p = 0; p < n; p += 1) luma += 0.299 * guide.data[p * 3]! + 0.587 * guide.data[p * 3 + 1]! + 0.114 * guide.data[p * 3 + 2]!;
  const gain = Math.min(FOOD_SHARE_MAX_GAIN, Math.max(1, FOOD_SHARE_REFERENCE_LUMA / Math.max(1, luma / n)));
  const found = foodPixels(solid, guide, gain);
  return found ? found.count / found.area : null;
}

/** A dish with less food than this share of it is a plain dish or an empty plate (see `foodShare`). */
export const MIN_FOOD_SHARE = 0.15;

/**
 * The box of the food on the dish (matte pixels), or null: the dish's pixels whose colour is far from
 * its plate's (read on the dish's outer ring). When framing a photo in place at another shape, the
 * plate may then be cut as long as the food stays whole.
 */
export function foodBox(solid: Uint8Array, guide: RgbImage): Box | null {
  const { width, height } = guide;
  const found = foodPixels(solid, guide);
  if (!found || found.count < found.area * MIN_FOOD_SHARE) return null;
  const food = found.count;
  // Per column and row, how many food pixels: the percentiles from the running counts (no sorting).
  const columns = new Uint32Array(width);
  const rows = new Uint32Array(height);
  for (let p = 0; p < width * height; p += 1) {
    if (!found.food[p]) continue;
    columns[p % width]! += 1;
    rows[Math.floor(p / width)]! += 1;
  }
  const at = (counts: Uint32Array, q: number) => {
    let seen = 0;
    for (let i = 0; i < counts.length; i += 1) {
      seen += counts[i]!;
      if (seen > q * food) return i;
    }
    return counts.length - 1;
  };
  const left = at(columns, FOOD_PERCENTILES[0]);
  const top = at(rows, FOOD_PERCENTILES[0]);
  return { left, top, width: at(columns, FOOD_PERCENTILES[1]) - left + 1, height: at(rows, FOOD_PERCENTILES[1]) - top + 1 };
}
