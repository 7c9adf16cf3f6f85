import { revealElement } from './scroll';

/** Anchor of the landing page's pricing section ("Ver Planos" scrolls to it). */
export const PRICING_SECTION_ID = 'pricing-section';

/** Router state asking the landing page to scroll to a section once it has rendered. */
export type ScrollToState = { scrollTo?: string };

/** Scrolls to the element with `id` (smoothly unless reduced motion is asked for); false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  revealElement(element, 'start');
  return true;
}
