import { lazy, Suspense } from 'react';

import { ImageZoomDialog } from '@/components/ui/image-zoom-dialog';
import { env } from '@/config/env';
import { useI18n } from '@/lib/i18n/i18n';
import { kitFactsIn } from '@domain/kit-facts';
import { KIT_IMAGE_SIZE, kitTextIn, type Kit } from '@domain/kits';
import { pricingTextsIn } from '@domain/pricing';
import type { Region } from '@domain/regions';
import { productId } from '../product-json-ld';
import { AddToCartForm } from './add-to-cart-form';
import { KitReviews } from './kit-reviews';
import { Price } from './price';
import { PurchasePanel } from './purchase-panel';
import { isOnSale, kitPrice } from '@/config/shop-catalog';
import { easterDeliveryNotice, printedClosedForSeason } from '@/config/printed-season';

// Below the kit's details (previews, what's inside): hydrates once its code arrives, after the first load.
const KitBelowTheFold = lazy(() => import('./kit-below-the-fold'));

/** The printed kit's own button, for kits sold online while the season is open and payments are on. */
function AddPrintedKit({ kit }: { kit: Kit }) {
  const { t } = useI18n();
  if (!env.VITE_PAYMENTS_ENABLED || printedClosedForSeason || !isOnSale(kit)) return null;
  return (
    <AddToCartForm kit={kit} format="printed" variant="outline" className="mt-3">
      {t('catalog.kit.addPrinted')}
    </AddToCartForm>
  );
}

/** A kit's page body: zoomable picture, facts, price and purchase state, printed option, what's inside. */
export function KitDetail({ kit, region }: { kit: Kit; region: Region }) {
  const { locale, t } = useI18n();
  const text = kitTextIn(kit, locale);
  const facts = kitFactsIn[locale];
  const printedClueCards = facts.printedClueCardsText;
  const shipping = pricingTextsIn[locale];
  return (
    <article className="space-y-12">
      <div className="grid items-start gap-8 md:grid-cols-2">
        <ImageZoomDialog
          src={kit.imageUrl}
          alt={text.imageAlt}
          width={KIT_IMAGE_SIZE.width}
          height={KIT_IMAGE_SIZE.height}
          className="w-full border border-line bg-sunshine-50 shadow-card"
          // The kit picture is this page's largest paint: fetch it first.
          imgProps={{ fetchPriority: 'high', loading: 'eager', className: 'aspect-[4/3] h-auto w-full' }}
        />
        <div className="space-y-5">
          <p className="font-bold text-brand-700">{text.category}</p>
          <h1 className="font-heading text-4xl font-bold text-ink">{text.title}</h1>
          <p className="text-lg text-ink">{text.description}</p>
          <dl className="grid grid-cols-3 gap-3 text-center">
            {[
              [t('catalog.kit.difficulty'), text.difficulty],
              [t('catalog.kit.duration'), text.duration],
              [t('catalog.kit.ages'), facts.ageRange],
            ].map(([term, detail]) => (
              <div key={term} className="rounded-xl bg-sunshine-50 p-3">
                <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{term}</dt>
                <dd className="font-heading font-semibold text-ink">{detail}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm font-semibold text-ink-muted">{text.ages}</p>
          <PurchasePanel kit={kit} region={region} />
          <div className="rounded-card border border-line bg-surface p-4">
            <p className="font-heading text-lg font-bold text-ink">
              {t('catalog.kit.printedHeading')}{' '}
              <Price cents={kitPrice(kit.slug, 'printed', region)} region={region} className="font-bold" />
            </p>
            <p className="text-sm text-ink-muted">
              {t('catalog.kit.printedText', { cards: printedClueCards })}{' '}
              {region === 'ca'
                ? `${shipping.freeShippingCa}. ${easterDeliveryNotice(locale)}`
                : `${shipping.shippingNoteUs}.`}
            </p>
            {printedClosedForSeason ? (
              <p className="mt-2 font-semibold text-berry-700">{shipping.printedClosed}</p>
            ) : null}
            <AddPrintedKit kit={kit} />
          </div>
        </div>
      </div>

      <Suspense fallback={null}>
        <KitBelowTheFold kit={kit} />
      </Suspense>

      <KitReviews kit={kit.slug} productId={productId(kit)} />
    </article>
  );
}
