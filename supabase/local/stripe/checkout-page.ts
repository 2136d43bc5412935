import type { SessionRecord } from './stripe-state.ts';

export interface CheckoutPageState {
  /** Values typed by the customer, kept when the page is shown again after a refusal. */
  values?: Record<string, string>;
  /** The refusal, shown next to the field it is about. */
  error?: { field: string; message: string };
}

const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: 'United States', CA: 'Canada' };

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

export function formatMinor(amount: number, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2;
  return new Intl.NumberFormat('en-US', {
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
  input, select { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.375rem; }
  .error { color: #b91c1c; font-weight: 600; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 700; background: #1d4ed8; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.75rem 1.5rem; cursor: pointer; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
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

/** The hosted page of an open session: the order, the shipping address when collected, a prefilled test card. */
export function renderCheckoutPage(record: SessionRecord, state: CheckoutPageState = {}): string {
  const { session, lineItems, shippingOptions } = record;
  const currency = session.currency;
  const rows = lineItems
    .map(
      (item) => `<tr>
        <td>${escapeHtml(item.description)}</td>
        <td class="num">${item.quantity}</td>
        <td class="num">${formatMinor(item.price.unit_amount, currency)}</td>
        <td class="num">${formatMinor(item.amount_total, currency)}</td>
      </tr>`,
    )
    .join('');
  const shipping = shippingOptions[0];
  const countries = session.shipping_address_collection?.allowed_countries ?? [];
  const shippingFields = countries.length
    ? `<fieldset>
        <legend>Shipping address</legend>
        ${field('shipping_name', 'Full name', state, '', 'autocomplete="shipping name" required')}
        ${field('shipping_line1', 'Address line 1', state, '', 'autocomplete="shipping address-line1" required')}
        ${field('shipping_line2', 'Address line 2 (optional)', state, '', 'autocomplete="shipping address-line2"')}
        ${field('shipping_city', 'City', state, '', 'autocomplete="shipping address-level2" required')}
        ${field('shipping_state', 'State / Province', state, '', 'autocomplete="shipping address-level1" required')}
        ${field('shipping_postal_code', 'Postal code', state, '', 'autocomplete="shipping postal-code" required')}
        <label for="field-shipping_country">Country</label>
        <select id="field-shipping_country" name="shipping_country">
          ${countries
            .map(
              (code) =>
                `<option value="${code}"${state.values?.shipping_country === code ? ' selected' : ''}>${escapeHtml(
                  COUNTRY_NAMES[code] ?? code,
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
  const action = `/c/pay/${encodeURIComponent(session.id)}`;
  return layout(
    'Test checkout',
    `<h1>Test checkout</h1>
    <p><span class="test">Test mode</span> No real card is charged. Use 4000 0000 0000 0002 to see a decline.</p>
    <table>
      <caption>Your order</caption>
      <thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Total</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot>
        <tr><th scope="row" colspan="3">Subtotal</th><td class="num">${formatMinor(session.amount_subtotal, currency)}</td></tr>
        ${
          shipping
            ? `<tr><th scope="row" colspan="3">Shipping (${escapeHtml(shipping.display_name)})</th><td class="num">${formatMinor(shipping.shipping_amount, currency)}</td></tr>`
            : ''
        }
        <tr><th scope="row" colspan="3">Total due</th><td class="num" data-testid="total">${formatMinor(session.amount_total, currency)}</td></tr>
      </tfoot>
    </table>
    <form method="post" action="${action}">
      <fieldset>
        <legend>Contact</legend>
        ${field('email', 'Email', state, session.customer_email ?? '', session.customer_email ? 'readonly type="email"' : 'type="email" required autocomplete="email"')}
      </fieldset>
      ${shippingFields}
      <fieldset>
        <legend>Card</legend>
        ${field('card_number', 'Card number', state, '4242 4242 4242 4242', 'inputmode="numeric" autocomplete="cc-number"')}
        ${field('card_expiry', 'Expiry (MM/YY)', state, '12/34', 'autocomplete="cc-exp"')}
        ${field('card_cvc', 'CVC', state, '123', 'inputmode="numeric" autocomplete="cc-csc"')}
        ${field('card_name', 'Name on card', state, 'Test Parent', 'autocomplete="cc-name"')}
      </fieldset>
      <div class="actions">
        <button type="submit">Pay ${formatMinor(session.amount_total, currency)}</button>
        <a href="${escapeHtml(session.cancel_url)}">Cancel</a>
      </div>
    </form>`,
  );
}

export function renderClosedPage(): string {
  return layout(
    'Checkout no longer available',
    '<h1>This checkout is no longer available</h1><p>It has been paid or it expired. Nothing more will be charged.</p>',
  );
}

export function renderNotFoundPage(): string {
  return layout('Checkout not found', '<h1>Checkout not found</h1>');
}
