import {
  createDownloadLinks,
  deriveDownloadToken,
} from '../../supabase/functions/_shared/orders/download-links.ts';
import { orderStore } from '../../supabase/functions/_shared/orders/order-store.ts';
import { supabaseService } from '../../supabase/functions/_shared/http/supabase-service.ts';
import type { OrderView } from '../../supabase/functions/_shared/domain/order-view.ts';
import { kits } from '../../supabase/functions/_shared/domain/kits.ts';
import { isKitPdfSlug } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { isPurchasable } from '../../supabase/functions/_shared/domain/purchase.ts';
import { priceCents } from '../../supabase/functions/_shared/domain/pricing.ts';
import { DOWNLOAD_LINK_SECRET } from '../../supabase/local/keys';
import { startStack } from '../../supabase/local/stack';
import type { RunningStack } from '../../supabase/local/stack';
import { median } from './section';
import type { BenchRow, BenchSection, SectionResult } from './section';

// Issue 29 §9: launch day, 120 parents press Download at the same moment; p95 at most 3 s here.
const PARENTS = 120;
const P95_LIMIT_MS = 3_000;
/** A kit sold online, whichever the catalog lists first. */
const KIT = kits.find((kit) => isPurchasable(kit) && isKitPdfSlug(kit.slug))!;
const PRICE = priceCents.digital.us;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** One paid order of the kit per parent, with its first link, as the webhook stores them. */
async function paidOrderLinks(stack: RunningStack, count: number): Promise<string[]> {
  const links = createDownloadLinks({
    secret: DOWNLOAD_LINK_SECRET,
    store: orderStore(
      supabaseService({ supabaseUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey }),
      'x',
    ),
  });
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { rows } = await stack.db.query<{ created: OrderView }>(
      `select public.create_pending_order($1, null, 'us', 'USD', 0, $2::jsonb) as created`,
      [
        `bench-download-${index}@example.com`,
        JSON.stringify([
          { kit_slug: KIT.slug, kit_title: KIT.title, format: 'digital', quantity: 1, unit_cents: PRICE },
        ]),
      ],
    );
    const order = rows[0]!.created;
    await stack.db.query(`select public.attach_checkout_session($1, $2)`, [order.id, `cs_bench_${index}`]);
    const [link] = await links.firstLinks(order);
    await stack.db.query(
      `select public.complete_checkout($1, $2, $3, 'usd', $4, null,
         jsonb_build_array(jsonb_build_object('item_id', $5::text, 'token_hash', $6::text)))`,
      [`evt_bench_${index}`, `cs_bench_${index}`, PRICE, `pi_bench_${index}`, link!.itemId, link!.tokenHash],
    );
    tokens.push(await deriveDownloadToken(DOWNLOAD_LINK_SECRET, link!.itemId, 1));
  }
  return tokens;
}

/** One parent's click: the function's answer, then the file from the signed URL it points to. */
async function download(stack: RunningStack, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}/functions/v1/download`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, paper: 'letter', ink: 'color' }),
  });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`a download answered ${response.status} ${response.headers.get('content-type')}`);
  if (bytes.byteLength < 10_000) throw new Error(`a download gave ${bytes.byteLength} bytes`);
  return performance.now() - started;
}

/**
 * 120 parents with their own links press Download at once on an in-memory stack, through the real
 * download function under Deno and the Storage stand-in: cold (the kit file is not stored yet) and warm.
 */
export const downloadsSection: BenchSection = {
  name: 'Kit downloads',
  async run(): Promise<SectionResult> {
    const stack = await startStack({
      memory: true,
      port: 0,
      mailHttpPort: 0,
      smtpPort: 0,
      stripePort: 0,
      quiet: true,
    });
    try {
      const tokens = await paidOrderLinks(stack, PARENTS);
      // Start the function's Deno process first: the cold row measures the empty bucket, not the start.
      await fetch(`${stack.apiUrl}/functions/v1/download`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: 'f'.repeat(64), paper: 'letter', ink: 'color' }),
      });
      const wave = () => Promise.all(tokens.map((token) => download(stack, token)));
      const cold = await wave();
      const warm = await wave();
      const { rows } = await stack.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'kits' and name like $1`,
        [`${KIT.slug}/en/letter/color/%`],
      );
      const builds = rows.reduce((sum, row) => sum + stack.storage.uploadsOf(`kits/${row.name}`), 0);
      const row = (scenario: string, values: number[]): BenchRow => {
        const sorted = [...values].sort((a, b) => a - b);
        const p95 = percentile(sorted, 0.95);
        return {
          scenario,
          downloads: values.length,
          'p50 ms': Number(median(sorted).toFixed(1)),
          'p95 ms': Number(p95.toFixed(1)),
          'max ms': Number(sorted.at(-1)!.toFixed(1)),
          'p95 ≤ 3 s': p95 <= P95_LIMIT_MS ? 'yes' : 'NO',
        };
      };
      return {
        name: this.name,
        rows: [
          row(`${PARENTS} at once, kit not stored yet`, cold),
          row(`${PARENTS} at once, kit stored`, warm),
        ],
        notes: [
          `Each download: POST /functions/v1/download (link checks, rate limit, counted) → 303 to a 60 s signed Storage URL → the PDF (${KIT.slug}, Letter, colour). The kit was built ${builds} time(s) for ${PARENTS * 2} downloads; database ${stack.dbDescription}.`,
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
