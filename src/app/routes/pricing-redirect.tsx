import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';

/** /pricing/us and /pricing/ca are older addresses of /us/pricing and /ca/pricing (301s on the host too). */
export default function PricingRedirectPage() {
  const { pathname } = useLocation();
  const { path } = useI18n();
  return (
    <Navigate
      to={path(pathname.replace(/\/+$/, '').endsWith('/ca') ? paths.pricingCa : paths.pricingUs)}
      replace
    />
  );
}
