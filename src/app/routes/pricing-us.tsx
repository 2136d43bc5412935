import { paths } from '@/config/paths';
import { RegionalPricing } from '@/features/catalog/components/regional-pricing';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { shopPagesCatalog } from '@/features/catalog/shop-pages/i18n/catalog';
import { RegionSwitch } from '@/features/region/region-switch';
import { regionCatalog } from '@/features/region/i18n/catalog';
import { useLocalizedNavigate } from '@/components/ui/link';

export const catalogs = [catalogCatalog, shopPagesCatalog, regionCatalog];

export default function PricingUsPage() {
  const navigate = useLocalizedNavigate();
  return (
    <RegionalPricing
      region="us"
      regionSwitch={
        <RegionSwitch value="us" onChange={(region) => region === 'ca' && navigate(paths.pricingCa)} />
      }
    />
  );
}
