import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';

import { Menu, ShoppingCart, X } from 'lucide-react';
import { navLinks } from '@/components/layout/nav-links';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 font-heading text-base font-semibold text-ink transition-colors hover:bg-sunshine-100',
    isActive && 'bg-sunshine-100 text-brand-700',
  );

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"
      data-slot="nav-bar"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded-lg" onClick={closeMenu}>
          <img src={site.logo} alt="" width={40} height={40} className="size-10" />
          <span className="font-heading text-lg font-bold text-brand-700">{site.name}</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link
          to={paths.cart}
          aria-label="Cart"
          className="ml-auto hidden size-11 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 md:ml-2 md:flex"
        >
          <ShoppingCart />
        </Link>
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sunshine-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X /> : <Menu />}
        </button>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-surface md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass} onClick={closeMenu}>
                {link.label}
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
              View Cart &amp; Checkout
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
