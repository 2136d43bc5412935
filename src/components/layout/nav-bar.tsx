import { useId, useState } from 'react';

import { Menu, ShoppingCart, X } from 'lucide-react';
import { navLinks } from '@/components/layout/nav-links';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { Link, NavLink } from '@/components/ui/link';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 font-heading text-base font-semibold text-ink transition-colors hover:bg-sunshine-100',
    isActive && 'bg-sunshine-100 text-brand-700',
  );

/**
 * Where the links move out of the menu into the bar: the French labels are longer and fit from 1024 px
 * (measured: 796 px of bar at 768 px wide), the English ones from 768 px.
 */
const wideBar = {
  en: { links: 'md:flex', switch: 'md:ml-2', cart: 'md:ml-2 md:flex', narrowOnly: 'md:hidden' },
  fr: { links: 'lg:flex', switch: 'lg:ml-2', cart: 'lg:ml-2 lg:flex', narrowOnly: 'lg:hidden' },
} as const;

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const { t, locale } = useI18n();
  const wide = wideBar[locale];

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
          aria-label={t('nav.cart')}
          className={cn(
            'hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700',
            wide.cart,
          )}
        >
          <ShoppingCart />
        </Link>
        <button
          type="button"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sunshine-100',
            wide.narrowOnly,
          )}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </button>
      </nav>
      <div id={menuId} hidden={!menuOpen} className={cn('border-t border-line bg-surface', wide.narrowOnly)}>
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
              className="flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-heading font-semibold text-white hover:bg-brand-700"
            >
              <ShoppingCart />
              {t('nav.viewCart')}
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
