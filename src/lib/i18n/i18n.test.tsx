import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { Link } from '@/components/ui/link';
import { I18nProvider, useI18n, type Messages } from '@/lib/i18n/i18n';
import { consoleErrorPolicy } from '@/testing/console-error';
import { TYPE } from '@formatjs/icu-messageformat-parser';

// Catalogs as the build compiles them (scripts/vite/icu-messages.ts): plain text, or parsed messages.
const french: Messages = {
  'x.title': 'Boutique',
  'x.count': [
    {
      type: TYPE.plural,
      value: 'count',
      offset: 0,
      pluralType: 'cardinal',
      options: {
        one: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' trousse' }] },
        other: { value: [{ type: TYPE.pound }, { type: TYPE.literal, value: ' trousses' }] },
      },
    },
  ],
  'x.terms': [
    { type: TYPE.literal, value: 'Lisez les ' },
    { type: TYPE.tag, value: 'link', children: [{ type: TYPE.literal, value: 'conditions' }] },
  ],
};

function Probe() {
  const { t, locale, tag, path } = useI18n();
  return (
    <div>
      <h1>{t('x.title')}</h1>
      <p>{t('x.count', { count: 1 })}</p>
      <p>{t('x.count', { count: 1200 })}</p>
      <p>{t.rich('x.terms', { link: (chunks) => <Link to="/terms">{chunks}</Link> })}</p>
      <p>{`${locale} ${tag} ${path('/shop')} ${path('/admin')} ${path('/')}`}</p>
    </div>
  );
}

describe('i18n', () => {
  it('shows messages in the provider language, with plurals, tags and French paths', () => {
    render(
      <MemoryRouter initialEntries={['/fr']}>
        <I18nProvider locale="fr" messages={french}>
          <Probe />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Boutique' })).toBeInTheDocument();
    expect(screen.getByText('1 trousse')).toBeInTheDocument();
    // fr-CA groups thousands with a (narrow) no-break space.
    expect(screen.getByText(/^1\s200 trousses$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions' })).toHaveAttribute('href', '/fr/terms');
    // The owner's console has no French version: French pages link to it in English.
    expect(screen.getByText('fr fr-CA /fr/shop /admin /fr')).toBeInTheDocument();
  });

  it('adds a nested provider’s messages to the outer ones in the same language', () => {
    function Both() {
      const { t } = useI18n();
      return <p>{`${t('outer')} ${t('inner')}`}</p>;
    }
    render(
      <I18nProvider locale="fr" messages={{ outer: 'Accueil' }}>
        <I18nProvider messages={{ inner: 'Panier' }}>
          <Both />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('Accueil Panier')).toBeInTheDocument();
  });

  it('shows the id of a missing message and reports it', () => {
    consoleErrorPolicy.allowed = true;
    const error = vi.mocked(console.error);
    function Missing() {
      return <p>{useI18n().t('nowhere.to.be.found')}</p>;
    }
    render(
      <I18nProvider locale="fr" messages={{}}>
        <Missing />
      </I18nProvider>,
    );
    expect(screen.getByText('nowhere.to.be.found')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Missing message "nowhere.to.be.found" (fr)'));
  });
});
