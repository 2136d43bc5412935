import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import type { FormSubmission } from './form-rules.ts';

export interface RateLimit {
  perEmail: number;
  perIp: number;
  windowSeconds: number;
}

/** Per address and per IP, across all three forms: roomy for a family, tight for a script. */
export const DEFAULT_RATE_LIMIT: RateLimit = { perEmail: 5, perIp: 20, windowSeconds: 3600 };

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface FormStore {
  /** Records one submission against the rate limit, or says how long until one frees up. */
  claim(email: string, ip: string, limit: RateLimit): Promise<Claim>;
  /** Inserts the validated row with the service role: visitors have no insert of their own. */
  insert(submission: FormSubmission): Promise<void>;
}

export class FormStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface RestFormStoreOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Keys the HMAC digests of the rate-limit log; a server secret the caller never sees. */
  digestSecret: string;
  fetch?: typeof fetch;
}

const tableRow = (submission: FormSubmission): { table: string; row: Record<string, unknown> } => {
  switch (submission.formType) {
    case 'review':
      return {
        table: 'reviews',
        row: {
          name: submission.name,
          email: submission.email,
          rating: submission.rating,
          review: submission.review,
        },
      };
    case 'contact':
      return {
        table: 'contact_messages',
        row: { name: submission.name, email: submission.email, message: submission.message },
      };
    case 'waitlist':
      return { table: 'waitlist', row: { email: submission.email, age_range: submission.ageRange } };
  }
};

/** The store over the Supabase REST API: plain fetch, so the function loads no client library. */
export function restFormStore(opts: RestFormStoreOptions): FormStore {
  const doFetch = opts.fetch ?? fetch;
  const rest = `${opts.supabaseUrl.replace(/\/+$/, '')}/rest/v1`;

  const failure = async (response: Response, what: string) => {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return new FormStoreError(
      `${what} failed (${response.status}): ${body?.message ?? response.statusText}`,
      response.status,
    );
  };

  return {
    async claim(email, ip, limit) {
      // Only the service role may run the limiter: a visitor calling it could use up someone else's quota.
      const response = await doFetch(`${rest}/rpc/claim_form_submission`, {
        method: 'POST',
        headers: {
          apikey: opts.serviceRoleKey,
          Authorization: `Bearer ${opts.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          email_hmac: await rateLimitDigest(opts.digestSecret, 'email', email.trim().toLowerCase()),
          ip_hmac: await rateLimitDigest(opts.digestSecret, 'ip', ip),
          per_email: limit.perEmail,
          per_ip: limit.perIp,
          window_seconds: limit.windowSeconds,
        }),
      });
      if (!response.ok) throw await failure(response, 'claim_form_submission');
      const rows = (await response.json()) as { allowed: boolean; retry_after_seconds: number }[];
      const row = rows[0];
      if (!row) throw new FormStoreError('claim_form_submission returned no row', 500);
      return row.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: row.retry_after_seconds };
    },

    async insert(submission) {
      const { table, row } = tableRow(submission);
      const response = await doFetch(`${rest}/${table}`, {
        method: 'POST',
        headers: {
          apikey: opts.serviceRoleKey,
          Authorization: `Bearer ${opts.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(row),
      });
      if (!response.ok) throw await failure(response, `insert into ${table}`);
      await response.body?.cancel();
    },
  };
}
