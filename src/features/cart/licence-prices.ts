import { licencePrice } from '@domain/catalog';
import type { Kit } from '@domain/kits';
import { kitLicences, type KitLicence } from '@domain/licences';
import type { Region } from '@domain/regions';
import { shopCatalog } from '@/config/shop-catalog';

/**
 * The licences a digital kit is sold with in the region, family first, each with its price in cents as
 * the site was built (ADR 054): the family licence always, the party and classroom ones where the owner
 * priced them. create-checkout charges the database's price whatever the page says.
 */
export function kitLicencePrices(kit: string, region: Region): { licence: KitLicence; cents: number }[] {
  const offer = shopCatalog.offers[kit as Kit['slug']];
  if (!offer) return [];
  return kitLicences.flatMap((licence) => {
    const cents = licencePrice(offer, licence, region);
    return cents === null ? [] : [{ licence, cents }];
  });
}

/** The licence a cart line is bought with in the region: its own when sold there, else the family's. */
export function lineLicence(
  line: { kit: string; format: string; licence?: KitLicence },
  region: Region,
): KitLicence {
  if (line.format !== 'digital' || !line.licence) return 'family';
  const sold = kitLicencePrices(line.kit, region).some((price) => price.licence === line.licence);
  return sold ? line.licence : 'family';
}
