import type { MailMessage } from './mailbox.ts';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d1d5db; vertical-align: top; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  iframe { width: 100%; min-height: 32rem; border: 1px solid #d1d5db; background: #fff; }
  pre { white-space: pre-wrap; background: #f3f4f6; padding: 1rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .actions { display: flex; gap: 1rem; align-items: center; margin-bottom: 1rem; }
`;

/** The inbox: newest first, each subject links to the message. */
export function renderMessagesPage(messages: MailMessage[], toFilter: string | null): string {
  const heading = toFilter ? `Mail to ${escapeHtml(toFilter)}` : 'Local mailbox';
  const rows = messages
    .map(
      (m) => `<tr>
        <td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
        <td>${escapeHtml(m.to.join(', '))}</td>
        <td>${formatDate(m.date)}</td>
      </tr>`,
    )
    .join('');
  const body =
    messages.length === 0
      ? '<p>No messages yet. Reload this page after the app sends one.</p>'
      : `<table>
          <caption class="visually-hidden">${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
          <thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received</th></tr></thead>
          <tbody>${rows}</tbody>
        </table>`;
  return layout(
    heading,
    `<h1>${heading}</h1>
    <div class="actions">
      ${toFilter ? '<a href="/">Show all mail</a>' : ''}
      <form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
    </div>
    ${body}`,
  );
}

/** One message: its headers, then the HTML body in a sandbox (links open in a new tab) or the text. */
export function renderMessagePage(message: MailMessage | undefined): string {
  if (!message) {
    return layout(
      'Message not found',
      '<h1>Message not found</h1><p>It may have been deleted. <a href="/">Back to the mailbox</a></p>',
    );
  }
  const subject = escapeHtml(message.subject || '(no subject)');
  const content = message.html
    ? `<iframe title="Email content" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(
        `<base target="_blank">${message.html}`,
      )}"></iframe>`
    : `<pre>${linkify(message.text)}</pre>`;
  const textSection =
    message.html && message.text
      ? `<details><summary>Plain-text version</summary><pre>${linkify(message.text)}</pre></details>`
      : '';
  return layout(
    subject,
    `<p><a href="/">Back to the mailbox</a></p>
    <h1>${subject}</h1>
    <dl>
      <dt>From</dt><dd>${escapeHtml(message.from)}</dd>
      <dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
      <dt>Received</dt><dd>${formatDate(message.date)}</dd>
    </dl>
    ${content}
    ${textSection}`,
  );
}

function layout(title: string, main: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Adventure Clue Kits mailbox</title>
<style>${STYLE}</style>
</head>
<body><main>${main}</main></body>
</html>`;
}

function formatDate(iso: string) {
  const readable = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readable)}</time>`;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Escapes text and turns bare URLs (confirmation links) into anchors. */
function linkify(text: string) {
  return text
    .split(URL_PATTERN)
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
