import { Play } from 'lucide-react';
import { useState } from 'react';

import { MOBILE_QUERY, explainerEmbedUrl, type ExplainerVideo } from '../content/explainer-video';
import { videoContent } from '../content/home-content';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * A poster with a play button that becomes the YouTube player only when pressed: no third-party request,
 * cookie or script before the visitor asks for the video. Both states fill the same 16:9 box.
 */
export function VideoFacade({ video }: { video: ExplainerVideo }) {
  const { t, locale } = useI18n();
  const [embedUrl, setEmbedUrl] = useState<string | null>(null);
  const { poster } = videoContent;

  const play = () => {
    // Decided at click time, so the prerendered poster never depends on the viewport.
    setEmbedUrl(explainerEmbedUrl(video, window.matchMedia(MOBILE_QUERY).matches));
  };

  return (
    <section aria-labelledby="video-heading" className="mx-auto max-w-4xl px-4 py-10">
      <h2 id="video-heading" className="font-heading text-2xl font-bold text-ink md:text-3xl">
        {t('home.video.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('home.video.lead')}</p>
      <div className="relative mt-6 aspect-video overflow-hidden rounded-3xl bg-ink shadow-card">
        {embedUrl ? (
          <iframe
            src={embedUrl}
            title={t('home.video.iframeTitle')}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={play}
            className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-sunshine-300"
          >
            <span className="sr-only">{t('home.video.playLabel')}</span>
            <picture>
              <source media={MOBILE_QUERY} srcSet={poster.mobile.src} />
              <img
                src={poster.desktop.src[locale]}
                width={poster.desktop.width}
                height={poster.desktop.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </picture>
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-white shadow-card transition-transform group-hover:scale-110"
            >
              <Play aria-hidden="true" size={36} fill="currentColor" />
            </span>
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t('home.video.consentNote')}</p>
    </section>
  );
}
