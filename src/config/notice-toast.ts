import { toast } from '@/lib/toast';
import type { Locale } from '@domain/locales';
import type { KitFormat } from '@domain/pricing';

/**
 * A kit page's "Added to cart" notice (`addedToCartNotice` of config/notices.ts), loading the notices on
 * the click: a kit page does not carry both languages' notices in its first load.
 */
export async function toastAddedToCart(locale: Locale, format: KitFormat, template: string): Promise<void> {
  const { addedToCartNotice } = await import('@/config/notices');
  toast(addedToCartNotice(locale, format, template));
}
