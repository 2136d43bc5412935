import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import {
  prepareSecondFactor,
  secondFactorCodeSchemaWith,
  verifySecondFactor,
  type SecondFactorCode,
  type SecondFactorStep,
} from '../api/second-factor';

/** Base32 in groups of four, as authenticator apps accept it typed with or without the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second factor the admin functions require (aal2): on first use the owner enrols an
 * authenticator app (QR code or setup key, then a code), later they enter a code. Once verified,
 * supabase-js's new session reaches the gate, which shows the console.
 */
export function SecondFactor() {
  const { t } = useI18n();
  const [step, setStep] = useState<SecondFactorStep>();
  const preparing = useRef<Promise<SecondFactorStep>>(undefined);

  useEffect(() => {
    let cancelled = false;
    // One enrolment even when the effect runs twice (StrictMode): both runs wait for the same one.
    preparing.current ??= prepareSecondFactor();
    void preparing.current.then((next) => {
      if (!cancelled) setStep(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!step) return <p role="status">{t('adminOrders.secondFactor.preparing')}</p>;
  if (step.kind === 'failed') return <p role="alert">{t('adminOrders.secondFactor.failed')}</p>;

  const enrol = step.kind === 'enrol';
  return (
    <section aria-labelledby="second-factor-heading" className="grid max-w-xl gap-4">
      <h1 id="second-factor-heading" className="font-heading text-3xl font-bold text-ink">
        {enrol ? t('adminOrders.secondFactor.enrolHeading') : t('adminOrders.secondFactor.challengeHeading')}
      </h1>
      {step.kind === 'enrol' ? (
        <>
          <p className="text-ink-muted">{t('adminOrders.secondFactor.enrolIntro')}</p>
          <ol className="grid list-decimal gap-4 pl-5">
            <li className="grid gap-2">
              <p>{t('adminOrders.secondFactor.scan')}</p>
              <img
                src={step.qrCode}
                alt={t('adminOrders.secondFactor.qrAlt')}
                width={200}
                height={200}
                className="rounded-xl border border-line bg-white p-2"
              />
            </li>
            <li className="grid gap-2">
              <p>{t('adminOrders.secondFactor.typeKey')}</p>
              <p>
                <span className="sr-only">{t('adminOrders.secondFactor.setupKey')} </span>
                <code className="rounded-lg bg-sunshine-100 px-2 py-1 font-mono text-lg tracking-wide break-all">
                  {grouped(step.secret)}
                </code>
              </p>
            </li>
            <li>{t('adminOrders.secondFactor.enterCode')}</li>
          </ol>
        </>
      ) : (
        <p className="text-ink-muted">{t('adminOrders.secondFactor.challengeIntro')}</p>
      )}
      <CodeForm
        factorId={step.factorId}
        submitLabel={
          enrol ? t('adminOrders.secondFactor.verifyEnrol') : t('adminOrders.secondFactor.verifyChallenge')
        }
      />
    </section>
  );
}

function CodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const { t } = useI18n();
  const [verified, setVerified] = useState(false);
  const schema = useMemo(() => secondFactorCodeSchemaWith(t('adminOrders.secondFactor.codeShape')), [t]);
  const form = useForm<{ code: string }, unknown, SecondFactorCode>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={form.handleSubmit(async (input) => {
        const answer = await verifySecondFactor(factorId, input);
        // A wrong code stays in the field, with the message beside it.
        if (!answer.ok)
          form.setError(
            'code',
            { message: t(`adminOrders.secondFactor.${answer.refusal}`) },
            { shouldFocus: true },
          );
        else setVerified(true);
      })}
      className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start"
    >
      <FormField label={t('adminOrders.secondFactor.code')} error={errors.code?.message}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting || verified} className="sm:mt-7">
        {submitLabel}
      </Button>
      {verified ? (
        <p role="status" className="sm:col-span-2">
          {t('adminOrders.secondFactor.verified')}
        </p>
      ) : null}
    </form>
  );
}
