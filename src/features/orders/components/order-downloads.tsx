import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DOWNLOAD_ALL_QUERY, DOWNLOAD_LANG_QUERY } from '@domain/kit-download';
import { isLocale, type Locale, localeNames, locales, localeTags } from '@domain/locales';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { getOrderDownloads, type DownloadsLookup } from '../api/order-downloads';
import { withKitTitlesIn } from '../kit-title';
import { KitDownloadForm } from './kit-download-form';
import { RecoveryForm } from './recovery-form';

/**
 * /downloads/<token>: every kit of the paid order the link belongs to, the buyer's address masked and
 * when the link stops working. With ?all=<kit> (the email's Download All link) that kit's zip starts
 * as soon as the order has loaded. An expired link says so and offers a new one by email.
 */
export function OrderDownloads({ token }: { token: string }) {
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const zipKit = params.get(DOWNLOAD_ALL_QUERY);
  const linkLang = params.get(DOWNLOAD_LANG_QUERY);
  // The kits' language: the link's `lang` (French emails add lang=fr), else the page's language.
  const [kitLang, setKitLang] = useState<Locale>(isLocale(linkLang) ? linkLang : locale);
  const [lookup, setLookup] = useState<DownloadsLookup | undefined>();
  useEffect(() => {
    let cancelled = false;
    void getOrderDownloads(token)
      .then(async (result) =>
        result.kind === 'found' ? { ...result, order: await withKitTitlesIn(locale, result.order) } : result,
      )
      .then((result) => {
        if (!cancelled) setLookup(result);
      });
    return () => {
      cancelled = true;
    };
  }, [token, locale]);

  if (!lookup) return <p role="status">{t('orders.downloads.loading')}</p>;
  if (lookup.kind === 'failed') return <p role="alert">{t('orders.downloads.failed')}</p>;
  if (lookup.kind === 'paused') return <p className="text-lg font-semibold text-ink">{lookup.message}</p>;
  if (lookup.kind === 'expired')
    return (
      <div className="space-y-6">
        <div className="space-y-2">
          <p className="text-lg font-semibold text-ink">{t('orders.downloads.expired')}</p>
          <p className="text-ink-muted">{t('orders.downloads.expiredLead')}</p>
        </div>
        <RecoveryForm />
      </div>
    );
  if (lookup.kind === 'invalid')
    return (
      <div>
        <p className="text-lg font-semibold text-ink">{t('orders.downloads.invalid')}</p>
        <Link to={paths.recoverDownloads} className={buttonVariants({ className: 'mt-6' })}>
          {t('orders.downloads.recover')}
        </Link>
      </div>
    );
  return (
    <div className="space-y-6">
      <p className="text-ink-muted">{t('orders.downloads.lead', { number: lookup.order.number })}</p>
      <p className="text-ink-muted">
        {t('orders.downloads.boughtWith', { email: lookup.order.maskedEmail })}
        {lookup.order.expiresAt
          ? ` ${t('orders.downloads.until', { expiresAt: new Date(lookup.order.expiresAt) })}`
          : null}
      </p>
      <KitLanguageChoice value={kitLang} onChange={setKitLang} pageLocale={locale} />
      {lookup.order.downloads.map((download) => (
        <KitDownloadForm
          key={download.token}
          kit={download.kit}
          title={download.title}
          token={download.token}
          licence={download.licence}
          childNames={download.childNames}
          lang={kitLang}
          startZip={download.kit === zipKit}
        />
      ))}
    </div>
  );
}

/** The legend above the choice, in the page's language (issue 20 §3: every kit in English or French). */
const kitLanguageLegend: Readonly<Record<Locale, string>> = {
  en: 'Language of the kits',
  fr: 'Langue des trousses',
};

/** English or French kits: radio buttons, each language named in itself. */
function KitLanguageChoice({
  value,
  onChange,
  pageLocale,
}: {
  value: Locale;
  onChange: (lang: Locale) => void;
  pageLocale: Locale;
}) {
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 font-heading font-semibold text-ink">{kitLanguageLegend[pageLocale]}</legend>
      <div className="flex flex-wrap gap-6">
        {locales.map((lang) => (
          <label key={lang} lang={localeTags[lang]} className="flex min-h-11 items-center gap-2 text-ink">
            <input
              type="radio"
              name="kit-language"
              value={lang}
              checked={value === lang}
              onChange={() => onChange(lang)}
              className="size-5 accent-brand-600"
            />
            {localeNames[lang]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
