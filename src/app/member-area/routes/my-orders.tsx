import { useAuth } from '@/features/auth/auth-provider';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { MyOrders } from '@/features/orders/components/my-orders';
import { ordersCatalog } from '@/features/orders/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [authCatalog, ordersCatalog];

function SignedInOrders() {
  const { session } = useAuth();
  return session ? <MyOrders accessToken={session.access_token} /> : null;
}

/** The member's orders, each with the link to its downloads (issue 25); the account is /account. */
export default function MyOrdersPage() {
  const { t } = useI18n();
  return (
    <MemberPage title={t('orders.mine.heading')} description={t('orders.mine.description')}>
      <MemberPageHeading title={t('orders.mine.heading')} intro={t('orders.mine.intro')} />
      <SignedInOrders />
    </MemberPage>
  );
}
