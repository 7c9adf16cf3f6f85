// A whole menu in one look ("Cardápio inteiro"): up to 30 photos of one restaurant enhanced with one
// platform, style and scenario must read as one set. The pre-check measures each photo's dish
// (`measureMenuFacts`, from what analysePhoto computed: no extra model run); `planMenu` turns the
// set's facts into one look per photo — the same backdrop (surface, tone, seed, light), one table
// view, a common exposure the grade pulls every dish towards, and each dish's size in its frame
// following its size in the set. Pure: the server calls it once, between the checks and the jobs.
import { z } from 'zod';
import type { EnhancementStyle } from '../../shared/constants.ts';
import {
  BACKDROP_SURFACES,
  BACKDROP_TONES,
  BACKDROP_VIEWS,
  LIGHT_DIRECTIONS,
  pickBackdropForDish,
  type BackdropSpec,
  type BackdropView,
} from './backdrop.ts';
import type { MenuCheck, MenuFacts, MenuLook } from './menu.types.ts';
import { linearToSrgb, luma, SRGB_TO_LINEAR, type RgbImage } from './image.ts';
import { predictGradedLuma, STYLE_LOOKS } from './relight.ts';
import { inPlaceGrade } from './in-place.ts';

export type { MenuCheck, MenuFacts, MenuLook } from './menu.types.ts';

export const MenuLookSchema = z.object({
  surface: z.enum(BACKDROP_SURFACES),
  tone: z.enum(BACKDROP_TONES),
  seed: z.number().int().min(0).max(0xffffffff),
  lightDirection: z.enum(LIGHT_DIRECTIONS),
  vignette: z.number().min(0).max(1),
  view: z.enum(BACKDROP_VIEWS),
  lumaTarget: z.number().min(0).max(255),
  lumaPull: z.number().min(0).max(1),
  whiteBalance: z.number().min(0).max(1),
  scale: z.number().min(0.1).max(1),
}) satisfies z.ZodType<MenuLook>;

export const MENU_RULES = {
  /**
   * The smallest dish of a menu is drawn at no less than this share of the usual fill: the extent of a
   * dish in its own photo is only a proxy for its real size (a side dish shot closer reads larger),
   * and a dish much smaller than this looks lost on its backdrop.
   */
  minScale: 0.6,
  /**
   * A dish's scale is (its extent ÷ the largest) to this power: 1 would be proportional, 0 every dish
   * alike. Half-way (in log) because the proxy is noisy: on the shared photos two pastéis shot close
   * measured 0.91 and a burger shot from further 0.56 — proportional made the burger look lost.
   */
  scaleExponent: 0.5,
  /**
   * Share of the way each dish's graded median luma moves toward the menu's: half the spread between
   * dishes is taken out (a chocolate cake stays darker than a salad, only less far apart).
   */
  lumaPull: 0.5,
  /** No dish's median luma moves further than this (0..255). */
  maxLumaShift: 24,
  /**
   * White balance at this strength for every photo (the styles use 55–75%: each photo kept 25–45% of
   * its own light's cast, and casts differ from photo to photo; a menu's whites should match).
   */
  whiteBalance: 0.9,
  /** The menu's exposure target (median graded dish luma) is kept in this range per style. */
  lumaRange: {
    natural: [105, 160],
    premium: [90, 145],
    professional: [115, 170],
    minimal: [125, 180],
  } satisfies Record<EnhancementStyle, [number, number]>,
} as const;

/** The dish colour the backdrop is picked for when no photo of the set shows a dish. */
const NEUTRAL_DISH: [number, number, number] = [150, 120, 90];
/** Samples the dish statistics are computed from (matte size: at most ~300k pixels). */
const FACT_SAMPLES = 40_000;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The menu facts of a dish: `solid` (1 = dish) over `guide` (the photo at matte size, as
 * analysePhoto left them), `box` its bounding box there; null when there is no dish.
 */
export function measureMenuFacts(guide: RgbImage, solid: Uint8Array, box: { width: number; height: number } | null, view: BackdropView): MenuFacts | null {
  if (!box) return null;
  const n = guide.width * guide.height;
  const stride = Math.max(1, Math.floor(n / FACT_SAMPLES));
  const lumas: number[] = [];
  const linear = [0, 0, 0];
  for (let p = 0; p < n; p += stride) {
    if (!solid[p]) continue;
    const r = guide.data[p * 3]!;
    const g = guide.data[p * 3 + 1]!;
    const b = guide.data[p * 3 + 2]!;
    lumas.push(luma(r, g, b));
    linear[0]! += SRGB_TO_LINEAR[r]!;
    linear[1]! += SRGB_TO_LINEAR[g]!;
    linear[2]! += SRGB_TO_LINEAR[b]!;
  }
  if (lumas.length === 0) return null;
  const sorted = Float32Array.from(lumas).sort();
  const at = (q: number) => sorted[Math.floor((sorted.length - 1) * q)]!;
  return {
    dishRgb: linear.map((l) => Math.round(linearToSrgb(l / lumas.length))) as [number, number, number],
    dishLuma: round(at(0.5)),
    dishLumaLow: round(at(0.005)),
    dishLumaHigh: round(at(0.995)),
    extent: Math.round((Math.hypot(box.width, box.height) / Math.hypot(guide.width, guide.height)) * 1000) / 1000,
    view,
  };
}

/**
 * The table view of the menu: the majority of the cut-out dishes' views, eye level left out (an
 * upright drink keeps its own view; see planMenu); a tie goes to 45°, how most phone photos of food
 * are taken.
 */
function tableView(facts: readonly MenuFacts[]): BackdropView {
  const flat = facts.filter((f) => f.view === 'top-down').length;
  const angled = facts.filter((f) => f.view === 'three-quarter').length;
  if (flat === 0 && angled === 0) return facts.length > 0 ? 'eye-level' : 'three-quarter';
  return flat > angled ? 'top-down' : 'three-quarter';
}

/**
 * One look per check (same order), for one style and seed:
 * - one backdrop: `pickBackdropForDish` once, on the per-channel median colour of the cut-out dishes,
 *   with the menu's seed — every photo the same surface, tone, seed, light direction and vignette;
 * - one table view (the majority of the cut-outs' top-down / 45° views) for every dish, except an
 *   item photographed at eye level (a drink, a burger from the side): it keeps eye level, on the same
 *   surface and light seen from the side — an upright glass cannot stand on a table seen from above;
 * - exposure: each dish's graded median luma is predicted from its levels and the style's curve; the
 *   menu's target is their median, kept in the style's `lumaRange`; every dish moves `lumaPull` of
 *   the way toward it, at most `maxLumaShift`; white balance at `whiteBalance` for all;
 * - scale: a whole cut-out dish is drawn at (its extent ÷ the largest cut-out extent of the menu) to
 *   the power `scaleExponent` of the usual fill, never below `minScale`; in-place photos (their own
 *   scene, no placement) and photos without a dish keep 1 and do not count for the largest;
 * - a photo kept in place keeps its scene, but its background (not the dish) is pulled toward the
 *   backdrop's colour and light, at lower contrast and softer (in-place.ts, MENU_PULL).
 */
export function planMenu(checks: readonly MenuCheck[], opts: { style: EnhancementStyle; seed: number }): MenuLook[] {
  const look = STYLE_LOOKS[opts.style];
  const facts = checks.map((c) => c.metrics.menu ?? null);
  const all = facts.filter((f): f is MenuFacts => f !== null);
  const cutouts = facts.filter((f, i): f is MenuFacts => f !== null && checks[i]!.mode === 'cutout');
  const basis = cutouts.length > 0 ? cutouts : all;

  const dishRgb = basis.length > 0 ? ([0, 1, 2].map((c) => median(basis.map((f) => f.dishRgb[c]!))) as [number, number, number]) : NEUTRAL_DISH;
  const seed = opts.seed >>> 0;
  const backdrop: BackdropSpec = pickBackdropForDish({ meanRgb: dishRgb, style: opts.style, seed });
  const view = tableView(basis);

  const [lowest, highest] = MENU_RULES.lumaRange[opts.style];
  // Without cut-outs the basis is the photos kept in place, graded on their own curve (in-place.ts).
  const basisLook = cutouts.length > 0 ? look : inPlaceGrade(look, opts.style);
  const predicted = basis.map((f) => predictGradedLuma(f.dishLuma, f.dishLumaLow, f.dishLumaHigh, basisLook));
  const lumaTarget = round(Math.min(highest, Math.max(lowest, predicted.length > 0 ? median(predicted) : (lowest + highest) / 2)));

  const largest = Math.max(0, ...cutouts.map((f) => f.extent));
  return checks.map((check, i) => {
    const fact = facts[i];
    const relative = fact && check.mode === 'cutout' && largest > 0 ? (fact.extent / largest) ** MENU_RULES.scaleExponent : 1;
    const scale = Math.min(1, Math.max(MENU_RULES.minScale, relative));
    return {
      surface: backdrop.surface,
      tone: backdrop.tone,
      seed,
      lightDirection: backdrop.light.direction,
      vignette: backdrop.light.vignette,
      view: fact?.view === 'eye-level' ? 'eye-level' : view,
      lumaTarget,
      lumaPull: MENU_RULES.lumaPull,
      whiteBalance: Math.max(look.whiteBalance, MENU_RULES.whiteBalance),
      scale: Math.round(scale * 1000) / 1000,
    };
  });
}

/** The menu's backdrop for one photo, at its look's view. */
export function menuBackdrop(menu: MenuLook): BackdropSpec {
  return { surface: menu.surface, tone: menu.tone, seed: menu.seed, view: menu.view, light: { direction: menu.lightDirection, vignette: menu.vignette } };
}

/**
 * How a dish whose graded median luma is `from` moves toward the menu's target: `to`, and the power
 * (gamma, `GradeOptions.gamma`) on every channel that takes `from` there — black and white stay where
 * the grade put them, only the mid-tones move. Gamma 1 when there is nothing to move.
 */
export function menuExposure(from: number, menu: Pick<MenuLook, 'lumaTarget' | 'lumaPull'>): { gamma: number; to: number } {
  const shift = Math.max(-MENU_RULES.maxLumaShift, Math.min(MENU_RULES.maxLumaShift, menu.lumaPull * (menu.lumaTarget - from)));
  // A median at either end of the range has no mid-tones to move.
  if (Math.abs(shift) < 0.5 || from < 4 || from > 251) return { gamma: 1, to: from };
  const to = from + shift;
  return { gamma: Math.log(to / 255) / Math.log(from / 255), to };
}
