import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { CART_UNAVAILABLE } from '@/features/cart/cart-notice';
import { CartView } from '@/features/cart/components/cart-view';
import { EASTER_DELIVERY_CA, FREE_SHIPPING_CA } from '@domain/pricing';
import { useHydrated } from '@/lib/use-hydrated';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';

const printedNote = {
  us: 'Printed kits ship within the United States.',
  ca: `${FREE_SHIPPING_CA}. ${EASTER_DELIVERY_CA}`,
} as const;

function PaymentsOff() {
  return (
    <>
      <p className="mt-4 text-lg text-ink">{CART_UNAVAILABLE.title}</p>
      <p className="mt-2 text-ink-muted">{CART_UNAVAILABLE.detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
          Contact Us
        </Link>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Browse Templates
        </Link>
      </div>
    </>
  );
}

function WorkingCart() {
  const { region } = useRegion();
  // The cart lives in this browser's storage: the prerendered page holds its place until it is read.
  const hydrated = useHydrated();
  return (
    <div className="w-full">
      <div className="mt-4 flex justify-center">
        <RegionSwitch />
      </div>
      {hydrated ? (
        <CartView region={region} printedNote={printedNote[region]} />
      ) : (
        <div className="min-h-64" />
      )}
    </div>
  );
}

export default function CartPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <PageMeta title="Cart" description="Your Adventure Clue Kits cart." />
      <h1 className="font-heading text-4xl font-bold text-ink">Your Cart</h1>
      {env.VITE_PAYMENTS_ENABLED ? <WorkingCart /> : <PaymentsOff />}
    </div>
  );
}
