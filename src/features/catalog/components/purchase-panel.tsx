import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { CONTINUE_SHOPPING, fillNotice, notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { toast } from '@/lib/toast';
import type { Kit } from '@domain/kits';
import { priceFor } from '@domain/pricing';
import type { Region } from '@domain/regions';
import { UNAVAILABLE_TEXT, purchaseStateLabel } from '@domain/purchase';
import { FarmCheckout } from './farm-checkout';
import { Price } from './price';

/** What a kit page offers, per the kit's purchase state (issue 5; the cart of issue 15). */
export function PurchasePanel({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useNavigate();
  const price = <Price cents={priceFor('digital', region)} region={region} className="text-3xl font-bold" />;
  const paymentsOn = env.VITE_PAYMENTS_ENABLED;

  switch (kit.purchaseState) {
    case 'buy-digital':
      return (
        <div className="space-y-4">
          <p className="text-ink">
            <span className="block text-sm font-bold text-ink-muted">Digital Download</span>
            {price}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Button
              size="lg"
              onClick={() => {
                if (paymentsOn) cart.add(kit.slug, 'digital');
                toast({
                  ...fillNotice(notices.addedToCart, { template: kit.title }),
                  action: { label: CONTINUE_SHOPPING, to: paths.templates },
                });
                // With payments off the spec's flow stands: the notice, then /contact to buy directly.
                if (!paymentsOn) void navigate(paths.contact);
              }}
            >
              {purchaseStateLabel['buy-digital']}
            </Button>
            <Link
              to={paymentsOn ? paths.cart : paths.contact}
              className="font-bold text-brand-700 underline underline-offset-4"
            >
              View Cart
            </Link>
          </div>
        </div>
      );
    case 'contact-to-purchase':
      return (
        <div className="space-y-4">
          <p className="text-ink">
            <span className="block text-sm font-bold text-ink-muted">Digital Download</span>
            {price}
          </p>
          <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {purchaseStateLabel['contact-to-purchase']}
          </Link>
        </div>
      );
    case 'farm-checkout':
      return <FarmCheckout kit={kit} region={region} />;
    case 'unavailable':
      return (
        <p className="rounded-xl bg-sunshine-100 p-4 font-semibold text-ink">
          {UNAVAILABLE_TEXT}{' '}
          <Link to={paths.contact} className="text-brand-700 underline underline-offset-4">
            Ask us when it returns
          </Link>
          .
        </p>
      );
  }
}
