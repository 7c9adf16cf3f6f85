// The landing page below its first screen (spec §1, in order): the two ways to create, the platform
// strip, how it works, benefits, testimonials, the use-case gallery, the plans, a last call to action
// and the footer's links. Loaded when the visitor comes near it (landing-sections.tsx); it scrolls to a
// section asked for by "Ver Planos" once it is on the page.
import { useEffect } from 'react';
import { PricingSection } from '../../features/billing/components/pricing-section';
import { Benefits } from '../../features/landing/components/benefits';
import { FinalCta } from '../../features/landing/components/final-cta';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import type { LandingTool, OpenTool } from '../../features/landing/components/landing-tools';
import { PlatformStrip } from '../../features/landing/components/platform-strip';
import { Testimonials } from '../../features/landing/components/testimonials';
import { TwoWays } from '../../features/landing/components/two-ways';
import { UseCaseGallery } from '../../features/landing/components/use-case-gallery';
import { inPageScrollBehavior } from '../../lib/scroll';
import { scrollToSection } from '../../lib/sections';

export type SectionsBodyProps = OpenTool & {
  /** A section to scroll to (router state from "Ver Planos" on another page). */
  scrollTo?: string;
  /** Changes with every navigation, so asking again for the same section scrolls again. */
  navigationKey: string;
};

export function SectionsBody({ scrollTo, navigationKey, onOpen, intent }: SectionsBodyProps) {
  useEffect(() => {
    if (scrollTo) scrollToSection(scrollTo);
  }, [scrollTo, navigationKey]);

  // A tool opens in place of the hero, at the top of the page: go up to it.
  const open = (tool: LandingTool) => {
    onOpen(tool);
    window.scrollTo({ top: 0, behavior: inPageScrollBehavior() });
  };

  return (
    <>
      <TwoWays onOpen={open} intent={intent} />
      <PlatformStrip />
      <HowItWorks />
      <Benefits />
      <Testimonials />
      <UseCaseGallery />
      <PricingSection />
      <FinalCta onOpen={open} intent={intent} />
      <LandingFooter />
    </>
  );
}
