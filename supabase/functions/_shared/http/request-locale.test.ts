import { describe, expect, it } from 'vitest';
import { acceptedLocale, requestLocale } from './request-locale.ts';

const request = (headers: Record<string, string> = {}, query = '') =>
  new Request(`http://localhost/functions/v1/orders/recover${query}`, { method: 'POST', headers });

describe('the language a function answers in', () => {
  it('reads Accept-Language by language: fr and fr-CA are French, anything the shop does not speak is English', () => {
    expect(acceptedLocale('fr-CA')).toBe('fr');
    expect(acceptedLocale('fr')).toBe('fr');
    expect(acceptedLocale('FR-ca,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLocale('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLocale('de-DE')).toBeUndefined();
    expect(acceptedLocale('*')).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
    expect(acceptedLocale(null)).toBeUndefined();
    expect(requestLocale(request({ 'Accept-Language': 'de-DE' }))).toBe('en');
    expect(requestLocale(request())).toBe('en');
  });

  it('follows the order of preference, not the order of writing, and skips what is refused', () => {
    expect(acceptedLocale('de-DE, fr-CA;q=0.5, en;q=0.3')).toBe('fr');
    expect(acceptedLocale('en;q=0.4, fr-CA;q=0.8')).toBe('fr');
    expect(acceptedLocale('fr;q=0, en')).toBe('en');
  });

  it('prefers an explicit locale: the body’s, then the query’s, then the header', () => {
    const french = { 'Accept-Language': 'fr-CA' };
    expect(requestLocale(request(french), { email: 'a@b.c', locale: 'en' })).toBe('en');
    expect(requestLocale(request({ 'Accept-Language': 'en' }), { locale: 'fr' })).toBe('fr');
    expect(requestLocale(request(french, '?locale=en'))).toBe('en');
    expect(requestLocale(request({}, '?locale=fr'), { locale: 'en' })).toBe('en');
    // A locale the shop does not speak is no choice: the header decides.
    expect(requestLocale(request(french), { locale: 'de' })).toBe('fr');
    expect(requestLocale(request(french, '?locale=xx'), ['fr'])).toBe('fr');
  });
});
