import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authSettings } from '@/config/auth-settings';
import { useNotices } from '@/config/notices';
import { authMessagesIn, authSchemasWith, type Credentials, type EmailOnly } from '@domain/auth';
import { confirmationRedirect, recoveryRedirect, useAuth } from '@/features/auth/auth-provider';
import { useAuthErrorReports } from '@/features/auth/report-auth-error';
import { useI18n } from '@/lib/i18n/i18n';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import type { Locale } from '@domain/locales';

export type AuthMode = 'login' | 'signup';

const copy = {
  login: {
    heading: 'auth.form.loginHeading',
    submit: 'auth.form.loginSubmit',
    busy: 'auth.form.loginBusy',
    toggle: 'auth.form.toSignUp',
  },
  signup: {
    heading: 'auth.form.signUpHeading',
    submit: 'auth.form.signUpSubmit',
    busy: 'auth.form.signUpBusy',
    toggle: 'auth.form.toLogIn',
  },
} as const;

/** The auth forms' schemas in the page's language (a new account's password meets the project's minimum). */
function useAuthSchemas(locale: Locale) {
  return useMemo(() => {
    const schemas = authSchemasWith(authMessagesIn[locale]);
    return {
      credentials: schemas.credentials,
      signUp: schemas.signUpFor(authSettings.minimumPasswordLength),
      emailOnly: schemas.emailOnly,
    };
  }, [locale]);
}

/** Log in or sign up (spec §2, §4, §5, §8), plus the two ways back in a member needs: a reset link and a new confirmation email. */
export function AuthForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { signIn, signUp } = useAuth();
  const { t, locale } = useI18n();
  const { notices } = useNotices();
  const { reportAuthError, reportUnexpectedError } = useAuthErrorReports();
  const schemas = useAuthSchemas(locale);
  const [mode, setMode] = useState<AuthMode>('login');
  const [view, setView] = useState<'credentials' | 'forgot'>('credentials');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The login page is prerendered: before hydration a native submit would put the password in the URL.
  const hydrated = useHydrated();
  const form = useForm<Credentials>({
    resolver: zodResolver(mode === 'signup' ? schemas.signUp : schemas.credentials),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const switchMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setUnconfirmedEmail(null);
    form.reset();
  };

  const onSubmit = async ({ email, password }: Credentials) => {
    try {
      if (mode === 'login') {
        const { error } = await signIn(email, password);
        if (error) {
          if (error.code === 'email_not_confirmed') setUnconfirmedEmail(email);
          reportAuthError(error);
          return;
        }
        toast(notices.loginSucceeded);
        onLoggedIn();
        return;
      }
      const { error } = await signUp(email, password);
      if (error) {
        reportAuthError(error);
        return;
      }
      toast(notices.signupSucceeded);
      setMode('login');
      form.reset();
    } catch {
      reportUnexpectedError();
    }
  };

  if (view === 'forgot') {
    return (
      <ForgotPasswordForm defaultEmail={form.getValues('email')} onDone={() => setView('credentials')} />
    );
  }

  const text = copy[mode];
  return (
    <div className="grid gap-6">
      <h2 className="font-heading text-2xl font-semibold text-ink">{t(text.heading)}</h2>
      {unconfirmedEmail ? <UnconfirmedEmailNote email={unconfirmedEmail} /> : null}
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-5"
        aria-label={t(text.submit)}
      >
        <FormField label={t('auth.form.email')} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField
          label={t('auth.form.password')}
          description={
            mode === 'signup'
              ? t('auth.form.passwordHint', { minimum: authSettings.minimumPasswordLength })
              : undefined
          }
          error={errors.password?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              {...form.register('password')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t(text.busy) : t(text.submit)}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" className="h-auto px-0 text-left whitespace-normal" onClick={switchMode}>
          {t(text.toggle)}
        </Button>
        {mode === 'login' ? (
          <Button variant="link" className="px-0" onClick={() => setView('forgot')}>
            {t('auth.form.forgot')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function UnconfirmedEmailNote({ email }: { email: string }) {
  const { t, locale } = useI18n();
  const { reportAuthError, reportUnexpectedError } = useAuthErrorReports();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      const { error } = await supabase.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: confirmationRedirect(locale) },
      });
      if (error) {
        reportAuthError(error);
        setState('idle');
        return;
      }
      setState('sent');
    } catch {
      reportUnexpectedError();
      setState('idle');
    }
  };
  return (
    <div
      role="status"
      className="grid gap-3 rounded-xl border-2 border-sunshine-400 bg-sunshine-100 p-4 text-ink"
    >
      <p className="break-words">
        {t.rich('auth.unconfirmed.note', { email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {state === 'sent' ? (
        <p className="font-semibold">{t('auth.unconfirmed.sent')}</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={state === 'sending'}
          onClick={resend}
        >
          {state === 'sending' ? t('auth.unconfirmed.sending') : t('auth.unconfirmed.resend')}
        </Button>
      )}
    </div>
  );
}

function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const { t, locale } = useI18n();
  const { reportAuthError, reportUnexpectedError } = useAuthErrorReports();
  const schemas = useAuthSchemas(locale);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnly>({
    resolver: zodResolver(schemas.emailOnly),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: EmailOnly) => {
    try {
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: recoveryRedirect(locale),
      });
      if (error) {
        reportAuthError(error);
        return;
      }
      setSentTo(email);
    } catch {
      reportUnexpectedError();
    }
  };

  return (
    <div className="grid gap-6">
      <h2 className="font-heading text-2xl font-semibold text-ink">{t('auth.forgot.heading')}</h2>
      {sentTo ? (
        <p role="status" className="rounded-xl border-2 border-line bg-surface p-4 break-words text-ink">
          {t.rich('auth.forgot.sent', { email: sentTo, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-5"
          aria-label={t('auth.forgot.formLabel')}
        >
          <p className="text-ink-muted">{t('auth.forgot.lead')}</p>
          <FormField label={t('auth.form.email')} error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <Button variant="link" className="justify-self-start px-0" onClick={onDone}>
        {t('auth.forgot.back')}
      </Button>
    </div>
  );
}
