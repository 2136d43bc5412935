import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CART_UNAVAILABLE } from '@/features/cart/cart-notice';

export default function CartPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageMeta title="Cart" description="Your Adventure Clue Kits cart." />
      <h1 className="font-heading text-4xl font-bold text-ink">Your Cart</h1>
      <p className="mt-4 text-lg text-ink">{CART_UNAVAILABLE.title}</p>
      <p className="mt-2 text-ink-muted">{CART_UNAVAILABLE.detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
          Contact Us
        </Link>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Browse Templates
        </Link>
      </div>
    </div>
  );
}
