import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT } from '../stack.ts';
import type { Locale } from '../../functions/_shared/domain/locales.ts';
import {
  authEmailLocale,
  authEmailTextsIn,
  confirmationEmail,
  hostedEmailTemplate,
  hostedTemplates,
  recoveryEmail,
} from './email-templates.ts';

const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173';

describe('auth email templates', () => {
  it.each([
    ['confirmation', confirmationEmail(LINK), 'Confirm your Adventure Clue Kits account'],
    ['recovery', recoveryEmail(LINK), 'Reset your Adventure Clue Kits password'],
  ])('%s email names the shop and carries the link in text and HTML', (_kind, email, subject) => {
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Adventure Clue Kits');
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK.replace(/&/g, '&#38;')}"`);
    expect(email.html).toContain('<html lang="en">');
  });

  it.each([
    [
      'confirmation',
      confirmationEmail(LINK, 'fr'),
      'Confirmez votre compte Adventure Clue Kits',
      'Confirmer mon courriel',
    ],
    [
      'recovery',
      recoveryEmail(LINK, 'fr'),
      'Réinitialisez votre mot de passe Adventure Clue Kits',
      'Choisir un nouveau mot de passe',
    ],
  ])(
    '%s email in French: subject, button, French spacing, the same link',
    (_kind, email, subject, button) => {
      expect(email.subject).toBe(subject);
      expect(email.html).toContain('<html lang="fr-CA">');
      expect(email.html).toContain(`>${button}</a>`);
      // French spacing before the colon and question marks (no-break spaces), as everywhere in French.
      expect(email.html).toMatch(/navigateur[\u00a0\u202f]:/);
      expect(email.text).toContain(LINK);
      expect(email.text).not.toMatch(/\bthe\b|\byour\b/i);
    },
  );

  it('escapes the link so it cannot break out of the HTML attribute', () => {
    const email = confirmationEmail('http://x.test/"><script>alert(1)</script>');
    expect(email.html).not.toContain('<script>');
  });
});

describe('the language of a member’s auth emails', () => {
  it('is the one kept at sign-up, whatever page the link leads to', () => {
    expect(authEmailLocale({ locale: 'fr' }, 'http://localhost:5173/clue-login')).toBe('fr');
    expect(authEmailLocale({ locale: 'en' }, 'http://localhost:5173/fr/clue-login')).toBe('en');
  });

  it('is the linked page’s otherwise (/fr), else English; an unknown stored value is ignored', () => {
    expect(authEmailLocale({}, 'http://localhost:5173/fr/clue-reset-password')).toBe('fr');
    expect(authEmailLocale(null, 'http://localhost:5173/clue-reset-password')).toBe('en');
    expect(authEmailLocale({ locale: 'de' }, 'http://localhost:5173/fr/clue-login')).toBe('fr');
    expect(authEmailLocale({ locale: 'de' }, 'not a url')).toBe('en');
  });
});

describe('the hosted project’s auth email templates', () => {
  const config = parse(readFileSync(join(PROJECT_ROOT, 'supabase/config.toml'), 'utf8')) as {
    auth: { email: { template: Record<string, { subject: string; content_path: string }> } };
  };

  it.each(Object.entries(hostedTemplates))(
    '%s: config.toml points to its file, which is the local email in both languages',
    (kind, { file, subject }) => {
      const entry = config.auth.email.template[kind];
      // The Supabase CLI reads auth templates' content_path from the project root.
      expect(entry).toEqual({ subject, content_path: `./supabase/${file}` });
      const html = readFileSync(join(PROJECT_ROOT, 'supabase', file), 'utf8');
      expect(html, `run npx tsx supabase/local/auth/write-hosted-templates.ts`).toBe(
        hostedEmailTemplate(kind as keyof typeof hostedTemplates),
      );
    },
  );

  /** The template as hosted Auth renders it for a member whose metadata says `locale` (or says nothing). */
  const FRENCH_OR_ENGLISH =
    /\{\{ if eq \(print \.Data\.locale\) "fr" \}\}(.*?)\{\{ else \}\}(.*?)\{\{ end \}\}/g;
  const rendered = (template: string, locale: Locale | undefined) =>
    template.replace(FRENCH_OR_ENGLISH, (_choice, french: string, english: string) =>
      locale === 'fr' ? french : english,
    );
  const minified = (html: string) => `${html.replace(/>\n</g, '><')}\n`;
  const kinds = Object.keys(hostedTemplates) as (keyof typeof hostedTemplates)[];
  const fileOf = (kind: keyof typeof hostedTemplates) =>
    readFileSync(join(PROJECT_ROOT, 'supabase', hostedTemplates[kind].file), 'utf8');
  const localEmail = (kind: keyof typeof hostedTemplates, locale: Locale) =>
    (kind === 'confirmation' ? confirmationEmail : recoveryEmail)('{{ .ConfirmationURL }}', locale).html;

  it.each(kinds)('%s: one minified layout, each text choosing its language inline', (kind) => {
    const html = fileOf(kind);
    expect(html.match(/<html /g)).toHaveLength(1);
    expect(html.indexOf('\n')).toBe(html.length - 1);
    const actions = html.match(/\{\{[^}]*\}\}/g) ?? [];
    const choices = html.match(FRENCH_OR_ENGLISH) ?? [];
    // lang, heading, two paragraphs, button, copy-link line, footnote.
    expect(choices).toHaveLength(7);
    expect(actions.filter((action) => !action.includes('ConfirmationURL'))).toHaveLength(3 * choices.length);
  });

  it.each(kinds)('%s: French when the user metadata says locale "fr", English otherwise', (kind) => {
    const html = fileOf(kind);
    expect(rendered(html, 'fr')).toBe(minified(localEmail(kind, 'fr')));
    expect(rendered(html, 'en')).toBe(minified(localEmail(kind, 'en')));
    expect(rendered(html, undefined)).toBe(minified(localEmail(kind, 'en')));
  });

  it.each(kinds)('%s: holds every text of the email in both languages', (kind) => {
    const html = fileOf(kind);
    const copyLinkIn = {
      en: 'If the button does not work, copy this link into your browser:',
      fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    };
    for (const locale of ['en', 'fr'] as const) {
      const { heading, paragraphs, buttonLabel, footnote } = authEmailTextsIn[locale][kind];
      for (const text of [heading, ...paragraphs, buttonLabel, copyLinkIn[locale], footnote])
        expect(html, `${locale}: ${text}`).toContain(`${text}{{ `);
    }
    expect(html).toContain('lang="{{ if eq (print .Data.locale) "fr" }}fr-CA{{ else }}en{{ end }}"');
  });
});
