import { useAuth } from '@/features/auth/auth-provider';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { MY_ORDERS_TEXTS, MyOrders } from '@/features/orders/components/my-orders';
import { ordersCatalog } from '@/features/orders/i18n/catalog';

// The order summary shows its texts from the orders catalog (English: the member area has no French yet).
export const catalogs = [ordersCatalog];

function SignedInOrders() {
  const { session } = useAuth();
  return session ? <MyOrders accessToken={session.access_token} /> : null;
}

/** The member's orders, each with the link to its downloads (issue 25); the account is /account. */
export default function MyOrdersPage() {
  return (
    <MemberPage title={MY_ORDERS_TEXTS.heading} description={MY_ORDERS_TEXTS.description}>
      <MemberPageHeading title={MY_ORDERS_TEXTS.heading} intro={MY_ORDERS_TEXTS.intro} />
      <SignedInOrders />
    </MemberPage>
  );
}
