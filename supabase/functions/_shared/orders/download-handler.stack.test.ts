import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderText } from './i18n/catalog.ts';
import { kitDownloadMessagesIn } from '../domain/kit-download-choices.ts';
import { licenceTextsIn } from '../domain/licences.ts';
import type { RunningStack } from '../../../local/stack.ts';
import { startTestStack } from '../../../local/stack-testing.ts';
import {
  createDownloadHandler,
  DOWNLOAD_LIMIT,
  type KitDownloadOptions,
  type KitZipDownloadOptions,
} from './download-handler.ts';
import { DOWNLOAD_LINK_SECRET } from '../../../local/keys.ts';
import { createDownloadLinks, deriveDownloadToken } from './download-links.ts';
import type { OrderView } from '../domain/order-view.ts';
import { supabaseService } from '../http/supabase-service.ts';
import { orderStore } from './order-store.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import { supabaseStorage } from '../http/supabase-storage.ts';
import { createKitFileStore } from './kit-files.ts';

// The download handler against the real order tables and the stack's Storage; the kit module is stood
// in for by a builder that records what it was asked for (the kit PDFs have their own tests).
let stack: RunningStack;
let token: string;
const built: KitDownloadOptions[] = [];
const zipped: KitZipDownloadOptions[] = [];
/** What the zip builder is asked for: `kit` in `lang`, on a family licence and with no name unless `extra` says. */
const zipAsked = (kit: string, lang: 'en' | 'fr', extra: Partial<KitZipDownloadOptions> = {}) => ({
  kit,
  childName: undefined,
  licence: 'family',
  lang,
  ...extra,
});

/** A paid order of one digital kit (`item`: its JSON for create_pending_order), and its link's token. */
async function paidKit(name: string, item: Record<string, unknown>): Promise<string> {
  const { rows } = await stack.db.query<{ created: OrderView }>(
    `select public.create_pending_order('ada@example.com', null, 'us', 'USD', 0, $1::jsonb) as created`,
    [JSON.stringify([{ format: 'digital', quantity: 1, unit_cents: 1999, ...item }])],
  );
  const orderId = rows[0]!.created.id;
  await stack.db.query(`select public.attach_checkout_session($1, $2)`, [orderId, `cs_test_${name}`]);
  // The kit's first link is derived as the webhook derives it; the table keeps its hash only.
  const [link] = await createDownloadLinks({
    secret: DOWNLOAD_LINK_SECRET,
    store: orderStore(
      supabaseService({ supabaseUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey }),
      'x',
    ),
  }).firstLinks(rows[0]!.created);
  await stack.db.query(
    `select public.complete_checkout($1, $2, 1999, 'usd', $3, null,
       jsonb_build_array(jsonb_build_object('item_id', $4::text, 'token_hash', $5::text)))`,
    [`evt_${name}`, `cs_test_${name}`, `pi_${name}`, link!.itemId, link!.tokenHash],
  );
  return deriveDownloadToken(DOWNLOAD_LINK_SECRET, link!.itemId, 1);
}

beforeAll(async () => {
  stack = await startTestStack({ functions: false });
  token = await paidKit('download', { kit_slug: 'pirate-bunny', kit_title: 'Pirate Bunny Treasure Hunt' });
});
afterAll(async () => {
  await stack?.stop();
});

/** Stored files are kept per content version: each test file run starts from versions of its own. */
let version = `test-${Date.now()}`;

const handler = () =>
  createDownloadHandler({
    store: orderStore(
      supabaseService({ supabaseUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey }),
      stack.serviceRoleKey,
    ),
    buildPdf: async (options) => {
      built.push(options);
      return new TextEncoder().encode(`%PDF-1.7 stand-in for ${options.childName ?? 'anyone'}`);
    },
    buildZip: async (options) => {
      zipped.push(options);
      return new TextEncoder().encode('PK stand-in');
    },
    kitVersion: async (_kit, lang, kind) => `${version}-${lang}-${kind}`,
    files: createKitFileStore({
      storage: supabaseStorage({ supabaseUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey }),
    }),
  });

const post = (body: unknown, answer = handler(), headers: Record<string, string> = {}) =>
  answer(
    new Request('http://functions.local/download', { method: 'POST', body: JSON.stringify(body), headers }),
  );

/** Posts and follows the 303 to the signed URL, as the browser's fetch does. */
async function download(body: unknown): Promise<Response> {
  const response = await post(body);
  if (response.status !== 303) return response;
  return fetch(signedUrl(response));
}

/** The 303's Location, relative to the project's URL as the browser resolves it. */
const signedUrl = (response: Response) => new URL(response.headers.get('location')!, stack.apiUrl).toString();

describe('download', () => {
  it('builds the token’s kit with the chosen paper, ink and name', async () => {
    const response = await download({ token, paper: 'a4', ink: 'bw', childName: ' Maya ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('pirate-bunny-a4.pdf');
    expect(built.at(-1)).toEqual({
      kit: 'pirate-bunny',
      paper: 'a4',
      ink: 'bw',
      childName: 'Maya',
      lang: 'en',
    });
    await post({ token, paper: 'letter', ink: 'color' });
    expect(built.at(-1)).toEqual({
      kit: 'pirate-bunny',
      paper: 'letter',
      ink: 'color',
      childName: undefined,
      lang: 'en',
    });
  });

  it('builds the French kit when asked for lang fr, single PDF and Download All, named in French', async () => {
    const pdf = await download({ token, paper: 'letter', ink: 'color', lang: 'fr' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="pirate-bunny-fr-lettre.pdf"');
    expect(built.at(-1)).toMatchObject({ kit: 'pirate-bunny', lang: 'fr' });
    const zip = await download({ token, all: true, lang: 'fr' });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toBe('attachment; filename="pirate-bunny-fr-trousse.zip"');
    expect(zipped.at(-1)).toEqual(zipAsked('pirate-bunny', 'fr'));
  });

  it('answers Download All with the zip of the token’s kit, named after the kit, with the child’s name', async () => {
    const response = await download({ token, all: true, childName: ' Maya ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pirate-bunny-kit.zip"');
    expect(await response.text()).toBe('PK stand-in');
    expect(zipped.at(-1)).toEqual(zipAsked('pirate-bunny', 'en', { childName: 'Maya' }));
    await post({ token, all: true });
    expect(zipped.at(-1)).toEqual(zipAsked('pirate-bunny', 'en'));
  });

  it('builds a kit file without a name once, however many parents click at once, and counts every click', async () => {
    await stack.db.query('delete from public.order_rate_claims');
    version = `once-${Date.now()}`;
    const downloads = async () =>
      (
        await stack.db.query<{ download_count: number }>(
          'select download_count from public.download_tokens where token_hash = public.download_token_hash($1)',
          [token],
        )
      ).rows[0]!.download_count;
    const countBefore = await downloads();
    const builtBefore = built.length;
    const shared = handler();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post({ token, paper: 'a4', ink: 'color' }, shared)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(303));
    // A second function instance finds the stored file and builds nothing either.
    expect((await post({ token, paper: 'a4', ink: 'color' })).status).toBe(303);
    expect(built.slice(builtBefore)).toEqual([
      { kit: 'pirate-bunny', paper: 'a4', ink: 'color', childName: undefined, lang: 'en' },
    ]);
    const path = `pirate-bunny/en/a4/color/${version}-en-pdf.pdf`;
    expect(stack.storage.uploadsOf(`kits/${path}`)).toBe(1);
    expect(answers[0]!.headers.get('location')).toMatch(
      new RegExp(`^/storage/v1/object/sign/kits/${path}\\?token=[\\w.-]+&download=pirate-bunny-a4\\.pdf$`),
    );
    expect(await downloads()).toBe(countBefore + 13);
    const file = await fetch(signedUrl(answers[5]!));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.7 stand-in for anyone');
    await stack.db.query('delete from public.order_rate_claims');
  });

  it('hands out signed URLs that work for 60 seconds', async () => {
    const answer = await post({ token, paper: 'letter', ink: 'bw' });
    const location = new URL(signedUrl(answer));
    const claims = JSON.parse(
      Buffer.from(location.searchParams.get('token')!.split('.')[1]!, 'base64url').toString(),
    ) as { exp: number; iat: number; url: string };
    expect(claims.exp - claims.iat).toBe(60);
    expect(claims.url).toBe(`kits/pirate-bunny/en/letter/bw/${version}-en-pdf.pdf`);
    // The same signature with a one-second life stops opening the file once that second is over.
    const storage = supabaseStorage({ supabaseUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey });
    const brief = await storage.signedUrl('kits', claims.url.slice('kits/'.length), 1, 'kit.pdf');
    expect((await fetch(brief!)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await fetch(brief!);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('builds a personalised file once per name, and each name gets its own', async () => {
    version = `names-${Date.now()}`;
    const builtBefore = built.length;
    const maya = await download({ token, paper: 'letter', ink: 'color', childName: 'Maya' });
    const leo = await download({ token, paper: 'letter', ink: 'color', childName: 'Leo' });
    const mayaAgain = await download({ token, paper: 'letter', ink: 'color', childName: 'Maya' });
    expect(await maya.text()).toBe('%PDF-1.7 stand-in for Maya');
    expect(await leo.text()).toBe('%PDF-1.7 stand-in for Leo');
    expect(await mayaAgain.text()).toBe('%PDF-1.7 stand-in for Maya');
    expect(built.slice(builtBefore).map((options) => options.childName)).toEqual(['Maya', 'Leo']);
    // The name is in no path: personal files sit under the order item, named by a digest.
    const { rows } = await stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'kits' and name like 'orders/%' and name like $1`,
      [`%${version}%`],
    );
    expect(rows).toHaveLength(2);
    for (const { name } of rows) {
      expect(name).toMatch(
        /^orders\/[0-9a-f-]{36}\/pirate-bunny\/en\/letter\/color\/names-\d+-en-pdf-[0-9a-f]{20}\.pdf$/,
      );
      expect(name.toLowerCase()).not.toContain('maya');
    }
  });

  it.each([
    [
      'Download All with a name with digits',
      { token: 'a'.repeat(64), all: true, childName: 'R2D2' },
      'childName',
      kitDownloadMessagesIn.en.childName,
    ],
    [
      'Download All with a malformed token',
      { token: 'abc', all: true },
      'token',
      orderText('en', 'orders.link.invalid'),
    ],
    [
      'Download All in German',
      { token: 'a'.repeat(64), all: true, lang: 'de' },
      'lang',
      orderText('en', 'orders.download.lang'),
    ],
    [
      'a kit in fr-CA',
      { token: 'a'.repeat(64), paper: 'a4', ink: 'bw', lang: 'fr-CA' },
      'lang',
      orderText('en', 'orders.download.lang'),
    ],
    [
      'a malformed token',
      { token: 'abc', paper: 'a4', ink: 'bw' },
      'token',
      orderText('en', 'orders.link.invalid'),
    ],
    [
      'an unknown paper',
      { token: 'a'.repeat(64), paper: 'legal', ink: 'bw' },
      'paper',
      kitDownloadMessagesIn.en.paper,
    ],
    [
      'an unknown ink',
      { token: 'a'.repeat(64), paper: 'a4', ink: 'gold' },
      'ink',
      kitDownloadMessagesIn.en.ink,
    ],
    [
      'a name with digits',
      { token: 'a'.repeat(64), paper: 'a4', ink: 'bw', childName: 'R2D2' },
      'childName',
      kitDownloadMessagesIn.en.childName,
    ],
    [
      'a name of 41 letters',
      { token: 'a'.repeat(64), paper: 'a4', ink: 'bw', childName: 'a'.repeat(41) },
      'childName',
      kitDownloadMessagesIn.en.childName,
    ],
  ])('answers 400 naming the field for %s', async (_case, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(
      message,
    );
  });

  it('refuses an unknown token with 404', async () => {
    expect((await post({ token: 'b'.repeat(64), paper: 'a4', ink: 'bw' })).status).toBe(404);
    expect((await post({ token: 'b'.repeat(64), all: true })).status).toBe(404);
  });

  it('rate-limits each link', async () => {
    await stack.db.query('delete from public.order_rate_claims');
    // The log keeps HMAC digests of the link, keyed by the service-role key (as the function does).
    const digest = await rateLimitDigest(stack.serviceRoleKey, 'download', token);
    for (let index = 0; index < DOWNLOAD_LIMIT.perToken; index += 1)
      await stack.db.query(`select public.claim_order_rate('download', $1, 1000, 3600)`, [digest]);
    const response = await post({ token, paper: 'a4', ink: 'bw' });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toBe(
      orderText('en', 'orders.download.rateLimited'),
    );
    const zipsBefore = zipped.length;
    expect((await post({ token, all: true })).status).toBe(429);
    expect(zipped).toHaveLength(zipsBefore);
    await stack.db.query('delete from public.order_rate_claims');
  });

  it('refuses an expired link with its own message, and works again once it has not expired', async () => {
    const setExpiry = (when: string) =>
      stack.db.query(
        `update public.download_tokens set expires_at = ${when} where token_hash = public.download_token_hash($1)`,
        [token],
      );
    await setExpiry(`now() - interval '1 minute'`);
    const builtBefore = built.length;
    const pdf = await post({ token, paper: 'a4', ink: 'bw' });
    expect(pdf.status).toBe(410);
    expect(((await pdf.json()) as { error: string }).error).toBe(orderText('en', 'orders.download.expired'));
    const zip = await post({ token, all: true });
    expect(zip.status).toBe(410);
    expect(built).toHaveLength(builtBefore);
    await setExpiry(`now() + interval '1 day'`);
    expect((await post({ token, paper: 'a4', ink: 'bw' })).status).toBe(303);
  });

  it('stops working once the order is refunded', async () => {
    await stack.db.query(`select public.refund_order('evt_download_refund', 'pi_download', '')`);
    const response = await post({ token, paper: 'a4', ink: 'bw' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(
      orderText('en', 'orders.download.revoked'),
    );
    const zip = await post({ token, all: true });
    expect(zip.status).toBe(404);
    expect(((await zip.json()) as { error: string }).error).toBe(orderText('en', 'orders.download.revoked'));
  });
});

describe('download of a party or classroom kit (ADR 054)', () => {
  let party: string;
  beforeAll(async () => {
    party = await paidKit('party', {
      kit_slug: 'easter-bunny',
      kit_title: 'Easter Bunny Hunt',
      licence: 'party',
      child_names: ['Maya', 'Leo', 'Zoë'],
    });
  });

  it('builds the kit with every name, once per list, and a zip whose README states the licence', async () => {
    version = `party-${Date.now()}`;
    const builtBefore = built.length;
    const names = ['Maya', ' Leo ', 'Zoë'];
    expect((await download({ token: party, paper: 'letter', ink: 'color', childNames: names })).status).toBe(
      200,
    );
    expect((await download({ token: party, paper: 'letter', ink: 'color', childNames: names })).status).toBe(
      200,
    );
    expect(built.slice(builtBefore)).toEqual([
      { kit: 'easter-bunny', paper: 'letter', ink: 'color', childNames: ['Maya', 'Leo', 'Zoë'], lang: 'en' },
    ]);
    expect((await download({ token: party, all: true })).status).toBe(200);
    expect(zipped.at(-1)).toEqual(zipAsked('easter-bunny', 'en', { licence: 'party' }));
    // Personal files, under the item and named by a digest: no name in any path.
    const { rows } = await stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'kits' and name like $1 order by name`,
      [`%${version}%`],
    );
    expect(
      rows.map(({ name }) => name.replace(/[0-9a-f-]{36}/, 'ITEM').replace(/-[0-9a-f]{20}\./, '-DIGEST.')),
    ).toEqual([
      `orders/ITEM/easter-bunny/en/all/${version}-en-zip-DIGEST.zip`,
      `orders/ITEM/easter-bunny/en/letter/color/${version}-en-pdf-DIGEST.pdf`,
    ]);
  });

  it('refuses more names than the licence holds, and a name that cannot be printed, saying which', async () => {
    const builtBefore = built.length;
    const thirteen = Array.from({ length: 13 }, (_, index) => `Child ${String.fromCharCode(65 + index)}`);
    const tooMany = await post({ token: party, paper: 'a4', ink: 'bw', childNames: thirteen });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      error: licenceTextsIn.en.tooManyNames.party,
      fieldErrors: { childNames: licenceTextsIn.en.tooManyNames.party },
    });
    const french = await post({ token: party, all: true, childNames: ['Maya', 'R2D2'] }, handler(), {
      'Accept-Language': 'fr-CA',
    });
    expect(french.status).toBe(400);
    expect(((await french.json()) as { error: string }).error).toBe(licenceTextsIn.fr.badName('R2D2', 40));
    // A family kit keeps its one name.
    const familyToken = await paidKit('family', { kit_slug: 'cool-bunny', kit_title: 'Cool Bunny Hunt' });
    const family = await post({ token: familyToken, paper: 'a4', ink: 'bw', childNames: ['Maya', 'Leo'] });
    expect(((await family.json()) as { error: string }).error).toBe(licenceTextsIn.en.tooManyNames.family);
    expect(built).toHaveLength(builtBefore);
  });
});
