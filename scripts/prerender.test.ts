import { describe, expect, it } from 'vitest';

import {
  fillTemplate,
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

  it('allows the Supabase origin over HTTP and websockets', () => {
    expect(supabaseOrigins('https://abc.supabase.co/')).toBe('https://abc.supabase.co wss://abc.supabase.co');
    expect(supabaseOrigins('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321 ws://127.0.0.1:54321');
  });

  it('writes a sitemap of the given URLs', () => {
    expect(renderSitemap(['https://a.b/', 'https://a.b/shop'])).toContain(
      '<url><loc>https://a.b/shop</loc></url>',
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
});
