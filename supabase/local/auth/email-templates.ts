/** The emails the auth service sends, in the shop's voice and colours (the brand, sunshine and leaf palettes of tailwind.config.ts). */
export interface AuthEmail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_NAME = 'Adventure Clue Kits';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Email clients drop <style> blocks and web fonts, hence inline styles and a table layout. */
function layout(opts: {
  heading: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}) {
  const link = escapeHtml(opts.link);
  const paragraphs = opts.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2b2118;">${escapeHtml(text)}</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#fffdf8;font-family:Nunito,Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fffdf8;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:2px solid #fcd34d;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:#166534;">&#129517; ${PRODUCT_NAME}</td></tr>
<tr><td style="padding:8px 32px 24px;">
<h1 style="margin:0 0 16px;font-size:24px;color:#2b2118;">${escapeHtml(opts.heading)}</h1>
${paragraphs}
<p style="margin:24px 0;text-align:center;"><a href="${link}" style="display:inline-block;padding:14px 28px;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;border-radius:999px;">${escapeHtml(opts.buttonLabel)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c4a3d;">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all;"><a href="${link}" style="color:#166534;">${link}</a></p>
<p style="margin:0;font-size:13px;color:#5c4a3d;">${escapeHtml(opts.footnote)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function plainText(opts: { heading: string; paragraphs: string[]; link: string; footnote: string }) {
  return [
    PRODUCT_NAME,
    '',
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((text) => [text, '']),
    opts.link,
    '',
    opts.footnote,
    '',
  ].join('\n');
}

function build(opts: {
  subject: string;
  heading: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}) {
  return { subject: opts.subject, text: plainText(opts), html: layout(opts) };
}

export function confirmationEmail(link: string): AuthEmail {
  return build({
    subject: `Confirm your ${PRODUCT_NAME} account`,
    heading: 'Welcome, adventurer!',
    paragraphs: [
      `Thanks for joining ${PRODUCT_NAME}. One quick step before the fun begins: please confirm your email address.`,
      'Once you are in, the Clue Master is ready to help you write riddles and rhymes for your next treasure hunt.',
    ],
    buttonLabel: 'Confirm my email',
    link,
    footnote: `Did not sign up for ${PRODUCT_NAME}? You can safely ignore this email.`,
  });
}

export function recoveryEmail(link: string): AuthEmail {
  return build({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Lost the key to the treasure chest?',
    paragraphs: [
      'No worries, it happens to the best explorers. Use the button below to choose a new password.',
      'For your safety, the link works only once.',
    ],
    buttonLabel: 'Choose a new password',
    link,
    footnote: 'Did not ask for a new password? Ignore this email and your password stays the same.',
  });
}
