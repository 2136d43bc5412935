import type { ReactNode } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useNotices } from '@/config/notices';
import { paths } from '@/config/paths';

/** A checkout form's last row, in the cart and a kit page's farm checkout: pay, or go back to the templates. */
export function CheckoutActions({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const { continueShopping } = useNotices();
  return (
    <div className="flex flex-wrap gap-4">
      <Button type="submit" size="lg" disabled={busy}>
        {children}
      </Button>
      <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        {continueShopping}
      </Link>
    </div>
  );
}
