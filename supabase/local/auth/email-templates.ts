import { frenchTexts } from '../../functions/_shared/domain/french-typography.ts';
import {
  defaultLocale,
  isLocale,
  localeTags,
  splitLocalePath,
  type Locale,
} from '../../functions/_shared/domain/locales.ts';

/**
 * The emails the auth service sends, in the shop's voice and colours (the brand, sunshine and leaf
 * palettes of tailwind.config.ts), in the member's language. The hosted project's templates
 * (supabase/templates/*.html) are written from the same texts and layout (`hostedEmailTemplate`).
 */
export interface AuthEmail {
  subject: string;
  text: string;
  html: string;
}

export type AuthEmailKind = 'confirmation' | 'recovery';

const PRODUCT_NAME = 'Adventure Clue Kits';

interface EmailTexts {
  subject: string;
  heading: string;
  /** Two in every language, so the hosted template pairs them place by place. */
  paragraphs: readonly [string, string];
  buttonLabel: string;
  footnote: string;
}

/** Above the link written out, for a mail client that shows no button. */
const copyLinkIn: Readonly<Record<Locale, string>> = {
  en: 'If the button does not work, copy this link into your browser:',
  fr: frenchTexts('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :'),
};

/** Each email's words in each language ("vous" for the parent, Québec usage). */
export const authEmailTextsIn: Readonly<Record<Locale, Record<AuthEmailKind, EmailTexts>>> = {
  en: {
    confirmation: {
      subject: `Confirm your ${PRODUCT_NAME} account`,
      heading: 'Welcome, adventurer!',
      paragraphs: [
        `Thanks for joining ${PRODUCT_NAME}. One quick step before the fun begins: please confirm your email address.`,
        'Once you are in, the Clue Master is ready to help you write riddles and rhymes for your next treasure hunt.',
      ],
      buttonLabel: 'Confirm my email',
      footnote: `Did not sign up for ${PRODUCT_NAME}? You can safely ignore this email.`,
    },
    recovery: {
      subject: `Reset your ${PRODUCT_NAME} password`,
      heading: 'Lost the key to the treasure chest?',
      paragraphs: [
        'No worries, it happens to the best explorers. Use the button below to choose a new password.',
        'For your safety, the link works only once.',
      ],
      buttonLabel: 'Choose a new password',
      footnote: 'Did not ask for a new password? Ignore this email and your password stays the same.',
    },
  },
  fr: frenchTexts({
    confirmation: {
      subject: `Confirmez votre compte ${PRODUCT_NAME}`,
      heading: 'Bienvenue, aventurier!',
      paragraphs: [
        `Merci de vous être joint à ${PRODUCT_NAME}. Une petite étape avant que le plaisir commence : veuillez confirmer votre adresse courriel.`,
        'Une fois connecté, le Maître des indices est prêt à vous aider à écrire des devinettes et des rimes pour votre prochaine chasse au trésor.',
      ],
      buttonLabel: 'Confirmer mon courriel',
      footnote: `Vous ne vous êtes pas inscrit à ${PRODUCT_NAME}? Vous pouvez ignorer ce courriel.`,
    },
    recovery: {
      subject: `Réinitialisez votre mot de passe ${PRODUCT_NAME}`,
      heading: 'Vous avez perdu la clé du coffre au trésor?',
      paragraphs: [
        'Pas de souci, cela arrive aux meilleurs explorateurs. Utilisez le bouton ci-dessous pour choisir un nouveau mot de passe.',
        'Pour votre sécurité, le lien ne fonctionne qu’une fois.',
      ],
      buttonLabel: 'Choisir un nouveau mot de passe',
      footnote:
        'Vous n’avez pas demandé de nouveau mot de passe? Ignorez ce courriel et votre mot de passe restera le même.',
    },
  }),
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The words the layout places, in one language. */
type LayoutTexts = Omit<EmailTexts, 'subject'> & { lang: string; copyLink: string };

function layoutTexts(kind: AuthEmailKind, locale: Locale): LayoutTexts {
  const { subject: _subject, ...texts } = authEmailTextsIn[locale][kind];
  return { ...texts, lang: localeTags[locale], copyLink: copyLinkIn[locale] };
}

/** The markup of one text of the layout, given how to pick it from a language's texts. */
type TextHtml = (pick: (texts: LayoutTexts) => string) => string;

/**
 * Email clients drop <style> blocks and web fonts, hence inline styles and a table layout. `text` writes
 * each text: the member's language for the local stack, a choice of languages for the hosted template.
 */
function layout(text: TextHtml, href: string) {
  const paragraphs = ([0, 1] as const)
    .map(
      (index) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2b2118;">${text((texts) => texts.paragraphs[index])}</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${text((texts) => texts.lang)}">
<body style="margin:0;padding:0;background:#fffdf8;font-family:Nunito,Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fffdf8;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:2px solid #fcd34d;">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:#166534;">&#129517; ${PRODUCT_NAME}</td></tr>
<tr><td style="padding:8px 32px 24px;">
<h1 style="margin:0 0 16px;font-size:24px;color:#2b2118;">${text((texts) => texts.heading)}</h1>
${paragraphs}
<p style="margin:24px 0;text-align:center;"><a href="${href}" style="display:inline-block;padding:14px 28px;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;border-radius:999px;">${text((texts) => texts.buttonLabel)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c4a3d;">${text((texts) => texts.copyLink)}</p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all;"><a href="${href}" style="color:#166534;">${href}</a></p>
<p style="margin:0;font-size:13px;color:#5c4a3d;">${text((texts) => texts.footnote)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function plainText(texts: EmailTexts, link: string) {
  return [
    PRODUCT_NAME,
    '',
    texts.heading,
    '',
    ...texts.paragraphs.flatMap((text) => [text, '']),
    link,
    '',
    texts.footnote,
    '',
  ].join('\n');
}

/** One auth email with its link, in `locale`. */
export function authEmail(kind: AuthEmailKind, link: string, locale: Locale = defaultLocale): AuthEmail {
  const texts = authEmailTextsIn[locale][kind];
  const html = layout((pick) => escapeHtml(pick(layoutTexts(kind, locale))), escapeHtml(link));
  return { subject: texts.subject, text: plainText(texts, link), html };
}

export const confirmationEmail = (link: string, locale?: Locale): AuthEmail =>
  authEmail('confirmation', link, locale);

export const recoveryEmail = (link: string, locale?: Locale): AuthEmail =>
  authEmail('recovery', link, locale);

/**
 * The language of a member's emails: the one they signed up in (user metadata `locale`, which the
 * French pages send), else the language of the page the link leads back to (`/fr/…`), else English.
 */
export function authEmailLocale(userMetadata: Record<string, unknown> | null, redirectTo: string): Locale {
  const chosen = userMetadata?.locale;
  if (isLocale(chosen)) return chosen;
  try {
    return splitLocalePath(new URL(redirectTo).pathname).locale;
  } catch {
    return defaultLocale;
  }
}

/** The hosted project's template files, and the subject config.toml gives each (one for both languages). */
export const hostedTemplates: Readonly<Record<AuthEmailKind, { file: string; subject: string }>> = {
  confirmation: {
    file: 'templates/confirmation.html',
    subject: `${authEmailTextsIn.en.confirmation.subject} · ${authEmailTextsIn.fr.confirmation.subject}`,
  },
  recovery: {
    file: 'templates/recovery.html',
    subject: `${authEmailTextsIn.en.recovery.subject} · ${authEmailTextsIn.fr.recovery.subject}`,
  },
};

/**
 * The hosted Supabase template of an email (a Go `html/template`): one layout in which each text is the
 * French one when the member's metadata says `locale: "fr"` (`.Data` is the user's metadata there), the
 * English one otherwise. `print` turns a missing value into text, so `eq` never compares with nothing.
 * The texts are HTML-escaped before they go between the actions, which escaping leaves alone (it
 * touches no brace). Email HTML goes out minified: no line breaks between tags.
 */
export function hostedEmailTemplate(kind: AuthEmailKind): string {
  const inMembersLanguage: TextHtml = (pick) =>
    `{{ if eq (print .Data.locale) "fr" }}${escapeHtml(pick(layoutTexts(kind, 'fr')))}` +
    `{{ else }}${escapeHtml(pick(layoutTexts(kind, 'en')))}{{ end }}`;
  return `${layout(inMembersLanguage, '{{ .ConfirmationURL }}').replace(/>\n</g, '><')}\n`;
}
