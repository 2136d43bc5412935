import { z } from 'zod';
import type { ShopCatalog } from '../domain/catalog.ts';
import { notifyMeFields, notifyMeOutcomes, type NotifyMeOutcome } from '../domain/notify-me.ts';
import { HONEYPOT_FIELD } from '../domain/forms.ts';
import { formLimits } from '../domain/form-messages.ts';
import { kitSlugs, type KitSlug } from '../domain/kits.ts';
import { defaultLocale, isLocale, localizedPath, type Locale } from '../domain/locales.ts';
import { clientIp } from '../http/client-ip.ts';
import { actionOf } from '../http/request.ts';
import type { CatalogStore } from './catalog-store.ts';

export interface NotifyMeDeps {
  store: Pick<CatalogStore, 'claimNotifyRequest' | 'requestNotification' | 'unsubscribe'>;
  /** The catalog now: only a kit that is not on sale takes requests. */
  catalog(): Promise<ShopCatalog>;
  /** The site's origin (SITE_URL): every answer sends the browser back there. */
  siteUrl: string;
  log?: (message: string) => void;
}

const MAX_BODY_BYTES = 4 * 1024;

const requestSchema = z.object({
  [notifyMeFields.kit]: z.enum(kitSlugs),
  [notifyMeFields.email]: z.email().max(formLimits.emailMax),
  // A ticked checkbox posts 'on'; an unticked one posts nothing.
  [notifyMeFields.consent]: z.literal('on'),
});

/**
 * 'Tell me when it's available' (issue 29 §2, ADR 051), called by a plain HTML form, so it works without
 * JavaScript (verify_jwt = false: a form cannot send the anon key). Every answer is a 303 back to the
 * kit's page in the form's language, at the fragment whose message the page shows (`:target`):
 * - POST /notify-me (form fields kit, email, consent=on, locale, website) → #notify-sent when stored
 *   (asking twice is the same as once; a filled honeypot is answered the same and stores nothing);
 *   #notify-problem for a bad address, no consent, or too many requests; the page alone when the kit is
 *   on sale already (its buy button is there). An unknown kit goes to the kits' list.
 * - GET /notify-me/unsubscribe?token=&locale= → the kit's page at #notify-unsubscribed (an unknown token:
 *   the kits' list).
 */
export function createNotifyMeHandler(deps: NotifyMeDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const site = deps.siteUrl.replace(/\/+$/, '');
  const redirect = (locale: Locale, kit?: KitSlug, outcome?: NotifyMeOutcome) => {
    const page = localizedPath(kit ? `/templates/${kit}` : '/templates', locale);
    const fragment = outcome ? `#${notifyMeOutcomes[outcome]}` : '';
    return new Response(null, { status: 303, headers: { Location: `${site}${page}${fragment}` } });
  };

  return async (req) => {
    const url = new URL(req.url);
    const queryLocale = url.searchParams.get('locale');
    if (actionOf(req) === 'unsubscribe') {
      const locale = isLocale(queryLocale) ? queryLocale : defaultLocale;
      if (req.method !== 'GET' && req.method !== 'POST') return new Response(null, { status: 405 });
      try {
        const kit = await deps.store.unsubscribe(url.searchParams.get('token') ?? '');
        return kit ? redirect(locale, kit, 'unsubscribed') : redirect(locale);
      } catch (error) {
        log(`notify-me: unsubscribing failed: ${String(error)}`);
        return new Response(null, { status: 500 });
      }
    }
    if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });

    const text = await req.text();
    if (text.length > MAX_BODY_BYTES) return redirect(defaultLocale);
    const form = new URLSearchParams(text);
    const formLocale = form.get(notifyMeFields.locale);
    const locale = isLocale(formLocale) ? formLocale : defaultLocale;
    const kitField = form.get(notifyMeFields.kit);
    const kit = (kitSlugs as readonly string[]).includes(kitField ?? '') ? (kitField as KitSlug) : undefined;
    if (!kit) return redirect(locale);
    if (form.get(HONEYPOT_FIELD)) return redirect(locale, kit, 'sent');

    const parsed = requestSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirect(locale, kit, 'problem');
    const { email } = parsed.data;
    try {
      if ((await deps.catalog()).offers[kit].sale === 'buy') return redirect(locale, kit);
      if (!(await deps.store.claimNotifyRequest(email, clientIp(req))))
        return redirect(locale, kit, 'problem');
      await deps.store.requestNotification(kit, email.trim(), locale);
    } catch (error) {
      log(`notify-me: storing a request failed: ${String(error)}`);
      return redirect(locale, kit, 'problem');
    }
    return redirect(locale, kit, 'sent');
  };
}
