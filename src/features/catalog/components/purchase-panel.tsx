import { lazy, Suspense } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { toastAddedToCart } from '@/config/notice-toast';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';
import { kitTextIn, type Kit } from '@domain/kits';
import { kitFormatLabelsByLocale } from '@domain/pricing';
import { kitPrice, saleStateOf } from '@/config/shop-catalog';
import { purchaseStateFor } from '@domain/purchase';
import type { Region } from '@domain/regions';
import { Link } from '@/components/ui/link';
import { AddToCartForm } from './add-to-cart-form';
import { NotifyMe } from './notify-me';
import { Price } from './price';

// One kit of nine has its own mini checkout: the other kit pages do not load it (first-load budget).
const FarmCheckout = lazy(() =>
  import('./farm-checkout').then((module) => ({ default: module.FarmCheckout })),
);

/** What a kit page offers, per the kit's purchase state (issue 5; the cart of issue 15). */
export function PurchasePanel({ kit, region }: { kit: Kit; region: Region }) {
  const { locale, t } = useI18n();
  const paymentsOn = env.VITE_PAYMENTS_ENABLED;
  const priceLine = (
    <p className="text-ink">
      <span className="block text-sm font-bold text-ink-muted">
        {kitFormatLabelsByLocale[locale].digital}
      </span>
      <Price cents={kitPrice(kit.slug, 'digital', region)} region={region} className="text-3xl font-bold" />
    </p>
  );

  const state = purchaseStateFor(kit, saleStateOf(kit));
  switch (state) {
    case 'buy-digital':
      return (
        <div className="space-y-4">
          {priceLine}
          <div className="flex flex-wrap items-center gap-4">
            {paymentsOn ? (
              <AddToCartForm kit={kit} format="digital" size="lg">
                {t('catalog.purchase.buyDigital')}
              </AddToCartForm>
            ) : (
              // With payments off the spec's flow stands: the notice, then /contact to buy directly.
              <Link
                to={paths.contact}
                className={buttonVariants({ size: 'lg' })}
                onClick={() => void toastAddedToCart(locale, 'digital', kitTextIn(kit, locale).title)}
              >
                {t('catalog.purchase.buyDigital')}
              </Link>
            )}
            <Link
              to={paymentsOn ? paths.cart : paths.contact}
              className="font-bold text-brand-700 underline underline-offset-4"
            >
              {t('catalog.purchase.viewCart')}
            </Link>
          </div>
        </div>
      );
    case 'contact-to-purchase':
      return (
        <div className="space-y-4">
          {priceLine}
          <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {t('catalog.purchase.contactToPurchase')}
          </Link>
          <NotifyMe kit={kit} />
        </div>
      );
    case 'farm-checkout':
      return (
        <Suspense fallback={null}>
          <FarmCheckout kit={kit} region={region} />
        </Suspense>
      );
    case 'unavailable':
    case 'coming-soon':
      return (
        <div className="space-y-4">
          <p className="rounded-xl bg-sunshine-100 p-4 font-semibold text-ink">
            {t(
              state === 'coming-soon'
                ? 'catalog.purchase.comingSoonText'
                : 'catalog.purchase.unavailableText',
            )}{' '}
            <Link to={paths.contact} className="text-brand-700 underline underline-offset-4">
              {t('catalog.purchase.askWhenBack')}
            </Link>
            .
          </p>
          <NotifyMe kit={kit} />
        </div>
      );
  }
}
