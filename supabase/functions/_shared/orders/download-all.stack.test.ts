import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_LICENCE_SUMMARY } from '../domain/kit-download.ts';
import { pdfInfo, pdfPageTexts } from '../../../../scripts/kit/poppler.ts';
import {
  forgetLoopbackCheckouts,
  payOnTestCheckout,
  postFunction,
  startTestCheckout,
  useTestStack,
} from '../../../local/stack-testing.ts';
import { orderText } from './i18n/catalog.ts';

// Download All through the real download function under Deno: a parent pays for a kit through the
// Stripe stand-in, presses Download All and unzips what arrives.
const stack = useTestStack();
let token: string;
let orderNumber: string;
let email: string;

beforeAll(async () => {
  await forgetLoopbackCheckouts(stack);
  email = `zip-${Date.now()}@example.com`;
  const started = await startTestCheckout(stack, {
    email,
    region: 'us',
    lines: [{ kit: 'pirate-bunny', format: 'digital', quantity: 1 }],
  });
  orderNumber = started.order.number;
  const paid = await payOnTestCheckout(started.url);
  expect(paid.status).toBe(303);
  // Links are stored hashed: the raw token exists only in the order email.
  let mail = stack.mailbox.list().find((message) => message.to.includes(email));
  for (let waited = 0; !mail && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = stack.mailbox.list().find((message) => message.to.includes(email));
  }
  token = /\/downloads\/([0-9a-f]{64})/.exec(mail?.text ?? '')![1]!;
});
const downloadAll = (body: unknown) => postFunction(stack, 'download', body);

/** Whether any pixel of the PDF's pages, rendered small, has a colour (not a shade of grey). */
function hasColour(bytes: Uint8Array): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'zip-pdf-'));
  try {
    writeFileSync(join(dir, 'kit.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', '12', join(dir, 'kit.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.ppm'))
      .some((name) => {
        const data = readFileSync(join(dir, name));
        // P6 header: magic, width, height, maxval, each followed by one whitespace byte.
        let offset = 0;
        for (let fields = 0; fields < 4; offset++)
          if (/\s/.test(String.fromCharCode(data[offset]!))) fields++;
        for (let pixel = offset; pixel + 2 < data.length; pixel += 3) {
          const [r, g, b] = [data[pixel]!, data[pixel + 1]!, data[pixel + 2]!];
          if (Math.max(r, g, b) - Math.min(r, g, b) > 24) return true;
        }
        return false;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LETTER = '612 x 792';
const A4 = '595.28 x 841.89';

describe('Download All', () => {
  it('is offered in the order email, text and HTML, beside the kit’s link', async () => {
    const find = () => stack.mailbox.list().find((message) => message.to.includes(email));
    await expect.poll(find).toBeDefined();
    const mail = find()!;
    const page = `http://[^\\s"]+/downloads/${token}`;
    expect(mail.text).toMatch(new RegExp(`^Pirate Bunny Treasure Hunt: ${page}$`, 'm'));
    expect(mail.text).toMatch(
      new RegExp(`^  Download All \\(one zip with every version\\): ${page}\\?all=pirate-bunny$`, 'm'),
    );
    expect(mail.html).toMatch(new RegExp(`<a href="${page}\\?all=pirate-bunny">Download All</a> \\(zip\\)`));
  });

  it('gives one zip: the kit on Letter and A4 in colour and black and white, 16 blank cards, a README', async () => {
    const response = await downloadAll({ token, all: true, childName: 'Maya' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pirate-bunny-kit.zip"');
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(zip.length).toBeLessThanOrEqual(3 * 1024 * 1024);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual([
      'pirate-bunny-letter-colour.pdf',
      'pirate-bunny-letter-black-and-white.pdf',
      'pirate-bunny-a4-colour.pdf',
      'pirate-bunny-a4-black-and-white.pdf',
      'pirate-bunny-16-blank-cards-letter.pdf',
      'pirate-bunny-16-blank-cards-a4.pdf',
      'README.txt',
    ]);

    const expectations: [string, string, 'colour' | 'black and white'][] = [
      ['pirate-bunny-letter-colour.pdf', LETTER, 'colour'],
      ['pirate-bunny-letter-black-and-white.pdf', LETTER, 'black and white'],
      ['pirate-bunny-a4-colour.pdf', A4, 'colour'],
      ['pirate-bunny-a4-black-and-white.pdf', A4, 'black and white'],
    ];
    for (const [name, size, ink] of expectations) {
      const pdf = files[name]!;
      expect(pdfInfo(pdf).pageSize, name).toBe(size);
      expect(hasColour(pdf), name).toBe(ink === 'colour');
      const pages = pdfPageTexts(pdf);
      // The child's name is on the posters, as in the single download.
      expect(pages[0], name).toContain('Maya\u2019s Adventure');
      expect(
        pages.some((page) => page.includes('Bonus Riddles')),
        name,
      ).toBe(true);
    }

    for (const [name, size] of [
      ['pirate-bunny-16-blank-cards-letter.pdf', LETTER],
      ['pirate-bunny-16-blank-cards-a4.pdf', A4],
    ] as const) {
      const pages = pdfPageTexts(files[name]!);
      expect(pdfInfo(files[name]!).pageSize, name).toBe(size);
      // Four cards a page, nothing but cards.
      expect(pages, name).toHaveLength(4);
      pages.forEach((page, index) => expect(page).toContain(`Clue cards ${index + 1} of 4`));
      expect(pages[3]).toContain('Clue 16');
    }

    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Pirate Bunny Treasure Hunt, made for Maya');
    for (const name of Object.keys(files).filter((file) => file.endsWith('.pdf')))
      expect(readme).toContain(name);
    expect(readme).toContain('US Letter (8.5 x 11 in)');
    expect(readme).toContain('PRINTING AT A PRINT SHOP');
    expect(readme).toContain(KIT_LICENCE_SUMMARY);
    expect(readme).toMatch(/Write to \S+@\S+\./);
  }, 120_000);

  it('gives no zip for a refunded order’s link', async () => {
    await stack.db.query(
      `update public.download_tokens set revoked_at = now()
        where order_item_id in (select i.id from public.order_items i
          join public.orders o on o.id = i.order_id where o.number = $1)`,
      [orderNumber],
    );
    const response = await downloadAll({ token, all: true });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { error: string }).error).toBe(
      orderText('en', 'orders.download.revoked'),
    );
  });
});
