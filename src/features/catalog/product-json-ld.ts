import { env } from '@/config/env';
import { templatePath } from '@/config/paths';
import { site } from '@/config/site';
import type { Kit } from '@domain/kits';
import { kitAges } from '@domain/kit-contents';
import { centsToDecimal, priceFor } from '@domain/pricing';
import { isPurchasable } from '@domain/purchase';
import { currencyOf } from '@domain/regions';

export const kitOgImage = (kit: Kit) => `/images/kits/og/${kit.slug}.png`;

/**
 * Product + Offer structured data of a kit page. It states the US digital price, as the prerendered page
 * does; crawlers see one stable figure whatever region a visitor later switches to.
 */
/** The '@id' of a kit's Product node, which its approved reviews' rating joins. */
export const productId = (kit: Kit) => `${site.url}${templatePath(kit.slug)}#product`;

export function productJsonLd(kit: Kit) {
  const url = `${site.url}${templatePath(kit.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productId(kit),
    name: kit.title,
    description: kit.description,
    image: [`${site.url}${kitOgImage(kit)}`, `${site.url}${kit.imageUrl}`],
    sku: kit.slug,
    category: kit.category,
    brand: { '@type': 'Brand', name: site.name },
    audience: { '@type': 'PeopleAudience', suggestedMinAge: kitAges.min, suggestedMaxAge: kitAges.max },
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(priceFor('digital', 'us')),
      priceCurrency: currencyOf('us'),
      // In stock only when a parent can actually pay for it here; contact-only kits are not.
      availability:
        env.VITE_PAYMENTS_ENABLED && isPurchasable(kit)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@id': `${site.url}/#organization` },
    },
  };
}
