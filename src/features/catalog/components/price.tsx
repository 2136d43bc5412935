import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/i18n';
import { formatPrice } from '@domain/pricing';
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
  const locale = useLocale();
  if (locale !== 'en')
    return (
      <span className={cn('whitespace-nowrap tabular-nums', className)} data-slot="price">
        {formatPrice(cents, region, locale)}
      </span>
    );
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)} data-slot="price">
      {formatPrice(cents, region)}{' '}
      <span className={cn('text-[0.6em] font-bold tracking-wide', codeClassName)}>{currencyOf(region)}</span>
    </span>
  );
}
