import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router-dom';

import { useI18n } from '@/lib/i18n/i18n';

/**
 * The router's links in the page's language: `to={paths.shop}` on a French page leads to /fr/shop.
 * Paths are written in English once (config/paths.ts); the language is the page's, not the caller's.
 */
function useLocalizedTo(): (to: To) => To {
  const { path } = useI18n();
  return (to) => (typeof to === 'string' && to.startsWith('/') ? path(to) : to);
}

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedTo();
  return <RouterLink to={localize(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalizedTo();
  return <RouterNavLink to={localize(to)} {...props} />;
}

/** `useNavigate` whose string paths are English paths, taken to the page's language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedTo();
  return (to, options) => void navigate(localize(to), options);
}
