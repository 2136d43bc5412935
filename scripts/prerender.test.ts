import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  alternatesIn,
  catalogFiles,
  fillHeaders,
  fillTemplate,
  inlineStylesheet,
  bootScript,
  inlineScriptsIn,
  withoutEntryScripts,
  renderSitemap,
  splitHoistedHead,
  supabaseOrigins,
  uncoveredClientRoutes,
} from './prerender.ts';

describe('prerender helpers', () => {
  it('moves the head tags React hoisted ahead of the markup into <head>', () => {
    const { head, body } = splitHoistedHead(
      '<title>Shop</title><meta name="description" content="x"/><link rel="canonical" href="https://a.b/shop"/><div><title>not hoisted</title></div>',
    );
    expect(head).toBe(
      '<title>Shop</title><meta name="description" content="x"/><link rel="canonical" href="https://a.b/shop"/>',
    );
    expect(body).toBe('<div><title>not hoisted</title></div>');
  });

  it('fills the template markers and refuses a template without them', () => {
    expect(
      fillTemplate(
        '<head><!--app-head--></head><div id="root"><!--app-html--></div>',
        '<title>$&</title>',
        '<p>$1</p>',
      ),
    ).toBe('<head><title>$&</title></head><div id="root"><p>$1</p></div>');
    expect(() => fillTemplate('<html></html>', '', '')).toThrow('markers');
  });

  describe('the built _headers', () => {
    const template = readFileSync(path.resolve('public/_headers'), 'utf8');
    const values = {
      supabaseUrl: 'https://abc.supabase.co',
      geoUrl: 'https://ipapi.co/json/',
      styleHash: "'sha256-abc='",
    };
    const csp = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const directive = (policy: string, name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);

    it('without a pixel id: the policy allows nothing of Meta, and no marker is left', () => {
      const headers = fillHeaders(template, { ...values, metaPixelId: undefined });
      expect(headers).not.toMatch(/__[A-Z_]+__/);
      expect(headers).not.toContain('facebook');
      const policy = csp(headers);
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://abc.supabase.co',
        'wss://abc.supabase.co',
        'https://ipapi.co',
      ]);
    });

    it('with a pixel id: exactly the pixel script and its /tr endpoint are added', () => {
      const without = csp(fillHeaders(template, { ...values, metaPixelId: undefined }));
      const policy = csp(fillHeaders(template, { ...values, metaPixelId: '1234567890' }));
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        'https://connect.facebook.net/en_US/fbevents.js',
        'https://connect.facebook.net/signals/',
      ]);
      expect(directive(policy, 'img-src')).toEqual([
        "'self'",
        'data:',
        'https://www.facebook.com/tr',
        'https://www.facebook.com/tr/',
      ]);
      expect(directive(policy, 'connect-src')?.slice(-2)).toEqual([
        'https://www.facebook.com/tr',
        'https://www.facebook.com/tr/',
      ]);
      // Every other directive is the same as without the pixel.
      const others = (p: string) => p.split('; ').filter((part) => !/^(script|img|connect)-src /.test(part));
      expect(others(policy)).toEqual(others(without));
    });
  });

  it('allows the Supabase origin over HTTP and websockets', () => {
    expect(supabaseOrigins('https://abc.supabase.co/')).toBe('https://abc.supabase.co wss://abc.supabase.co');
    expect(supabaseOrigins('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321 ws://127.0.0.1:54321');
  });

  it('writes a sitemap of the given URLs, each with the language versions its head declares', () => {
    const head =
      '<link rel="canonical" href="https://a.b/fr/shop"/><link rel="alternate" hrefLang="en" href="https://a.b/shop"/>' +
      '<link rel="alternate" hrefLang="fr-CA" href="https://a.b/fr/shop"/><link rel="alternate" hrefLang="x-default" href="https://a.b/shop"/>';
    const sitemap = renderSitemap([
      { loc: 'https://a.b/', alternates: [] },
      { loc: 'https://a.b/fr/shop', alternates: alternatesIn(head) },
    ]);
    expect(sitemap).toContain('<url><loc>https://a.b/</loc></url>');
    expect(sitemap).toContain(
      '<url><loc>https://a.b/fr/shop</loc><xhtml:link rel="alternate" hreflang="en" href="https://a.b/shop"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://a.b/fr/shop"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.b/shop"/></url>',
    );
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('sets the page language on <html>', () => {
    const template = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';
    expect(fillTemplate(template, '', '', 'fr')).toContain('<html lang="fr-CA">');
    expect(fillTemplate(template, '', '')).toContain('<html lang="en">');
  });

  it('preloads the catalogs a page rendered with, in its language', () => {
    const manifest = {
      'src/components/layout/i18n/fr.json.icu.js': { file: 'assets/fr-layout.js' },
      'src/features/catalog/i18n/fr.json.icu.js': { file: 'assets/fr-catalog.js', imports: ['x.js'] },
      'x.js': { file: 'assets/x.js' },
      'src/features/catalog/i18n/en.json.icu.js': { file: 'assets/en-catalog.js' },
    };
    expect(catalogFiles(manifest, ['src/components/layout/i18n', 'src/features/catalog/i18n'], 'fr')).toEqual(
      ['assets/fr-layout.js', 'assets/fr-catalog.js', 'assets/x.js'],
    );
    expect(catalogFiles(manifest, ['src/features/catalog/i18n'], 'en')).toEqual(['assets/en-catalog.js']);
    expect(() => catalogFiles(manifest, ['src/features/nowhere/i18n'], 'fr')).toThrow(
      'The build has no catalog src/features/nowhere/i18n/fr.json.icu.js.',
    );
  });

  it('finds client-rendered routes the host would answer with the 404 page', () => {
    const routes = [
      { path: '/shop', prerender: true },
      { path: '/clue-login', prerender: false },
      { path: '/pricing/us', prerender: false },
      { path: '/orders/:id', prerender: false },
      { path: '*', prerender: false },
    ];
    const redirects = '/clue-*  /app-shell.html  200\n/pricing/us  /us/pricing  301\n/*  /404.html  404';
    expect(uncoveredClientRoutes(routes, redirects)).toEqual(['/orders/:id']);
  });

  it('inlines the stylesheet and returns the CSP hash a browser computes for it', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'prerender-css-'));
    try {
      mkdirSync(path.join(distDir, 'assets'));
      writeFileSync(path.join(distDir, 'assets/index-A1.css'), 'body{color:red}\n');
      const { template, styleHash } = await inlineStylesheet(
        distDir,
        '<head><script type="module" src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index-A1.css"></head>',
      );
      expect(template).toBe(
        '<head><script type="module" src="/assets/index.js"></script><style>body{color:red}</style><link rel="stylesheet" href="/assets/index-A1.css" disabled></head>',
      );
      const expected = createHash('sha256').update('body{color:red}').digest('base64');
      expect(styleHash).toBe(`'sha256-${expected}'`);
      await expect(inlineStylesheet(distDir, '<head></head>')).rejects.toThrow('one stylesheet');
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('finds the inline scripts a suspended boundary leaves, but not JSON-LD or the boot script', () => {
    expect(
      inlineScriptsIn(
        '<script type="application/ld+json">{}</script><script type="module" src="/assets/boot.js"></script>',
      ),
    ).toEqual([]);
    expect(inlineScriptsIn('<template id="B:0"></template><script>$RC("B:0","S:0")</script>')).toEqual([
      '<script>',
    ]);
  });

  it('swaps the entry script and its preloads for the boot script, which loads them after the first paint', () => {
    expect(
      withoutEntryScripts(
        '<head><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/jsx-B.js"><style>x</style></head>',
      ),
    ).toBe('<head><style>x</style></head>');
    expect(() => withoutEntryScripts('<head></head>')).toThrow('one module script');
    expect(bootScript('assets/boot-C.js', 'assets/index-A.js', ['assets/jsx-B.js', 'assets/home-D.js'])).toBe(
      '<script type="module" crossorigin src="/assets/boot-C.js" data-app="/assets/index-A.js" data-preload="/assets/jsx-B.js /assets/home-D.js"></script>',
    );
  });
});
