import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import { CART_EMAIL_MESSAGE, looksLikeEmail } from '@domain/cart-limits';
import { recoverDownloads } from '../api/recover-downloads';

/**
 * The lost-downloads form: the same answer whether or not the address has orders. A plain form (no
 * form library): one field, checked here for typos and by the orders function for real.
 */
export function RecoveryForm() {
  const { locale, t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(undefined);
    if (!looksLikeEmail(email)) {
      setError(CART_EMAIL_MESSAGE);
      return;
    }
    setError(undefined);
    setSending(true);
    // The email and its links come in the page's language; the answer too.
    const outcome = await recoverDownloads(email.trim(), locale);
    setSending(false);
    if (outcome.kind === 'sent') setAnswer({ tone: 'ok', text: outcome.message });
    else if (outcome.kind === 'invalid') setError(outcome.message || CART_EMAIL_MESSAGE);
    else
      setAnswer({
        tone: 'error',
        text: t(outcome.kind === 'rate-limited' ? 'orders.recover.rateLimited' : 'orders.recover.failed'),
      });
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5">
      <FormField label={t('orders.recover.email')} error={error}>
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? t('orders.recover.sending') : t('orders.recover.submit')}
      </Button>
      <p role="status" className={answer?.tone === 'error' ? 'font-semibold text-danger-700' : 'text-ink'}>
        {answer?.text}
      </p>
    </form>
  );
}
