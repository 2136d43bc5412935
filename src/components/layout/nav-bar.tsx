import { lazy, Suspense, useId, useRef } from 'react';

import { Menu, ShoppingCart, X } from 'lucide-react';
import { navLinks } from '@/components/layout/nav-links';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { Link, NavLink } from '@/components/ui/link';
import { localeRunsLong } from '@domain/locales';

// How many kits the cart holds: read from this browser's storage, so drawn as the page hydrates.
const CartCount = lazy(() => import('@/components/layout/cart-count'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 font-heading text-base font-semibold text-ink transition-colors hover:bg-sunshine-100',
    isActive && 'bg-sunshine-100 text-brand-700',
  );

/**
 * Where the links move out of the menu into the bar: labels that run long (French) fit from 1024 px
 * (measured: 796 px of bar at 768 px wide), the English ones from 768 px.
 */
const wideBar = {
  short: { links: 'md:flex', switch: 'md:ml-2', cart: 'md:ml-2 md:flex', narrowOnly: 'md:hidden' },
  long: { links: 'lg:flex', switch: 'lg:ml-2', cart: 'lg:ml-2 lg:flex', narrowOnly: 'lg:hidden' },
} as const;

/**
 * The site's header. Below the wide bar's width its links are in a menu that is a popover, which the
 * browser runs: the button opens it before the app has loaded and without JavaScript, Escape or a tap
 * outside closes it, and the button's expanded state is the browser's own. The app only closes it when
 * one of its links is followed in place (ADR 039).
 */
export function NavBar() {
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeMenu = () => menu.current?.hidePopover?.();
  const { t, locale } = useI18n();
  const wide = wideBar[localeRunsLong[locale] ? 'long' : 'short'];

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"
      data-slot="nav-bar"
    >
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 lg:gap-4"
      >
        {/* The name may wrap onto two lines: on the narrowest phones it shares the bar with the language switch. */}
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-lg" onClick={closeMenu}>
          <img src={site.logo} alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="font-heading text-lg leading-tight font-bold text-brand-700">{site.name}</span>
        </Link>
        <ul className={cn('ml-auto hidden items-center gap-1', wide.links)}>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className={cn('ml-auto shrink-0', wide.switch)} />
        <Link
          to={paths.cart}
          className={cn(
            'relative hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700',
            wide.cart,
          )}
        >
          <span className="sr-only">{t('nav.cart')}</span>
          <ShoppingCart />
          <Suspense fallback={null}>
            <CartCount className="absolute -top-1 -right-1 bg-berry-600 text-white ring-2 ring-surface" />
          </Suspense>
        </Link>
        <button
          type="button"
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-label={t('nav.menu')}
          data-slot="nav-menu-button"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sunshine-100',
            wide.narrowOnly,
          )}
        >
          <Menu className="menu-open:hidden" />
          <X className="hidden menu-open:block" />
        </button>
      </nav>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        data-slot="nav-menu"
        className={cn('border-t border-line bg-surface text-ink', wide.narrowOnly)}
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass} onClick={closeMenu}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={paths.cart}
              onClick={closeMenu}
              className="relative flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-heading font-semibold text-white hover:bg-brand-700"
            >
              <ShoppingCart />
              {t('nav.viewCart')}
              <Suspense fallback={null}>
                <CartCount className="absolute top-1/2 right-4 -translate-y-1/2 bg-white text-brand-700" />
              </Suspense>
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
