import type { KitSlug } from '@domain/kits';
import type { KitFormat } from '@domain/pricing';

/** Adds a kit to the cart, loading the cart's code on the first click: it is not in a kit page's first load. */
export async function addToCart(kit: KitSlug, format: KitFormat): Promise<void> {
  const { cart } = await import('@/lib/cart');
  cart.add(kit, format);
}
