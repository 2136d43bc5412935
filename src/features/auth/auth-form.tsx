import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authSettings } from '@/config/auth-settings';
import { notices } from '@/config/notices';
import {
  credentialsSchema,
  emailOnlySchema,
  signUpSchemaFor,
  type Credentials,
  type EmailOnly,
} from '@domain/auth';
import { useAuth } from '@/features/auth/auth-provider';
import { reportAuthError, reportUnexpectedError } from '@/features/auth/report-auth-error';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

export type AuthMode = 'login' | 'signup';

const copy = {
  login: {
    heading: 'Welcome back!',
    submit: 'Log In',
    busy: 'Logging in...',
    toggle: "Don't have an account? Sign up",
  },
  signup: {
    heading: 'Create your account',
    submit: 'Sign Up',
    busy: 'Creating account...',
    toggle: 'Already have an account? Log in',
  },
} as const;

/** A new account's password must meet the project's minimum; logging in checks only the spec's. */
const signUpSchema = signUpSchemaFor(authSettings.minimumPasswordLength);

const recoveryRedirect = () => `${window.location.origin}/clue-reset-password`;
const confirmationRedirect = () => `${window.location.origin}/clue-login`;

/** Log in or sign up (spec §2, §4, §5, §8), plus the two ways back in a member needs: a reset link and a new confirmation email. */
export function AuthForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const [view, setView] = useState<'credentials' | 'forgot'>('credentials');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The login page is prerendered: before hydration a native submit would put the password in the URL.
  const hydrated = useHydrated();
  const form = useForm<Credentials>({
    resolver: zodResolver(mode === 'signup' ? signUpSchema : credentialsSchema),
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
      <h2 className="font-heading text-2xl font-semibold text-ink">{text.heading}</h2>
      {unconfirmedEmail ? <UnconfirmedEmailNote email={unconfirmedEmail} /> : null}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" aria-label={text.submit}>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField
          label="Password"
          description={
            mode === 'signup' ? `At least ${authSettings.minimumPasswordLength} characters.` : undefined
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
          {isSubmitting ? text.busy : text.submit}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" className="px-0" onClick={switchMode}>
          {text.toggle}
        </Button>
        {mode === 'login' ? (
          <Button variant="link" className="px-0" onClick={() => setView('forgot')}>
            Forgot password?
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function UnconfirmedEmailNote({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      const { error } = await supabase.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: confirmationRedirect() },
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
      <p>
        Your email address is not confirmed yet. Open the link in the email we sent to{' '}
        <strong>{email}</strong>, then log in.
      </p>
      {state === 'sent' ? (
        <p className="font-semibold">A new confirmation email is on its way.</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={state === 'sending'}
          onClick={resend}
        >
          {state === 'sending' ? 'Sending...' : 'Resend confirmation email'}
        </Button>
      )}
    </div>
  );
}

function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnly>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email }: EmailOnly) => {
    try {
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: recoveryRedirect() });
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
      <h2 className="font-heading text-2xl font-semibold text-ink">Reset your password</h2>
      {sentTo ? (
        <p role="status" className="rounded-xl border-2 border-line bg-surface p-4 text-ink">
          If an account exists for <strong>{sentTo}</strong>, an email with a link to choose a new password is
          on its way. The link works once.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-5"
          aria-label="Reset password"
        >
          <p className="text-ink-muted">
            Enter your account&apos;s email and we&apos;ll send you a link to choose a new password.
          </p>
          <FormField label="Email" error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button variant="link" className="justify-self-start px-0" onClick={onDone}>
        Back to log in
      </Button>
    </div>
  );
}
