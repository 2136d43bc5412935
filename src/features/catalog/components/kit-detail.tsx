import { Button } from '@/components/ui/button';
import { ImageZoomDialog } from '@/components/ui/image-zoom-dialog';
import { env } from '@/config/env';
import { CONTINUE_SHOPPING, fillNotice, notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { cart } from '@/lib/cart';
import { toast } from '@/lib/toast';
import { kitContents, kitFacts, printedClueCardsText } from '@domain/kit-contents';
import { KIT_IMAGE_SIZE, type Kit } from '@domain/kits';
import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  PRINTED_CLOSED_NOTICE,
  SHIPPING_NOTE_US,
  priceFor,
} from '@domain/pricing';
import { isPurchasable } from '@domain/purchase';
import type { Region } from '@domain/regions';
import { productId } from '../product-json-ld';
import { KitReviews } from './kit-reviews';
import { KitPreviews } from './kit-previews';
import { Price } from './price';
import { PurchasePanel } from './purchase-panel';
import { printedClosedForSeason } from '../printed-closed';

/** The printed kit's own button, for kits sold online while the season is open and payments are on. */
function AddPrintedKit({ kit }: { kit: Kit }) {
  if (!env.VITE_PAYMENTS_ENABLED || printedClosedForSeason || !isPurchasable(kit)) return null;
  return (
    <Button
      variant="outline"
      className="mt-3"
      onClick={() => {
        cart.add(kit.slug, 'printed');
        toast({
          ...fillNotice(notices.addedPrintedToCart, { template: kit.title }),
          action: { label: CONTINUE_SHOPPING, to: paths.templates },
        });
      }}
    >
      Add Printed Kit to Cart
    </Button>
  );
}

/** A kit's page body: zoomable picture, facts, price and purchase state, printed option, what's inside. */
export function KitDetail({ kit, region }: { kit: Kit; region: Region }) {
  return (
    <article className="space-y-12">
      <div className="grid items-start gap-8 md:grid-cols-2">
        <ImageZoomDialog
          src={kit.imageUrl}
          alt={kit.imageAlt}
          width={KIT_IMAGE_SIZE.width}
          height={KIT_IMAGE_SIZE.height}
          className="w-full border border-line bg-sunshine-50 shadow-card"
          // The kit picture is this page's largest paint: fetch it first.
          imgProps={{ fetchPriority: 'high', loading: 'eager', className: 'aspect-[4/3] h-auto w-full' }}
        />
        <div className="space-y-5">
          <p className="font-bold text-brand-700">{kit.category}</p>
          <h1 className="font-heading text-4xl font-bold text-ink">{kit.title}</h1>
          <p className="text-lg text-ink">{kit.description}</p>
          <dl className="grid grid-cols-3 gap-3 text-center">
            {[
              ['Difficulty', kit.difficulty],
              ['Duration', kit.duration],
              ['Ages', kitFacts.ageRange],
            ].map(([term, detail]) => (
              <div key={term} className="rounded-xl bg-sunshine-50 p-3">
                <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{term}</dt>
                <dd className="font-heading font-semibold text-ink">{detail}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm font-semibold text-ink-muted">{kit.ages}</p>
          <PurchasePanel kit={kit} region={region} />
          <div className="rounded-card border border-line bg-surface p-4">
            <p className="font-heading text-lg font-bold text-ink">
              Printed &amp; Delivered{' '}
              <Price cents={priceFor('printed', region)} region={region} className="font-bold" />
            </p>
            <p className="text-sm text-ink-muted">
              {printedClueCardsText}, printed and shipped.{' '}
              {region === 'ca' ? `${FREE_SHIPPING_CA}. ${EASTER_DELIVERY_CA}` : `${SHIPPING_NOTE_US}.`}
            </p>
            {printedClosedForSeason ? (
              <p className="mt-2 font-semibold text-berry-700">{PRINTED_CLOSED_NOTICE}</p>
            ) : null}
            <AddPrintedKit kit={kit} />
          </div>
        </div>
      </div>

      <KitPreviews kit={kit} />

      <section aria-labelledby="kit-inside">
        <h2 id="kit-inside" className="font-heading text-3xl font-bold text-ink">
          What&apos;s inside the kit
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {kitContents.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <h3 className="font-heading text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-1 text-ink-muted">{item.detail}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-muted">
          Print at home in colour or black and white, or at a print shop. Setup takes about{' '}
          {kitFacts.setupTime}.
        </p>
      </section>

      <KitReviews kit={kit.slug} productId={productId(kit)} />
    </article>
  );
}
