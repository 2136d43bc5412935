import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { MY_ORDERS_TEXTS, MyOrders } from '@/features/orders/components/my-orders';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { toast } from '@/lib/toast';
import { accountDeletionTexts } from '@domain/account';

// The order summary shows its texts from the orders catalog (English: the member area has no French yet).
export const catalogs = [ordersCatalog];

/** The member's account page: who is signed in, their orders, and deleting the account (issue 20 §5). */
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
          {MY_ORDERS_TEXTS.ordersHeading}
        </h2>
        <MyOrders accessToken={session.access_token} />
      </section>
      <DeleteAccountForm
        accountEmail={user.email ?? ''}
        accessToken={session.access_token}
        onDeleted={deleted}
      />
    </>
  );
}

export default function MyOrdersPage() {
  return (
    <AuthProvider>
      <PageMeta
        title={MY_ORDERS_TEXTS.heading}
        description="Your Adventure Clue Kits account and orders."
        noindex
      />
      <RequireAuth>
        <MemberHeader
          links={[memberLinks.home, memberLinks.generator, memberLinks.hunt, memberLinks.history]}
        />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto grid max-w-4xl gap-6 px-4 py-10 outline-none"
        >
          <h1 className="font-heading text-4xl font-bold text-ink">{MY_ORDERS_TEXTS.heading}</h1>
          <MemberAccount />
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}
