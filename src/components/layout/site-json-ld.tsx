import { JsonLdScript } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** Site-wide structured data: who runs the shop and how search engines can search its templates. */
export const siteJsonLd = [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: `${site.url}${site.logo}`,
    email: site.supportEmail,
    sameAs: [
      ...(site.company ? [site.company.url] : []),
      ...site.socialProfiles.map((profile) => profile.url),
    ],
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: site.url,
    publisher: { '@id': `${site.url}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.url}${paths.templates}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  },
];

export function SiteJsonLd() {
  return <JsonLdScript data={siteJsonLd} />;
}
