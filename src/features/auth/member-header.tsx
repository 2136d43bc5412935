import { Button, buttonVariants } from '@/components/ui/button';
import { notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { Link, NavLink } from '@/components/ui/link';

/** The member area's pages, in the header's order; the one on screen is marked as the current page. */
export const memberLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.clueGenerator, label: 'Clue Generator' },
  { to: paths.clueHunt, label: 'Plan a Hunt' },
  { to: paths.clueHistory, label: 'Clue History' },
  { to: paths.myOrders, label: 'My orders' },
  { to: paths.account, label: 'My account' },
] as const;

/** The member area's header (spec §2): its links, the signed-in email and Logout. */
export function MemberHeader() {
  const { user, signOut } = useAuth();

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
        <nav aria-label="Member" className="flex flex-wrap items-center gap-1">
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
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          {user?.email ? (
            <p className="text-sm text-ink-muted">
              Welcome, <span className="font-semibold text-ink">{user.email}</span>
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
