import { PageMeta } from '@/components/layout/page-meta';
import { paths, templatePath } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';
import { kitFacts, kitFactsIn } from '@domain/kit-facts';
import { KIT_IMAGE_SIZE, getKit, kitTextIn } from '@domain/kits';
import { HomePageContent } from '@/features/home/components/home-page-content';
import {
  CAROUSEL_KIT_SLUGS,
  allKitsSlide,
  type CarouselSlide,
  type HomeKitFacts,
} from '@/features/home/content/home-kit-facts';
import { homeCatalog } from '@/features/home/i18n/catalog';
import { StepList } from '@/features/guides/components/step-list';
import { howItWorksSteps } from '@/features/guides/content/how-it-works';
import { guidesCatalog } from '@/features/guides/i18n/catalog';
import { reviewsCatalog } from '@/features/reviews/i18n/catalog';
import { ReviewSection } from '@/features/reviews/review-section';

/** The texts of the home page (and of /us and /ca, which render it). */
export const catalogs = [homeCatalog, guidesCatalog, reviewsCatalog];

/** The home content; /us and /ca render it too and name / as the canonical page. */
export function HomeView() {
  const { locale, t } = useI18n();
  const facts: HomeKitFacts = kitFactsIn[locale];
  // The carousel shows the catalog's own art and titles, so a renamed kit changes here too.
  const slides: readonly CarouselSlide[] = [
    ...CAROUSEL_KIT_SLUGS.map((slug) => {
      const kit = getKit(slug);
      const text = kitTextIn(kit, locale);
      return {
        href: templatePath(kit.slug),
        title: text.title,
        image: { src: kit.imageUrl, ...KIT_IMAGE_SIZE },
        imageAlt: text.imageAlt,
      };
    }),
    {
      href: allKitsSlide.href,
      title: t(allKitsSlide.titleId),
      image: allKitsSlide.image,
      imageAlt: t(allKitsSlide.imageAltId),
    },
  ];
  return (
    <>
      <PageMeta
        title={t('home.meta.title')}
        description={t('home.meta.description', {
          ageRange: facts.ageRange,
          riddleCount: Number.parseInt(kitFacts.riddleCount, 10),
          setupTime: facts.setupTime,
        })}
        path={paths.home}
        image="/images/home/og-home.png"
      />
      <HomePageContent
        slides={slides}
        facts={facts}
        howItWorksSteps={<StepList steps={howItWorksSteps(facts.setupTime)} columns={4} />}
      />
      <ReviewSection />
    </>
  );
}

export default function HomePage() {
  return <HomeView />;
}
