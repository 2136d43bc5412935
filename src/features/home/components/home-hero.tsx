import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';

import { heroContent } from '../content/home-content';

/** The first screen: the page's heading and its LCP image (eager, high priority: React preloads it in <head>). */
export function HomeHero() {
  const { image } = heroContent;
  return (
    <section aria-labelledby="home-hero-heading" className="bg-sunshine-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="space-y-5">
          <h1
            id="home-hero-heading"
            className="font-heading text-4xl font-bold leading-tight text-ink md:text-5xl"
          >
            {heroContent.heading}
          </h1>
          <p className="text-lg text-ink-muted">{heroContent.lead}</p>
          <Link to={heroContent.ctaTo} className={buttonVariants({ size: 'lg' })}>
            {heroContent.cta}
          </Link>
        </div>
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={heroContent.imageAlt}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
