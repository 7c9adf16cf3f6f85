// Platform framing: the output size per platform, where a cut-out dish goes in the frame, and how a
// photo enhanced in place is cropped (or, when the dish would not fit, padded) to the platform's
// aspect without cutting the dish. Pure geometry, unit-tested.
import type { Platform } from '../../shared/constants.ts';
import type { BackdropView } from './backdrop.ts';
import type { Box } from './image.ts';
import { FOUR_THREE_PLATFORMS, IFOOD_FRAME, SQUARE_FRAME, type FrameSize } from './photo.constants.ts';

export function frameFor(platform: Platform): FrameSize {
  return FOUR_THREE_PLATFORMS.includes(platform) ? IFOOD_FRAME : SQUARE_FRAME;
}

/** The backdrop view a platform gets: iFood's listing look is the 45° three-quarter view. */
export function viewFor(platform: Platform): BackdropView {
  return FOUR_THREE_PLATFORMS.includes(platform) ? 'three-quarter' : 'top-down';
}

interface Placement {
  /** Share of the frame's width and height the dish may take. */
  fill: number;
  /** Centre of the dish as a share of the frame (x, y). */
  centre: [number, number];
}

/**
 * How a food photographer frames a single dish: top-down, centred with generous air; at 45° the
 * dish sits a little low so the surface recedes behind it.
 */
const PLACEMENTS: Record<BackdropView, Placement> = {
  'top-down': { fill: 0.78, centre: [0.5, 0.515] },
  'three-quarter': { fill: 0.74, centre: [0.5, 0.56] },
  // Eye level: the item stands on the table in front of its back edge (half-way up the frame).
  'eye-level': { fill: 0.72, centre: [0.5, 0.55] },
};
/** A dish is never enlarged beyond this factor of its working-size pixels (it would look soft). */
export const MAX_DISH_UPSCALE = 2.4;

/** Share of the frame a dish run off one side takes across that side. */
const BLED_ACROSS_FILL = 0.9;

export type FrameSide = 'top' | 'right' | 'bottom' | 'left';

/**
 * Where the dish (of the given size in working pixels) goes in the frame, in frame pixels. A dish
 * the photo cut (`bleed`: the sides it cut) runs off those sides of the frame, as a photographer
 * crops a plate: flush with each, the margin on a cut side given to the dish. Cut on one side it is
 * centred along it; cut on two adjacent sides it sits in that corner; cut on two opposite sides it
 * spans the frame between them, centred across (and cropped evenly there when it is wider than the
 * frame: a tight crop, never a cut edge floating on the backdrop). `scale` (≤ 1) shrinks a whole
 * dish's share of the frame (a menu's smaller dishes, engine/photo/menu.ts); a dish run off the frame
 * is a close crop and ignores it.
 */
export function placeDish(
  frame: FrameSize,
  dish: { width: number; height: number },
  view: BackdropView,
  bleed: FrameSide | readonly FrameSide[] | null = null,
  scale = 1,
): Box {
  const sides = new Set<FrameSide>(bleed === null ? [] : typeof bleed === 'string' ? [bleed] : bleed);
  // A whole dish keeps out of the bands an app's interface covers: it is placed in the frame between them.
  const bandTop = sides.size === 0 ? (frame.safeTop ?? 0) : 0;
  const bandBottom = sides.size === 0 ? (frame.safeBottom ?? 0) : 0;
  if (bandTop > 0 || bandBottom > 0) {
    const inner = placeDish({ width: frame.width, height: frame.height - bandTop - bandBottom, aspectRatio: frame.aspectRatio }, dish, view, null, scale);
    return { ...inner, top: inner.top + bandTop };
  }
  const { centre } = PLACEMENTS[view];
  const fill = PLACEMENTS[view].fill * (sides.size ? 1 : Math.min(1, scale));
  const spansX = sides.has('left') && sides.has('right');
  const spansY = sides.has('top') && sides.has('bottom');
  // Room along each axis: the usual share, or on a bled axis that share plus the margin it loses.
  // A dish run off the frame is a close crop: it takes most of the other axis too, and is not held
  // back by the enlargement cap (a blind reviewer judged a cut plate flush with one side above a
  // large empty backdrop worse than its input, every time).
  const bledFill = fill + (1 - fill) / 2;
  const across = sides.size ? BLED_ACROSS_FILL : fill;
  const fillX = sides.has('left') || sides.has('right') ? bledFill : across;
  const fillY = sides.has('top') || sides.has('bottom') ? bledFill : across;
  let enlarge = Math.min((frame.width * fillX) / dish.width, (frame.height * fillY) / dish.height, sides.size ? Infinity : MAX_DISH_UPSCALE);
  // A dish cut on two opposite sides must reach both (whatever the enlargement).
  if (spansX) enlarge = frame.width / dish.width;
  if (spansY) enlarge = spansX ? Math.max(enlarge, frame.height / dish.height) : frame.height / dish.height;
  const width = Math.max(1, Math.round(dish.width * enlarge));
  const height = Math.max(1, Math.round(dish.height * enlarge));
  let left = Math.round(frame.width * centre[0] - width / 2);
  let top = Math.round(frame.height * centre[1] - height / 2);
  if (sides.has('left')) left = 0;
  if (sides.has('right')) left = spansX ? 0 : frame.width - width;
  if (sides.has('top')) top = 0;
  if (sides.has('bottom')) top = spansY ? 0 : frame.height - height;
  // Keep the whole dish in the frame whatever its proportions; one wider than the frame is centred on it.
  const fit = (start: number, length: number, room: number) => (length > room ? Math.round((room - length) / 2) : Math.min(room - length, Math.max(0, start)));
  return { left: spansX ? left : fit(left, width, frame.width), top: spansY ? top : fit(top, height, frame.height), width, height };
}

export interface InPlaceFraming {
  /** The part of the photo kept. */
  crop: Box;
  /** The window of the target aspect, in photo pixels; larger than `crop` when padding is needed. */
  window: { width: number; height: number };
  /** Where `crop` sits inside the window. */
  offset: { left: number; top: number };
}

/** Air kept around the food when a crop may cut the plate, as a share of the food's size on that axis. */
const FOOD_MARGIN = 0.03;
/**
 * …and else the food may be cut by at most this share of its extent on each axis (evenly on both
 * sides) before the photo is padded instead: a blind A/B preferred the close-up to drawn-in bands.
 */
const FOOD_MAX_CUT = 0.2;
/**
 * …or, when the window cannot hold the plate either (padding would draw in bands beside a dish the
 * photo cut on both sides), by at most this share: a blind A/B judged a portrait steak plate framed
 * 4:3 with its food cut by 30% "same" as the photo, and widened with drawn-in bands "worse", in every style.
 */
const FOOD_MAX_DEEP_CUT = 0.32;
/** Air kept around the dish on each side when framing tightly, as a share of the dish's size on that axis. */
const DISH_MARGIN = 0.09;
/**
 * How much deeper a crop may cut into a side the photo already cut, as a share of the dish's extent
 * on that axis, before padding on the other sides is preferred (a close-up has no such limit).
 */
const MAX_EXTRA_CUT = 0.12;
/** …or this share when the padding would continue the dish itself (the photo cut it on both sides of the padded axis). */
const MAX_EXTRA_CUT_OVER_DISH = 0.35;

/** Sides of the photo's frame the dish touches (the photo cut it there). */
export interface EdgeContact {
  top: boolean;
  right: boolean;
  bottom: boolean;
  left: boolean;
}

export interface InPlaceFramingOptions {
  /** Sides the photo cut the dish on: a crop may cut deeper there, and padding avoids them. */
  touching?: EdgeContact;
  /** The window is never narrower than this (photo pixels): how far the frame may enlarge the photo. */
  minWidth?: number;
  /**
   * The food on the dish (photo pixels), asked for only when needed: when the dish cannot be kept
   * whole without padding, the largest window that keeps the food whole (with some air) is taken
   * instead: it cuts only plate.
   */
  food?: () => Box | null;
  /**
   * The most the window may reach beyond the photo, as a share of the photo's side, before a crop of
   * the photo's own pixels (centred on the dish) is taken instead: a frame of a very different shape
   * (the export kit's 16:9 from a close-up) would otherwise be mostly drawn-in table. No limit when absent.
   */
  maxPad?: number;
  /**
   * Whether the photo's own border is plain (a wall, a seamless backdrop: extend.ts `plainBorders`)
   * along its left and right sides (`horizontal`) and its top and bottom ones (`vertical`): padding
   * that continues a plain border is not limited by `maxPad` (a platter on a white wall, which a crop
   * would cut head and tail off: blind A/B round 64). Asked for only when the padding is over `maxPad`.
   */
  plainBorders?: () => { horizontal: boolean; vertical: boolean };
}

/** One axis of a window: where the dish lies on it and what may happen to its ends. */
interface AxisSpan {
  /** Dish extent and the extent with its margin (photo pixels). */
  dish: [number, number];
  need: [number, number];
  /** The photo's length on this axis. */
  length: number;
  /** May the window cut the dish at its start / end (the photo already cut it there)? */
  cut: [boolean, boolean];
}

/**
 * Start of a window of `size` on one axis, or null when it would have to cut the dish where the
 * photo did not (or deeper than allowed where it did). A window longer than the photo covers it and
 * is padded, on the side the dish does not touch when there is one.
 */
function placeSpan(axis: AxisSpan, size: number, maxCut: number): number | null {
  const { dish, need, length, cut } = axis;
  const centre = (need[0] + need[1]) / 2;
  if (size > length) {
    if (cut[0] && !cut[1]) return 0;
    if (cut[1] && !cut[0]) return length - size;
    return Math.min(0, Math.max(length - size, Math.round(centre - size / 2)));
  }
  const extent = dish[1] - dish[0];
  // Starts that keep the whole dish: [dish end − size, dish start], within the photo.
  let lo = Math.max(0, dish[1] - size);
  let hi = Math.min(dish[0], length - size);
  if (lo > hi) {
    // The dish is longer than the window: only the ends the photo already cut may be cut further.
    const over = extent - size;
    if (over > maxCut * extent) return null;
    if (cut[0] && cut[1]) lo = hi = Math.round(dish[0] + over / 2);
    else if (cut[0]) lo = hi = dish[1] - size;
    else if (cut[1]) lo = hi = dish[0];
    else return null;
  }
  return Math.min(hi, Math.max(lo, Math.round(centre - size / 2)));
}

/**
 * Frames a photo in place at the target aspect, never cutting the dish where the photo did not:
 * the tightest window that holds the dish with some air (no narrower than `minWidth`), within the
 * photo when it fits; else the largest window the photo holds, when it keeps the dish (cutting at
 * most a little deeper where the photo already cut it); else that window over the food — whole, or
 * with its edges cut evenly by at most FOOD_MAX_CUT; else, where padding would continue a plate the
 * photo cut on both sides, the photo's own window cutting a little deeper into the plate
 * (MAX_EXTRA_CUT_OVER_DISH) or into the food (FOOD_MAX_DEEP_CUT); else a window that holds the dish,
 * larger than the photo, and padded (on the sides the dish does not touch when it can be). A
 * close-up may be cut freely on the sides it touches; with no dish the photo is cropped around its centre.
 */
export function frameInPlace(imageWidth: number, imageHeight: number, aspect: number, dish: Box | null, closeUp: boolean, options: InPlaceFramingOptions = {}): InPlaceFraming {
  const fullWindow =
    imageWidth / imageHeight > aspect
      ? { width: Math.round(imageHeight * aspect), height: imageHeight }
      : { width: imageWidth, height: Math.round(imageWidth / aspect) };
  const framed = (left: number, top: number, window: { width: number; height: number }): InPlaceFraming => {
    const cl = Math.max(0, left);
    const ct = Math.max(0, top);
    const crop = { left: cl, top: ct, width: Math.min(imageWidth, left + window.width) - cl, height: Math.min(imageHeight, top + window.height) - ct };
    return { crop, window, offset: { left: cl - left, top: ct - top } };
  };
  if (!dish) {
    const left = Math.round((imageWidth - fullWindow.width) / 2);
    const top = Math.round((imageHeight - fullWindow.height) / 2);
    return framed(left, top, fullWindow);
  }
  const d = { left: Math.max(0, dish.left), top: Math.max(0, dish.top), right: Math.min(imageWidth, dish.left + dish.width), bottom: Math.min(imageHeight, dish.top + dish.height) };
  const touching = options.touching ?? { top: false, right: false, bottom: false, left: false };
  // A side may be cut only where the dish reaches the photo's border and the photo cut it there.
  const atEdge = (side: keyof EdgeContact, gap: number) => (touching[side] || closeUp) && gap <= 2;
  const mx = Math.round((d.right - d.left) * DISH_MARGIN);
  const my = Math.round((d.bottom - d.top) * DISH_MARGIN);
  const xs: AxisSpan = {
    dish: [d.left, d.right],
    need: [Math.max(0, d.left - mx), Math.min(imageWidth, d.right + mx)],
    length: imageWidth,
    cut: [atEdge('left', d.left), atEdge('right', imageWidth - d.right)],
  };
  const ys: AxisSpan = {
    dish: [d.top, d.bottom],
    need: [Math.max(0, d.top - my), Math.min(imageHeight, d.bottom + my)],
    length: imageHeight,
    cut: [atEdge('top', d.top), atEdge('bottom', imageHeight - d.bottom)],
  };
  const maxCut = closeUp ? 1 : MAX_EXTRA_CUT;
  const sized = (width: number) => ({ width: Math.round(width), height: Math.round(width / aspect) });
  const tryWindow = (window: { width: number; height: number }, cut: number) => {
    const left = placeSpan(xs, window.width, cut);
    const top = placeSpan(ys, window.height, cut);
    return left === null || top === null ? null : framed(left, top, window);
  };
  // The tightest window of the aspect that holds the dish and its air.
  const needW = xs.need[1] - xs.need[0];
  const needH = ys.need[1] - ys.need[0];
  const tight = sized(Math.max(needW, needH * aspect, Math.min(options.minWidth ?? 0, fullWindow.width)));
  if (tight.width <= fullWindow.width && tight.height <= fullWindow.height) {
    const framing = tryWindow(tight, 0);
    if (framing) return framing;
  }
  const largest = tryWindow(fullWindow, maxCut);
  if (largest) return largest;
  // The plate may be cut where the food stays whole: a photographer's close crop, not padding.
  const f = options.food?.();
  /** The window over the food with its edges cut evenly by at most `maxCut` of its extent, or null. */
  const foodCrop = (food: Box, maxCut: number) => {
    const edges = (start: number, end: number, length: number): AxisSpan => ({ dish: [start, end], need: [start, end], length, cut: [true, true] });
    const left = placeSpan(edges(food.left, food.left + food.width, imageWidth), fullWindow.width, maxCut);
    const top = placeSpan(edges(food.top, food.top + food.height, imageHeight), fullWindow.height, maxCut);
    return left === null || top === null ? null : framed(left, top, fullWindow);
  };
  if (f) {
    const fx = Math.round(f.width * FOOD_MARGIN);
    const fy = Math.round(f.height * FOOD_MARGIN);
    const foodSpan = (start: number, end: number, margin: number, length: number): AxisSpan => ({
      dish: [Math.max(0, start - margin), Math.min(length, end + margin)],
      need: [Math.max(0, start - margin), Math.min(length, end + margin)],
      length,
      cut: [false, false],
    });
    const left = placeSpan(foodSpan(f.left, f.left + f.width, fx, imageWidth), fullWindow.width, 0);
    const top = placeSpan(foodSpan(f.top, f.top + f.height, fy, imageHeight), fullWindow.height, 0);
    if (left !== null && top !== null) return framed(left, top, fullWindow);
    // Food a little larger than the window: its edges cut evenly (a photographer's close-up) rather
    // than a band of drawn-in table beside it.
    const close = foodCrop(f, FOOD_MAX_CUT);
    if (close) return close;
  }
  // Padded: the window holds the dish and its air and is larger than the photo on one axis at least.
  const padded = sized(Math.max(tight.width, fullWindow.width));
  const overPad = (size: number, length: number, axis: 'horizontal' | 'vertical') =>
    options.maxPad !== undefined && size > length * (1 + options.maxPad) && !options.plainBorders?.()[axis];
  if (overPad(padded.width, imageWidth, 'horizontal') || overPad(padded.height, imageHeight, 'vertical')) {
    // Too much would be drawn in: the photo's own pixels, cropped around the dish's centre.
    const clampTo = (start: number, room: number) => Math.min(Math.max(0, Math.round(start)), room);
    const left = clampTo((d.left + d.right) / 2 - fullWindow.width / 2, imageWidth - fullWindow.width);
    const top = clampTo((d.top + d.bottom) / 2 - fullWindow.height / 2, imageHeight - fullWindow.height);
    return framed(left, top, fullWindow);
  }
  const padsOverDish = (padded.width > imageWidth && xs.cut[0] && xs.cut[1]) || (padded.height > imageHeight && ys.cut[0] && ys.cut[1]);
  return (padsOverDish ? tryWindow(fullWindow, MAX_EXTRA_CUT_OVER_DISH) : null) ?? (padsOverDish && f ? foodCrop(f, FOOD_MAX_DEEP_CUT) : null) ?? tryWindow(padded, maxCut)!;
}
