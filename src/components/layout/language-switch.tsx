import { Link, useLocation } from 'react-router-dom';

import { hasFrenchVersion } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';
import { rememberLanguageChoice } from '@/lib/i18n/language-choice';
import { localeTags, localizedPath, otherLocale, splitLocalePath } from '@domain/locales';

/**
 * The same page in the other language (issue 20 §1). Following it remembers the choice, which later
 * visits honour (app/language-preference.tsx). Pages without a French version show no switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const { locale, t } = useI18n();
  const { path } = splitLocalePath(pathname);
  if (!hasFrenchVersion(path)) return null;
  const other = otherLocale[locale];
  return (
    <Link
      to={`${localizedPath(path, other)}${search}${hash}`}
      hrefLang={localeTags[other]}
      lang={localeTags[other]}
      aria-label={t('language.switchLabel')}
      onClick={() => rememberLanguageChoice(other)}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-brand-600 px-3 font-heading text-sm font-semibold text-brand-700 hover:bg-sunshine-100',
        className,
      )}
      data-slot="language-switch"
    >
      {t('language.switch')}
    </Link>
  );
}
