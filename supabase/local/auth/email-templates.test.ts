import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT } from '../stack.ts';
import {
  authEmailLocale,
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

  it.each(Object.keys(hostedTemplates) as (keyof typeof hostedTemplates)[])(
    '%s: French when the user metadata says locale "fr", English otherwise',
    (kind) => {
      const html = hostedEmailTemplate(kind);
      const [french, english] = html
        .replace('{{ if eq (print .Data.locale) "fr" }}\n', '')
        .replace(/\{\{ end \}\}\n$/, '')
        .split('{{ else }}\n');
      const local = (locale: 'en' | 'fr') =>
        (kind === 'confirmation' ? confirmationEmail : recoveryEmail)('{{ .ConfirmationURL }}', locale).html;
      expect(`${french}`).toBe(`${local('fr')}\n`);
      expect(english).toBe(`${local('en')}\n`);
      expect(html.match(/\{\{[^}]*\}\}/g)?.filter((tag) => !tag.includes('ConfirmationURL'))).toEqual([
        '{{ if eq (print .Data.locale) "fr" }}',
        '{{ else }}',
        '{{ end }}',
      ]);
    },
  );
});
