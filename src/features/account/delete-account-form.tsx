import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callFunction } from '@/lib/functions-fetch';
import { accountDeletionTexts as texts } from '@domain/account';

/**
 * Deleting the account: what goes and what stays is said first, the member types their email to
 * confirm, the server checks it again; `onDeleted` then signs the member out (the page's job).
 */
export function DeleteAccountForm({
  accountEmail,
  accessToken,
  onDeleted,
}: {
  accountEmail: string;
  accessToken: string;
  onDeleted: () => Promise<void>;
}) {
  const ids = { heading: useId(), email: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().toLowerCase() !== accountEmail.toLowerCase()) {
      setError(texts.emailMismatch);
      return;
    }
    setBusy(true);
    const result = await callFunction('delete-account', { email: email.trim() }, { token: accessToken });
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? texts.failed);
      return;
    }
    await onDeleted();
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <h2 id={ids.heading} className="font-heading text-2xl font-semibold text-ink">
        {texts.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{texts.explains}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-md gap-2">
        <label htmlFor={ids.email} className="font-semibold text-ink">
          {texts.confirmLabel}
        </label>
        <Input
          id={ids.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-berry-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="destructive" disabled={busy} className="mt-2 justify-self-start">
          {texts.button}
        </Button>
      </form>
    </section>
  );
}
