import { useId, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { useNotices } from '@/config/notices';
import { paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { kitTextIn, type Kit } from '@domain/kits';
import {
  clampLineQuantity,
  kitFormatLabelsByLocale,
  lineTotalCents,
  maxQuantity,
  priceFor,
  pricingTextsIn,
  QUANTITY_MIN,
  type KitFormat,
} from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { Link, useLocalizedNavigate } from '@/components/ui/link';
import { printedClosedForSeason } from '../printed-closed';
import { Price } from './price';

/**
 * Farm Bunny Hunt: product view → Buy Now → mini checkout (the digital kit, one licence, or printed
 * kits counted 1–10; the total) → the cart's checkout, or 'Checkout unavailable' when payments are off.
 */
export function FarmCheckout({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useLocalizedNavigate();
  const { locale, t } = useI18n();
  const { notices, continueShopping } = useNotices();
  const kitFormatLabels = kitFormatLabelsByLocale[locale];
  const { licenceLabel, licenceNote } = pricingTextsIn[locale];
  const title = kitTextIn(kit, locale).title;
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
          {t('catalog.purchase.buyNow')}
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
        {t('catalog.farm.checkout')}
      </h2>
      {formats.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-bold text-ink">{title}</legend>
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
                  {t.rich('catalog.farm.each', {
                    format: kitFormatLabels[option],
                    price: <Price cents={priceFor(option, region)} region={region} />,
                  })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-ink">
          {t.rich('catalog.farm.onlyDigital', {
            title,
            format: kitFormatLabels.digital,
            price: <Price cents={priceFor('digital', region)} region={region} />,
          })}
        </p>
      )}
      {format === 'digital' ? (
        <p className="text-ink">
          <span className="block text-sm font-bold">{t('catalog.farm.quantity')}</span>
          <span className="font-bold">{licenceLabel}</span>{' '}
          <span className="text-sm text-ink-muted">{licenceNote}</span>
        </p>
      ) : (
        <div>
          <label htmlFor={ids.quantity} className="block text-sm font-bold text-ink">
            {t('catalog.farm.quantity')}
          </label>
          <div className="mt-1 inline-flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={t('catalog.farm.decrease')}
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
              aria-label={t('catalog.farm.increase')}
              disabled={quantity >= max}
              onClick={() => commit(quantity + 1)}
            >
              +
            </Button>
          </div>
          <p id={ids.hint} className="mt-1 text-sm text-ink-muted">
            {t('catalog.farm.range', { min: QUANTITY_MIN, max })}
          </p>
        </div>
      )}
      <p className="text-lg text-ink" aria-live="polite">
        {t.rich('catalog.farm.total', {
          currency: currencyOf(region),
          price: (
            <Price
              cents={lineTotalCents(priceFor(format, region), counted)}
              region={region}
              className="font-bold"
            />
          ),
        })}
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
            navigate(paths.cart);
          }}
        >
          {t('catalog.farm.checkoutButton')}
        </Button>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {continueShopping}
        </Link>
      </div>
    </section>
  );
}
