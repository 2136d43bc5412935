import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FormatComparison } from '@/features/catalog/components/format-comparison';
import { KitCard } from '@/features/catalog/components/kit-card';
import { KitsPageTop } from '@/features/catalog/components/kits-page-top';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { shopPagesCatalog } from '@/features/catalog/shop-pages/i18n/catalog';
import { kits } from '@domain/kits';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';
import { regionCatalog } from '@/features/region/i18n/catalog';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [catalogCatalog, shopPagesCatalog, regionCatalog];

export default function ShopPage() {
  const { region } = useRegion();
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <KitsPageTop page="shop" aside={<RegionSwitch />} />

      <section aria-labelledby="shop-kits" className="mt-10">
        <h2 id="shop-kits" className="sr-only">
          {t('catalog.shop.allKits')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {kits.map((kit, index) => (
            <li key={kit.slug} className="flex">
              <div className="w-full">
                <KitCard kit={kit} region={region} eager={index < 3} headingLevel="h3" />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="shop-formats" className="mt-16">
        <h2 id="shop-formats" className="font-heading text-3xl font-bold text-ink">
          {t('catalog.shop.formatsHeading')}
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-ink-muted">{t('catalog.shop.formatsLead')}</p>
        <FormatComparison region={region} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to={paths.templates} className={buttonVariants({ size: 'lg' })}>
            {t('catalog.shop.browse')}
          </Link>
          <Link to={paths.pricing} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t('catalog.shop.seePricing')}
          </Link>
        </div>
      </section>
    </div>
  );
}
