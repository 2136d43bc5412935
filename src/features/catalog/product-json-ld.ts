import { env } from '@/config/env';
import { isOnSale, kitPrice } from '@/config/shop-catalog';
import { templatePath } from '@/config/paths';
import { site } from '@/config/site';
import { kitTextIn, type Kit } from '@domain/kits';
import { localizedPath, type Locale } from '@domain/locales';
import { kitAges } from '@domain/kit-facts';
import { centsToDecimal } from '@domain/pricing';
import { currencyOf } from '@domain/regions';

export const kitOgImage = (kit: Kit) => `/images/kits/og/${kit.slug}.png`;

/** The '@id' of a kit's Product node, which its approved reviews' rating joins (one product, both languages). */
export const productId = (kit: Kit) => `${site.url}${templatePath(kit.slug)}#product`;

/**
 * Product + Offer structured data of a kit page, in the page's language. It states the US digital price,
 * as the prerendered page does; crawlers see one stable figure whatever region a visitor later switches to.
 */
export function productJsonLd(kit: Kit, locale: Locale = 'en') {
  const url = `${site.url}${localizedPath(templatePath(kit.slug), locale)}`;
  const text = kitTextIn(kit, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productId(kit),
    name: text.title,
    description: text.description,
    image: [`${site.url}${kitOgImage(kit)}`, `${site.url}${kit.imageUrl}`],
    sku: kit.slug,
    category: text.category,
    brand: { '@type': 'Brand', name: site.name },
    audience: { '@type': 'PeopleAudience', suggestedMinAge: kitAges.min, suggestedMaxAge: kitAges.max },
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(kitPrice(kit.slug, 'digital', 'us')),
      priceCurrency: currencyOf('us'),
      // In stock only when a parent can actually pay for it here; contact-only kits are not.
      availability:
        env.VITE_PAYMENTS_ENABLED && isOnSale(kit)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@id': `${site.url}/#organization` },
    },
  };
}
