import { useEffect, useId, useState } from 'react';

import { AlertText } from '@/components/ui/alert-text';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useI18n } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import {
  answerMessage,
  listMessages,
  listWaitlist,
  waitlistCsv,
  type ContactMessage,
  type WaitlistEntry,
} from '../api/admin-shop-api';

/** Contact messages (marked answered once the owner has replied by email) and the waitlist with its export. */
export function InboxTab({ accessToken }: { accessToken: string }) {
  const { t, tag } = useI18n();
  const ids = { messages: useId(), waitlist: useId() };
  const [messages, setMessages] = useState<ContactMessage[]>();
  const [waitlist, setWaitlist] = useState<WaitlistEntry[]>();
  const [error, setError] = useState<string>();
  const fail = (message?: string) => setError(message ?? t('adminShop.failed'));

  useEffect(() => {
    let cancelled = false;
    void listMessages(undefined, accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setMessages(answer.data.messages);
      else setError(answer.message ?? t('adminShop.failed'));
    });
    void listWaitlist(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setWaitlist(answer.data.waitlist);
      else setError(answer.message ?? t('adminShop.failed'));
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken, t]);

  const mark = async (message: ContactMessage, answered: boolean) => {
    const answer = await answerMessage(message.id, answered, accessToken);
    if (!answer.ok) return fail(answer.message);
    setMessages((current) =>
      current?.map((entry) => (entry.id === message.id ? answer.data.message : entry)),
    );
  };

  const exportCsv = async () => {
    const answer = await waitlistCsv(accessToken);
    if (!answer.ok) return fail(answer.message);
    saveFile(answer.data, 'waitlist.csv');
  };

  return (
    <div className="space-y-10">
      <AlertText>{error}</AlertText>
      <section aria-labelledby={ids.messages} className="space-y-3">
        <h2 id={ids.messages} className="font-heading text-2xl font-bold text-ink">
          {t('adminShop.inbox.messages')}
        </h2>
        {!messages ? (
          <p className="text-ink-muted">{t('adminShop.loading')}</p>
        ) : messages.length === 0 ? (
          <p className="text-ink-muted">{t('adminShop.inbox.noMessages')}</p>
        ) : (
          <ul className="space-y-3">
            {messages.map((message) => (
              <li
                key={message.id}
                aria-label={t('adminShop.inbox.messageFrom', { name: message.name })}
                className="rounded-card border border-line bg-surface p-4 shadow-card"
              >
                <p className="font-semibold text-ink">
                  {message.name} ·{' '}
                  <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>{' '}
                  ·{' '}
                  <span className="text-ink-muted">
                    {message.answered_at ? t('adminShop.inbox.answered') : t('adminShop.inbox.waiting')}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line text-ink">{message.message}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  {new Date(message.created_at).toLocaleString(tag)}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-3"
                  onClick={() => void mark(message, !message.answered_at)}
                >
                  {message.answered_at ? t('adminShop.inbox.markWaiting') : t('adminShop.inbox.markAnswered')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={ids.waitlist} className="space-y-3">
        <div className="flex flex-wrap items-center gap-4">
          <h2 id={ids.waitlist} className="font-heading text-2xl font-bold text-ink">
            {t('adminShop.inbox.waitlist')}
          </h2>
          <Button size="sm" onClick={() => void exportCsv()}>
            {t('adminShop.inbox.exportCsv')}
          </Button>
        </div>
        {!waitlist ? (
          <p className="text-ink-muted">{t('adminShop.loading')}</p>
        ) : waitlist.length === 0 ? (
          <p className="text-ink-muted">{t('adminShop.inbox.noWaitlist')}</p>
        ) : (
          <DataTable
            rows={waitlist}
            rowKey={(entry) => entry.email}
            columns={[
              { header: t('adminShop.inbox.email'), cell: (entry) => entry.email },
              { header: t('adminShop.inbox.ages'), cell: (entry) => entry.age_range ?? '—' },
              {
                header: t('adminShop.inbox.joined'),
                cell: (entry) => new Date(entry.created_at).toLocaleString(tag),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
