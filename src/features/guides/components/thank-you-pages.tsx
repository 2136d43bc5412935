import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';

import { thankYouPoints } from '../content/thank-you';
import { GuideLayout } from './guide-layout';

function Points({ page }: { page: keyof typeof thankYouPoints }) {
  const { t } = useI18n();
  return (
    <ul className="space-y-3 rounded-2xl bg-leaf-50 p-6 text-ink">
      {thankYouPoints[page].map((id) => (
        <li key={id} className="flex gap-3">
          <Check strokeWidth={2.5} className="mt-0.5 shrink-0 text-leaf-700" />
          <span>{t(`guides.thankYou.${page}.points.${id}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** `order` is the order behind the page's session id, when it has one. */
export function ThankYouOrderPage({ order }: { order?: ReactNode }) {
  const { t } = useI18n();
  return (
    <GuideLayout heading={t('guides.thankYou.order.heading')} lead={t('guides.thankYou.order.lead')}>
      {order}
      <Points page="order" />
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('guides.thankYou.order.returnHome')}
      </Link>
    </GuideLayout>
  );
}

export function ThankYouPrintOrderPage({ order }: { order?: ReactNode }) {
  const { t } = useI18n();
  return (
    <GuideLayout heading={t('guides.thankYou.print.heading')} lead={t('guides.thankYou.print.lead')}>
      {order}
      <Points page="print" />
      <h2 className="mt-10 font-heading text-2xl font-bold text-ink">
        {t('guides.thankYou.print.nextHeading')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.instructions} className={buttonVariants()}>
          {t('guides.thankYou.print.instructionsLink')}
        </Link>
        <Link to={paths.templates} className={buttonVariants({ variant: 'outline' })}>
          {t('guides.thankYou.print.templatesLink')}
        </Link>
      </div>
    </GuideLayout>
  );
}
