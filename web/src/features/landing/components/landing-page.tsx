import { useRef } from 'react';
import { scrollToSection } from '../lib/scroll-to-section';
import { ApproachSection } from './approach-section';
import { ClosingCta } from './closing-cta';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { StatsStrip } from './stats-strip';

/** The landing page (SPEC point 2): every section, top to bottom. */
export function LandingPage() {
  const howItWorksRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <HeroSection
        onSeeHowItWorks={() => {
          if (howItWorksRef.current) scrollToSection(howItWorksRef.current);
        }}
      />
      <StatsStrip />
      <HowItWorksSection headingRef={howItWorksRef} />
      <ApproachSection />
      <PricingSection />
      <ClosingCta />
    </>
  );
}
