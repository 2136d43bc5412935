import { cn } from '@/lib/cn';
import { formatPrice } from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';

/**
 * '$19.99 USD' / '$24.99 CAD': same character count and tabular digits, so swapping currency after
 * hydration never moves the layout.
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
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)} data-slot="price">
      {formatPrice(cents, region)}{' '}
      <span className={cn('text-[0.6em] font-bold tracking-wide', codeClassName)}>{currencyOf(region)}</span>
    </span>
  );
}
