import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { kitFactsIn } from '@domain/kit-facts';
import { EasterHuntIdeasPage } from '@/features/guides/components/easter-hunt-ideas-page';
import { easterArticle } from '@/features/guides/content/easter-hunt-ideas';
import { easterHuntIdeasCatalog } from '@/features/guides/content/easter-hunt-ideas/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [easterHuntIdeasCatalog];

export default function EasterHuntIdeasRoute() {
  const { t, tag, locale, path } = useI18n();
  const title = t('guides.easter.title');
  const description = t('guides.easter.description', {
    ageRange: kitFactsIn[locale].ageRange,
  });
  // The article in the page's language: a French page describes the French article at its French URL.
  const articleJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    inLanguage: tag,
    datePublished: easterArticle.datePublished,
    author: { '@type': 'Organization', name: site.name, url: site.url },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    mainEntityOfPage: `${site.url}${path(paths.easterHuntIdeas)}`,
  };
  return (
    <>
      <PageMeta title={title} description={description} ogType="article" jsonLd={articleJsonLd} />
      <EasterHuntIdeasPage />
    </>
  );
}
