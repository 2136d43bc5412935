/**
 * The licences a digital kit is bought with (issue 29 §7, ADR 054): 'family' (the kit for one household,
 * as every kit was sold before), 'party' (one event: each child's name gets its own welcome poster and
 * certificate) and 'classroom' (one teacher's class). The family licence costs the kit's digital price;
 * the owner prices the other two per kit and region in /admin, and a licence without a price is not sold.
 * What each allows is the terms of sale's section "Licences"; their words and the names' checks are
 * licence-texts.ts. This module imports nothing and runs nothing when loaded: the browser's cart store,
 * on every page, reads the list of licences from it.
 */
export const kitLicences = ['family', 'party', 'classroom'] as const;
export type KitLicence = (typeof kitLicences)[number];

/** The licences the owner prices (the family licence is the kit's digital price). */
export const pricedLicences = ['party', 'classroom'] as const;
export type PricedLicence = (typeof pricedLicences)[number];

export const isPricedLicence = (value: unknown): value is PricedLicence =>
  value === 'party' || value === 'classroom';

/**
 * How many children one purchase personalises: each name gets its own welcome poster and certificate.
 * The family licence's one name is typed on the downloads page, as before.
 */
export const licenceNameLimits: Readonly<Record<KitLicence, number>> = {
  family: 1,
  party: 12,
  classroom: 30,
};

/** The most names any licence holds (the database's column allows no more). */
export const CHILD_NAMES_MAX = licenceNameLimits.classroom;

/**
 * The names a parent typed, one per line (commas also part them, since a name holds none), trimmed,
 * inner spaces collapsed, blank lines dropped.
 */
export function childNamesFrom(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}
