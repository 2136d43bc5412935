import type { KitFormat } from '@domain/pricing';
import type { Region } from '@domain/regions';

import { shopCatalog } from './shop-catalog';

/**
 * A format's price where no kit is named (the pricing pages, the format comparison): the lowest of the
 * kits on sale (of every kit when none is), the spec's figure while the owner keeps one price for all.
 */
export function lowestPrice(format: KitFormat, region: Region): number {
  const offers = Object.values(shopCatalog.offers);
  const onSale = offers.filter((offer) => offer.sale === 'buy');
  return Math.min(...(onSale.length ? onSale : offers).map((offer) => offer.prices[format][region]));
}
