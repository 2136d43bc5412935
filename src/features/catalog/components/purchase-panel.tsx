import { lazy, Suspense } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { toastNotice } from '@/config/notice-toast';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';
import { kitTextIn, type Kit } from '@domain/kits';
import { kitFormatLabelsByLocale, priceFor } from '@domain/pricing';
import type { Region } from '@domain/regions';
import { Link, useLocalizedNavigate } from '@/components/ui/link';
import { addToCart } from '../add-to-cart';
import { Price } from './price';

// One kit of nine has its own mini checkout: the other kit pages do not load it (first-load budget).
const FarmCheckout = lazy(() =>
  import('./farm-checkout').then((module) => ({ default: module.FarmCheckout })),
);

/** What a kit page offers, per the kit's purchase state (issue 5; the cart of issue 15). */
export function PurchasePanel({ kit, region }: { kit: Kit; region: Region }) {
  const navigate = useLocalizedNavigate();
  const { locale, t, path } = useI18n();
  const price = <Price cents={priceFor('digital', region)} region={region} className="text-3xl font-bold" />;
  const paymentsOn = env.VITE_PAYMENTS_ENABLED;
  const digitalLabel = kitFormatLabelsByLocale[locale].digital;

  switch (kit.purchaseState) {
    case 'buy-digital':
      return (
        <div className="space-y-4">
          <p className="text-ink">
            <span className="block text-sm font-bold text-ink-muted">{digitalLabel}</span>
            {price}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Button
              size="lg"
              onClick={() => {
                const notify = () =>
                  toastNotice(locale, ({ notices, continueShopping, fillNotice }) => ({
                    ...fillNotice(notices.addedToCart, { template: kitTextIn(kit, locale).title }),
                    // The toaster navigates with the router as is: give it the page's language.
                    action: { label: continueShopping, to: path(paths.templates) },
                  }));
                void (paymentsOn ? addToCart(kit.slug, 'digital').then(notify) : notify());
                // With payments off the spec's flow stands: the notice, then /contact to buy directly.
                if (!paymentsOn) navigate(paths.contact);
              }}
            >
              {t('catalog.purchase.buyDigital')}
            </Button>
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
          <p className="text-ink">
            <span className="block text-sm font-bold text-ink-muted">{digitalLabel}</span>
            {price}
          </p>
          <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
            {t('catalog.purchase.contactToPurchase')}
          </Link>
        </div>
      );
    case 'farm-checkout':
      return (
        <Suspense fallback={null}>
          <FarmCheckout kit={kit} region={region} />
        </Suspense>
      );
    case 'unavailable':
      return (
        <p className="rounded-xl bg-sunshine-100 p-4 font-semibold text-ink">
          {t('catalog.purchase.unavailableText')}{' '}
          <Link to={paths.contact} className="text-brand-700 underline underline-offset-4">
            {t('catalog.purchase.askWhenBack')}
          </Link>
          .
        </p>
      );
  }
}
