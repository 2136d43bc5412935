import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { ACCOUNT_TEXTS } from '@/features/account/account-texts';
import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { useAuth } from '@/features/auth/auth-provider';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { toast } from '@/lib/toast';
import { accountDeletionTexts } from '@domain/account';

/** Who is signed in, the way to their orders, and deleting the account (issue 20 §5). */
function MemberAccount() {
  const { user, session, signOut } = useAuth();
  if (!user || !session) return null;
  const deleted = async () => {
    // The account and its sessions are gone on the server: forget the session in this browser only
    // (the server answers 403, there is nothing left to sign out of); the member pages then send the
    // visitor to the sign-in page, where the notice says what happened.
    await signOut('local').catch(() => undefined);
    toast({ title: accountDeletionTexts.deleted });
  };
  return (
    <>
      <p className="text-ink-muted">
        Signed in as <span className="font-semibold text-ink">{user.email}</span>.
      </p>
      <section aria-labelledby="your-orders" className="grid gap-4">
        <h2 id="your-orders" className="font-heading text-2xl font-semibold text-ink">
          {ACCOUNT_TEXTS.ordersHeading}
        </h2>
        <p className="text-ink-muted">{ACCOUNT_TEXTS.ordersLead}</p>
        <Link to={paths.myOrders} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          {ACCOUNT_TEXTS.ordersLink}
        </Link>
      </section>
      <DeleteAccountForm
        accountEmail={user.email ?? ''}
        accessToken={session.access_token}
        onDeleted={deleted}
      />
    </>
  );
}

export default function AccountPage() {
  return (
    <MemberPage title={ACCOUNT_TEXTS.heading} description={ACCOUNT_TEXTS.description}>
      <MemberPageHeading title={ACCOUNT_TEXTS.heading} />
      <MemberAccount />
    </MemberPage>
  );
}
