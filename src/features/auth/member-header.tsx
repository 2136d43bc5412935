import { Button, buttonVariants } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useNotices } from '@/config/notices';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { Link, NavLink } from '@/components/ui/link';

/** The member area's pages, in the header's order; the one on screen is marked as the current page. */
export const memberLinks = [
  { to: paths.home, label: 'auth.header.home' },
  { to: paths.clueGenerator, label: 'auth.header.generator' },
  { to: paths.clueHunt, label: 'auth.header.hunt' },
  { to: paths.clueHistory, label: 'auth.header.history' },
  { to: paths.myOrders, label: 'auth.header.orders' },
  { to: paths.account, label: 'auth.header.account' },
] as const;

/** The member area's header (spec §2): its links, the signed-in email, the language switch and Logout. */
export function MemberHeader() {
  const { user, signOut } = useAuth();
  const { t } = useI18n();
  const { notices } = useNotices();

  const logout = async () => {
    try {
      const { error } = await signOut();
      // Success needs no notice here: the session's end triggers the 'Logged out' notice in RequireAuth.
      if (error) toast(notices.logoutFailed);
    } catch {
      toast(notices.logoutFailed);
    }
  };

  return (
    <header className="border-b border-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link to={paths.home} className="font-heading text-xl font-semibold text-brand-700">
          Adventure Clue Kits
        </Link>
        <nav aria-label={t('auth.header.nav')} className="flex flex-wrap items-center gap-1">
          {memberLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  buttonVariants({ variant: 'ghost', size: 'sm' }),
                  isActive && 'bg-sunshine-100 text-brand-700',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          {user?.email ? (
            <p className="text-sm break-all text-ink-muted">
              {t.rich('auth.header.welcome', {
                email: user.email,
                strong: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
              })}
            </p>
          ) : null}
          <LanguageSwitch />
          <Button variant="outline" size="sm" onClick={logout}>
            {t('auth.header.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
