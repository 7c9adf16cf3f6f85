// The landing page below its first screen, on demand: its code and its render cost nothing until the
// visitor comes near it (the placeholder within ROOT_MARGIN of the screen) or shows intent — a press, a
// touch or a key anywhere, which is how "Ver Planos" in the user menu starts — or a section is asked for
// (router state from another page), or else once the first screen has had IDLE_DELAY_MS to itself (a
// phone is busy enough with the hero, its carousel and its pictures). Until then the placeholder holds
// its place and a stand-in for the pricing anchor: "Ver Planos" asks it to scroll into view, and it
// passes that on to the real section.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from '../../components/lazy-boundary';
import { plansQueryOptions } from '../../features/billing/api/get-plans';
import { lazyComponent } from '../../lib/lazy-component';
import { PRICING_SECTION_ID } from '../../lib/sections';
import type { SectionsBodyProps } from './landing-sections-body';

const SectionsBody = lazyComponent(() => import('./landing-sections-body').then((module) => module.SectionsBody));

/** How near the screen the placeholder comes before the sections load. */
const ROOT_MARGIN = '100px';
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;
const IDLE_DELAY_MS = 5_000;

export type LandingSectionsProps = SectionsBodyProps & {
  /** What holds the sections' place (with the pricing anchor) until they are in. */
  placeholder: ReactNode;
};

export function LandingSections({ placeholder, ...body }: LandingSectionsProps) {
  const queryClient = useQueryClient();
  // Without IntersectionObserver (an old browser), at once.
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver !== 'function');
  if (body.scrollTo && !wanted) setWanted(true);
  const box = useRef<HTMLDivElement>(null);

  // "Ver Planos" before the sections are in finds the placeholder's stand-in anchor (it looks the
  // section up by id and scrolls it into view): the stand-in loads the sections and has the real one
  // scrolled to once it is on the page, rather than leaving the visitor where the placeholder was.
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const { navigationKey } = body;
  useLayoutEffect(() => {
    const standIn = box.current?.querySelector<HTMLElement>('[data-stand-in]');
    if (!standIn) return;
    standIn.scrollIntoView = () => {
      setWanted(true);
      setAskedAt(navigationKey);
    };
  });
  // Asked on this page view (a later navigation asks for what it asks for).
  const asked = askedAt === navigationKey && !body.scrollTo ? { scrollTo: PRICING_SECTION_ID } : {};

  useEffect(() => {
    if (wanted || !box.current) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: ROOT_MARGIN });
    observer.observe(box.current);
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, { passive: true });
    const idle = window.setTimeout(want, IDLE_DELAY_MS);
    return () => {
      window.clearTimeout(idle);
      observer.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want);
    };
  }, [wanted]);

  // The plans are asked for with the sections' code, not after it has arrived.
  useEffect(() => {
    if (wanted) void queryClient.prefetchQuery(plansQueryOptions());
  }, [wanted, queryClient]);

  return (
    <div ref={box}>
      {wanted ? (
        <LazyBoundary fallback={placeholder}>
          <SectionsBody {...body} {...asked} />
        </LazyBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
