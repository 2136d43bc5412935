import { act, fireEvent, screen } from '@testing-library/react';

import { renderApp, type AppHandle } from '@/app/render-app';
import { REGION_DETECTED_KEY } from '@/features/region/resolve-region';
import { LANGUAGE_CHOICE_KEY } from '@/lib/i18n/language-choice';

/**
 * Until the app shows `path`: a French page loads its catalogs first, and React retries the suspended
 * navigation only inside act() in tests, so time passes in act-wrapped steps.
 */
async function expectPath(app: AppHandle, path: string) {
  for (let waited = 0; waited < 10_000 && app.location.pathname !== path; waited += 50)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(app.location.pathname).toBe(path);
}

/** The app at `path`, its effects (the landing decision's navigation) run inside an awaited act. */
async function land(path: string) {
  let result: Awaited<ReturnType<typeof renderApp>> | undefined;
  await act(async () => {
    result = await renderApp(path);
  });
  return result as Awaited<ReturnType<typeof renderApp>>;
}

const prefer = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the language a visit lands in (issue 20 §1)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('follows the language switch to the same page in French, and remembers the choice', async () => {
    const { app } = await land('/how-it-works');
    // The navigation suspends while the French catalogs load: the click is awaited inside act.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Lire cette page en français' }));
    });
    await expectPath(app, '/fr/how-it-works');
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('fr');
    expect(await screen.findByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  it('shows a remembered French choice on an English landing page, and a remembered English one on a French page', async () => {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'fr');
    const french = await land('/instructions');
    await expectPath(french.app, '/fr/instructions');
    french.unmount();

    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'en');
    const english = await land('/fr/instructions');
    await expectPath(english.app, '/instructions');
  });

  it('shows a French-speaking browser in Canada the French site, but not one in the United States', async () => {
    prefer(['fr-CA', 'en']);
    // This visit's region lookup has answered Canada.
    window.sessionStorage.setItem(REGION_DETECTED_KEY, 'ca');
    const canada = await land('/instructions?step=2');
    await expectPath(canada.app, '/fr/instructions');
    expect(canada.app.location.search).toBe('?step=2');
    canada.unmount();
    window.localStorage.clear();

    window.sessionStorage.setItem(REGION_DETECTED_KEY, 'us');
    const us = await land('/instructions');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(us.app.location.pathname).toBe('/instructions');
  });

  it('leaves an English browser on the page it asked for', async () => {
    prefer(['en-CA', 'fr-CA']);
    window.sessionStorage.setItem(REGION_DETECTED_KEY, 'ca');
    const { app } = await land('/fr/instructions');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(app.location.pathname).toBe('/fr/instructions');
  });

  it('remembers the language switch followed before the app had loaded (a plain link: the visit comes from the same page in the other language)', async () => {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'fr');
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue(`${window.location.origin}/fr/instructions`);
    const english = await land('/instructions');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(english.app.location.pathname).toBe('/instructions');
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
    english.unmount();

    // From another page, or another site, the remembered choice decides as before.
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'fr');
    referrer.mockReturnValue(`${window.location.origin}/fr/how-it-works`);
    const elsewhere = await land('/instructions');
    await expectPath(elsewhere.app, '/fr/instructions');
    elsewhere.unmount();
    referrer.mockReturnValue('https://search.example/fr/instructions');
    const outside = await land('/instructions');
    await expectPath(outside.app, '/fr/instructions');
  });
});
