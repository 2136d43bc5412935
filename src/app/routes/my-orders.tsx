import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { MY_ORDERS_TEXTS, MyOrders } from '@/features/orders/components/my-orders';

function MemberOrders() {
  const { session } = useAuth();
  return session ? <MyOrders accessToken={session.access_token} /> : null;
}

export default function MyOrdersPage() {
  return (
    <AuthProvider>
      <PageMeta title={MY_ORDERS_TEXTS.heading} description="Your Adventure Clue Kits orders." noindex />
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
          <MemberOrders />
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}
