// What moves by itself on the landing page — the hero carousel (every 4 s) and the platform strip
// (every 2 s, spec §9) — moves only while nobody is looking at it closely: it stands still while the
// pointer is over it or the focus is inside it, while the tab is hidden, when its pause button was
// pressed, and always for users who ask their system for reduced motion (they move it themselves).
import { useEffect, useEffectEvent, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotionNow = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** Whether the user asks for reduced motion (follows a change of the system setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotionNow, () => false);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is hidden (another tab, a minimised window). */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'hidden', () => false);
}

/**
 * Calls `advance` `delayMs` after each change of `step` while `running`: a move by hand (a new step)
 * restarts the wait, and stopping cancels the pending move.
 */
export function useAutoAdvance(advance: () => void, delayMs: number, running: boolean, step: unknown): void {
  const onTimeout = useEffectEvent(advance);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(onTimeout, delayMs);
    return () => window.clearTimeout(timer);
  }, [running, delayMs, step]);
}

/** Pauses while a mouse is over the element or the focus is inside it (touch never "hovers"). */
export function usePauseOnAttention() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

/** Whether something may move by itself now, and what stops it. */
export function useMotionAllowed(paused: boolean): { running: boolean; reducedMotion: boolean } {
  const reducedMotion = usePrefersReducedMotion();
  const hidden = usePageHidden();
  return { running: !paused && !reducedMotion && !hidden, reducedMotion };
}

/**
 * Everything that decides whether a self-moving element moves: its pause button (`stopped`), the
 * user's attention (spread `attentionHandlers` on the element), reduced motion and a hidden tab.
 */
export function useSelfMoving() {
  const [stopped, setStopped] = useState(false);
  const attention = usePauseOnAttention();
  const { running, reducedMotion } = useMotionAllowed(attention.paused || stopped);
  return { stopped, toggleStopped: () => setStopped((was) => !was), attentionHandlers: attention.handlers, running, reducedMotion };
}
