import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/i18n';
import { pricingTextsIn } from '@domain/pricing';
import type { Region } from '@domain/regions';
import { pricingCtaIn, pricingPlans } from '@domain/pricing-plans';
import { Link } from '@/components/ui/link';
import { Price } from './price';
import { easterDeliveryNotice, printedClosedForSeason } from '@/config/printed-season';
import { lowestPrice } from '@/config/format-prices';

/** The two plan cards of the regional pricing pages, in the region the page is for. */
export function PricingPlansGrid({ region }: { region: Region }) {
  const locale = useLocale();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {pricingPlans(region, locale).map((plan) => {
        const closed = plan.format === 'printed' && printedClosedForSeason;
        return (
          <section
            key={plan.format}
            aria-labelledby={`plan-${plan.format}`}
            className="flex flex-col rounded-card border-2 border-line bg-surface p-6 shadow-card"
            data-slot="pricing-plan"
          >
            <h2 id={`plan-${plan.format}`} className="font-heading text-2xl font-bold text-ink">
              {plan.name}
            </h2>
            <p className="mt-3 text-ink">
              <Price
                cents={lowestPrice(plan.format, region)}
                region={region}
                className="text-4xl font-bold"
              />
            </p>
            <p className="mt-2 text-ink-muted">{plan.description}</p>
            {plan.shippingNote ? (
              <p className="mt-2 text-sm font-semibold text-ink-muted">{plan.shippingNote}</p>
            ) : null}
            {plan.freeShipping ? <p className="mt-2 font-bold text-leaf-700">{plan.freeShipping}</p> : null}
            {plan.easterDelivery ? (
              <p className="mt-1 text-sm font-semibold text-berry-700">{easterDeliveryNotice(locale)}</p>
            ) : null}
            <ul className="mt-5 space-y-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-ink">
                  <span aria-hidden="true" className="font-bold text-leaf-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            {closed ? (
              <p className="mt-5 rounded-xl bg-berry-50 p-3 text-sm font-semibold text-berry-700">
                {pricingTextsIn[locale].printedClosed}
              </p>
            ) : null}
            <div className="mt-auto pt-6">
              <Link
                to={paths.templates}
                className={buttonVariants({
                  size: 'lg',
                  className: 'w-full',
                })}
              >
                {pricingCtaIn[locale]}
              </Link>
            </div>
          </section>
        );
      })}
    </div>
  );
}
