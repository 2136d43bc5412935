import { cn } from '@/lib/cn';
import { formatPrice, regionMoney, type PriceRegion } from '../pricing';

/**
 * '$19.99 USD' / '$24.99 CAD': same character count and tabular digits, so swapping currency after
 * hydration never moves the layout.
 */
export function Price({
  amount,
  region,
  className,
  codeClassName,
}: {
  amount: number;
  region: PriceRegion;
  className?: string;
  codeClassName?: string;
}) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)} data-slot="price">
      {formatPrice(amount, region)}{' '}
      <span className={cn('text-[0.6em] font-bold tracking-wide', codeClassName)}>
        {regionMoney[region].currency}
      </span>
    </span>
  );
}
