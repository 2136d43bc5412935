import type { Locale } from '@domain/locales';

/** Spec §9: the maps search opens at zoom 14 and the app link falls back to the web after 500 ms. */
export const MAPS_ZOOM = 14;
export const MAPS_APP_FALLBACK_MS = 500;
/** How long we wait for the browser to answer with a position before using the generic search. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What the maps search looks for, in the visitor's language: around a position, or near them. */
export interface PrintShopSearchTerms {
  around: string;
  nearMe: string;
}

/** Search words rather than page copy (the link and status texts quote them): a French page searches in French. */
export const printShopSearchTerms: Readonly<Record<Locale, PrintShopSearchTerms>> = {
  en: { around: 'print shop', nearMe: 'print shop near me' },
  fr: { around: 'imprimerie', nearMe: 'imprimerie près de moi' },
};

// A query as the maps sites write it: words joined by '+', accents percent-encoded.
const query = (words: string): string => encodeURIComponent(words).replace(/%20/g, '+');

// Six decimals is about 10 cm: more precision than a map needs, and it keeps URLs short.
const coordinate = (value: number): string => String(Number(value.toFixed(6)));

/** A web maps search: print shops around the position, or the generic 'print shop near me'. */
export function webMapsSearchUrl(
  coords: Coordinates | null,
  terms: PrintShopSearchTerms = printShopSearchTerms.en,
): string {
  if (!coords) return `https://www.google.com/maps/search/${query(terms.nearMe)}`;
  return `https://www.google.com/maps/search/${query(terms.around)}/@${coordinate(coords.latitude)},${coordinate(coords.longitude)},${MAPS_ZOOM}z`;
}

/** The Apple Maps app's own scheme; it only opens something on Apple devices. */
export function mapsAppUrl(
  coords: Coordinates | null,
  terms: PrintShopSearchTerms = printShopSearchTerms.en,
): string {
  if (!coords) return `maps://?q=${query(terms.nearMe)}`;
  return `maps://?q=${query(terms.around)}&ll=${coordinate(coords.latitude)},${coordinate(coords.longitude)}`;
}

/** iPhone, iPod, iPad (which reports itself as a Mac with touch) and Macs all ship the Maps app. */
export function isApplePlatform(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}

export interface OpenMapsDeps {
  coords: Coordinates | null;
  /** The search in the page's language; English when not given. */
  terms?: PrintShopSearchTerms;
  apple: boolean;
  go: (url: string) => void;
  schedule: (callback: () => void, ms: number) => void;
  /** True once the Maps app has taken over and the browser tab went to the background. */
  pageHidden: () => boolean;
}

/**
 * Opens the best maps search for where the visitor is. On Apple platforms the app link goes first and,
 * if the page is still in front 500 ms later (no app answered), the web search takes over.
 */
export function openPrintShopSearch({ coords, terms, apple, go, schedule, pageHidden }: OpenMapsDeps): void {
  const webUrl = webMapsSearchUrl(coords, terms);
  if (!apple) {
    go(webUrl);
    return;
  }
  go(mapsAppUrl(coords, terms));
  schedule(() => {
    if (!pageHidden()) go(webUrl);
  }, MAPS_APP_FALLBACK_MS);
}
