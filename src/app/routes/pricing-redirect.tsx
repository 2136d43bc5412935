import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /pricing/us and /pricing/ca are older addresses of /us/pricing and /ca/pricing (301s on the host too). */
export default function PricingRedirectPage() {
  const { pathname } = useLocation();
  return (
    <Navigate to={pathname.replace(/\/+$/, '').endsWith('/ca') ? paths.pricingCa : paths.pricingUs} replace />
  );
}
