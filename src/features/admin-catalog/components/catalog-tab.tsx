import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { KitOffer, SaleState, ShopCatalog } from '@domain/catalog';
import { kits, type Kit } from '@domain/kits';
import { kitFormatLabels, type KitFormat } from '@domain/pricing';
import { regionNamesIn, type Region } from '@domain/regions';
import type { SeasonDates } from '@domain/season-days';
import {
  loadCatalog,
  loadNotifyRequests,
  saveOffer,
  type NotifyRequest,
  savePrintedSeason,
  type RebuildOutcome,
} from '../api/admin-catalog-api';
import { offerFormSchema, offerFormValues, seasonFormSchema, type OfferFormInput } from './offer-form-schema';

export const SALE_STATE_LABELS: Readonly<Record<SaleState, string>> = {
  buy: 'Buy (sold online)',
  contact: 'Contact us to purchase',
  unavailable: 'Not currently available',
  'coming-soon': 'Coming soon',
};

/** What the owner is told after a save: checkout charges the new prices at once, the pages after a rebuild. */
export const REBUILD_TEXTS: Readonly<Record<RebuildOutcome | 'unchanged', string>> = {
  started: 'Saved. Checkout uses it now; the site is rebuilding and the pages show it in a few minutes.',
  'not-configured':
    'Saved. Checkout uses it now; the pages show it after the next deploy (no build hook is set).',
  failed: 'Saved. Checkout uses it now, but the site could not be rebuilt: deploy again to update the pages.',
  unchanged: 'Nothing changed.',
};

const formats: readonly KitFormat[] = ['digital', 'printed'];
const regions: readonly Region[] = ['us', 'ca'];
const currency: Readonly<Record<Region, string>> = { us: 'USD', ca: 'CAD' };

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
  const statusId = useId();
  const [status, setStatus] = useState<string>();
  const form = useForm<OfferFormInput, unknown, KitOffer>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offerFormValues(offer),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={kit.title}
      aria-describedby={status ? statusId : undefined}
      onSubmit={form.handleSubmit(async (values) => {
        setStatus(undefined);
        const answer = await onSave(values);
        if (typeof answer === 'string') return setStatus(answer);
        for (const [path, message] of Object.entries(answer)) form.setError(path as never, { message });
      })}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-5 md:items-start"
    >
      <h3 className="font-heading text-lg font-bold text-ink md:col-span-5">{kit.title}</h3>
      <FormField label="Sale state" error={errors.sale?.message}>
        {(field) => (
          <Select {...field} {...form.register('sale')}>
            {Object.entries(SALE_STATE_LABELS).map(([state, label]) => (
              <option key={state} value={state}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {formats.flatMap((format) =>
        regions.map((region) => (
          <FormField
            key={`${format}-${region}`}
            label={`${kitFormatLabels[format]}, ${regionNamesIn.en[region]} (${currency[region]})`}
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
      <NotifyList requests={requests} />
      <div className="flex flex-wrap items-center gap-3 md:col-span-5">
        <Button type="submit" disabled={isSubmitting}>
          Save {kit.title}
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

const requestState = (request: NotifyRequest) =>
  request.unsubscribed_at
    ? 'unsubscribed'
    : request.notified_at
      ? `emailed ${request.notified_at.slice(0, 10)}`
      : 'waiting';

/** Who asked to be told when the kit is on sale: the owner's list for one kit (viewing it is not audited). */
function NotifyList({ requests }: { requests: readonly NotifyRequest[] }) {
  const waiting = requests.filter((request) => !request.notified_at && !request.unsubscribed_at).length;
  return (
    <details className="text-sm text-ink md:col-span-5">
      <summary className="cursor-pointer font-semibold">
        Tell me when it&apos;s available: {waiting} waiting, {requests.length} in all
      </summary>
      {requests.length === 0 ? (
        <p className="mt-2 text-ink-muted">Nobody has asked yet.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {requests.map((request) => (
            <li key={request.email}>
              {request.email} ({request.locale}) · asked {request.consented_at.slice(0, 10)} ·{' '}
              {requestState(request)}
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
  const [status, setStatus] = useState<string>();
  const form = useForm<{ days: string }, unknown, { days: number | null }>({
    resolver: zodResolver(seasonFormSchema),
    defaultValues: { days: daysBeforeEaster === null ? '' : String(daysBeforeEaster) },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label="Printed kits' Easter order-by day"
      onSubmit={form.handleSubmit(async ({ days }) => {
        setStatus(undefined);
        const answer = await onSave(days);
        if (typeof answer === 'string') return setStatus(answer);
        form.setError('days', { message: Object.values(answer)[0] });
      })}
      className="grid gap-4 rounded-card border border-line bg-surface p-4"
    >
      <FormField label="Days before Easter Sunday (empty: April 4th)" error={errors.days?.message}>
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...form.register('days')} />}
      </FormField>
      <ul className="text-sm text-ink-muted">
        {seasons.map((season) => (
          <li key={season.easter}>
            Easter {season.easter}: {season.notice.en}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          Save the order-by day
        </Button>
        {status ? (
          <p role="status" className="text-sm font-semibold text-leaf-700">
            {status}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The catalog: each kit's sale state and prices, and the printed kits' Easter order-by day. A save is
 * audited and starts the site's rebuild (ADR 051).
 */
export function CatalogTab({ accessToken }: { accessToken: string }) {
  const ids = { kits: useId(), season: useId() };
  const [catalog, setCatalog] = useState<ShopCatalog>();
  const [seasons, setSeasons] = useState<readonly SeasonDates[]>([]);
  const [requests, setRequests] = useState<readonly NotifyRequest[]>([]);
  const refreshRequests = async () => {
    const answer = await loadNotifyRequests(accessToken);
    if (answer.ok) setRequests(answer.data.requests);
    else setError(answer.message);
  };
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void loadCatalog(accessToken).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) return setError(answer.message);
      setCatalog(answer.data.catalog);
      setSeasons(answer.data.seasons);
    });
    void loadNotifyRequests(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setRequests(answer.data.requests);
      else setError(answer.message);
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  const outcome = (changed: boolean, rebuild?: RebuildOutcome) =>
    REBUILD_TEXTS[changed && rebuild ? rebuild : 'unchanged'];

  return (
    <div className="space-y-10">
      {error ? (
        <p role="alert" className="font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
      {!catalog ? (
        <p className="text-ink-muted">Loading…</p>
      ) : (
        <>
          <section aria-labelledby={ids.kits} className="space-y-4">
            <h2 id={ids.kits} className="font-heading text-2xl font-bold text-ink">
              Kits
            </h2>
            {kits.map((kit) => (
              <OfferForm
                key={kit.slug}
                kit={kit}
                offer={catalog.offers[kit.slug]}
                requests={requests.filter((request) => request.kit_slug === kit.slug)}
                onSave={async (offer) => {
                  const answer = await saveOffer(kit.slug, offer, accessToken);
                  if (!answer.ok) return answer.fieldErrors ?? { sale: answer.message };
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
              Printed kits&apos; season
            </h2>
            <SeasonForm
              daysBeforeEaster={catalog.daysBeforeEaster}
              seasons={seasons}
              onSave={async (days) => {
                const answer = await savePrintedSeason(days, accessToken);
                if (!answer.ok) return answer.fieldErrors ?? { days: answer.message };
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
