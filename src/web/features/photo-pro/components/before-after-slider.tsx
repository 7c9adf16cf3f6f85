// The before/after comparison: the original shows left of the divider, the enhanced photo right of it.
// Both fill the same box, in the result's proportions. The result is re-framed for its platform, so the
// original is shown through `sourceWindow` — exactly the part of it the result's frame covers (fractions
// of the original; beyond 0..1 where the result shows new backdrop, left neutral) — and both halves line
// up, the original turned a quarter when the result was (a flat lay turned to fit its frame). Without a
// window (older photos, a remote provider's redrawn photo) the original is shown whole, letterboxed on
// the same neutral ground. The divider follows a mouse or finger drag anywhere on the image
// (pointer events), and the handle is a focusable slider for the keyboard (arrows, Page Up/Down, Home, End).
import { ChevronsLeftRight, Sparkles } from 'lucide-react';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { SourceWindow } from '../../../../shared/schemas/photos.schema';
import { cn } from '../../../lib/cn';

export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 20;
const INITIAL_POSITION = 50;

/** Both photos: the whole box, contained, on the same neutral ground. */
const LAYER_CLASS = 'absolute inset-0 size-full bg-stone-200 object-contain';

const clamp = (value: number) => Math.min(100, Math.max(0, value));

const percent = (value: number) => `${Math.round(value * 1e4) / 1e2}%`;

/**
 * Where the whole original goes, in percentages of the comparison box, so that `window` (fractions of
 * the original) fills the box exactly: the original is 1/width of the box wide, shifted left by its
 * window's left edge. Stretched to that box (object-fit: fill), it keeps its own proportions, because
 * the window has the box's proportions.
 */
export function windowGeometry(window: SourceWindow): { left: string; top: string; width: string; height: string } {
  return {
    left: percent(-window.left / window.width),
    top: percent(-window.top / window.height),
    width: percent(1 / window.width),
    height: percent(1 / window.height),
  };
}

/** "4:3" → its width and height ("1", "1" when unreadable). */
function ratioParts(ratio: string): [string, string] {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio.trim());
  return match ? [match[1]!, match[2]!] : ['1', '1'];
}

/**
 * The original inside the box of its quarter-turned self (`windowGeometry` of a turned window, in a
 * comparison box of `ratio`): as wide as that box is tall and as tall as it is wide — the box's
 * height over its width is the window's width over (ratio × its height) —, centred and turned
 * clockwise about its centre, so it fills the box.
 */
export function turnedGeometry(window: SourceWindow, ratio: string): CSSProperties {
  const [w, h] = ratioParts(ratio).map(Number) as [number, number];
  const tall = window.width / ((w / h) * window.height);
  return { width: percent(tall), height: percent(1 / tall), transform: 'translate(-50%, -50%) rotate(90deg)' };
}

/** The box never gets taller than this share of the screen, so the whole comparison is seen at once. */
const MAX_HEIGHT_SVH = 72;

/** "4:3" → the CSS aspect-ratio "4 / 3" and a width that keeps the box under MAX_HEIGHT_SVH (square when unknown). */
function frameStyle(ratio: string): CSSProperties {
  const [width, height] = ratioParts(ratio);
  return { aspectRatio: `${width} / ${height}`, width: `min(100%, ${MAX_HEIGHT_SVH}svh * ${width} / ${height})` };
}

export type BeforeAfterSliderProps = {
  beforeSrc: string;
  /** Loaded instead when `beforeSrc` fails (a local copy the browser cannot show, e.g. HEIC: the server's copy). */
  beforeFallbackSrc?: string;
  afterSrc: string;
  aspectRatio: string;
  /** The part of the original the result's frame shows; null or absent: the original whole, letterboxed. */
  sourceWindow?: SourceWindow | null;
  className?: string;
};

export function BeforeAfterSlider({ beforeSrc, beforeFallbackSrc, afterSrc, aspectRatio, sourceWindow, className }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(INITIAL_POSITION);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const before = failedSrc === beforeSrc && beforeFallbackSrc ? beforeFallbackSrc : beforeSrc;
  const onBeforeError = () => setFailedSrc(beforeSrc);
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return;
    setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
    handleRef.current?.focus({ preventScroll: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };

  const stopDragging = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (value: number) => number> = {
      ArrowLeft: (v) => v - SLIDER_STEP,
      ArrowDown: (v) => v - SLIDER_STEP,
      ArrowRight: (v) => v + SLIDER_STEP,
      ArrowUp: (v) => v + SLIDER_STEP,
      PageDown: (v) => v - SLIDER_PAGE_STEP,
      PageUp: (v) => v + SLIDER_PAGE_STEP,
      Home: () => 0,
      End: () => 100,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPosition((value) => clamp(move(value)));
  };

  const rounded = Math.round(position);
  /** The original (with its fallback), placed by `className` and `style`. */
  const original = (className: string, style: CSSProperties) => (
    <img src={before} alt="Foto original (antes)" draggable={false} onError={onBeforeError} className={className} style={style} />
  );

  return (
    <div
      ref={frameRef}
      className={cn(
        'relative mx-auto touch-pan-y overflow-hidden rounded-2xl bg-stone-200 shadow-soft select-none',
        'cursor-ew-resize',
        className,
      )}
      style={frameStyle(aspectRatio)}
      data-testid="before-after"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
    >
      <img src={afterSrc} alt="Foto melhorada (depois)" draggable={false} fetchPriority="high" className={LAYER_CLASS} />
      {sourceWindow ? (
        // The neutral layer hides the enhanced photo where the window reaches past the original.
        <div
          data-testid="before-window"
          className="absolute inset-0 overflow-hidden bg-stone-200"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        >
          {sourceWindow.turn ? (
            // The window is of the original turned a quarter clockwise: a box of the turned photo's
            // size, holding the original at its own size, turned about its centre.
            <div data-testid="before-turned" className="absolute" style={windowGeometry(sourceWindow)}>
              {original('absolute top-1/2 left-1/2 max-w-none object-fill', turnedGeometry(sourceWindow, aspectRatio))}
            </div>
          ) : (
            original('absolute max-w-none object-fill', windowGeometry(sourceWindow))
          )}
        </div>
      ) : (
        // Its own background hides the enhanced photo behind the original's letterbox.
        original(LAYER_CLASS, { clipPath: `inset(0 ${100 - position}% 0 0)` })
      )}
      <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white">
        Antes
      </span>
      <span className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-white">
        <Sparkles aria-hidden="true" className="size-3" />
        Depois
      </span>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
        style={{ left: `${position}%` }}
      />
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label="Comparar antes e depois"
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% da foto original visível`}
        onKeyDown={onKeyDown}
        className={cn(
          'absolute top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-primary text-white shadow-lg',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary focus-visible:ring-4 focus-visible:ring-white',
        )}
        style={{ left: `${position}%` }}
      >
        <ChevronsLeftRight aria-hidden="true" className="size-5" />
      </div>
    </div>
  );
}
