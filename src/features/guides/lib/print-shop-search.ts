/** Spec §9: the maps search opens at zoom 14 and the app link falls back to the web after 500 ms. */
export const MAPS_ZOOM = 14;
export const MAPS_APP_FALLBACK_MS = 500;
/** How long we wait for the browser to answer with a position before using the generic search. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Six decimals is about 10 cm: more precision than a map needs, and it keeps URLs short.
const coordinate = (value: number): string => String(Number(value.toFixed(6)));

/** A web maps search: print shops around the position, or the generic 'print shop near me'. */
export function webMapsSearchUrl(coords: Coordinates | null): string {
  if (!coords) return 'https://www.google.com/maps/search/print+shop+near+me';
  return `https://www.google.com/maps/search/print+shop/@${coordinate(coords.latitude)},${coordinate(coords.longitude)},${MAPS_ZOOM}z`;
}

/** The Apple Maps app's own scheme; it only opens something on Apple devices. */
export function mapsAppUrl(coords: Coordinates | null): string {
  if (!coords) return 'maps://?q=print+shop+near+me';
  return `maps://?q=print+shop&ll=${coordinate(coords.latitude)},${coordinate(coords.longitude)}`;
}

/** iPhone, iPod, iPad (which reports itself as a Mac with touch) and Macs all ship the Maps app. */
export function isApplePlatform(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}

export interface OpenMapsDeps {
  coords: Coordinates | null;
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
export function openPrintShopSearch({ coords, apple, go, schedule, pageHidden }: OpenMapsDeps): void {
  const webUrl = webMapsSearchUrl(coords);
  if (!apple) {
    go(webUrl);
    return;
  }
  go(mapsAppUrl(coords));
  schedule(() => {
    if (!pageHidden()) go(webUrl);
  }, MAPS_APP_FALLBACK_MS);
}
