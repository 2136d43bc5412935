import type { PageLanguage } from './card-check.ts';
import type { CheckoutSession, SessionRecord, ShippingOption } from './stripe-state.ts';

export interface CheckoutPageState {
  /** Values typed by the customer, kept when the page is shown again after a refusal. */
  values?: Record<string, string>;
  /** The refusal, shown next to the field it is about. */
  error?: { field: string; message: string };
}

/** Like Stripe's hosted page, the stand-in speaks the session's `locale`: French for fr and fr-CA. */
export const pageLanguage = (session: Pick<CheckoutSession, 'locale'>): PageLanguage =>
  session.locale === 'fr' || session.locale === 'fr-CA' ? 'fr' : 'en';

/** The page's `lang`: the shop's French is Canadian. */
const LANG_TAGS: Readonly<Record<PageLanguage, string>> = { en: 'en', fr: 'fr-CA' };

/** Every word of the page, English beside French; the errors are the ones the payment step shows. */
export const pageTexts = {
  en: {
    title: 'Test checkout',
    testMode: 'Test mode',
    testNote: 'No real card is charged. Use 4000 0000 0000 0002 to see a decline.',
    caption: 'Your order',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    promotionCode: 'Promotion code',
    apply: 'Apply',
    removeCode: 'Remove',
    codeApplied: 'Code applied',
    shipping: 'Shipping',
    shippingMethod: 'Shipping method',
    totalDue: 'Total due',
    contact: 'Contact',
    email: 'Email',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    taxNote: 'Sales tax, if any, is added to the total from your address.',
    fullName: 'Full name',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    city: 'City',
    state: 'State / Province',
    postalCode: 'Postal code',
    country: 'Country',
    countries: { US: 'United States', CA: 'Canada' } as Readonly<Record<string, string>>,
    card: 'Card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cardName: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel',
    closedTitle: 'Checkout no longer available',
    closedHeading: 'This checkout is no longer available',
    closedText: 'It has been paid or it expired. Nothing more will be charged.',
    errors: {
      email: 'Enter a valid email address.',
      shipping_name: 'Enter the full name.',
      shipping_line1: 'Enter the address.',
      shipping_city: 'Enter the city.',
      shipping_state: 'Enter the state or province.',
      shipping_postal_code: 'Enter the postal code.',
      shipping_country: 'We cannot ship to that country.',
      shipping_rate: 'Choose a shipping method.',
      billing_line1: 'Enter the address.',
      billing_city: 'Enter the city.',
      billing_state: 'Enter the state or province.',
      billing_postal_code: 'Enter the postal code.',
      billing_country: 'Choose a country.',
      code: {
        invalid: 'This code is invalid.',
        expired: 'This code has expired.',
        used_up: 'This code has reached its usage limit.',
      },
    },
  },
  fr: {
    title: 'Paiement test',
    testMode: 'Mode test',
    testNote: 'Aucune vraie carte n’est débitée. Utilisez 4000 0000 0000 0002 pour voir un refus.',
    caption: 'Votre commande',
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    promotionCode: 'Code promotionnel',
    apply: 'Appliquer',
    removeCode: 'Retirer',
    codeApplied: 'Code appliqué',
    shipping: 'Livraison',
    shippingMethod: 'Mode de livraison',
    totalDue: 'Total à payer',
    contact: 'Coordonnées',
    email: 'Courriel',
    shippingAddress: 'Adresse de livraison',
    billingAddress: 'Adresse de facturation',
    taxNote: 'Les taxes applicables s’ajoutent au total selon votre adresse.',
    fullName: 'Nom complet',
    line1: 'Adresse, ligne 1',
    line2: 'Adresse, ligne 2 (facultatif)',
    city: 'Ville',
    state: 'Province / État',
    postalCode: 'Code postal',
    country: 'Pays',
    countries: { US: 'États-Unis', CA: 'Canada' } as Readonly<Record<string, string>>,
    card: 'Carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'CVC',
    cardName: 'Nom sur la carte',
    pay: 'Payer',
    cancel: 'Annuler',
    closedTitle: 'Paiement non disponible',
    closedHeading: 'Ce paiement n’est plus disponible',
    closedText: 'Il a été payé ou il a expiré. Rien de plus ne sera débité.',
    errors: {
      email: 'Entrez une adresse courriel valide.',
      shipping_name: 'Entrez le nom complet.',
      shipping_line1: 'Entrez l’adresse.',
      shipping_city: 'Entrez la ville.',
      shipping_state: 'Entrez la province ou l’État.',
      shipping_postal_code: 'Entrez le code postal.',
      shipping_country: 'Nous ne livrons pas dans ce pays.',
      shipping_rate: 'Choisissez un mode de livraison.',
      billing_line1: 'Entrez l’adresse.',
      billing_city: 'Entrez la ville.',
      billing_state: 'Entrez la province ou l’État.',
      billing_postal_code: 'Entrez le code postal.',
      billing_country: 'Choisissez un pays.',
      code: {
        invalid: 'Ce code n’est pas valide.',
        expired: 'Ce code est expiré.',
        used_up: 'Ce code a atteint sa limite d’utilisation.',
      },
    },
  },
} as const satisfies Record<PageLanguage, unknown>;

/** 2 decimals for the shop's currencies; zero-decimal currencies (jpy, krw) have none. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** '$24.99' in English; '24,99 $' (CAD) and '19,99 $ US' (USD) in Canadian French. */
export function formatMinor(amount: number, currency: string, language: PageLanguage = 'en'): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2;
  return new Intl.NumberFormat(language === 'fr' ? LANG_TAGS.fr : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  .test { background: #fef3c7; color: #78350f; padding: 0.25rem 0.5rem; border-radius: 0.25rem; font-size: 0.875rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d1d5db; }
  td.num, th.num { text-align: right; }
  fieldset { border: 1px solid #d1d5db; border-radius: 0.5rem; margin: 1rem 0; padding: 1rem; }
  label { display: block; font-weight: 600; margin-top: 0.75rem; }
  label.choice { font-weight: 400; }
  input, select { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.375rem; }
  .error { color: #b91c1c; font-weight: 600; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 700; background: #1d4ed8; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.75rem 1.5rem; cursor: pointer; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function layout(title: string, main: string, language: PageLanguage = 'en'): string {
  return `<!doctype html>
<html lang="${LANG_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${main}</main></body>
</html>`;
}

function field(
  name: string,
  label: string,
  state: CheckoutPageState,
  fallback: string,
  attributes = '',
): string {
  const value = state.values?.[name] ?? fallback;
  const error = state.error?.field === name ? state.error.message : undefined;
  const id = `field-${name}`;
  return `<label for="${id}">${escapeHtml(label)}</label>
    <input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${
      error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>
    ${error ? `<p id="${id}-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}`;
}

/** The countries the billing address offers: the shop's buyers are in Canada and the US. */
export const BILLING_COUNTRIES = ['CA', 'US'] as const;

/** The hosted page of an open session: the order, the shipping address when collected, a prefilled test card. */
export function renderCheckoutPage(record: SessionRecord, state: CheckoutPageState = {}): string {
  const { session, lineItems, shippingOptions } = record;
  const currency = session.currency;
  const language = pageLanguage(session);
  const t = pageTexts[language];
  const money = (amount: number) => formatMinor(amount, currency, language);
  const rows = lineItems
    .map(
      (item) => `<tr>
        <td>${escapeHtml(item.description)}</td>
        <td class="num">${item.quantity}</td>
        <td class="num">${money(item.price.unit_amount)}</td>
        <td class="num">${money(item.amount_total)}</td>
      </tr>`,
    )
    .join('');
  // As on Stripe's page: the chosen rate (the session's, the first one at first) is shown in the totals,
  // and choosing another among several updates them at once.
  const chosenRate = state.values?.shipping_rate ?? session.shipping_cost?.shipping_rate;
  const shipping =
    shippingOptions.find((option) => option.shipping_rate === chosenRate) ?? shippingOptions[0];
  const discount = session.total_details.amount_discount;
  const totalWith = (option: ShippingOption | undefined) =>
    money(session.amount_subtotal - discount + (option?.shipping_amount ?? 0));
  const shippingChoice =
    shippingOptions.length > 1
      ? `<fieldset>
        <legend>${t.shippingMethod}</legend>
        ${shippingOptions
          .map(
            (option) =>
              `<label class="choice"><input type="radio" name="shipping_rate" value="${escapeHtml(option.shipping_rate)}"${
                option === shipping ? ' checked' : ''
              } data-label="${escapeHtml(`${t.shipping} (${option.display_name})`)}" data-amount="${escapeHtml(
                money(option.shipping_amount),
              )}" data-total="${escapeHtml(totalWith(option))}"> ${escapeHtml(option.display_name)} – ${money(option.shipping_amount)}</label>`,
          )
          .join('')}
        ${
          state.error?.field === 'shipping_rate'
            ? `<p class="error" role="alert">${escapeHtml(state.error.message)}</p>`
            : ''
        }
      </fieldset>
      <script>
        for (const radio of document.querySelectorAll('input[name="shipping_rate"]'))
          radio.addEventListener('change', () => {
            document.getElementById('shipping-label').textContent = radio.dataset.label;
            document.getElementById('shipping-amount').textContent = radio.dataset.amount;
            document.querySelector('[data-total-due]').textContent = radio.dataset.total;
            document.querySelector('button[value="pay"]').textContent = ${JSON.stringify(t.pay + ' ')} + radio.dataset.total;
          });
      </script>`
      : shipping
        ? `<input type="hidden" name="shipping_rate" value="${escapeHtml(shipping.shipping_rate)}">`
        : '';
  const countries = session.shipping_address_collection?.allowed_countries ?? [];
  const shippingFields = countries.length
    ? `<fieldset>
        <legend>${t.shippingAddress}</legend>
        ${field('shipping_name', t.fullName, state, '', 'autocomplete="shipping name" required')}
        ${field('shipping_line1', t.line1, state, '', 'autocomplete="shipping address-line1" required')}
        ${field('shipping_line2', t.line2, state, '', 'autocomplete="shipping address-line2"')}
        ${field('shipping_city', t.city, state, '', 'autocomplete="shipping address-level2" required')}
        ${field('shipping_state', t.state, state, '', 'autocomplete="shipping address-level1" required')}
        ${field('shipping_postal_code', t.postalCode, state, '', 'autocomplete="shipping postal-code" required')}
        <label for="field-shipping_country">${t.country}</label>
        <select id="field-shipping_country" name="shipping_country">
          ${countries
            .map(
              (code) =>
                `<option value="${code}"${state.values?.shipping_country === code ? ' selected' : ''}>${escapeHtml(
                  t.countries[code] ?? code,
                )}</option>`,
            )
            .join('')}
        </select>
        ${
          state.error?.field === 'shipping_country'
            ? `<p class="error" role="alert">${escapeHtml(state.error.message)}</p>`
            : ''
        }
      </fieldset>`
    : '';
  // Stripe Tax needs an address: a digital-only order with tax on asks for the billing one.
  const billingFields =
    session.billing_address_collection === 'required'
      ? `<fieldset>
        <legend>${t.billingAddress}</legend>
        ${field('billing_line1', t.line1, state, '', 'autocomplete="billing address-line1" required')}
        ${field('billing_line2', t.line2, state, '', 'autocomplete="billing address-line2"')}
        ${field('billing_city', t.city, state, '', 'autocomplete="billing address-level2" required')}
        ${field('billing_state', t.state, state, '', 'autocomplete="billing address-level1" required')}
        ${field('billing_postal_code', t.postalCode, state, '', 'autocomplete="billing postal-code" required')}
        <label for="field-billing_country">${t.country}</label>
        <select id="field-billing_country" name="billing_country">
          ${BILLING_COUNTRIES.map(
            (code) =>
              `<option value="${code}"${state.values?.billing_country === code ? ' selected' : ''}>${escapeHtml(
                t.countries[code] ?? code,
              )}</option>`,
          ).join('')}
        </select>
        ${
          state.error?.field === 'billing_country'
            ? `<p class="error" role="alert">${escapeHtml(state.error.message)}</p>`
            : ''
        }
      </fieldset>`
      : '';
  const action = `/c/pay/${encodeURIComponent(session.id)}`;
  return layout(
    t.title,
    `<h1>${t.title}</h1>
    <p><span class="test">${t.testMode}</span> ${escapeHtml(t.testNote)}</p>
    <table>
      <caption>${t.caption}</caption>
      <thead><tr><th scope="col">${t.item}</th><th scope="col" class="num">${t.quantity}</th><th scope="col" class="num">${t.unitPrice}</th><th scope="col" class="num">${t.total}</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot>
        <tr><th scope="row" colspan="3">${t.subtotal}</th><td class="num">${money(session.amount_subtotal)}</td></tr>
        ${
          discount > 0
            ? `<tr><th scope="row" colspan="3">${t.discount} (${escapeHtml(discountName(record))})</th><td class="num" data-testid="discount">−${money(discount)}</td></tr>`
            : ''
        }
        ${
          shipping
            ? `<tr><th scope="row" colspan="3" id="shipping-label">${t.shipping} (${escapeHtml(shipping.display_name)})</th><td class="num" id="shipping-amount">${money(shipping.shipping_amount)}</td></tr>`
            : ''
        }
        <tr><th scope="row" colspan="3">${t.totalDue}</th><td class="num" data-testid="total" data-total-due>${totalWith(shipping)}</td></tr>
      </tfoot>
    </table>
    ${session.automatic_tax.enabled ? `<p>${escapeHtml(t.taxNote)}</p>` : ''}
    <form method="post" action="${action}">
      ${codeField(record, state)}
      <fieldset>
        <legend>${t.contact}</legend>
        ${field('email', t.email, state, session.customer_email ?? '', session.customer_email ? 'readonly type="email"' : 'type="email" required autocomplete="email"')}
      </fieldset>
      ${shippingFields}
      ${billingFields}
      ${shippingChoice}
      <fieldset>
        <legend>${t.card}</legend>
        ${field('card_number', t.cardNumber, state, '4242 4242 4242 4242', 'inputmode="numeric" autocomplete="cc-number"')}
        ${field('card_expiry', t.expiry, state, '12/34', 'autocomplete="cc-exp"')}
        ${field('card_cvc', t.cvc, state, '123', 'inputmode="numeric" autocomplete="cc-csc"')}
        ${field('card_name', t.cardName, state, 'Test Parent', 'autocomplete="cc-name"')}
      </fieldset>
      <div class="actions">
        <button type="submit" name="action" value="pay">${t.pay} ${totalWith(shipping)}</button>
        <a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a>
      </div>
    </form>`,
    language,
  );
}

/** What the discount row names: the promotion code the buyer applied, else the coupon's name (or id). */
function discountName({ discount }: SessionRecord): string {
  if (!discount) return '';
  return discount.promotionCode?.code ?? discount.coupon.name ?? discount.coupon.id;
}

/**
 * With `allow_promotion_codes`, the code field under the order, as on Stripe's page: Apply checks the
 * code and shows the new total (or the reason it does not apply); an applied code can be removed.
 * Without JavaScript, Enter in any field presses the first button (Apply, which only redraws the page);
 * the script makes Enter pay, except in the code field, where it applies.
 */
function codeField(record: SessionRecord, state: CheckoutPageState): string {
  const { session, discount } = record;
  if (!session.allow_promotion_codes) return '';
  const t = pageTexts[pageLanguage(session)];
  const script = `<script>
      document.currentScript.closest('form').addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        const apply = event.target.name === 'promotion_code' && document.querySelector('button[value="apply-code"]');
        (apply || document.querySelector('button[value="pay"]')).click();
      });
    </script>`;
  if (discount?.promotionCode)
    return `<p>${t.codeApplied}: <strong>${escapeHtml(discount.promotionCode.code)}</strong>
        <input type="hidden" name="promotion_code" value="${escapeHtml(discount.promotionCode.code)}">
        <button type="submit" name="action" value="remove-code">${t.removeCode}</button></p>${script}`;
  return `<div>
      ${field('promotion_code', t.promotionCode, state, '', 'autocomplete="off" autocapitalize="characters"')}
      <p><button type="submit" name="action" value="apply-code">${t.apply}</button></p>
    </div>${script}`;
}

export function renderClosedPage(language: PageLanguage = 'en'): string {
  const t = pageTexts[language];
  return layout(t.closedTitle, `<h1>${t.closedHeading}</h1><p>${t.closedText}</p>`, language);
}

export function renderNotFoundPage(): string {
  return layout('Checkout not found', '<h1>Checkout not found</h1>');
}
