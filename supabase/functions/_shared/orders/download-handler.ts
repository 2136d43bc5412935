import { z } from 'zod';
import { attachmentResponse, jsonResponse } from '../http/cors.ts';
import {
  invalidJsonResponse,
  parseInput,
  readJsonBody,
  refuseMethod,
  requestMessages,
} from '../http/request.ts';
import { kitPdfName, kitZipName } from '../domain/kit-download.ts';
import {
  kitChildNameField,
  kitDownloadChoicesSchema,
  kitDownloadMessages,
} from '../domain/kit-download-choices.ts';
import { type Locale, locales } from '../domain/locales.ts';
import { downloadsPausedMessage } from './disputes.ts';
import type { OrderStore } from './order-store.ts';

/** The options a parent picks on the downloads page; the kit module builds the PDF from them. */
export interface KitDownloadOptions {
  kit: string;
  paper: 'letter' | 'a4';
  ink: 'color' | 'bw';
  childName?: string;
  /** The kit's language (issue 20 §3): English unless the request asks for `fr`. */
  lang: Locale;
}

/** "Download All": every paper and ink of the kit in one zip (kits/pdf/kit-zip.ts). */
export interface KitZipDownloadOptions {
  kit: string;
  childName?: string;
  lang: Locale;
}

export interface DownloadDeps {
  store: OrderStore;
  /** The kit module (supabase/functions/_shared/kits/pdf) behind a small adapter. */
  buildPdf(options: KitDownloadOptions): Promise<Uint8Array>;
  buildZip(options: KitZipDownloadOptions): Promise<Uint8Array>;
  log?: (message: string) => void;
}

export const downloadMessages = {
  methodNotAllowed: requestMessages.postOnly,
  invalidJson: requestMessages.invalidJson,
  token: 'This download link is not valid.',
  revoked: 'This download link is no longer valid.',
  expired: 'This download link has expired. Reload the page to ask for a new one by email.',
  disputed: downloadsPausedMessage,
  kit: 'This kit is not part of the order.',
  ...kitDownloadMessages,
  lang: 'Choose the kit in English (en) or in French (fr).',
  rateLimited: 'Too many downloads of this kit — please try again in a little while.',
  failed: 'The kit could not be made. Please try again.',
} as const;

/** Per link and hour: plenty for trying every paper and ink, far too few for a scraper. */
export const DOWNLOAD_LIMIT = { perToken: 30, windowSeconds: 3600 } as const;

const tokenSchema = z
  .string({ error: downloadMessages.token })
  .regex(/^[0-9a-f]{32,128}$/, downloadMessages.token);
const childNameSchema = kitChildNameField.optional();

/** The kit's language; English when absent. */
const langSchema = z.enum(locales, { error: downloadMessages.lang }).default('en');

/** Which kit of the link's order; the link's own kit when absent. */
const kitSchema = z
  .string({ error: downloadMessages.kit })
  .regex(/^[a-z0-9-]{1,80}$/, downloadMessages.kit)
  .optional();

const requestSchema = z.object({
  token: tokenSchema,
  kit: kitSchema,
  paper: kitDownloadChoicesSchema.shape.paper,
  ink: kitDownloadChoicesSchema.shape.ink,
  childName: childNameSchema,
  lang: langSchema,
});

/** {token, all: true, childName?}: Download All needs no paper or ink, it holds them all. */
const zipRequestSchema = z.object({
  token: tokenSchema,
  kit: kitSchema,
  all: z.literal(true),
  childName: childNameSchema,
  lang: langSchema,
});

const wantsZip = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { all?: unknown }).all === true;

type DownloadRequest =
  | { kind: 'pdf'; options: Omit<KitDownloadOptions, 'kit'> }
  | { kind: 'zip'; options: Omit<KitZipDownloadOptions, 'kit'> };

function parseRequest(
  body: unknown,
): { ok: true; token: string; kit?: string; request: DownloadRequest } | { ok: false; response: Response } {
  if (wantsZip(body)) {
    const parsed = parseInput(zipRequestSchema, body);
    if (!parsed.ok) return parsed;
    const { token, kit, childName, lang } = parsed.data;
    return {
      ok: true,
      token,
      kit,
      request: { kind: 'zip', options: { childName: childName || undefined, lang } },
    };
  }
  const parsed = parseInput(requestSchema, body);
  if (!parsed.ok) return parsed;
  const { token, kit, paper, ink, childName, lang } = parsed.data;
  return {
    ok: true,
    token,
    kit,
    request: { kind: 'pdf', options: { paper, ink, childName: childName || undefined, lang } },
  };
}

/** The built file as an attachment the browser saves. */
async function fileResponse(deps: DownloadDeps, kit: string, request: DownloadRequest): Promise<Response> {
  const [bytes, type, name] =
    request.kind === 'zip'
      ? [
          await deps.buildZip({ kit, ...request.options }),
          'application/zip',
          kitZipName(kit, request.options.lang),
        ]
      : [
          await deps.buildPdf({ kit, ...request.options }),
          'application/pdf',
          kitPdfName(kit, request.options.paper, request.options.lang),
        ];
  return attachmentResponse(bytes as BodyInit, type, name);
}

/**
 * POST {token, paper, ink, childName?, lang?} → a freshly built PDF of the token's kit; POST {token,
 * all: true, childName?, lang?} → the zip of every version (Download All), in English or French. The token must belong to a paid order and be
 * neither revoked (a refund or the owner's reset) nor expired (410); each token has one rate limit for both.
 */
export function createDownloadHandler(deps: DownloadDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req, downloadMessages.methodNotAllowed);
    if (refused) return refused;
    const read = await readJsonBody(req);
    if (!read.ok) return invalidJsonResponse(downloadMessages.invalidJson);
    const parsed = parseRequest(read.body);
    if (!parsed.ok) return parsed.response;
    const { token, kit, request } = parsed;
    try {
      const order = await deps.store.orderByDownloadToken(token);
      const wanted = kit ?? order?.link_kit;
      const item = order?.items.find(
        (candidate) => candidate.token === token && candidate.kit_slug === wanted,
      );
      if (!order || !item) {
        if (await deps.store.downloadDisputed(token))
          return jsonResponse({ error: downloadMessages.disputed }, 403);
        return (await deps.store.downloadExpired(token))
          ? jsonResponse({ error: downloadMessages.expired }, 410)
          : jsonResponse({ error: downloadMessages.revoked }, 404);
      }
      if (
        !(await deps.store.claimRate(
          'download',
          token,
          DOWNLOAD_LIMIT.perToken,
          DOWNLOAD_LIMIT.windowSeconds,
        ))
      )
        return jsonResponse({ error: downloadMessages.rateLimited }, 429);
      const response = await fileResponse(deps, item.kit_slug, request);
      await deps.store.recordDownload(token);
      return response;
    } catch (error) {
      log(`download: building a kit failed: ${String(error)}`);
      return jsonResponse({ error: downloadMessages.failed }, 500);
    }
  };
}
