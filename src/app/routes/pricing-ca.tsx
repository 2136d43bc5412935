import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RegionalPricing } from '@/features/catalog/components/regional-pricing';
import { RegionSwitch } from '@/features/region/region-switch';

export default function PricingCaPage() {
  const navigate = useNavigate();
  return (
    <RegionalPricing
      region="ca"
      regionSwitch={
        <RegionSwitch value="ca" onChange={(region) => region === 'us' && navigate(paths.pricingUs)} />
      }
    />
  );
}
