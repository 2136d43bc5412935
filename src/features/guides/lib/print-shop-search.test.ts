import { describe, expect, it, vi } from 'vitest';

import {
  MAPS_APP_FALLBACK_MS,
  isApplePlatform,
  mapsAppUrl,
  openPrintShopSearch,
  printShopSearchTerms,
  webMapsSearchUrl,
} from './print-shop-search';

const saskatoon = { latitude: 52.1332144, longitude: -106.6700458 };

describe('webMapsSearchUrl', () => {
  it('searches for print shops around the position at zoom 14', () => {
    expect(webMapsSearchUrl(saskatoon)).toBe(
      'https://www.google.com/maps/search/print+shop/@52.133214,-106.670046,14z',
    );
  });

  it('falls back to the generic print shop near me search without a position', () => {
    expect(webMapsSearchUrl(null)).toBe('https://www.google.com/maps/search/print+shop+near+me');
  });
});

describe('mapsAppUrl', () => {
  it('opens the Maps app at the position', () => {
    expect(mapsAppUrl(saskatoon)).toBe('maps://?q=print+shop&ll=52.133214,-106.670046');
  });

  it('asks the Maps app for print shops near me without a position', () => {
    expect(mapsAppUrl(null)).toBe('maps://?q=print+shop+near+me');
  });
});

describe('the search on a French page', () => {
  const french = printShopSearchTerms.fr;

  it('looks for « imprimerie » around the position, in the web search and in the Maps app', () => {
    expect(webMapsSearchUrl(saskatoon, french)).toBe(
      'https://www.google.com/maps/search/imprimerie/@52.133214,-106.670046,14z',
    );
    expect(mapsAppUrl(saskatoon, french)).toBe('maps://?q=imprimerie&ll=52.133214,-106.670046');
  });

  it('searches « imprimerie près de moi », accents encoded, without a position', () => {
    expect(webMapsSearchUrl(null, french)).toBe(
      'https://www.google.com/maps/search/imprimerie+pr%C3%A8s+de+moi',
    );
    expect(mapsAppUrl(null, french)).toBe('maps://?q=imprimerie+pr%C3%A8s+de+moi');
  });

  it('is what openPrintShopSearch opens when given the French terms', () => {
    const go = vi.fn();
    openPrintShopSearch({
      coords: null,
      terms: french,
      apple: false,
      go,
      schedule: setTimeout,
      pageHidden: () => false,
    });
    expect(go).toHaveBeenCalledExactlyOnceWith(
      'https://www.google.com/maps/search/imprimerie+pr%C3%A8s+de+moi',
    );
  });
});

describe('isApplePlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isApplePlatform(userAgent)).toBe(expected);
  });
});

describe('openPrintShopSearch', () => {
  it('goes straight to the web search off Apple platforms', () => {
    const go = vi.fn();
    const schedule = vi.fn();
    openPrintShopSearch({ coords: saskatoon, apple: false, go, schedule, pageHidden: () => false });
    expect(go).toHaveBeenCalledExactlyOnceWith(webMapsSearchUrl(saskatoon));
    expect(schedule).not.toHaveBeenCalled();
  });

  it('tries the Maps app first and opens the web search 500 ms later when no app answered', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    openPrintShopSearch({
      coords: saskatoon,
      apple: true,
      go,
      schedule: setTimeout,
      pageHidden: () => false,
    });
    expect(go).toHaveBeenCalledExactlyOnceWith(mapsAppUrl(saskatoon));

    vi.advanceTimersByTime(MAPS_APP_FALLBACK_MS - 1);
    expect(go).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenLastCalledWith(webMapsSearchUrl(saskatoon));
    vi.useRealTimers();
  });

  it('stays in the Maps app when it took over the screen', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    openPrintShopSearch({ coords: null, apple: true, go, schedule: setTimeout, pageHidden: () => true });
    vi.advanceTimersByTime(MAPS_APP_FALLBACK_MS);
    expect(go).toHaveBeenCalledExactlyOnceWith(mapsAppUrl(null));
    vi.useRealTimers();
  });
});
