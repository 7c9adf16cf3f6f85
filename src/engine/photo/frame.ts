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

export type FrameSide = 'top' | 'right' | 'bottom' | 'left';

/**
 * Where the dish (of the given size in working pixels) goes in the frame, in frame pixels. A dish
 * the photo cut (`bleed`: the sides it cut) runs off those sides of the frame, as a photographer
 * crops a plate: flush with each, the margin on a cut side given to the dish. Cut on one side it is
 * centred along it; cut on two adjacent sides it sits in that corner; cut on two opposite sides it
 * spans the frame between them, centred across (and cropped evenly there when it is wider than the
 * frame: a tight crop, never a cut edge floating on the backdrop).
 */
export function placeDish(
  frame: FrameSize,
  dish: { width: number; height: number },
  view: BackdropView,
  bleed: FrameSide | readonly FrameSide[] | null = null,
): Box {
  const { fill, centre } = PLACEMENTS[view];
  const sides = new Set<FrameSide>(bleed === null ? [] : typeof bleed === 'string' ? [bleed] : bleed);
  const spansX = sides.has('left') && sides.has('right');
  const spansY = sides.has('top') && sides.has('bottom');
  // Room along each axis: the usual share, or on a bled axis that share plus the margin it loses.
  const bledFill = fill + (1 - fill) / 2;
  const fillX = sides.has('left') || sides.has('right') ? bledFill : fill;
  const fillY = sides.has('top') || sides.has('bottom') ? bledFill : fill;
  let scale = Math.min((frame.width * fillX) / dish.width, (frame.height * fillY) / dish.height, MAX_DISH_UPSCALE);
  // A dish cut on two opposite sides must reach both (whatever the enlargement).
  if (spansX) scale = frame.width / dish.width;
  if (spansY) scale = spansX ? Math.max(scale, frame.height / dish.height) : frame.height / dish.height;
  const width = Math.max(1, Math.round(dish.width * scale));
  const height = Math.max(1, Math.round(dish.height * scale));
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

/** Margin kept around the dish when cropping, as a share of the dish's size. */
const DISH_MARGIN = 0.04;
/** Share of a dish's extent (width × height) a crop may keep before padding is preferred. */
const MIN_KEPT_WHEN_CROPPING = 0.8;

function placeAxis(centre: number, length: number, imageLength: number): number {
  const start = Math.round(centre - length / 2);
  if (length <= imageLength) return Math.min(imageLength - length, Math.max(0, start));
  // The window is longer than the photo: it must cover the photo entirely on this axis.
  return Math.min(0, Math.max(imageLength - length, start));
}

/**
 * Frames a photo in place at the target aspect. Crops the largest window of that aspect centred on
 * the dish when the dish (plus margin) fits in it, or nearly (it is already cut by the photo's edge),
 * or when the sides to pad are ones the dish touches; otherwise keeps the whole dish and pads the
 * window (the caller fills the padding). A close-up is simply cropped around its centre.
 */
export interface EdgeContact {
  top: boolean;
  right: boolean;
  bottom: boolean;
  left: boolean;
}

export function frameInPlace(imageWidth: number, imageHeight: number, aspect: number, dish: Box | null, closeUp: boolean, touching?: EdgeContact): InPlaceFraming {
  const fullWindow =
    imageWidth / imageHeight > aspect
      ? { width: Math.round(imageHeight * aspect), height: imageHeight }
      : { width: imageWidth, height: Math.round(imageWidth / aspect) };
  const cropAt = (cx: number, cy: number): InPlaceFraming => {
    const left = placeAxis(cx, fullWindow.width, imageWidth);
    const top = placeAxis(cy, fullWindow.height, imageHeight);
    return { crop: { left, top, ...fullWindow }, window: fullWindow, offset: { left: 0, top: 0 } };
  };
  if (!dish || closeUp) {
    return dish ? cropAt(dish.left + dish.width / 2, dish.top + dish.height / 2) : cropAt(imageWidth / 2, imageHeight / 2);
  }
  const mx = Math.round(dish.width * DISH_MARGIN);
  const my = Math.round(dish.height * DISH_MARGIN);
  const needLeft = Math.max(0, dish.left - mx);
  const needTop = Math.max(0, dish.top - my);
  const need = {
    left: needLeft,
    top: needTop,
    width: Math.min(imageWidth, dish.left + dish.width + mx) - needLeft,
    height: Math.min(imageHeight, dish.top + dish.height + my) - needTop,
  };
  const cx = need.left + need.width / 2;
  const cy = need.top + need.height / 2;
  // Cropping is preferred while it keeps most of a dish that the photo already cuts; beyond that the
  // window grows to hold the dish and is padded.
  const kept = Math.min(1, fullWindow.width / need.width) * Math.min(1, fullWindow.height / need.height);
  if (kept >= MIN_KEPT_WHEN_CROPPING) return cropAt(cx, cy);
  // Padding continues the photo's border (mirrored, blurred): only where that border is table, not
  // the dish the photo cut — there, cropping a little more is the better picture.
  // A window that must grow in height (the photo is relatively tall) pads left and right, and vice versa.
  const padsSides = fullWindow.width === imageWidth;
  const padBlocked = padsSides ? touching?.left || touching?.right : touching?.top || touching?.bottom;
  if (padBlocked) return cropAt(cx, cy);
  const window =
    need.width / need.height > aspect
      ? { width: need.width, height: Math.round(need.width / aspect) }
      : { width: Math.round(need.height * aspect), height: need.height };
  const wl = placeAxis(cx, window.width, imageWidth);
  const wt = placeAxis(cy, window.height, imageHeight);
  const left = Math.max(0, wl);
  const top = Math.max(0, wt);
  const crop = {
    left,
    top,
    width: Math.min(imageWidth, wl + window.width) - left,
    height: Math.min(imageHeight, wt + window.height) - top,
  };
  return { crop, window, offset: { left: left - wl, top: top - wt } };
}
