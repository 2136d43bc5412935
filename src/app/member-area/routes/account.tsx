import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { accountCatalog } from '@/features/account/i18n/catalog';
import { useAuth } from '@/features/auth/auth-provider';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { accountDeletionTextsIn } from '@domain/account';

export const catalogs = [authCatalog, accountCatalog];

/** Who is signed in, the way to their orders, and deleting the account (issue 20 §5). */
function MemberAccount() {
  const { user, session, signOut } = useAuth();
  const { t, locale } = useI18n();
  if (!user || !session) return null;
  const deleted = async () => {
    // The account and its sessions are gone on the server: forget the session in this browser only
    // (the server answers 403, there is nothing left to sign out of); the member pages then send the
    // visitor to the sign-in page, where the notice says what happened.
    await signOut('local').catch(() => undefined);
    toast({ title: accountDeletionTextsIn[locale].deleted });
  };
  return (
    <>
      <p className="break-words text-ink-muted">
        {t.rich('account.page.signedInAs', {
          email: user.email ?? '',
          strong: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
        })}
      </p>
      <section aria-labelledby="your-orders" className="grid gap-4">
        <h2 id="your-orders" className="font-heading text-2xl font-semibold text-ink">
          {t('account.orders.heading')}
        </h2>
        <p className="text-ink-muted">{t('account.orders.lead')}</p>
        <Link to={paths.myOrders} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          {t('account.orders.link')}
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
  const { t } = useI18n();
  return (
    <MemberPage title={t('account.page.heading')} description={t('account.page.description')}>
      <MemberPageHeading title={t('account.page.heading')} />
      <MemberAccount />
    </MemberPage>
  );
}
