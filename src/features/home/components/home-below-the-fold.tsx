import type { HomeKitFacts } from '../content/home-kit-facts';
import { ClosingCta } from './closing-cta';
import { ShopBanner } from './shop-banner';
import { WhatIsSection } from './what-is-section';
import { WhyChooseGrid } from './why-choose-grid';

/** The home page's last sections, loaded as one chunk after the first load (home-page-content.tsx). */
export default function HomeBelowTheFold({ facts }: { facts: HomeKitFacts }) {
  return (
    <>
      <WhatIsSection />
      <ShopBanner />
      <ClosingCta />
      <WhyChooseGrid facts={facts} />
    </>
  );
}
