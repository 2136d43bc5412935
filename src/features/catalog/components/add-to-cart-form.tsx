import type { ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { toastAddedToCart } from '@/config/notice-toast';
import { cartAdditionFields, paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';
import { kitTextIn, type Kit } from '@domain/kits';
import type { KitFormat } from '@domain/pricing';
import { addToCart } from '../add-to-cart';

/**
 * A kit's add-to-cart button, as a GET form to /cart?add=<slug>&format=<format>: tapped before the app
 * has loaded, or without JavaScript, it opens the cart, which adds the kit once the app runs. Once the
 * page is live the app handles the submit in place: the kit is added and the page stays, with its
 * "Added to cart" notice (ADR 039).
 */
export function AddToCartForm({
  kit,
  format,
  children,
  className,
  ...buttonProps
}: { kit: Kit; format: KitFormat; children: ReactNode } & Pick<
  ButtonProps,
  'size' | 'variant' | 'className'
>) {
  const { locale, path } = useI18n();
  return (
    <form
      method="get"
      action={path(paths.cart)}
      // The button sits in its parent's row as if the form were not there.
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void addToCart(kit.slug, format).then(() =>
          toastAddedToCart(locale, format, kitTextIn(kit, locale).title),
        );
      }}
    >
      <input type="hidden" name={cartAdditionFields.kit} value={kit.slug} />
      <input type="hidden" name={cartAdditionFields.format} value={format} />
      <Button type="submit" className={className} {...buttonProps}>
        {children}
      </Button>
    </form>
  );
}
