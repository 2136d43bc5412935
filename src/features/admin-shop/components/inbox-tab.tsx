import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import {
  answerMessage,
  listMessages,
  listWaitlist,
  waitlistCsv,
  type ContactMessage,
  type WaitlistEntry,
} from '../api/admin-shop-api';

export const INBOX_TAB_TEXTS = {
  messages: 'Messages',
  waiting: 'Waiting for an answer',
  answered: 'Answered',
  markAnswered: 'Mark answered',
  markWaiting: 'Mark not answered',
  noMessages: 'No messages.',
  waitlist: 'Waitlist',
  exportCsv: 'Export CSV',
  noWaitlist: 'Nobody on the waitlist yet.',
  loading: 'Loading…',
} as const;

/** Contact messages (marked answered once the owner has replied by email) and the waitlist with its export. */
export function InboxTab({ accessToken }: { accessToken: string }) {
  const ids = { messages: useId(), waitlist: useId() };
  const [messages, setMessages] = useState<ContactMessage[]>();
  const [waitlist, setWaitlist] = useState<WaitlistEntry[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void listMessages(undefined, accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setMessages(answer.data.messages);
      else setError(answer.message);
    });
    void listWaitlist(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setWaitlist(answer.data.waitlist);
      else setError(answer.message);
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  const mark = async (message: ContactMessage, answered: boolean) => {
    const answer = await answerMessage(message.id, answered, accessToken);
    if (!answer.ok) return setError(answer.message);
    setMessages((current) =>
      current?.map((entry) => (entry.id === message.id ? answer.data.message : entry)),
    );
  };

  const exportCsv = async () => {
    const answer = await waitlistCsv(accessToken);
    if (!answer.ok) return setError(answer.message);
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
          {INBOX_TAB_TEXTS.messages}
        </h2>
        {!messages ? (
          <p className="text-ink-muted">{INBOX_TAB_TEXTS.loading}</p>
        ) : messages.length === 0 ? (
          <p className="text-ink-muted">{INBOX_TAB_TEXTS.noMessages}</p>
        ) : (
          <ul className="space-y-3">
            {messages.map((message) => (
              <li
                key={message.id}
                aria-label={`Message from ${message.name}`}
                className="rounded-card border border-line bg-surface p-4 shadow-card"
              >
                <p className="font-semibold text-ink">
                  {message.name} ·{' '}
                  <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>{' '}
                  ·{' '}
                  <span className="text-ink-muted">
                    {message.answered_at ? INBOX_TAB_TEXTS.answered : INBOX_TAB_TEXTS.waiting}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line text-ink">{message.message}</p>
                <p className="mt-1 text-sm text-ink-muted">{new Date(message.created_at).toLocaleString()}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-3"
                  onClick={() => void mark(message, !message.answered_at)}
                >
                  {message.answered_at ? INBOX_TAB_TEXTS.markWaiting : INBOX_TAB_TEXTS.markAnswered}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={ids.waitlist} className="space-y-3">
        <div className="flex flex-wrap items-center gap-4">
          <h2 id={ids.waitlist} className="font-heading text-2xl font-bold text-ink">
            {INBOX_TAB_TEXTS.waitlist}
          </h2>
          <Button size="sm" onClick={() => void exportCsv()}>
            {INBOX_TAB_TEXTS.exportCsv}
          </Button>
        </div>
        {!waitlist ? (
          <p className="text-ink-muted">{INBOX_TAB_TEXTS.loading}</p>
        ) : waitlist.length === 0 ? (
          <p className="text-ink-muted">{INBOX_TAB_TEXTS.noWaitlist}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Email
                </th>
                <th scope="col" className="py-1 pr-4">
                  Ages
                </th>
                <th scope="col" className="py-1">
                  Joined (consent)
                </th>
              </tr>
            </thead>
            <tbody>
              {waitlist.map((entry) => (
                <tr key={entry.email} className="border-t border-line">
                  <td className="py-1 pr-4">{entry.email}</td>
                  <td className="py-1 pr-4">{entry.age_range ?? '—'}</td>
                  <td className="py-1">{new Date(entry.created_at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
