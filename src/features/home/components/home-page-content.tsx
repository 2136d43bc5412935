import type { CarouselSlide, HomeKitFacts } from '../content/home-kit-facts';
import { whyChooseCards } from '../content/home-kit-facts';
import { AiTeaser } from './ai-teaser';
import { ClosingCta } from './closing-cta';
import { HomeCarouselSection } from './home-carousel-section';
import { HomeHero } from './home-hero';
import { ShopBanner } from './shop-banner';
import { VideoFacade } from './video-facade';
import { WhatIsSection } from './what-is-section';
import { WhyChooseGrid } from './why-choose-grid';

export interface HomePageContentProps {
  slides: readonly CarouselSlide[];
  facts: HomeKitFacts;
}

/** The home page's sections in the spec's order; /, /us and /ca all render this. */
export function HomePageContent({ slides, facts }: HomePageContentProps) {
  return (
    <>
      <HomeHero />
      <AiTeaser />
      <HomeCarouselSection slides={slides} />
      <VideoFacade />
      <WhatIsSection />
      <ShopBanner />
      <ClosingCta />
      <WhyChooseGrid cards={whyChooseCards(facts)} />
    </>
  );
}
