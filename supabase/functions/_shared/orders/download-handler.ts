import { z } from 'zod';
import { corsHeaders, jsonResponse, preflightResponse } from '../cors.ts';
import { downloadsPausedMessage } from './disputes.ts';
import type { OrderStore } from './order-store.ts';

/** The options a parent picks on the downloads page; the kit module builds the PDF from them. */
export interface KitDownloadOptions {
  kit: string;
  paper: 'letter' | 'a4';
  ink: 'color' | 'bw';
  childName?: string;
}

export interface DownloadDeps {
  store: OrderStore;
  /** The kit module (supabase/functions/_shared/kit-pdf) behind a small adapter. */
  buildPdf(options: KitDownloadOptions): Promise<Uint8Array>;
  log?: (message: string) => void;
}

export const downloadMessages = {
  methodNotAllowed: 'Method not allowed: send a POST request.',
  invalidJson: 'The request body must be valid JSON.',
  token: 'This download link is not valid.',
  revoked: 'This download link is no longer valid.',
  disputed: downloadsPausedMessage,
  kit: 'This kit is not part of the order.',
  paper: 'Choose Letter or A4 paper.',
  ink: 'Choose colour or black-and-white ink.',
  childName: "The child's name may hold letters, spaces, hyphens and apostrophes, up to 40 characters.",
  rateLimited: 'Too many downloads of this kit — please try again in a little while.',
  failed: 'The kit could not be made. Please try again.',
} as const;

/** Per link and hour: plenty for trying every paper and ink, far too few for a scraper. */
export const DOWNLOAD_LIMIT = { perToken: 30, windowSeconds: 3600 } as const;

const requestSchema = z.object({
  token: z.string({ error: downloadMessages.token }).regex(/^[0-9a-f]{32,128}$/, downloadMessages.token),
  paper: z.enum(['letter', 'a4'], { error: downloadMessages.paper }),
  ink: z.enum(['color', 'bw'], { error: downloadMessages.ink }),
  childName: z
    .string({ error: downloadMessages.childName })
    .trim()
    .max(40, downloadMessages.childName)
    .regex(/^(?:|(?=.*\p{L})[\p{L}\p{M} '\u2019-]+)$/u, downloadMessages.childName)
    .optional(),
});

const fileName = (kit: string, paper: string) => `${kit}-${paper}.pdf`;

/**
 * POST {token, paper, ink, childName?} → a freshly built PDF of the token's kit. The token must belong to
 * a paid order and not be revoked (a refund revokes it); each token has its own rate limit.
 */
export function createDownloadHandler(deps: DownloadDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: downloadMessages.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    let body: unknown;
    try {
      body = JSON.parse(await req.text());
    } catch {
      return jsonResponse({ error: downloadMessages.invalidJson }, 400);
    }
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
      return jsonResponse({ error: parsed.error.issues[0]?.message, fieldErrors }, 400);
    }
    const { token, paper, ink, childName } = parsed.data;
    try {
      const order = await deps.store.orderByDownloadToken(token);
      const item = order?.items.find((candidate) => candidate.token === token);
      if (!order || !item)
        return (await deps.store.downloadDisputed(token))
          ? jsonResponse({ error: downloadMessages.disputed }, 403)
          : jsonResponse({ error: downloadMessages.revoked }, 404);
      if (
        !(await deps.store.claimRate(
          'download',
          token,
          DOWNLOAD_LIMIT.perToken,
          DOWNLOAD_LIMIT.windowSeconds,
        ))
      )
        return jsonResponse({ error: downloadMessages.rateLimited }, 429);
      const pdf = await deps.buildPdf({ kit: item.kit_slug, paper, ink, childName: childName || undefined });
      return new Response(pdf as BodyInit, {
        headers: {
          ...corsHeaders,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName(item.kit_slug, paper)}"`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (error) {
      log(`download: building a kit failed: ${String(error)}`);
      return jsonResponse({ error: downloadMessages.failed }, 500);
    }
  };
}
