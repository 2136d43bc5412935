import { cartAdditionFields } from '@/config/paths';
import { isOnSale } from '@/config/shop-catalog';
import { getKit, lookupKit, type Kit, type KitSlug } from '@domain/kits';
import { clampLineQuantity, kitFormats, type KitFormat } from '@domain/pricing';

export type CartAddition = { kit: KitSlug; format: KitFormat; quantity: number };

const isKitFormat = (value: unknown): value is KitFormat => kitFormats.includes(value as KitFormat);

/** The kit a slug names, an old slug included (as its page's address does). */
function kitNamed(slug: string): Kit | null {
  const lookup = lookupKit(slug);
  if (lookup.kind === 'canonical') return lookup.kit;
  return lookup.kind === 'alias' ? getKit(lookup.canonicalSlug) : null;
}

/**
 * The addition a cart address asks for (the fields of `cartAdditionFields`, config/paths.ts), or null.
 * An address is anyone's to write: only a kit sold online is added, in a known format, its quantity
 * clamped as the cart clamps it; the server checks the order again at checkout.
 */
export function readCartAddition(search: string): CartAddition | null {
  const params = new URLSearchParams(search);
  const kit = kitNamed(params.get(cartAdditionFields.kit) ?? '');
  const format = params.get(cartAdditionFields.format) ?? 'digital';
  if (!kit || !isOnSale(kit) || !isKitFormat(format)) return null;
  const quantity = clampLineQuantity(format, Number(params.get(cartAdditionFields.quantity) ?? 1));
  return { kit: kit.slug, format, quantity };
}

/** The same search without the addition's fields, so a reload or Back does not add the kit again. */
export function withoutCartAddition(search: string): string {
  const params = new URLSearchParams(search);
  for (const field of Object.values(cartAdditionFields)) params.delete(field);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
