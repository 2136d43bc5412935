import type { ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import type { ExplainerVideo } from '../content/explainer-video';
import { howItWorksFallbackContent } from '../content/home-content';
import { VideoFacade } from './video-facade';

export interface ExplainerSectionProps {
  /** The owner's explainer video; undefined when none is configured. */
  video: ExplainerVideo | undefined;
  /** The how-it-works steps shown instead of a video nobody configured. */
  steps: ReactNode;
}

/** The spec's explainer video, or, without a configured video, the steps of a hunt in our own words. */
export function ExplainerSection({ video, steps }: ExplainerSectionProps) {
  const { t } = useI18n();
  if (video) return <VideoFacade video={video} />;
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="how-it-works-heading" className="font-heading text-2xl font-bold text-ink md:text-3xl">
        {t('home.steps.heading')}
      </h2>
      <div className="mt-6">{steps}</div>
      <Link
        to={howItWorksFallbackContent.linkTo}
        className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('home.steps.link')}
      </Link>
    </section>
  );
}
