import { lazy, Suspense, type ReactNode } from 'react';

import { explainerVideo as configuredVideo, type ExplainerVideo } from '../content/explainer-video';
import type { CarouselSlide, HomeKitFacts } from '../content/home-kit-facts';
import { AiTeaser } from './ai-teaser';
import { HomeCarouselSection } from './home-carousel-section';
import { HomeHero } from './home-hero';

/*
 * The sections below the carousel hydrate once their code arrives, after the page's first load: the
 * prerendered HTML shows them at once, and what a visitor sees first becomes interactive sooner.
 */
const ExplainerSection = lazy(() =>
  import('./explainer-section').then((module) => ({ default: module.ExplainerSection })),
);
const BelowTheFold = lazy(() => import('./home-below-the-fold'));

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
      <Suspense fallback={null}>
        <ExplainerSection video={video} steps={howItWorksSteps} />
        <BelowTheFold facts={facts} />
      </Suspense>
    </>
  );
}
