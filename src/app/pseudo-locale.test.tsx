import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { privacyPolicies } from '@/features/guides/content/privacy';
import { TERMS_LAST_UPDATED } from '@/features/guides/content/terms';
import { printShopSearchTerms } from '@/features/guides/lib/print-shop-search';
import { bannerContent, videoContent } from '@/features/home/content/home-content';
import { REGION_CHOICE_KEY } from '@/features/region/resolve-region';
import { addBrowserPseudoLocale, pseudoLocale, untranslatedTexts } from '@/testing/pseudo-locale';
import { waitInAct } from '@/testing/wait-in-act';
import { locales, localePrefix } from '@domain/locales';

/**
 * Issue 26 §3, the browser's half: a third language is a catalog per feature and a line in the locale
 * list. The throwaway language `xx` (English accented between ⟦ ⟧) is added in memory to exactly those
 * and to the domain's `Record<Locale, T>` texts; then the public pages render in it under /xx, from the
 * route table down, with no English left. The app is imported after the language is added, as a build
 * with the language would load it.
 */
// No backend: the pages' calls (approved reviews) find nothing. Mocking also runs this file isolated
// (vite.config.ts), so the modules that read the locale list when they load (the route table) load
// after the language is added, as in a build that has it.
vi.mock('@/lib/function-client', () => ({
  callFunction: vi.fn(async () => ({ ok: false, status: 503 })),
  fetchFunctionFile: vi.fn(async () => ({ ok: false, status: 503 })),
}));

let removePseudoLocale: () => void;
beforeAll(() => {
  removePseudoLocale = addBrowserPseudoLocale({
    featureTexts: [printShopSearchTerms, privacyPolicies, TERMS_LAST_UPDATED],
    pictures: [bannerContent.image.src, videoContent.poster.desktop.src],
  });
});
afterAll(() => removePseudoLocale());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(REGION_CHOICE_KEY, 'ca');
});

async function open(path: string) {
  const { renderApp } = await import('@/app/render-app');
  await act(() => renderApp(path));
}

/** What a page shows that is not the shop's words in a language: data and names. */
const data = ['Adventure Clue Kits', /^[\d\s$.,:/%×+–-]*(USD|CAD)?$/, /@/];

describe('a language added as data: the pseudo language xx in the browser', () => {
  it('is a line in the locale list, with its path prefix', () => {
    expect(locales).toContain(pseudoLocale);
    expect(localePrefix[pseudoLocale]).toBe('/xx');
  });

  it.each([
    ['/xx', 1],
    ['/xx/shop', 1],
    ['/xx/templates', 1],
    ['/xx/templates/easter-bunny', 1],
    ['/xx/ca/pricing', 1],
    ['/xx/how-it-works', 1],
    ['/xx/contact', 1],
    ['/xx/cart', 1],
  ])('renders %s in it, every text from a catalog or a record', async (path) => {
    await open(path);
    await waitInAct(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/⟦.+⟧/));
    // What loads once hydrated (a kit's reviews, the sections below the fold) has its say too.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.documentElement.lang).toBe('en-XA');
    expect(document.title).toMatch(/⟦.+⟧/);
    expect(untranslatedTexts(document.body, data)).toEqual([]);
  });
});
