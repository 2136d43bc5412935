import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  prepareSecondFactor,
  secondFactorCodeSchema,
  verifySecondFactor,
  type SecondFactorCode,
  type SecondFactorStep,
} from '../api/second-factor';

export const SECOND_FACTOR_TEXTS = {
  preparing: 'Preparing your second factor…',
  failed: 'Your second factor could not be reached. Please reload the page.',
  enrolHeading: 'Set up your second factor',
  enrolIntro:
    'The shop admin can refund money and send download links, so it asks for a code from an authenticator app (such as 1Password, Google Authenticator or Authy) as well as your password.',
  scan: 'Scan this QR code with the app.',
  qrAlt: 'QR code that adds Adventure Clue Kits to your authenticator app',
  typeKey: 'Or add an account in the app and type this setup key:',
  setupKey: 'Setup key',
  enterCode: 'Then enter the 6-digit code the app shows.',
  challengeHeading: 'Enter your authenticator code',
  challengeIntro: 'Open your authenticator app and enter the 6-digit code it shows for Adventure Clue Kits.',
  code: '6-digit code',
  verifyEnrol: 'Verify and open the admin',
  verifyChallenge: 'Verify',
  verified: 'Verified. Opening the admin…',
} as const;

/** Base32 in groups of four, as authenticator apps accept it typed with or without the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second factor the admin functions require (aal2): on first use the owner enrols an
 * authenticator app (QR code or setup key, then a code), later they enter a code. Once verified,
 * supabase-js's new session reaches the gate, which shows the console.
 */
export function SecondFactor() {
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

  if (!step) return <p role="status">{SECOND_FACTOR_TEXTS.preparing}</p>;
  if (step.kind === 'failed') return <p role="alert">{SECOND_FACTOR_TEXTS.failed}</p>;

  const enrol = step.kind === 'enrol';
  return (
    <section aria-labelledby="second-factor-heading" className="grid max-w-xl gap-4">
      <h1 id="second-factor-heading" className="font-heading text-3xl font-bold text-ink">
        {enrol ? SECOND_FACTOR_TEXTS.enrolHeading : SECOND_FACTOR_TEXTS.challengeHeading}
      </h1>
      {step.kind === 'enrol' ? (
        <>
          <p className="text-ink-muted">{SECOND_FACTOR_TEXTS.enrolIntro}</p>
          <ol className="grid list-decimal gap-4 pl-5">
            <li className="grid gap-2">
              <p>{SECOND_FACTOR_TEXTS.scan}</p>
              <img
                src={step.qrCode}
                alt={SECOND_FACTOR_TEXTS.qrAlt}
                width={200}
                height={200}
                className="rounded-xl border border-line bg-white p-2"
              />
            </li>
            <li className="grid gap-2">
              <p>{SECOND_FACTOR_TEXTS.typeKey}</p>
              <p>
                <span className="sr-only">{SECOND_FACTOR_TEXTS.setupKey}: </span>
                <code className="rounded-lg bg-sunshine-100 px-2 py-1 font-mono text-lg tracking-wide break-all">
                  {grouped(step.secret)}
                </code>
              </p>
            </li>
            <li>{SECOND_FACTOR_TEXTS.enterCode}</li>
          </ol>
        </>
      ) : (
        <p className="text-ink-muted">{SECOND_FACTOR_TEXTS.challengeIntro}</p>
      )}
      <CodeForm
        factorId={step.factorId}
        submitLabel={enrol ? SECOND_FACTOR_TEXTS.verifyEnrol : SECOND_FACTOR_TEXTS.verifyChallenge}
      />
    </section>
  );
}

function CodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const [verified, setVerified] = useState(false);
  const form = useForm<{ code: string }, unknown, SecondFactorCode>({
    resolver: zodResolver(secondFactorCodeSchema),
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
        if (!answer.ok) form.setError('code', { message: answer.message }, { shouldFocus: true });
        else setVerified(true);
      })}
      className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start"
    >
      <FormField label={SECOND_FACTOR_TEXTS.code} error={errors.code?.message}>
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
          {SECOND_FACTOR_TEXTS.verified}
        </p>
      ) : null}
    </form>
  );
}
