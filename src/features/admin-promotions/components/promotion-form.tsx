import { SubmitRow } from '@/components/ui/submit-row';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import { formatMoney } from '@domain/pricing';
import {
  AMOUNT_OFF_MAX_CENTS,
  AMOUNT_OFF_MIN_CENTS,
  MAX_USES_LIMIT,
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  PROMOTION_CODE_MAX_LENGTH,
  shopDayOf,
  type NewPromotion,
  type PromotionKind,
} from '@domain/promotions';
import { currencyOf, regionNamesIn, regions } from '@domain/regions';
import type { Answer } from '../api/admin-promotions-api';
import { promotionFormFieldOf, promotionFormSchema, type PromotionFormInput } from './promotion-form-schema';

const kindLabels: Readonly<Record<PromotionKind, string>> = {
  percent: 'adminPromotions.form.kindPercent',
  amount: 'adminPromotions.form.kindAmount',
};

/**
 * A new promotion code: its letters, a percentage or an amount per currency, its days and an optional
 * usage limit. Checked here first and again by admin-promotions; a refusal stays in its field with what
 * was typed.
 */
export function PromotionForm({
  onCreate,
}: {
  onCreate(promotion: NewPromotion): Promise<Answer<{ promotion: { code: string } }>>;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const [status, setStatus] = useState<string>();
  const schema = useMemo(
    () =>
      promotionFormSchema({
        code: t('adminPromotions.form.codeInvalid'),
        percent: t('adminPromotions.form.percentInvalid', { min: PERCENT_OFF_MIN, max: PERCENT_OFF_MAX }),
        amount: t('adminPromotions.form.amountInvalid', {
          min: formatMoney(AMOUNT_OFF_MIN_CENTS, 'USD', { locale }),
          max: formatMoney(AMOUNT_OFF_MAX_CENTS, 'USD', { locale }),
        }),
        date: t('adminPromotions.form.dateInvalid'),
        endBeforeStart: t('adminPromotions.form.endBeforeStart'),
        maxUses: t('adminPromotions.form.maxUsesInvalid', { max: MAX_USES_LIMIT }),
      }),
    [t, locale],
  );
  const form = useForm<PromotionFormInput, unknown, NewPromotion>({
    resolver: zodResolver(schema),
    defaultValues: {
      code: '',
      kind: 'percent',
      percent: '',
      amountUs: '',
      amountCa: '',
      startsOn: shopDayOf(new Date()),
      endsOn: '',
      maxUses: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(async (promotion) => {
        setStatus(undefined);
        const answer = await onCreate(promotion);
        if (answer.ok) {
          form.reset();
          return setStatus(t('adminPromotions.form.created', { code: answer.data.promotion.code }));
        }
        const fields = Object.entries(answer.fieldErrors ?? {});
        for (const [path, message] of fields)
          form.setError(promotionFormFieldOf[path] ?? 'code', { message });
        if (!fields.length) form.setError('code', { message: answer.message ?? t('adminPromotions.failed') });
      })}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-2 md:items-start"
    >
      <h3 id={headingId} className="font-heading text-lg font-bold text-ink md:col-span-2">
        {t('adminPromotions.form.heading')}
      </h3>
      <FormField
        label={t('adminPromotions.form.code')}
        description={t('adminPromotions.form.codeHint')}
        error={errors.code?.message}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMOTION_CODE_MAX_LENGTH}
            {...form.register('code')}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-ink">{t('adminPromotions.form.kind')}</legend>
        {(['percent', 'amount'] as const).map((value) => (
          <label key={value} className="flex items-center gap-3 text-ink">
            <input
              type="radio"
              value={value}
              className="size-5 accent-brand-600"
              {...form.register('kind')}
            />
            {t(kindLabels[value])}
          </label>
        ))}
      </fieldset>
      {kind === 'percent' ? (
        <FormField label={t('adminPromotions.form.percent')} error={errors.percent?.message}>
          {(field) => (
            <Input {...field} inputMode="numeric" autoComplete="off" {...form.register('percent')} />
          )}
        </FormField>
      ) : (
        regions.map((region) => {
          const name = region === 'us' ? 'amountUs' : 'amountCa';
          return (
            <FormField
              key={region}
              label={t('adminPromotions.form.amount', {
                region: regionNamesIn[locale][region],
                currency: currencyOf(region),
              })}
              error={errors[name]?.message}
            >
              {(field) => (
                <Input {...field} inputMode="decimal" autoComplete="off" {...form.register(name)} />
              )}
            </FormField>
          );
        })
      )}
      <p className="text-sm text-ink-muted md:col-span-2">{t('adminPromotions.form.datesHint')}</p>
      <FormField label={t('adminPromotions.form.startsOn')} error={errors.startsOn?.message}>
        {(field) => <Input {...field} type="date" {...form.register('startsOn')} />}
      </FormField>
      <FormField label={t('adminPromotions.form.endsOn')} error={errors.endsOn?.message}>
        {(field) => <Input {...field} type="date" {...form.register('endsOn')} />}
      </FormField>
      <FormField
        label={t('adminPromotions.form.maxUses')}
        description={t('adminPromotions.form.maxUsesHint')}
        error={errors.maxUses?.message}
      >
        {(field) => <Input {...field} inputMode="numeric" autoComplete="off" {...form.register('maxUses')} />}
      </FormField>
      <SubmitRow busy={isSubmitting} status={status} className="md:col-span-2">
        {t('adminPromotions.form.create')}
      </SubmitRow>
    </form>
  );
}
