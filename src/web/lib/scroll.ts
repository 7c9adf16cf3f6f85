// Scrolling within a page. Route changes land at the top at once (React Router's ScrollRestoration, and
// no global smooth scrolling in styles.css); only in-page moves glide, and only for users who have not
// asked their system for reduced motion. Where they stop is kept clear of the sticky header by
// `scroll-padding-top` in styles.css.

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** 'smooth', or 'instant' when the user prefers reduced motion. */
export function inPageScrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
  return reduced ? 'instant' : 'smooth';
}

/** Scrolls `element` into view: to the top of the screen with 'start', by as little as needed with 'nearest'. */
export function revealElement(element: Element, block: ScrollLogicalPosition = 'nearest'): void {
  element.scrollIntoView?.({ behavior: inPageScrollBehavior(), block });
}
