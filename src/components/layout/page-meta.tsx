import { useLocation } from 'react-router-dom';

import { hasFrenchVersion } from '@/config/paths';
import { site } from '@/config/site';
import { useI18n } from '@/lib/i18n/i18n';
import { localeOpenGraphTags, localeTags, localizedPath, locales, splitLocalePath } from '@domain/locales';

export type JsonLd = Record<string, unknown>;

export type PageMetaProps = {
  /** The page's own title; the site name is appended ("Shop | Adventure Clue Kits"). */
  title: string;
  description: string;
  /** Canonical path, in English (`paths.x`); defaults to the current path without query or hash. */
  path?: string;
  /** Open Graph / Twitter image, a site path ("/images/…") or an absolute URL. */
  image?: string;
  /** Keeps the page out of search results (robots noindex, no canonical); the sitemap skips it. */
  noindex?: boolean;
  /** Page-specific structured data (Product, Article, BreadcrumbList …). */
  jsonLd?: JsonLd | JsonLd[];
  ogType?: 'website' | 'article' | 'product';
};

export const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

export const formatTitle = (title: string): string =>
  title === site.name || title.includes(site.name) ? title : `${title} | ${site.name}`;

/**
 * Declares a page's head tags. React 19 hoists <title>, <meta> and <link> into <head>, both in the
 * prerendered HTML (scripts/prerender.ts moves them there) and on client navigation, where the tags of
 * the page being left are removed with it.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  noindex,
  jsonLd,
  ogType = 'website',
}: PageMetaProps) {
  const location = useLocation();
  const { locale, path: localize } = useI18n();
  const canonicalPath = path ? localize(path) : location.pathname;
  const canonical = absoluteUrl(canonicalPath);
  // Each language's version of an indexable page names the other (issue 20 §1); English is the default.
  const englishPath = splitLocalePath(canonicalPath).path;
  const alternates = noindex || !hasFrenchVersion(englishPath) ? [] : locales;
  const fullTitle = formatTitle(title);
  const imageUrl = absoluteUrl(image ?? site.defaultOgImage);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A page kept out of search has no canonical URL to claim (and the 404 page has none at all). */}
      {noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      {alternates.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={localeTags[language]}
          href={absoluteUrl(localizedPath(englishPath, language))}
        />
      ))}
      {alternates.length > 0 ? (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(englishPath)} />
      ) : null}
      <meta property="og:locale" content={localeOpenGraphTags[locale]} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {noindex ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd ? <JsonLdScript data={jsonLd} /> : null}
    </>
  );
}

/** Structured data as a non-executing script; `<` is escaped so no value can close the tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
