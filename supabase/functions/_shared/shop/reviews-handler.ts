import { z } from 'zod';
import { isKitPdfSlug } from '../domain/kit-themes.ts';
import { REVIEWS_SHOWN } from '../domain/shop-admin.ts';
import { perLocale } from '../http/texts.ts';
import { jsonResponse } from '../http/cors.ts';
import { readRequest, refuseMethod } from '../http/request.ts';
import { zodMessagesIn } from '../http/texts.ts';
import { shopText } from './i18n/catalog.ts';
import type { ShopStore } from './shop-store.ts';

export interface ReviewsDeps {
  store: Pick<ShopStore, 'approvedReviews'>;
  log?: (message: string) => void;
}

const requestSchemaIn = perLocale((locale) =>
  z.object({ kit: z.string().refine(isKitPdfSlug, shopText(locale, 'shop.reviews.kit')).optional() }),
);

/**
 * POST /reviews {kit?} → the approved reviews a page shows ({count, average, reviews}): the whole
 * shop's without a kit (home page), the kit's with one. Only what the owner approved is ever sent.
 */
export function createReviewsHandler(deps: ReviewsDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    const { read, locale } = await readRequest(req, { empty: {} });
    const parsed = requestSchemaIn(locale).safeParse(read.ok ? read.body : undefined, zodMessagesIn(locale));
    if (!parsed.success)
      return jsonResponse(
        { error: parsed.error.issues[0]?.message ?? shopText(locale, 'shop.reviews.kit') },
        400,
      );
    let answer;
    try {
      answer = await deps.store.approvedReviews(parsed.data.kit ?? null, REVIEWS_SHOWN);
    } catch (error) {
      log(`reviews: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: shopText(locale, 'shop.reviews.failed') }, 500);
    }
    // Moderation is not instant news: a visitor's browser may keep the list for five minutes.
    return jsonResponse(
      { ...answer, average: answer.average === null ? null : Number(answer.average) },
      200,
      { 'Cache-Control': 'public, max-age=300' },
    );
  };
}
