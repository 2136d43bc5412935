import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine } from '@domain/cart';
import { defaultTermsLanguage, type TermsLanguage } from '@domain/terms-language';
import { CART_EMAIL_MESSAGE, looksLikeEmail } from '@domain/cart-limits';
import { kits } from '@domain/kits';
import {
  DIGITAL_LICENCE_LABEL,
  DIGITAL_LICENCE_NOTE,
  formatPrice,
  kitFormatLabels,
  maxQuantity,
  priceCents,
  QUANTITY_MIN,
  shippingCents,
} from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fillNotice, notices } from '@/config/notices';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { cart, useCart } from '@/lib/cart';
import { toast } from '@/lib/toast';
import { createCheckout } from '../api/create-checkout';
import { CART_TEXTS, TERMS_CHOICE_TEXTS } from '../cart-notice';

function Money({ cents, region, className }: { cents: number; region: Region; className?: string }) {
  return (
    <span className={`whitespace-nowrap tabular-nums ${className ?? ''}`}>
      {formatPrice(cents, region)} <span className="text-[0.7em] font-bold">{currencyOf(region)}</span>
    </span>
  );
}

/** A digital kit is one licence: its line says so instead of offering a quantity. */
function LicenceQuantity({ label }: { label: string }) {
  return (
    <p className="sm:text-right">
      <span className="font-bold text-ink">
        <span className="sr-only">Quantity of {label}: </span>
        {DIGITAL_LICENCE_LABEL}
      </span>
      <span className="block text-sm text-ink-muted">{DIGITAL_LICENCE_NOTE}</span>
    </p>
  );
}

/** A printed kit's count, 1 to 10. */
function QuantityControl({ line, label }: { line: CartLine; label: string }) {
  const id = useId();
  const max = maxQuantity(line.format);
  const [draft, setDraft] = useState<string | null>(null);
  const set = (value: number) => {
    cart.setQuantity(line.kit, line.format, value);
    setDraft(null);
  };
  return (
    <div className="inline-flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease quantity of ${label}`}
        disabled={line.quantity <= QUANTITY_MIN}
        onClick={() => set(line.quantity - 1)}
      >
        −
      </Button>
      <label htmlFor={id} className="sr-only">
        Quantity of {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={max}
        step={1}
        value={draft ?? String(line.quantity)}
        onChange={(event) => {
          // An emptied field may be typed into; any number is clamped to 1–10 at once.
          if (event.target.value === '') setDraft('');
          else set(Number(event.target.value));
        }}
        onBlur={() => set(Number(draft ?? line.quantity))}
        className="h-11 w-16 rounded-xl border-2 border-line bg-surface text-center text-lg font-bold text-ink tabular-nums"
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={`Increase quantity of ${label}`}
        disabled={line.quantity >= max}
        onClick={() => set(line.quantity + 1)}
      >
        +
      </Button>
    </div>
  );
}

/** The choices in the order shown: French, presented first, then English; each label in its language. */
const TERMS_OPTIONS: readonly { value: TermsLanguage; label: string }[] = [
  { value: 'fr', label: TERMS_CHOICE_TEXTS.french },
  { value: 'en', label: TERMS_CHOICE_TEXTS.english },
];

/** Which terms of sale bind an order in Canada: French, presented first, or English by express choice. */
function TermsChoice({ value, onChange }: { value: TermsLanguage; onChange: (next: TermsLanguage) => void }) {
  const name = useId();
  return (
    <fieldset className="max-w-xl rounded-card border border-line bg-surface p-4">
      <legend className="px-1 font-heading text-lg font-bold text-ink">
        {TERMS_CHOICE_TEXTS.legend} · <span lang="fr">{TERMS_CHOICE_TEXTS.legendFr}</span>
      </legend>
      <p className="text-sm text-ink-muted">
        {TERMS_CHOICE_TEXTS.hint}{' '}
        <Link to={paths.terms} className="font-semibold text-brand-700 underline underline-offset-4">
          {TERMS_CHOICE_TEXTS.read}
        </Link>
      </p>
      <div className="mt-3 grid gap-2">
        {TERMS_OPTIONS.map((option) => (
          <label key={option.value} lang={option.value} className="flex items-center gap-3 text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /cart: the lines in the visitor's currency, the receipt email and the way to Stripe Checkout.
 * `printedNote` is the catalog's shipping text for the region (free in Canada, the Easter deadline).
 */
export function CartView({ region, printedNote }: { region: Region; printedNote: string }) {
  const { lines, email } = useCart();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [termsLanguage, setTermsLanguage] = useState<TermsLanguage>(defaultTermsLanguage(region));
  const priced = lines.map((line) => {
    const unitCents = priceCents[line.format][region];
    return {
      line,
      title: kits.find((kit) => kit.slug === line.kit)?.title ?? line.kit,
      unitCents,
      lineCents: unitCents * line.quantity,
    };
  });
  const subtotal = priced.reduce((sum, entry) => sum + entry.lineCents, 0);
  const hasPrinted = lines.some((line) => line.format === 'printed');
  const shipping = hasPrinted ? shippingCents[region] : 0;

  if (!lines.length)
    return (
      <div className="mt-8 text-center">
        <p className="text-lg text-ink">{CART_TEXTS.empty}</p>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Browse Templates
        </Link>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the whole cart (its answer names any bad field); the email is checked here
    // first so a typo does not cost a round trip.
    if (!looksLikeEmail(email)) {
      setErrors({ email: CART_EMAIL_MESSAGE });
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await createCheckout({
      email: email.trim(),
      region,
      lines: [...lines],
      // Only a Canadian order is offered the choice; a US order is in English (the server's default).
      ...(region === 'ca' ? { termsLanguage } : {}),
    });
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'invalid') setErrors(outcome.fieldErrors);
    else if (outcome.kind === 'unavailable') toast(notices.checkoutUnavailable);
    else if (outcome.kind === 'refused') toast({ ...notices.checkoutFailed, description: outcome.message });
    else toast(fillNotice(notices.checkoutFailed, { email: env.VITE_SUPPORT_EMAIL }));
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-8 text-left">
      <ul className="divide-y divide-line rounded-card border border-line bg-surface">
        {priced.map(({ line, title, unitCents, lineCents }, index) => {
          const label = `${title} – ${kitFormatLabels[line.format]}`;
          const lineError =
            errors[`lines.${index}.kit`] ??
            errors[`lines.${index}.format`] ??
            errors[`lines.${index}.quantity`];
          return (
            <li
              key={`${line.kit}:${line.format}`}
              className="grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center"
            >
              <div>
                <p className="font-heading text-lg font-bold text-ink">{title}</p>
                <p className="text-sm text-ink-muted">
                  {kitFormatLabels[line.format]} · <Money cents={unitCents} region={region} /> each
                </p>
                {line.format === 'printed' ? <p className="text-sm text-ink-muted">{printedNote}</p> : null}
                {lineError ? <p className="text-sm font-semibold text-danger-700">{lineError}</p> : null}
              </div>
              {line.format === 'digital' ? (
                <LicenceQuantity label={label} />
              ) : (
                <QuantityControl line={line} label={label} />
              )}
              <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                <Money cents={lineCents} region={region} className="font-bold text-ink" />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${label}`}
                  onClick={() => cart.remove(line.kit, line.format)}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>

      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-ink">
        <dt>Subtotal</dt>
        <dd className="text-right">
          <Money cents={subtotal} region={region} />
        </dd>
        {hasPrinted ? (
          <>
            <dt>Shipping</dt>
            <dd className="text-right">
              <Money cents={shipping} region={region} />
            </dd>
          </>
        ) : null}
        <dt className="text-lg font-bold">Total ({currencyOf(region)})</dt>
        <dd className="text-right text-lg font-bold" data-testid="cart-total">
          <Money cents={subtotal + shipping} region={region} />
        </dd>
      </dl>

      <FormField label="Email" description={CART_TEXTS.emailHint} error={errors.email} className="max-w-md">
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => cart.setEmail(event.target.value)}
          />
        )}
      </FormField>
      {region === 'ca' ? <TermsChoice value={termsLanguage} onChange={setTermsLanguage} /> : null}
      {errors.termsLanguage ? <p className="font-semibold text-danger-700">{errors.termsLanguage}</p> : null}
      {errors.lines || errors.cart ? (
        <p className="font-semibold text-danger-700">{errors.lines ?? errors.cart}</p>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? CART_TEXTS.redirecting : 'Checkout'}
        </Button>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Continue Shopping
        </Link>
      </div>
    </form>
  );
}
