/**
 * The caller's address as the hosted gateway (Kong) reports it: X-Real-IP, which it sets from the
 * connection and overwrites whatever the client sent. Never X-Forwarded-For's first entry: a
 * proxy appends to that header, so its left end is whatever the client chose to write there.
 */
export function clientIp(req: Request): string {
  return req.headers.get('x-real-ip')?.trim() || 'unknown';
}
