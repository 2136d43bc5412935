import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { toast } from '@/lib/toast';
import type { Kit } from '@domain/kits';
import {
  clampLineQuantity,
  DIGITAL_LICENCE_LABEL,
  DIGITAL_LICENCE_NOTE,
  kitFormatLabels,
  lineTotalCents,
  maxQuantity,
  priceFor,
  QUANTITY_MIN,
  type KitFormat,
} from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { purchaseStateLabel } from '@domain/purchase';
import { printedClosedForSeason } from '../printed-closed';
import { Price } from './price';

/**
 * Farm Bunny Hunt: product view → Buy Now → mini checkout (the digital kit, one licence, or printed
 * kits counted 1–10; the total) → the cart's checkout, or 'Checkout unavailable' when payments are off.
 */
export function FarmCheckout({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'product' | 'checkout'>('product');
  const [format, setFormat] = useState<KitFormat>('digital');
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [draft, setDraft] = useState(String(QUANTITY_MIN));
  const ids = { quantity: useId(), heading: useId(), format: useId(), hint: useId() };
  const formats: readonly KitFormat[] = printedClosedForSeason ? ['digital'] : ['digital', 'printed'];
  const max = maxQuantity(format);
  // A digital kit is one licence whatever was counted for the printed one.
  const counted = clampLineQuantity(format, quantity);

  const commit = (value: number) => {
    const next = clampLineQuantity('printed', value);
    setQuantity(next);
    setDraft(String(next));
  };

  if (step === 'product') {
    return (
      <div className="space-y-4">
        <p className="text-ink">
          <span className="block text-sm font-bold text-ink-muted">{kitFormatLabels.digital}</span>
          <Price cents={priceFor('digital', region)} region={region} className="text-3xl font-bold" />
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
      {formats.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-bold text-ink">{kit.title}</legend>
          <div className="mt-1 grid gap-2">
            {formats.map((option) => (
              <label key={option} className="flex items-center gap-3 text-ink">
                <input
                  type="radio"
                  name={ids.format}
                  value={option}
                  checked={format === option}
                  onChange={() => setFormat(option)}
                  className="size-5 accent-brand-600"
                />
                <span>
                  {kitFormatLabels[option]}, <Price cents={priceFor(option, region)} region={region} /> each
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-ink">
          {kit.title} – {kitFormatLabels.digital},{' '}
          <Price cents={priceFor('digital', region)} region={region} /> each
        </p>
      )}
      {format === 'digital' ? (
        <p className="text-ink">
          <span className="block text-sm font-bold">Quantity</span>
          <span className="font-bold">{DIGITAL_LICENCE_LABEL}</span>{' '}
          <span className="text-sm text-ink-muted">{DIGITAL_LICENCE_NOTE}</span>
        </p>
      ) : (
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
              max={max}
              step={1}
              value={draft}
              aria-describedby={ids.hint}
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
              disabled={quantity >= max}
              onClick={() => commit(quantity + 1)}
            >
              +
            </Button>
          </div>
          <p id={ids.hint} className="mt-1 text-sm text-ink-muted">
            Between {QUANTITY_MIN} and {max} kits.
          </p>
        </div>
      )}
      <p className="text-lg text-ink" aria-live="polite">
        Total ({currencyOf(region)}):{' '}
        <Price
          cents={lineTotalCents(priceFor(format, region), counted)}
          region={region}
          className="font-bold"
        />
      </p>
      <div className="flex flex-wrap gap-4">
        <Button
          size="lg"
          onClick={() => {
            if (!env.VITE_PAYMENTS_ENABLED) {
              toast({ ...notices.checkoutUnavailable });
              return;
            }
            cart.remove(kit.slug, format);
            cart.add(kit.slug, format, counted);
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
