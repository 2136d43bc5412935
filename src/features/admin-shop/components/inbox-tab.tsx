import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
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
      {error ? (
        <p role="alert" className="font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
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
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t('adminShop.inbox.email')}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {t('adminShop.inbox.ages')}
                </th>
                <th scope="col" className="py-1">
                  {t('adminShop.inbox.joined')}
                </th>
              </tr>
            </thead>
            <tbody>
              {waitlist.map((entry) => (
                <tr key={entry.email} className="border-t border-line">
                  <td className="py-1 pr-4">{entry.email}</td>
                  <td className="py-1 pr-4">{entry.age_range ?? '—'}</td>
                  <td className="py-1">{new Date(entry.created_at).toLocaleString(tag)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
