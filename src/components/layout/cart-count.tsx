import { useCart } from '@/lib/cart';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * How many kits the cart holds, on the header's cart links. The cart is this browser's, so the count is
 * drawn once the app runs; it is laid over its link (or sits in reserved room), never moving the page.
 */
export default function CartCount({ className }: { className: string }) {
  const { lines } = useCart();
  const { t } = useI18n();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (!count) return null;
  return (
    <>
      {/* Read after the link's own name: "Cart (2 kits)". */}{' '}
      <span className="sr-only">{t('nav.cartCount', { count })}</span>
      <span
        aria-hidden="true"
        data-slot="cart-count"
        className={cn(
          'flex h-5 min-w-5 items-center justify-center rounded-full px-1 font-body text-xs font-bold tabular-nums',
          className,
        )}
      >
        {count}
      </span>
    </>
  );
}
