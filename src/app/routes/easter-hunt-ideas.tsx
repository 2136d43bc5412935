import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { EasterHuntIdeasPage } from '@/features/guides/components/easter-hunt-ideas-page';
import { easterArticle } from '@/features/guides/content/easter-hunt-ideas';

const articleJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: easterArticle.title,
  description: easterArticle.description,
  datePublished: easterArticle.datePublished,
  author: { '@type': 'Organization', name: site.name, url: site.url },
  publisher: { '@type': 'Organization', name: site.name, url: site.url },
  mainEntityOfPage: `${site.url}${paths.easterHuntIdeas}`,
};

export default function EasterHuntIdeasRoute() {
  return (
    <>
      <PageMeta
        title={easterArticle.title}
        description={easterArticle.description}
        ogType="article"
        jsonLd={articleJsonLd}
      />
      <EasterHuntIdeasPage />
    </>
  );
}
