import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { toast } from '@/lib/toast';
import type { Kit } from '@domain/kits';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity, lineTotalCents, priceFor } from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { purchaseStateLabel } from '@domain/purchase';
import { Price } from './price';

/**
 * Farm Bunny Hunt: product view → Buy Now → mini checkout (quantity 1–10, total) → the cart's checkout,
 * or 'Checkout unavailable' when payments are off.
 */
export function FarmCheckout({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'product' | 'checkout'>('product');
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [draft, setDraft] = useState(String(QUANTITY_MIN));
  const ids = { quantity: useId(), heading: useId() };
  const price = priceFor('digital', region);

  const commit = (value: number) => {
    const next = clampQuantity(value);
    setQuantity(next);
    setDraft(String(next));
  };

  if (step === 'product') {
    return (
      <div className="space-y-4">
        <p className="text-ink">
          <span className="block text-sm font-bold text-ink-muted">Digital Download</span>
          <Price cents={price} region={region} className="text-3xl font-bold" />
        </p>
        <Button size="lg" onClick={() => setStep('checkout')}>
          {purchaseStateLabel['farm-checkout']}
        </Button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={ids.heading}
      className="space-y-5 rounded-card border-2 border-line bg-surface p-5"
    >
      <h2 id={ids.heading} className="font-heading text-2xl font-bold text-ink">
        Checkout
      </h2>
      <p className="text-ink">
        {kit.title} – Digital Download, <Price cents={price} region={region} /> each
      </p>
      <div>
        <label htmlFor={ids.quantity} className="block text-sm font-bold text-ink">
          Quantity
        </label>
        <div className="mt-1 inline-flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={quantity <= QUANTITY_MIN}
            onClick={() => commit(quantity - 1)}
          >
            −
          </Button>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            step={1}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value !== '') commit(Number(event.target.value));
            }}
            onBlur={() => commit(Number(draft))}
            className="h-11 w-20 rounded-xl border-2 border-line bg-surface text-center text-lg font-bold text-ink tabular-nums"
          />
          <Button
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            disabled={quantity >= QUANTITY_MAX}
            onClick={() => commit(quantity + 1)}
          >
            +
          </Button>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          Between {QUANTITY_MIN} and {QUANTITY_MAX} kits.
        </p>
      </div>
      <p className="text-lg text-ink" aria-live="polite">
        Total ({currencyOf(region)}):{' '}
        <Price cents={lineTotalCents(price, quantity)} region={region} className="font-bold" />
      </p>
      <div className="flex flex-wrap gap-4">
        <Button
          size="lg"
          onClick={() => {
            if (!env.VITE_PAYMENTS_ENABLED) {
              toast({ ...notices.checkoutUnavailable });
              return;
            }
            cart.remove(kit.slug, 'digital');
            cart.add(kit.slug, 'digital', quantity);
            void navigate(paths.cart);
          }}
        >
          Checkout
        </Button>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
