import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { env } from '@/config/env';
import { easterDeliveryNotice } from '@/config/printed-season';
import { paths } from '@/config/paths';
import { cartCatalog } from '@/features/cart/i18n/catalog';
import { regionCatalog } from '@/features/region/i18n/catalog';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';
import { useI18n, type Translate } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import type { Locale } from '@domain/locales';
import { pricingTextsIn } from '@domain/pricing';
import type { Region } from '@domain/regions';

export const catalogs = [cartCatalog, regionCatalog];

// The cart is read from this browser's storage, so it is drawn once the page is live. Its code (the
// kits, the form, the checkout call) is its own chunk, out of the first load, fetched as soon as this
// page's code runs, beside hydration; once in, it is drawn without suspending, so the cart shows the
// moment the page is live (ADR 039).
type CartViewType = ComponentType<
  ComponentProps<typeof import('@/features/cart/components/cart-view').CartView>
>;
const cartView = import('@/features/cart/components/cart-view');
let LoadedCartView: CartViewType | null = null;
void cartView.then((module) => {
  LoadedCartView = module.CartView;
});
const LazyCartView = lazy(() => cartView.then((module) => ({ default: module.CartView })));

/** The cart's place while it is read and drawn (never, without JavaScript). */
const cartPlaceholder = <div className="min-h-64 noscript:hidden" />;

/** The cart once the page is live: drawn at once when its code is in, else when it arrives. */
function LiveCart(props: ComponentProps<CartViewType>) {
  // Chosen once, so the cart is never drawn anew (losing what is typed) when its code arrives later.
  const [View] = useState<CartViewType>(() => LoadedCartView ?? LazyCartView);
  return (
    <Suspense fallback={cartPlaceholder}>
      <View {...props} />
    </Suspense>
  );
}

/** The printed kit's shipping line for the region: free in Canada, with the Easter deadline. */
function printedNote(region: Region, locale: Locale, t: Translate): string {
  if (region === 'us') return t('cart.printedNote.us');
  return `${pricingTextsIn[locale].freeShippingCa}. ${easterDeliveryNotice(locale)}`;
}

function PaymentsOff() {
  const { t } = useI18n();
  return (
    <>
      <p className="mt-4 text-lg text-ink">{t('cart.unavailable.title')}</p>
      <p className="mt-2 text-ink-muted">{t('cart.unavailable.detail')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
          {t('cart.contactUs')}
        </Link>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('cart.browseTemplates')}
        </Link>
      </div>
    </>
  );
}

function WorkingCart() {
  const { locale, t } = useI18n();
  const { region, known } = useRegion();
  // The cart lives in this browser's storage: the prerendered page holds its place until it is read.
  const hydrated = useHydrated();
  return (
    <div className="w-full">
      <div className="mt-4 flex justify-center">
        <RegionSwitch />
      </div>
      {/* Kits added by a kit page's form wait in the address for the app, which keeps the cart. */}
      <noscript>
        <p className="mt-8 text-lg text-ink">
          {t.rich('cart.noscript', {
            contact: (chunks) => (
              <Link to={paths.contact} className="font-bold text-brand-700 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </noscript>
      {hydrated ? (
        <LiveCart region={region} regionKnown={known} printedNote={printedNote(region, locale, t)} />
      ) : (
        cartPlaceholder
      )}
    </div>
  );
}

export default function CartPage() {
  const { t } = useI18n();
  // At least a screen tall: the cart is drawn once the app has read it, and growing it then must not move
  // a footer already in view (a layout shift).
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col items-center px-4 py-20 text-center">
      <PageMeta title={t('cart.title')} description={t('cart.description')} />
      <h1 className="font-heading text-4xl font-bold text-ink">{t('cart.heading')}</h1>
      {env.VITE_PAYMENTS_ENABLED ? <WorkingCart /> : <PaymentsOff />}
    </div>
  );
}
