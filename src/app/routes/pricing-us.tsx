import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RegionalPricing } from '@/features/catalog/components/regional-pricing';
import { RegionSwitch } from '@/features/region/region-switch';

export default function PricingUsPage() {
  const navigate = useNavigate();
  return (
    <RegionalPricing
      region="us"
      regionSwitch={
        <RegionSwitch value="us" onChange={(region) => region === 'ca' && navigate(paths.pricingCa)} />
      }
    />
  );
}
