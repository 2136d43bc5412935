import { z } from 'zod';
import { jsonResponse, seeOtherResponse } from '../http/cors.ts';
import { invalidJsonResponse, parseInput, readRequest, refuseMethod } from '../http/request.ts';
import { kitPdfName, kitZipName } from '../domain/kit-download.ts';
import { kitDownloadChoicesSchemaIn, kitDownloadMessagesIn } from '../domain/kit-download-choices.ts';
import { childNamesProblem } from '../domain/clue-request.ts';
import {
  CHILD_NAMES_MAX,
  childNamesRule,
  isPricedLicence,
  type KitLicence,
  licenceTextsIn,
} from '../domain/licences.ts';
import { defaultLocale, type Locale, locales } from '../domain/locales.ts';
import { perLocale } from '../http/texts.ts';
import {
  type KitFileChoice,
  type KitFileStore,
  personalKitFilePath,
  sharedKitFilePath,
} from './kit-files.ts';
import { orderText } from './i18n/catalog.ts';
import type { OrderStore } from './order-store.ts';

/** The options a parent picks on the downloads page; the kit module builds the PDF from them. */
export interface KitDownloadOptions {
  kit: string;
  paper: 'letter' | 'a4';
  ink: 'color' | 'bw';
  childName?: string;
  /** A party or classroom kit's children (ADR 054): a welcome poster and a certificate for each. */
  childNames?: string[];
  /** The kit's language (issue 20 §3): English unless the request asks for `fr`. */
  lang: Locale;
}

/** "Download All": every paper and ink of the kit in one zip (kits/pdf/kit-zip.ts). */
export interface KitZipDownloadOptions {
  kit: string;
  childName?: string;
  childNames?: string[];
  /** The licence the item was bought with: the zip's README states what it allows. */
  licence: KitLicence;
  lang: Locale;
}

export interface DownloadDeps {
  store: OrderStore;
  /** The kit module (supabase/functions/_shared/kits/pdf) behind a small adapter. */
  buildPdf(options: KitDownloadOptions): Promise<Uint8Array>;
  buildZip(options: KitZipDownloadOptions): Promise<Uint8Array>;
  /** The content version of a kit's files in a language (kits/pdf/kit-build-inputs.ts, kit-files.ts). */
  kitVersion(kit: string, lang: Locale, kind: 'pdf' | 'zip'): Promise<string>;
  /** Where built files are kept and handed out from (ADR 050). */
  files: KitFileStore;
  log?: (message: string) => void;
}

/** Per link and hour: plenty for trying every paper and ink, far too few for a scraper. */
export const DOWNLOAD_LIMIT = { perToken: 30, windowSeconds: 3600 } as const;

/** The request's schemas, their messages in one language. */
const schemasIn = perLocale((locale) => {
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const token = z
    .string({ error: say('orders.link.invalid') })
    .regex(/^[0-9a-f]{32,128}$/, say('orders.link.invalid'));
  const choices = kitDownloadChoicesSchemaIn(kitDownloadMessagesIn[locale]).shape;
  const childName = choices.childName.optional();
  /** A party or classroom kit's names; how many its licence allows is checked once the item is known. */
  const childNames = z
    .array(z.string({ error: kitDownloadMessagesIn[locale].childName }).trim(), {
      error: kitDownloadMessagesIn[locale].childName,
    })
    .max(CHILD_NAMES_MAX, licenceTextsIn[locale].tooManyNames.classroom)
    .optional();
  /** The kit's language; English when absent. */
  const lang = z.enum(locales, { error: say('orders.download.lang') }).default(defaultLocale);
  /** Which kit of the link's order; the link's own kit when absent. */
  const kit = z
    .string({ error: say('orders.itemNotInOrder') })
    .regex(/^[a-z0-9-]{1,80}$/, say('orders.itemNotInOrder'))
    .optional();
  return {
    pdf: z.object({
      token,
      kit,
      paper: choices.paper,
      ink: choices.ink,
      childName,
      childNames,
      lang,
    }),
    /** {token, all: true, childName?, childNames?}: Download All needs no paper or ink, it holds them all. */
    zip: z.object({ token, kit, all: z.literal(true), childName, childNames, lang }),
  };
});

const wantsZip = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { all?: unknown }).all === true;

type DownloadRequest =
  | { kind: 'pdf'; options: Omit<KitDownloadOptions, 'kit' | 'childName' | 'childNames'> }
  | { kind: 'zip'; options: Omit<KitZipDownloadOptions, 'kit' | 'childName' | 'childNames' | 'licence'> };

/** The names the request asks the kit to be built with: the list, else the one name, else none. */
const namesOf = (input: { childName?: string; childNames?: string[] }): string[] =>
  (input.childNames ?? (input.childName ? [input.childName] : [])).filter(Boolean);

function parseRequest(
  body: unknown,
  locale: Locale,
):
  | { ok: true; token: string; kit?: string; names: string[]; request: DownloadRequest }
  | { ok: false; response: Response } {
  const schemas = schemasIn(locale);
  if (wantsZip(body)) {
    const parsed = parseInput(schemas.zip, body, locale);
    if (!parsed.ok) return parsed;
    const { token, kit, lang } = parsed.data;
    return { ok: true, token, kit, names: namesOf(parsed.data), request: { kind: 'zip', options: { lang } } };
  }
  const parsed = parseInput(schemas.pdf, body, locale);
  if (!parsed.ok) return parsed;
  const { token, kit, paper, ink, lang } = parsed.data;
  return {
    ok: true,
    token,
    kit,
    names: namesOf(parsed.data),
    request: { kind: 'pdf', options: { paper, ink, lang } },
  };
}

/**
 * What makes an item's file its own: the family's one child's name (as before licences, so files already
 * stored keep their paths), or a party or classroom licence with its names. A party or classroom zip is
 * always its own, since its README states the licence; undefined: the file every buyer shares.
 */
function personalKey(licence: KitLicence, names: readonly string[], kind: DownloadRequest['kind']) {
  if (!isPricedLicence(licence)) return names.length === 1 ? names[0] : undefined;
  return names.length || kind === 'zip' ? `${licence}:${names.join('\n')}` : undefined;
}

/**
 * A signed URL of the file: built once per kit, language, paper, ink and content version when it has
 * no child's name; once per order item and name (or licence and list of names) when it has them.
 */
async function fileUrl(
  deps: DownloadDeps,
  opened: { kit: string; itemId: string; licence: KitLicence; names: string[] },
  request: DownloadRequest,
): Promise<string> {
  const { kit, itemId, licence, names } = opened;
  const { lang } = request.options;
  const choice: KitFileChoice =
    request.kind === 'zip'
      ? { kind: 'zip', kit, lang }
      : { kind: 'pdf', kit, lang, paper: request.options.paper, ink: request.options.ink };
  const version = await deps.kitVersion(kit, lang, request.kind);
  const key = personalKey(licence, names, request.kind);
  const path = key
    ? await personalKitFilePath(choice, version, itemId, key)
    : sharedKitFilePath(choice, version);
  // One name is the family's single name; several, a poster and a certificate each.
  const people = names.length > 1 ? { childNames: names } : { childName: names[0] };
  return deps.files.signedUrl(
    request.kind === 'zip'
      ? {
          path,
          contentType: 'application/zip',
          downloadName: kitZipName(kit, lang),
          build: () => deps.buildZip({ kit, ...request.options, ...people, licence }),
        }
      : {
          path,
          contentType: 'application/pdf',
          downloadName: kitPdfName(kit, request.options.paper, lang),
          build: () => deps.buildPdf({ kit, ...request.options, ...people }),
        },
  );
}

/**
 * POST {token, paper, ink, childName?, childNames?, lang?} → 303 to a signed URL of the token's kit as a
 * PDF; POST {token, all: true, childName?, childNames?, lang?} → 303 to the zip of every version
 * (Download All), in English or French. A party or classroom kit is built with up to its licence's
 * number of children's names (ADR 054), each on a welcome poster and a certificate; more is refused
 * (400). Files are built on the first click and kept (ADR 050). The token must belong to a paid order and be
 * neither revoked (a refund or the owner's reset) nor expired (410); each token has one rate limit for both.
 * Refusals are in the request's language (Accept-Language; `lang` is the kit's language, not the answer's).
 */
export function createDownloadHandler(deps: DownloadDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    const { read, locale } = await readRequest(req);
    const refuse = (status: number, id: string) => jsonResponse({ error: orderText(locale, id) }, status);
    if (!read.ok) return invalidJsonResponse(locale);
    const parsed = parseRequest(read.body, locale);
    if (!parsed.ok) return parsed.response;
    const { token, kit, names, request } = parsed;
    try {
      const opened = await deps.store.openDownload(
        token,
        kit,
        DOWNLOAD_LIMIT.perToken,
        DOWNLOAD_LIMIT.windowSeconds,
      );
      if (opened.outcome === 'closed') {
        if (await deps.store.downloadDisputed(token)) return refuse(403, 'orders.link.paused');
        return (await deps.store.downloadExpired(token))
          ? refuse(410, 'orders.download.expired')
          : refuse(404, 'orders.download.revoked');
      }
      if (opened.outcome === 'rate_limited') return refuse(429, 'orders.download.rateLimited');
      // The licence is the item's, known once the link is open (the click counts, as a refused build does).
      const licence = opened.licence ?? 'family';
      const namesProblem = childNamesProblem(names, childNamesRule(licence, licenceTextsIn[locale]));
      if (namesProblem)
        return jsonResponse(
          {
            error: namesProblem,
            fieldErrors: { [names.length > 1 ? 'childNames' : 'childName']: namesProblem },
          },
          400,
        );
      // Counted already: a click whose build fails counts against the link, as its rate claim did.
      const url = await fileUrl(
        deps,
        { kit: opened.kit_slug, itemId: opened.item_id, licence, names },
        request,
      );
      // Relative to the project's URL, which the browser called the function on: the same origin as
      // the Storage API on hosted, and the origin the site's connect-src allows wherever it runs.
      const signed = new URL(url);
      return seeOtherResponse(`${signed.pathname}${signed.search}`);
    } catch (error) {
      log(`download: building a kit failed: ${String(error)}`);
      return refuse(500, 'orders.download.failed');
    }
  };
}
