import { RegionalPricing, regionalPricingPages } from '@/features/catalog/components/regional-pricing';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { shopPagesCatalog } from '@/features/catalog/shop-pages/i18n/catalog';
import { RegionSwitch } from '@/features/region/region-switch';
import { regionCatalog } from '@/features/region/i18n/catalog';

export const catalogs = [catalogCatalog, shopPagesCatalog, regionCatalog];

export default function PricingCaPage() {
  return (
    <RegionalPricing region="ca" regionSwitch={<RegionSwitch value="ca" pages={regionalPricingPages} />} />
  );
}
