import { useId, useLayoutEffect, useRef, useState } from 'react';
import { CheckoutActions } from '@/components/checkout/checkout-actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { useNotices } from '@/config/notices';
import { cartAdditionFields, paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { kitTextIn, type Kit } from '@domain/kits';
import {
  clampLineQuantity,
  kitFormatLabelsByLocale,
  lineTotalCents,
  maxQuantity,
  pricingTextsIn,
  QUANTITY_MIN,
  type KitFormat,
} from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { useLocalizedNavigate } from '@/components/ui/link';
import { kitPrice } from '@/config/shop-catalog';
import { printedClosedForSeason } from '@/config/printed-season';
import { Price } from './price';

/** Shown while the printed kit is chosen, whatever drew the page: CSS follows the radio, not the app. */
const whenPrinted = 'hidden [form:has(input[value=printed]:checked)_&]:block';
const unlessPrinted = '[form:has(input[value=printed]:checked)_&]:hidden';

/**
 * Farm Bunny Hunt: product view → Buy Now → mini checkout (the digital kit, one licence, or printed
 * kits counted 1–10; the total) → the cart's checkout, or 'Checkout unavailable' when payments are off.
 *
 * Buy Now is a disclosure and the checkout a GET form to /cart?add=…&format=…&quantity=…, so both work
 * before the app has loaded and without JavaScript (ADR 039); once live, the app counts the total and
 * fills the cart itself.
 */
export function FarmCheckout({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useLocalizedNavigate();
  const { locale, t, path } = useI18n();
  const hydrated = useHydrated();
  const { notices } = useNotices();
  const kitFormatLabels = kitFormatLabelsByLocale[locale];
  const { licenceLabel, licenceNote } = pricingTextsIn[locale];
  const title = kitTextIn(kit, locale).title;
  const paymentsOn = env.VITE_PAYMENTS_ENABLED;
  const [format, setFormat] = useState<KitFormat>('digital');
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [draft, setDraft] = useState(String(QUANTITY_MIN));
  const form = useRef<HTMLFormElement>(null);
  const ids = { quantity: useId(), heading: useId(), hint: useId() };
  const formats: readonly KitFormat[] = printedClosedForSeason ? ['digital'] : ['digital', 'printed'];
  const max = maxQuantity(format);
  // A digital kit is one licence whatever was counted for the printed one.
  const counted = clampLineQuantity(format, quantity);

  const commit = (value: number) => {
    const next = clampLineQuantity('printed', value);
    setQuantity(next);
    setDraft(String(next));
  };

  // What was chosen before the app ran is in the form: the app takes it over instead of resetting it.
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    if (data.get(cartAdditionFields.format) === 'printed') setFormat('printed');
    const typed = data.get(cartAdditionFields.quantity);
    if (typeof typed === 'string' && typed !== '') commit(Number(typed));
  }, []);

  return (
    <div className="space-y-4">
      <p className="text-ink">
        <span className="block text-sm font-bold text-ink-muted">{kitFormatLabels.digital}</span>
        <Price cents={kitPrice(kit.slug, 'digital', region)} region={region} className="text-3xl font-bold" />
      </p>
      <details>
        <summary
          className={cn(
            buttonVariants({ size: 'lg' }),
            'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
          )}
        >
          {t('catalog.purchase.buyNow')}
        </summary>
        <section
          aria-labelledby={ids.heading}
          className="mt-4 rounded-card border-2 border-line bg-surface p-5"
        >
          <form
            ref={form}
            method="get"
            action={path(paymentsOn ? paths.cart : paths.contact)}
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (!paymentsOn) {
                toast({ ...notices.checkoutUnavailable });
                return;
              }
              cart.remove(kit.slug, format);
              cart.add(kit.slug, format, counted);
              navigate(paths.cart);
            }}
          >
            <h2 id={ids.heading} className="font-heading text-2xl font-bold text-ink">
              {t('catalog.farm.checkout')}
            </h2>
            <input type="hidden" name={cartAdditionFields.kit} value={kit.slug} />
            {formats.length > 1 ? (
              <fieldset>
                <legend className="text-sm font-bold text-ink">{title}</legend>
                <div className="mt-1 grid gap-2">
                  {formats.map((option) => (
                    <label key={option} className="flex items-center gap-3 text-ink">
                      <input
                        type="radio"
                        name={cartAdditionFields.format}
                        value={option}
                        checked={format === option}
                        onChange={() => setFormat(option)}
                        className="size-5 accent-brand-600"
                      />
                      <span>
                        {t.rich('catalog.farm.each', {
                          format: kitFormatLabels[option],
                          price: <Price cents={kitPrice(kit.slug, option, region)} region={region} />,
                        })}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <p className="text-ink">
                <input type="hidden" name={cartAdditionFields.format} value="digital" />
                {t.rich('catalog.farm.onlyDigital', {
                  title,
                  format: kitFormatLabels.digital,
                  price: <Price cents={kitPrice(kit.slug, 'digital', region)} region={region} />,
                })}
              </p>
            )}
            <p className={cn('text-ink', unlessPrinted)}>
              <span className="block text-sm font-bold">{t('catalog.farm.quantity')}</span>
              <span className="font-bold">{licenceLabel}</span>{' '}
              <span className="text-sm text-ink-muted">{licenceNote}</span>
            </p>
            {formats.includes('printed') ? (
              <div className={whenPrinted}>
                <label htmlFor={ids.quantity} className="block text-sm font-bold text-ink">
                  {t('catalog.farm.quantity')}
                </label>
                <div className="mt-1 inline-flex items-center gap-2">
                  {/* Until the app runs, and without it, the field itself is the way to count. */}
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={t('catalog.farm.decrease')}
                    className="noscript:hidden"
                    disabled={!hydrated || quantity <= QUANTITY_MIN}
                    onClick={() => commit(quantity - 1)}
                  >
                    −
                  </Button>
                  <input
                    id={ids.quantity}
                    name={cartAdditionFields.quantity}
                    type="number"
                    inputMode="numeric"
                    min={QUANTITY_MIN}
                    max={maxQuantity('printed')}
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
                    className="noscript:hidden"
                    disabled={!hydrated || quantity >= max}
                    onClick={() => commit(quantity + 1)}
                  >
                    +
                  </Button>
                </div>
                <p id={ids.hint} className="mt-1 text-sm text-ink-muted">
                  {t('catalog.farm.range', { min: QUANTITY_MIN, max: maxQuantity('printed') })}
                </p>
              </div>
            ) : null}
            {/* The app counts the total: until it runs the line keeps its place; without it, the cart counts. */}
            <p className="min-h-7 text-lg text-ink noscript:hidden" aria-live="polite">
              {hydrated
                ? t.rich('catalog.farm.total', {
                    currency: currencyOf(region),
                    price: (
                      <Price
                        cents={lineTotalCents(kitPrice(kit.slug, format, region), counted)}
                        region={region}
                        className="font-bold"
                      />
                    ),
                  })
                : null}
            </p>
            <CheckoutActions>{t('catalog.farm.checkoutButton')}</CheckoutActions>
          </form>
        </section>
      </details>
    </div>
  );
}
