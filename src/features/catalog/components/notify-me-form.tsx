import { use, useId } from 'react';

import { Button } from '@/components/ui/button';
import { HoneypotInput } from '@/components/ui/honeypot-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { functionUrl } from '@/lib/function-client';
import { I18nProvider, loadCatalogs, useI18n, useLocale, type Messages } from '@/lib/i18n/i18n';
import type { Locale } from '@domain/locales';
import { notifyMeFormCatalog } from '../notify-me-form/i18n/catalog';
import { notifyMeFields, notifyMeOutcomes } from '@domain/notify-me';
import { HONEYPOT_FIELD } from '@domain/forms';
import type { Kit } from '@domain/kits';

/**
 * 'Tell me when it's available' on the page of a kit that is not on sale (issue 29 §2): a plain HTML
 * form posted to the notify-me function, which answers with one of the /notify-me pages, so it works
 * the same with or without JavaScript and adds no code to the page (ADR 039, 051). The browser checks
 * the address and the consent box before sending; the function checks them again.
 */
function NotifyMeFields({ kit }: { kit: Pick<Kit, 'slug'> }) {
  const { locale, t } = useI18n();
  const id = useId();
  return (
    <form
      method="post"
      action={functionUrl('notify-me')}
      aria-labelledby={`${id}-heading`}
      className="relative grid gap-3 rounded-card border border-line bg-surface p-4"
      data-slot="notify-me"
    >
      <h2 id={`${id}-heading`} className="font-heading text-lg font-bold text-ink">
        {t('catalog.notify.heading')}
      </h2>
      {/* notify-me sends the browser back here at one of these fragments; CSS shows that one. */}
      {(Object.keys(notifyMeOutcomes) as (keyof typeof notifyMeOutcomes)[]).map((outcome) => (
        <p
          key={outcome}
          id={notifyMeOutcomes[outcome]}
          className="hidden scroll-mt-24 rounded-xl bg-sunshine-100 p-3 font-semibold text-ink target:block"
        >
          {t(`catalog.notify.${outcome}`)}
        </p>
      ))}
      <input type="hidden" name={notifyMeFields.kit} value={kit.slug} />
      <input type="hidden" name={notifyMeFields.locale} value={locale} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('catalog.notify.email')}</Label>
        <Input id={`${id}-email`} type="email" name={notifyMeFields.email} required autoComplete="email" />
      </div>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" name={notifyMeFields.consent} required className="mt-1 size-4" />
        {t('catalog.notify.consent')}
      </label>
      <HoneypotInput name={HONEYPOT_FIELD} />
      <Button type="submit" variant="outline" className="justify-self-start">
        {t('catalog.notify.submit')}
      </Button>
    </form>
  );
}

const loaded = new Map<Locale, Promise<Messages>>();
const messagesIn = (locale: Locale) => {
  if (!loaded.has(locale)) loaded.set(locale, loadCatalogs([notifyMeFormCatalog], locale));
  return loaded.get(locale)!;
};

/** The form with its own texts, loaded with it (the kit page's Suspense boundary waits for both). */
export default function NotifyMeForm({ kit }: { kit: Pick<Kit, 'slug'> }) {
  const messages = use(messagesIn(useLocale()));
  return (
    <I18nProvider messages={messages}>
      <NotifyMeFields kit={kit} />
    </I18nProvider>
  );
}
