import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureDist, parseStaticImports, routeOf, total } from './first-load';

let distDir: string;

function write(path: string, content: string): void {
  const full = join(distDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'budget-fixture-'));
  // The shapes Vite 8 (rolldown) emits: an entry that imports shared chunks, a lazy route chunk.
  write(
    'index.html',
    `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-AAA.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/route-home-BBB.js">
      <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
    </head><body><main><h1>Home</h1></main></body></html>`,
  );
  write(
    'assets/index-AAA.js',
    'import{a as r}from"./react-DDD.js";import"./polyfill-EEE.js";const l=()=>import("./lazy-FFF.js");r(l);',
  );
  write('assets/react-DDD.js', 'export const a=(x)=>x;'.padEnd(400, ' '));
  write('assets/polyfill-EEE.js', 'export{};');
  write('assets/route-home-BBB.js', 'import{a}from"./react-DDD.js";export default a;');
  write('assets/lazy-FFF.js', 'import{b}from"./supabase-GGG.js";export{b};');
  write('assets/supabase-GGG.js', 'class GoTrueClient{};export const b=GoTrueClient;');
  write('assets/index-CCC.css', 'body{color:red}');
  write(
    'contact/index.html',
    `<html><head><script type="module" src="/assets/contact-HHH.js"></script></head><body></body></html>`,
  );
  write('assets/contact-HHH.js', 'export*from"./supabase-GGG.js";');
  // The build inlines the site's CSS into each page.
  write(
    'templates/index.html',
    `<html><head><style>${'.card{padding:1rem}'.repeat(200)}</style></head><body></body></html>`,
  );
  // The shape scripts/prerender.ts writes: the boot script names the entry and chunks it loads after the paint.
  write(
    'shop/index.html',
    `<html><head><script type="module" crossorigin src="/assets/boot-III.js" data-app="/assets/index-AAA.js" data-preload="/assets/route-home-BBB.js"></script></head><body></body></html>`,
  );
  write('assets/boot-III.js', 'document.querySelector("script[data-app]");');
  write('clue-generator/index.html', '<script type="module" src="/assets/supabase-GGG.js"></script>');
  write('fr/clue-generator/index.html', '<script type="module" src="/assets/supabase-GGG.js"></script>');
  write('app-shell.html', '<script type="module" src="/assets/supabase-GGG.js"></script>');
  write('_redirects', '/clue-*  /app-shell.html  200\n/*  /404.html  404\n');
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('first-load measurement', () => {
  it('maps HTML files to routes', () => {
    expect(routeOf(distDir, join(distDir, 'index.html'))).toBe('/');
    expect(routeOf(distDir, join(distDir, 'templates/easter-bunny/index.html'))).toBe(
      '/templates/easter-bunny',
    );
    expect(routeOf(distDir, join(distDir, '404.html'))).toBe('/404.html');
  });

  it('reads static imports and leaves dynamic ones out', () => {
    expect(
      parseStaticImports('import{a}from"./a.js";import"./b.js";export*from"../c.js";import("./d.js")'),
    ).toEqual(['./a.js', './b.js', '../c.js']);
  });

  it('counts entry, modulepreloads and their static imports, skipping lazy chunks and member shells', () => {
    const pages = measureDist(distDir);
    expect(pages.map((page) => page.route)).toEqual(['/', '/contact', '/shop', '/templates']);
    const home = pages[0]!;
    expect(home.js.map((asset) => asset.file)).toEqual([
      'assets/index-AAA.js',
      'assets/polyfill-EEE.js',
      'assets/react-DDD.js',
      'assets/route-home-BBB.js',
    ]);
    expect(home.css.map((asset) => asset.file)).toEqual(['assets/index-CCC.css']);
    expect(total(home.js, 'raw')).toBeGreaterThan(400);
    expect(total(home.js, 'gzip')).toBeLessThan(total(home.js, 'raw'));
    expect(home.js.every((asset) => asset.supabaseMarker === null)).toBe(true);
  });

  it('counts what the boot script loads after the first paint as first-load JS', () => {
    const shop = measureDist(distDir).find((page) => page.route === '/shop')!;
    expect(shop.js.map((asset) => asset.file)).toEqual([
      'assets/boot-III.js',
      'assets/index-AAA.js',
      'assets/polyfill-EEE.js',
      'assets/react-DDD.js',
      'assets/route-home-BBB.js',
    ]);
  });

  it("counts inline <style> CSS toward the page's CSS", () => {
    const templates = measureDist(distDir).find((page) => page.route === '/templates')!;
    expect(templates.css.map((asset) => asset.file)).toEqual(['<style>']);
    expect(total(templates.css, 'raw')).toBe('.card{padding:1rem}'.length * 200);
    expect(total(templates.css, 'gzip')).toBeLessThan(total(templates.css, 'raw'));
  });

  it('flags supabase-js in a statically reached chunk', () => {
    const contact = measureDist(distDir).find((page) => page.route === '/contact')!;
    expect(contact.js.find((asset) => asset.file === 'assets/supabase-GGG.js')?.supabaseMarker).toBe(
      'GoTrueClient',
    );
  });
});
