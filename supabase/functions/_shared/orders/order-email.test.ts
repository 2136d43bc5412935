import { describe, expect, it } from 'vitest';
import { shippingEmail } from './shipping-email.ts';
import { breaksFrenchTypography } from '../domain/french-typography.ts';
import type { Locale } from '../domain/locales.ts';
import { orderEmail, ownerPrintNotification, recoveryEmail } from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';
import { FIXTURE_TOKEN, orderViewFixture, taxedOrderViewFixture } from '../domain/order-test-fixtures.ts';

const TOKEN = FIXTURE_TOKEN;
const SITE = 'https://shop.example/';
const SUPPORT = 'help@example.com';

const order = (locale: Locale, overrides: Partial<OrderView> = {}) =>
  orderViewFixture({ locale, ...overrides });

const SHIPMENT = {
  carrier: 'Postes Canada',
  trackingNumber: '7023 2101 4455 1234',
  trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210144551234',
};

/** The visible words of an email's HTML: tags dropped, the few entities we write put back. */
const htmlWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

/** A plain space, or none, before : ; ! ? — the French rule broken (URLs' "https:" and "?all=" aside). */
function expectFrenchTypography(text: string) {
  expect(text).not.toMatch(/ [:;!?](?=\s|$)/m);
  expect(breaksFrenchTypography(text)).toBe(false);
}

describe('the receipt', () => {
  it('names a party or classroom licence on its kit’s line, in the order’s language, and no child', () => {
    const classroom = (locale: Locale) => {
      const fixture = order(locale);
      return orderEmail(
        {
          ...fixture,
          items: fixture.items.map((item) =>
            item.format === 'digital'
              ? {
                  ...item,
                  licence: 'classroom',
                  child_names: ['Maya', 'Leo'],
                  unit_cents: 8999,
                  line_cents: 8999,
                }
              : item,
          ),
        },
        SITE,
        SUPPORT,
      );
    };
    const english = classroom('en');
    expect(english.text).toContain('Easter Bunny Hunt – Digital Download, Classroom licence × 1: $89.99 CAD');
    expect(english.text).toContain('Cool Bunny Hunt – Printed & Delivered × 1: $49.99 CAD');
    expect(english.html).toContain('Classroom licence');
    expect(`${english.text}${english.html}`).not.toMatch(/Maya|Leo/);
    const french = classroom('fr');
    expect(french.text).toContain(
      'Chasse aux cocos de Pâques – Téléchargement numérique, Licence pour une classe × 1\u00A0: 89,99\u00A0$',
    );
    expectFrenchTypography(french.text);
  });

  it('is in French for a French order: French words, kit titles, money and /fr links', () => {
    const email = orderEmail(order('fr'), SITE, SUPPORT);
    expect(email.subject).toBe('Votre commande Adventure Clue Kits ACK-1001');
    expect(email.text).toContain('Merci pour votre commande ACK-1001\u202F!');
    expect(email.text).toContain(
      'Chasse aux cocos de Pâques – Téléchargement numérique × 1\u00A0: 24,99\u00A0$',
    );
    expect(email.text).toContain('Chasse du lapin cool – Imprimée et livrée × 1\u00A0: 49,99\u00A0$');
    expect(email.text).toContain('Total payé\u00A0: 74,98\u00A0$');
    expect(email.text).toContain(
      `Chasse aux cocos de Pâques\u00A0: https://shop.example/fr/downloads/${TOKEN}\n`,
    );
    expect(email.text).toContain(
      `Tout télécharger (un seul zip avec toutes les versions)\u00A0: https://shop.example/fr/downloads/${TOKEN}?all=easter-bunny&lang=fr`,
    );
    expect(email.text).toContain(
      'Les liens sont valides jusqu’au 26 novembre 2027\u202F; une fois un lien expiré, sa page vous permet d’en demander un nouveau par courriel.',
    );
    expect(email.html).toContain('Les liens sont valides jusqu’au 26 novembre 2027');
    expect(email.text).toContain('Votre trousse imprimée sera expédiée à\u00A0:');
    expect(email.text).toContain('Des questions\u202F? Écrivez-nous à help@example.com.');
    expect(email.html).toContain(`href="https://shop.example/fr/downloads/${TOKEN}"`);
    expect(email.html).toContain(
      `href="https://shop.example/fr/downloads/${TOKEN}?all=easter-bunny&#38;lang=fr"`,
    );
    expect(email.html).toContain('<h2>Vos téléchargements</h2>');
    expect(`${email.text}\n${htmlWords(email.html)}`).not.toMatch(
      /Thank you|Download|Total paid|Questions\?/,
    );
    expect(`${email.text}${email.html}`).not.toContain('https://shop.example/downloads/');
    expectFrenchTypography(email.subject);
    expectFrenchTypography(email.text);
    expectFrenchTypography(htmlWords(email.html));
  });

  it('shows US dollars as "$ US" in French', () => {
    const email = orderEmail(
      order('fr', { region: 'us', currency: 'USD', total_cents: 1999, items: [order('fr').items[0]!] }),
      SITE,
      SUPPORT,
    );
    expect(email.text).toContain('Total payé\u00A0: 19,99\u00A0$\u00A0US');
    expect(orderEmail(order('fr', { total_cents: 123456 }), SITE, SUPPORT).text).toContain(
      'Total payé\u00A0: 1\u00A0234,56\u00A0$',
    );
  });

  it('keeps the English receipt word for word', () => {
    const email = orderEmail(order('en'), SITE, SUPPORT);
    expect(email.subject).toBe('Your Adventure Clue Kits order ACK-1001');
    expect(email.text).toBe(
      [
        'Thank you for your order ACK-1001!',
        '',
        'Easter Bunny Hunt – Digital Download × 1: $24.99 CAD',
        'Cool Bunny Hunt – Printed & Delivered × 1: $49.99 CAD',
        'Total paid: $74.98 CAD',
        '',
        'Download your kits (each download makes a fresh file):',
        `Easter Bunny Hunt: https://shop.example/downloads/${TOKEN}`,
        `  Download All (one zip with every version): https://shop.example/downloads/${TOKEN}?all=easter-bunny`,
        'One zip with the whole kit on US Letter and A4 paper, in colour and in black and white, plus 16 blank clue cards and a README.',
        'The links work until November 26, 2027; once one has expired, its page lets you ask for a new one by email.',
        '',
        'Your printed kit ships to:',
        'Ada Parent',
        '12 rue Principale',
        'Québec, QC G1R 4P5',
        'CA',
        'Most orders are processed in 1-2 business days; we email you the tracking number when it ships.',
        '',
        'Questions? Write to help@example.com.',
      ].join('\n'),
    );
  });

  it('shows each sales tax between the shipping and the total, in English and in French', () => {
    const english = orderEmail(taxedOrderViewFixture({ locale: 'en' }), SITE, SUPPORT);
    expect(english.text).toContain(
      [
        'Cool Bunny Hunt – Printed & Delivered × 1: $49.99 CAD',
        'Standard shipping: $9.00 CAD',
        'GST 5%: $4.20 CAD',
        'QST 9.975%: $8.38 CAD',
        'Total paid: $96.56 CAD',
      ].join('\n'),
    );
    expect(english.html).toContain(
      '<p>Standard shipping: $9.00 CAD<br>GST 5%: $4.20 CAD<br>QST 9.975%: $8.38 CAD<br>Total paid: $96.56 CAD</p>',
    );
    const french = orderEmail(taxedOrderViewFixture({ locale: 'fr' }), SITE, SUPPORT);
    expect(french.text).toContain(
      [
        'Livraison standard\u00A0: 9,00\u00A0$',
        'TPS 5\u00A0%\u00A0: 4,20\u00A0$',
        'TVQ 9,975\u00A0%\u00A0: 8,38\u00A0$',
        'Total payé\u00A0: 96,56\u00A0$',
      ].join('\n'),
    );
    expect(htmlWords(french.html)).toContain('TVQ 9,975\u00A0%\u00A0: 8,38\u00A0$');
    expectFrenchTypography(french.text);
  });

  it('shows no tax row for an order without tax', () => {
    const email = orderEmail(order('en'), SITE, SUPPORT);
    expect(email.text).not.toMatch(/\b(GST|QST|HST)\b|tax/i);
    expect(orderEmail(order('fr'), SITE, SUPPORT).text).not.toMatch(/\b(TPS|TVQ|TVH)\b|taxe/i);
  });

  it('shows the discount after the kits, named by its code or as the bundle, in both languages', () => {
    const coded = orderEmail(
      order('en', { discount_cents: 750, discount_label: 'SPRING10', total_cents: 6748 }),
      SITE,
      SUPPORT,
    );
    expect(coded.text).toContain(
      'Cool Bunny Hunt – Printed & Delivered × 1: $49.99 CAD\nDiscount (SPRING10): −$7.50 CAD\nTotal paid: $67.48 CAD',
    );
    expect(htmlWords(coded.html)).toContain('Discount (SPRING10): −$7.50 CAD');
    const bundled = orderEmail(
      order('fr', {
        terms_language: 'fr',
        discount_cents: 1498,
        discount_label: 'digital-3',
        total_cents: 6000,
      }),
      SITE,
      SUPPORT,
    );
    expect(bundled.text).toContain(
      'Rabais (ensemble de 3 trousses)\u00A0: −14,98\u00A0$\nTotal payé\u00A0: 60,00\u00A0$',
    );
    expectFrenchTypography(bundled.text);
  });

  it('leaves the owner’s print notification in English for a French order', () => {
    const notice = ownerPrintNotification(order('fr'), 'shop@example.com');
    expect(notice?.subject).toBe('Printed order ACK-1001 to ship');
    expect(notice?.text).toContain('Cool Bunny Hunt × 1');
  });
});

describe('the recovery email', () => {
  it('is in the language of the request, with links to its pages', () => {
    const french = recoveryEmail(
      'ada@example.com',
      [order('en'), order('fr', { number: 'ACK-1002' })],
      SITE,
      'fr',
    );
    expect(french.subject).toBe('Vos liens de téléchargement Adventure Clue Kits');
    expect(french.text).toContain(
      'Voici les liens de téléchargement de vos commandes Adventure Clue Kits\u00A0:',
    );
    expect(french.text).toContain('Commande ACK-1001\n');
    expect(french.text).toContain('Commande ACK-1002\n');
    expect(french.text).not.toContain('https://shop.example/downloads/');
    expect(french.text.match(/https:\/\/shop\.example\/fr\/downloads\//g)).toHaveLength(4);
    expectFrenchTypography(french.text);
    expectFrenchTypography(htmlWords(french.html));

    const english = recoveryEmail('ada@example.com', [order('fr')], SITE);
    expect(english.subject).toBe('Your Adventure Clue Kits download links');
    expect(english.text).toContain(`Easter Bunny Hunt: https://shop.example/downloads/${TOKEN}\n`);
    expect(english.text).toContain(
      'The links work until November 26, 2027; once one has expired, its page lets you ask for a new one by email.\n',
    );
  });

  it('dates each order by its soonest link, and leaves the date out of an order without one', () => {
    const later = order('en', { number: 'ACK-1002' });
    later.items = [
      { ...later.items[0]!, link: { ...later.items[0]!.link!, expires_at: '2028-02-01T10:00:00Z' } },
      { ...later.items[0]!, kit_slug: 'pirate-bunny', kit_title: 'Pirate Bunny Treasure Hunt' },
    ];
    const text = recoveryEmail('ada@example.com', [later], SITE).text;
    expect(text).toContain('The links work until November 26, 2027;');
    expect(text).not.toContain('2028');
    const receipt = orderEmail(order('en', { items: [order('en').items[1]!] }), SITE, SUPPORT);
    expect(receipt.text).not.toContain('The links work until');
  });
});

describe('the shipping email', () => {
  it('is in French for a French order, with the tracking link it is given', () => {
    const email = shippingEmail(order('fr'), SHIPMENT, SUPPORT);
    expect(email.subject).toBe('Votre commande Adventure Clue Kits ACK-1001 a été expédiée');
    expect(email.text).toContain(
      'Votre trousse imprimée est en route\u202F! La commande ACK-1001 a été expédiée.',
    );
    expect(email.text).toContain('Chasse du lapin cool × 1');
    expect(email.text).toContain('Transporteur\u00A0: Postes Canada');
    expect(email.text).toContain(`Suivre votre colis\u00A0: ${SHIPMENT.trackingUrl}`);
    expect(email.html).toContain('La commande ACK-1001 a été expédiée par Postes Canada.');
    expectFrenchTypography(email.subject);
    expectFrenchTypography(email.text);
    expectFrenchTypography(htmlWords(email.html));
  });

  it('keeps the English shipping email', () => {
    const email = shippingEmail(
      order('en'),
      { carrier: 'Canada Post', trackingNumber: '7023', trackingUrl: 'https://t.example/7023' },
      SUPPORT,
    );
    expect(email.subject).toBe('Your Adventure Clue Kits order ACK-1001 has shipped');
    expect(email.text).toContain('Your printed kit is on its way! Order ACK-1001 has shipped.');
    expect(email.text).toContain(
      'Carrier: Canada Post\nTracking number: 7023\nTrack your parcel: https://t.example/7023',
    );
  });
});
