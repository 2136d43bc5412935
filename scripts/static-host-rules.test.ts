import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  findRedirect,
  headersFor,
  matchesPattern,
  parseHeaders,
  parseRedirects,
} from './static-host-rules.ts';

describe('static host rules', () => {
  it('parses header blocks and merges every rule matching a path', () => {
    const rules = parseHeaders(`# comment
/*
  X-Content-Type-Options: nosniff
  Link: </a>; rel=preload

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Link: </b>; rel=preload
`);
    expect(headersFor(rules, '/shop')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      Link: '</a>; rel=preload',
    });
    expect(headersFor(rules, '/assets/index-abc.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      Link: '</a>; rel=preload, </b>; rel=preload',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeaders('  X-Frame-Options: DENY')).toThrow('_headers');
  });

  it('parses redirects with their status, defaulting to 301, and the force mark', () => {
    expect(parseRedirects('/old /new\n/clue-*  /app-shell.html  200\n/x /y 200!')).toEqual([
      { from: '/old', to: '/new', status: 301, force: false },
      { from: '/clue-*', to: '/app-shell.html', status: 200, force: false },
      { from: '/x', to: '/y', status: 200, force: true },
    ]);
    expect(() => parseRedirects('/only-one-part')).toThrow('_redirects');
  });

  it('matches splats and placeholders', () => {
    expect(matchesPattern('/clue-*', '/clue-history')).toBe(true);
    expect(matchesPattern('/clue-*', '/clues')).toBe(false);
    expect(matchesPattern('/templates/:slug', '/templates/easter-bunny')).toBe(true);
    expect(matchesPattern('/templates/:slug', '/templates/a/b')).toBe(false);
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
  });

  it('lets an existing file shadow a rule unless the rule is forced', () => {
    const rules = parseRedirects('/forced /elsewhere 200!\n/* /404.html 404');
    expect(findRedirect(rules, '/shop', true)).toBeUndefined();
    expect(findRedirect(rules, '/nope', false)?.status).toBe(404);
    expect(findRedirect(rules, '/forced', true)?.to).toBe('/elsewhere');
  });

  it('reads our own public/_headers and public/_redirects as the host should', () => {
    const headers = parseHeaders(readFileSync('public/_headers', 'utf8'));
    const page = headersFor(headers, '/templates/easter-bunny');
    expect(page['Content-Security-Policy']).toMatch(/default-src 'self'/);
    expect(page['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(page['Content-Security-Policy']).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
    expect(page['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Permissions-Policy']).toMatch(/geolocation=\(self\)/);
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(headers, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );

    const redirects = parseRedirects(readFileSync('public/_redirects', 'utf8'));
    expect(findRedirect(redirects, '/clue-generator', false)).toMatchObject({
      to: '/app-shell.html',
      status: 200,
    });
    expect(findRedirect(redirects, '/no-such-page', false)).toMatchObject({ to: '/404.html', status: 404 });
    expect(findRedirect(redirects, '/shop', true)).toBeUndefined();
  });
});
