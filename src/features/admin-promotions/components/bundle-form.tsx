import { SubmitRow } from '@/components/ui/submit-row';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import { DIGITAL_BUNDLE_SIZE, type BundleOffer } from '@domain/bundles';
import { PRICE_MAX_CENTS, PRICE_MIN_CENTS } from '@domain/catalog';
import { centsToDecimal, formatMoney } from '@domain/pricing';
import { currencyOf, regionNamesIn, regions } from '@domain/regions';
import type { Answer, RebuildOutcome } from '../api/admin-promotions-api';
import { bundleFormSchema, type BundleFormInput } from './promotion-form-schema';

/**
 * The digital-kit bundle: offered or not, and its price per region (issue 29 §3). A save is audited and
 * rebuilds the pages, whose cart shows the saving; checkout charges it at once.
 */
export function BundleForm({
  bundle,
  onSave,
}: {
  bundle: BundleOffer;
  onSave(bundle: BundleOffer): Promise<Answer<{ changed: boolean; rebuild?: RebuildOutcome }>>;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const [status, setStatus] = useState<string>();
  const schema = useMemo(
    () =>
      bundleFormSchema(
        t('adminPromotions.bundle.priceInvalid', {
          min: formatMoney(PRICE_MIN_CENTS, 'USD', { locale }),
          max: formatMoney(PRICE_MAX_CENTS, 'USD', { locale }),
        }),
      ),
    [t, locale],
  );
  const form = useForm<BundleFormInput, unknown, BundleOffer>({
    resolver: zodResolver(schema),
    defaultValues: {
      active: bundle.active,
      us: centsToDecimal(bundle.priceCents.us),
      ca: centsToDecimal(bundle.priceCents.ca),
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-heading text-2xl font-bold text-ink">
        {t('adminPromotions.bundle.heading', { size: DIGITAL_BUNDLE_SIZE })}
      </h2>
      <p className="max-w-2xl text-ink-muted">
        {t('adminPromotions.bundle.description', { size: DIGITAL_BUNDLE_SIZE })}
      </p>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.handleSubmit(async (values) => {
          setStatus(undefined);
          const answer = await onSave(values);
          if (answer.ok)
            return setStatus(
              t('adminPromotions.bundle.saved', {
                outcome: !answer.data.changed
                  ? 'unchanged'
                  : answer.data.rebuild === 'not-configured'
                    ? 'notConfigured'
                    : (answer.data.rebuild ?? 'unchanged'),
              }),
            );
          const fields = answer.fieldErrors ?? {};
          form.setError('us', {
            message: fields['priceCents.us'] ?? answer.message ?? t('adminPromotions.failed'),
          });
          if (fields['priceCents.ca']) form.setError('ca', { message: fields['priceCents.ca'] });
        })}
        className="grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-3 md:items-start"
      >
        <label className="flex items-center gap-3 self-center font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-brand-600" {...form.register('active')} />
          {t('adminPromotions.bundle.active')}
        </label>
        {regions.map((region) => (
          <FormField
            key={region}
            label={t('adminPromotions.bundle.price', {
              region: regionNamesIn[locale][region],
              currency: currencyOf(region),
            })}
            error={errors[region]?.message}
          >
            {(field) => (
              <Input {...field} inputMode="decimal" autoComplete="off" {...form.register(region)} />
            )}
          </FormField>
        ))}
        <SubmitRow busy={isSubmitting} status={status} className="md:col-span-3">
          {t('adminPromotions.bundle.save')}
        </SubmitRow>
      </form>
    </section>
  );
}
