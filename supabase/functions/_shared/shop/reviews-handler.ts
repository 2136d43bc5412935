import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { jsonResponse, preflightResponse } from '../http/cors.ts';
import { isKitPdfSlug } from '../domain/kit-themes.ts';
import { REVIEWS_SHOWN } from '../domain/shop-admin.ts';

export interface ReviewsDeps {
  /** supabase-js with the service role: the reviews table is closed to the API roles. */
  client: SupabaseClient;
  log?: (message: string) => void;
}

/** One approved review as a visitor sees it: first name and initial, never the email. */
export interface PublicReview {
  id: number;
  name: string;
  rating: number;
  review: string;
  kit_slug: string | null;
  created_at: string;
}

export interface ApprovedReviews {
  count: number;
  /** The mean rating to one decimal; null without reviews. */
  average: number | null;
  reviews: PublicReview[];
}

export const reviewsMessages = {
  methodNotAllowed: 'Method not allowed: send a POST request.',
  kit: 'Unknown kit.',
  failed: 'Reviews could not be loaded.',
} as const;

const requestSchema = z.object({
  kit: z.string().refine(isKitPdfSlug, reviewsMessages.kit).optional(),
});

/**
 * POST /reviews {kit?} → the approved reviews a page shows ({count, average, reviews}): the whole
 * shop's without a kit (home page), the kit's with one. Only what the owner approved is ever sent.
 */
export function createReviewsHandler(deps: ReviewsDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: reviewsMessages.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    let body: unknown;
    try {
      const raw = await req.text();
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = undefined;
    }
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success)
      return jsonResponse({ error: parsed.error.issues[0]?.message ?? reviewsMessages.kit }, 400);
    const { data, error } = await deps.client.rpc('approved_reviews', {
      p_kit: parsed.data.kit ?? null,
      p_limit: REVIEWS_SHOWN,
    });
    if (error) {
      log(`reviews: ${error.message}`);
      return jsonResponse({ error: reviewsMessages.failed }, 500);
    }
    const answer = data as ApprovedReviews;
    // Moderation is not instant news: a visitor's browser may keep the list for five minutes.
    return jsonResponse(
      { ...answer, average: answer.average === null ? null : Number(answer.average) },
      200,
      { 'Cache-Control': 'public, max-age=300' },
    );
  };
}
