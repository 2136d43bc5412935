import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { AlertText } from '@/components/ui/alert-text';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitRow } from '@/components/ui/submit-row';
import { useI18n } from '@/lib/i18n/i18n';
import {
  DAYS_BEFORE_EASTER_MAX,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  saleStates,
  type KitOffer,
  type SaleState,
  type ShopCatalog,
} from '@domain/catalog';
import { kits, kitWordsIn, type Kit } from '@domain/kits';
import { licenceTextsIn, pricedLicences } from '@domain/licences';
import { formatMoney, kitFormatLabelsByLocale, type KitFormat } from '@domain/pricing';
import { currencyOf, regionNamesIn, type Region } from '@domain/regions';
import type { SeasonDates } from '@domain/season-days';
import {
  loadCatalog,
  loadNotifyRequests,
  saveOffer,
  type NotifyRequest,
  savePrintedSeason,
  type RebuildOutcome,
} from '../api/admin-catalog-api';
import {
  offerFormSchemaWith,
  offerFormValues,
  seasonFormSchemaWith,
  type OfferFormInput,
  type OfferFormMessages,
} from './offer-form-schema';

/** Each sale state's message. */
const SALE_STATE_LABEL_IDS: Readonly<Record<SaleState, string>> = {
  buy: 'adminCatalog.saleState.buy',
  contact: 'adminCatalog.saleState.contact',
  unavailable: 'adminCatalog.saleState.unavailable',
  'coming-soon': 'adminCatalog.saleState.comingSoon',
};

/** What the owner is told after a save: checkout charges the new prices at once, the pages after a rebuild. */
const REBUILD_TEXT_IDS: Readonly<Record<RebuildOutcome | 'unchanged', string>> = {
  started: 'adminCatalog.rebuild.started',
  'not-configured': 'adminCatalog.rebuild.notConfigured',
  failed: 'adminCatalog.rebuild.failed',
  unchanged: 'adminCatalog.rebuild.unchanged',
};

const formats: readonly KitFormat[] = ['digital', 'printed'];
const regions: readonly Region[] = ['us', 'ca'];

/** The forms' messages in the page's language, amounts written as the page writes money. */
function useFormMessages(): OfferFormMessages {
  const { locale, t } = useI18n();
  return useMemo(
    () => ({
      price: t('adminCatalog.priceMessage', {
        min: formatMoney(PRICE_MIN_CENTS, 'USD', { locale }),
        max: formatMoney(PRICE_MAX_CENTS, 'USD', { locale }),
      }),
      days: t('adminCatalog.season.daysMessage', { max: DAYS_BEFORE_EASTER_MAX }),
    }),
    [locale, t],
  );
}

function OfferForm({
  kit,
  offer,
  requests,
  onSave,
}: {
  kit: Kit;
  offer: KitOffer;
  requests: readonly NotifyRequest[];
  onSave(offer: KitOffer): Promise<string | Record<string, string>>;
}) {
  const { locale, t } = useI18n();
  const messages = useFormMessages();
  const title = kitWordsIn(kit, locale).title;
  const statusId = useId();
  const [status, setStatus] = useState<string>();
  const form = useForm<OfferFormInput, unknown, KitOffer>({
    resolver: zodResolver(offerFormSchemaWith(messages)),
    defaultValues: offerFormValues(offer),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={title}
      aria-describedby={status ? statusId : undefined}
      onSubmit={form.handleSubmit(async (values) => {
        setStatus(undefined);
        const answer = await onSave(values);
        if (typeof answer === 'string') return setStatus(answer);
        for (const [path, message] of Object.entries(answer)) form.setError(path as never, { message });
      })}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-5 md:items-start"
    >
      <h3 className="font-heading text-lg font-bold text-ink md:col-span-5">{title}</h3>
      <FormField label={t('adminCatalog.saleState')} error={errors.sale?.message}>
        {(field) => (
          <Select {...field} {...form.register('sale')}>
            {saleStates.map((state) => (
              <option key={state} value={state}>
                {t(SALE_STATE_LABEL_IDS[state])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {formats.flatMap((format) =>
        regions.map((region) => (
          <FormField
            key={`${format}-${region}`}
            label={t('adminCatalog.price', {
              format: kitFormatLabelsByLocale[locale][format],
              region: regionNamesIn[locale][region],
              currency: currencyOf(region),
            })}
            error={errors.prices?.[format]?.[region]?.message}
          >
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                autoComplete="off"
                {...form.register(`prices.${format}.${region}`)}
              />
            )}
          </FormField>
        )),
      )}
      <p className="text-sm text-ink-muted md:self-center">{t('adminCatalog.licences')}</p>
      {pricedLicences.flatMap((licence) =>
        regions.map((region) => (
          <FormField
            key={`${licence}-${region}`}
            label={t('adminCatalog.price', {
              format: licenceTextsIn[locale].name[licence],
              region: regionNamesIn[locale][region],
              currency: currencyOf(region),
            })}
            error={errors.licencePrices?.[licence]?.[region]?.message}
          >
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                autoComplete="off"
                {...form.register(`licencePrices.${licence}.${region}`)}
              />
            )}
          </FormField>
        )),
      )}
      <NotifyList requests={requests} />
      <div className="flex flex-wrap items-center gap-3 md:col-span-5">
        <Button type="submit" disabled={isSubmitting}>
          {t('adminCatalog.save', { title })}
        </Button>
        {status ? (
          <p id={statusId} role="status" className="text-sm font-semibold text-leaf-700">
            {status}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Who asked to be told when the kit is on sale: the owner's list for one kit (viewing it is not audited). */
function NotifyList({ requests }: { requests: readonly NotifyRequest[] }) {
  const { t } = useI18n();
  const waiting = requests.filter((request) => !request.notified_at && !request.unsubscribed_at).length;
  return (
    <details className="text-sm text-ink md:col-span-5">
      <summary className="cursor-pointer font-semibold">
        {t('adminCatalog.notify.summary', { waiting, total: requests.length })}
      </summary>
      {requests.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('adminCatalog.notify.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {requests.map((request) => (
            <li key={request.email}>
              {t('adminCatalog.notify.request', {
                email: request.email,
                language: request.locale,
                asked: new Date(request.consented_at),
                state: request.unsubscribed_at ? 'unsubscribed' : request.notified_at ? 'emailed' : 'waiting',
                emailed: request.notified_at ? new Date(request.notified_at) : null,
              })}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function SeasonForm({
  daysBeforeEaster,
  seasons,
  onSave,
}: {
  daysBeforeEaster: number | null;
  seasons: readonly SeasonDates[];
  onSave(days: number | null): Promise<string | Record<string, string>>;
}) {
  const { locale, t } = useI18n();
  const messages = useFormMessages();
  const [status, setStatus] = useState<string>();
  const form = useForm<{ days: string }, unknown, { days: number | null }>({
    resolver: zodResolver(seasonFormSchemaWith(messages)),
    defaultValues: { days: daysBeforeEaster === null ? '' : String(daysBeforeEaster) },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('adminCatalog.season.form')}
      onSubmit={form.handleSubmit(async ({ days }) => {
        setStatus(undefined);
        const answer = await onSave(days);
        if (typeof answer === 'string') return setStatus(answer);
        form.setError('days', { message: Object.values(answer)[0] });
      })}
      className="grid gap-4 rounded-card border border-line bg-surface p-4"
    >
      <FormField label={t('adminCatalog.season.days')} error={errors.days?.message}>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...form.register('days')} />}
      </FormField>
      <ul className="text-sm text-ink-muted">
        {seasons.map((season) => (
          <li key={season.easter}>
            {t('adminCatalog.season.easter', {
              easter: new Date(`${season.easter}T12:00:00Z`),
              notice: season.notice[locale],
            })}
          </li>
        ))}
      </ul>
      <SubmitRow busy={isSubmitting} status={status}>
        {t('adminCatalog.season.save')}
      </SubmitRow>
    </form>
  );
}

/**
 * The catalog: each kit's sale state and prices, and the printed kits' Easter order-by day. A save is
 * audited and starts the site's rebuild (ADR 051).
 */
export function CatalogTab({ accessToken }: { accessToken: string }) {
  const { t } = useI18n();
  const ids = { kits: useId(), season: useId() };
  const [catalog, setCatalog] = useState<ShopCatalog>();
  const [seasons, setSeasons] = useState<readonly SeasonDates[]>([]);
  const [requests, setRequests] = useState<readonly NotifyRequest[]>([]);
  const refreshRequests = async () => {
    const answer = await loadNotifyRequests(accessToken);
    if (answer.ok) setRequests(answer.data.requests);
    else setError(answer.message ?? t('adminCatalog.failed'));
  };
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void loadCatalog(accessToken).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) return setError(answer.message ?? t('adminCatalog.failed'));
      setCatalog(answer.data.catalog);
      setSeasons(answer.data.seasons);
    });
    void loadNotifyRequests(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setRequests(answer.data.requests);
      else setError(answer.message ?? t('adminCatalog.failed'));
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken, t]);

  const outcome = (changed: boolean, rebuild?: RebuildOutcome) =>
    t(REBUILD_TEXT_IDS[changed && rebuild ? rebuild : 'unchanged']);

  return (
    <div className="space-y-10">
      <AlertText>{error}</AlertText>
      {!catalog ? (
        <p className="text-ink-muted">{t('adminCatalog.loading')}</p>
      ) : (
        <>
          <section aria-labelledby={ids.kits} className="space-y-4">
            <h2 id={ids.kits} className="font-heading text-2xl font-bold text-ink">
              {t('adminCatalog.kits')}
            </h2>
            {kits.map((kit) => (
              <OfferForm
                key={kit.slug}
                kit={kit}
                offer={catalog.offers[kit.slug]}
                requests={requests.filter((request) => request.kit_slug === kit.slug)}
                onSave={async (offer) => {
                  const answer = await saveOffer(kit.slug, offer, accessToken);
                  if (!answer.ok)
                    return answer.fieldErrors ?? { sale: answer.message ?? t('adminCatalog.failed') };
                  setCatalog(
                    (current) =>
                      current && { ...current, offers: { ...current.offers, [kit.slug]: answer.data.offer } },
                  );
                  // A kit that went on sale has just emailed its list.
                  if (answer.data.notified) await refreshRequests();
                  return outcome(answer.data.changed, answer.data.rebuild);
                }}
              />
            ))}
          </section>
          <section aria-labelledby={ids.season} className="space-y-4">
            <h2 id={ids.season} className="font-heading text-2xl font-bold text-ink">
              {t('adminCatalog.season')}
            </h2>
            <SeasonForm
              daysBeforeEaster={catalog.daysBeforeEaster}
              seasons={seasons}
              onSave={async (days) => {
                const answer = await savePrintedSeason(days, accessToken);
                if (!answer.ok)
                  return answer.fieldErrors ?? { days: answer.message ?? t('adminCatalog.failed') };
                setCatalog((current) => current && { ...current, daysBeforeEaster: days });
                setSeasons(answer.data.seasons);
                return outcome(answer.data.changed, answer.data.rebuild);
              }}
            />
          </section>
        </>
      )}
    </div>
  );
}
