import type { ReactNode } from 'react';

import { explainerVideo as configuredVideo, type ExplainerVideo } from '../content/explainer-video';
import type { CarouselSlide, HomeKitFacts } from '../content/home-kit-facts';
import { AiTeaser } from './ai-teaser';
import { ClosingCta } from './closing-cta';
import { ExplainerSection } from './explainer-section';
import { HomeCarouselSection } from './home-carousel-section';
import { HomeHero } from './home-hero';
import { ShopBanner } from './shop-banner';
import { WhatIsSection } from './what-is-section';
import { WhyChooseGrid } from './why-choose-grid';

export interface HomePageContentProps {
  /** In the page's language. */
  slides: readonly CarouselSlide[];
  facts: HomeKitFacts;
  /** The how-it-works steps, shown where the explainer video goes while none is configured. */
  howItWorksSteps: ReactNode;
  /** Default: the configured explainer video (VITE_EXPLAINER_VIDEO_ID_*), if any. */
  video?: ExplainerVideo;
}

/** The home page's sections in the spec's order; /, /us and /ca all render this. */
export function HomePageContent({
  slides,
  facts,
  howItWorksSteps,
  video = configuredVideo,
}: HomePageContentProps) {
  return (
    <>
      <HomeHero />
      <AiTeaser />
      <HomeCarouselSection slides={slides} />
      <ExplainerSection video={video} steps={howItWorksSteps} />
      <WhatIsSection />
      <ShopBanner />
      <ClosingCta />
      <WhyChooseGrid facts={facts} />
    </>
  );
}
