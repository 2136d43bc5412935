import { vi } from 'vitest';

import type { OrderDownloadsPage } from './api/order-types';

/** The token of the download link the tests open. */
export const DOWNLOAD_TOKEN = 'a'.repeat(64);

/** A download link's page as orders/downloads answers it: one Easter Bunny kit, working until March 20, 2027. */
export const downloadsPage: OrderDownloadsPage = {
  number: 'ACK-1042',
  maskedEmail: 'p•••@example.com',
  expiresAt: '2027-03-20T12:00:00Z',
  downloads: [{ kit: 'easter-bunny', title: 'Easter Bunny Hunt', token: DOWNLOAD_TOKEN }],
};

/** What orders/downloads answers for a link that has expired. */
export const expiredLink = { error: 'This download link has expired.', expired: true };

/** Every fetch from now on answers `status` with `body` as JSON; the spy shows what was sent. */
export const answerFetch = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
