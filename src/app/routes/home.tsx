import { PageMeta } from '@/components/layout/page-meta';
import { paths, templatePath } from '@/config/paths';
import { site } from '@/config/site';
import { kitFacts } from '@domain/kit-contents';
import { KIT_IMAGE_SIZE, getKit } from '@domain/kits';
import { HomePageContent } from '@/features/home/components/home-page-content';
import { HERO_HEADING } from '@/features/home/content/home-content';
import {
  CAROUSEL_KIT_SLUGS,
  allKitsSlide,
  type CarouselSlide,
  type HomeKitFacts,
} from '@/features/home/content/home-kit-facts';
import { StepList } from '@/features/guides/components/step-list';
import { howItWorksSteps } from '@/features/guides/content/how-it-works';
import { ReviewSection } from '@/features/reviews/review-section';

// The carousel shows the catalog's own art and titles, so a renamed kit changes here too.
const slides: readonly CarouselSlide[] = [
  ...CAROUSEL_KIT_SLUGS.map((slug) => {
    const kit = getKit(slug);
    return {
      href: templatePath(kit.slug),
      title: kit.title,
      image: { src: kit.imageUrl, ...KIT_IMAGE_SIZE },
      imageAlt: kit.imageAlt,
    };
  }),
  allKitsSlide,
];

const facts: HomeKitFacts = {
  riddles: kitFacts.riddles,
  ageRange: kitFacts.ageRange,
  setupTime: kitFacts.setupTime,
};

/** The home content; /us and /ca render it too and name / as the canonical page. */
export function HomeView() {
  return (
    <>
      <PageMeta
        title={HERO_HEADING}
        description={site.description}
        path={paths.home}
        image="/images/home/og-home.png"
      />
      <HomePageContent
        slides={slides}
        facts={facts}
        howItWorksSteps={<StepList steps={howItWorksSteps(kitFacts.setupTime)} columns={4} />}
      />
      <ReviewSection />
    </>
  );
}

export default function HomePage() {
  return <HomeView />;
}
