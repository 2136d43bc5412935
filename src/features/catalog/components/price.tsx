import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/i18n';
import { moneyParts } from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';

/**
 * '$19.99 USD' / '$24.99 CAD': same character count and tabular digits, so swapping currency after
 * hydration never moves the layout. In French the amount names its dollar itself: '24,99 $' for
 * Canadian dollars, '19,99 $ US' for American ones (fr-CA).
 */
export function Price({
  cents,
  region,
  className,
  codeClassName,
}: {
  cents: number;
  region: Region;
  className?: string;
  codeClassName?: string;
}) {
  const { amount, code } = moneyParts(cents, currencyOf(region), useLocale());
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)} data-slot="price">
      {amount}
      {code ? (
        <>
          {' '}
          <span className={cn('text-[0.6em] font-bold tracking-wide', codeClassName)}>{code}</span>
        </>
      ) : null}
    </span>
  );
}
