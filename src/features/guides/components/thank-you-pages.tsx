import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { thankYouOrderContent, thankYouPrintOrderContent } from '../content/thank-you';
import { GuideLayout } from './guide-layout';

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="space-y-3 rounded-2xl bg-leaf-50 p-6 text-ink">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Check strokeWidth={2.5} className="mt-0.5 shrink-0 text-leaf-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** `order` is the order behind the page's session id, when it has one. */
export function ThankYouOrderPage({ order }: { order?: ReactNode }) {
  const content = thankYouOrderContent;
  return (
    <GuideLayout heading={content.heading} lead={content.lead}>
      {order}
      <Points points={content.points} />
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {content.returnHome}
      </Link>
    </GuideLayout>
  );
}

export function ThankYouPrintOrderPage({ order }: { order?: ReactNode }) {
  const content = thankYouPrintOrderContent;
  return (
    <GuideLayout heading={content.heading} lead={content.lead}>
      {order}
      <Points points={content.points} />
      <h2 className="mt-10 font-heading text-2xl font-bold text-ink">{content.nextHeading}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.instructions} className={buttonVariants()}>
          {content.instructionsLink}
        </Link>
        <Link to={paths.templates} className={buttonVariants({ variant: 'outline' })}>
          {content.templatesLink}
        </Link>
      </div>
    </GuideLayout>
  );
}
