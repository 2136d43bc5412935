import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { hasFrenchVersion } from '@/config/paths';
import { useRegion } from '@/features/region/region-provider';
import { useI18n } from '@/lib/i18n/i18n';
import { browserPrefersFrench, readLanguageChoice, rememberLanguageChoice } from '@/lib/i18n/language-choice';
import { defaultLocale, localizedPath, splitLocalePath, type Locale } from '@domain/locales';

/** The same page in `locale`, keeping its query and fragment, replacing the history entry. */
function useShowIn() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (locale: Locale) =>
    void navigate(`${localizedPath(splitLocalePath(pathname).path, locale)}${search}${hash}`, {
      replace: true,
    });
}

/** A French-speaking browser in Canada lands on the French site (issue 20 §1); only after the lookup. */
function FrenchInCanada() {
  const { region, status } = useRegion();
  const showIn = useShowIn();
  useEffect(() => {
    if (status === 'ready' && region === 'ca') showIn('fr');
    // Decided once, when the region is known.
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

type Landing =
  | { decision: 'stay' }
  | { decision: 'remember' }
  | { decision: 'switch'; to: Locale }
  | { decision: 'ask-region' };

/**
 * Whether the visit came from this same page in the other language of the site: the language switch,
 * a plain link, followed before the app had loaded to remember the choice (ADR 039).
 */
function cameByLanguageSwitch(locale: Locale, englishPath: string): boolean {
  try {
    const from = new URL(document.referrer);
    const previous = splitLocalePath(from.pathname);
    return (
      from.origin === window.location.origin && previous.locale !== locale && previous.path === englishPath
    );
  } catch {
    return false;
  }
}

function decideLanding(locale: Locale, englishPath: string): Landing {
  if (!hasFrenchVersion(englishPath)) return { decision: 'stay' };
  if (cameByLanguageSwitch(locale, englishPath)) return { decision: 'remember' };
  const choice = readLanguageChoice();
  if (choice) return choice === locale ? { decision: 'stay' } : { decision: 'switch', to: choice };
  if (locale === defaultLocale && browserPrefersFrench(navigator.languages))
    return { decision: 'ask-region' };
  return { decision: 'stay' };
}

function Remember({ locale }: { locale: Locale }) {
  useEffect(() => rememberLanguageChoice(locale), [locale]);
  return null;
}

function SwitchTo({ locale }: { locale: Locale }) {
  const showIn = useShowIn();
  useEffect(() => showIn(locale), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * Mounted once the page is hydrated (app-shell.tsx), on the page a visit lands on, and decides there
 * only: a visit that came by the language switch keeps and remembers its language; otherwise the
 * visitor's remembered language wins; without one, a browser whose first language is French
 * is shown the French site when the visitor is in Canada. Later navigations keep the language of the
 * links followed. Crawlers (no storage, English browsers) see each URL as it is.
 */
export function LanguagePreference() {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const [landing] = useState(() => decideLanding(locale, splitLocalePath(pathname).path));
  if (landing.decision === 'switch') return <SwitchTo locale={landing.to} />;
  if (landing.decision === 'remember') return <Remember locale={locale} />;
  return landing.decision === 'ask-region' ? <FrenchInCanada /> : null;
}
