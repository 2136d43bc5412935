import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { bundleDiscount, DIGITAL_BUNDLE_SIZE } from '@domain/bundles';
import type { CartLine } from '@domain/cart';
import {
  CHARTER_LANGUAGE,
  defaultTermsLanguage,
  termsChoiceShown,
  type TermsLanguage,
} from '@domain/terms-language';
import { kits, kitWordsIn } from '@domain/kits';
import {
  childNamesFrom,
  isPricedLicence,
  licenceNameLimits,
  licenceTextsIn,
  type KitLicence,
} from '@domain/licences';
import { localeNames, type Locale } from '@domain/locales';
import {
  defaultKitLocale,
  shippingDaysIn,
  shippingRates,
  shippingSpeedNamesIn,
  shippingSpeeds,
} from '@domain/printed-orders';
import { maxChildNameLength } from '@domain/clue-request';
import {
  formatMoney,
  kitFormatLabelsByLocale,
  maxQuantity,
  moneyParts,
  pricingTextsIn,
  QUANTITY_MIN,
} from '@domain/pricing';
import { currencyOf, type Region } from '@domain/regions';
import { CheckoutActions } from '@/components/checkout/checkout-actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { addedToCartNotice, fillNotice, useNotices } from '@/config/notices';
import { cartAdditionFields, paths } from '@/config/paths';
import { env } from '@/config/env';
import { kitPrice, shopCatalog } from '@/config/shop-catalog';
import { cart, useCart } from '@/lib/cart';
import { readCartAddition, withoutCartAddition } from '@/lib/cart-addition';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { Link } from '@/components/ui/link';
import { createCheckout } from '../api/create-checkout';
import { kitLicencePrices, lineLicence } from '../licence-prices';
import {
  checkoutFormDefaults,
  checkoutFormSchemaIn,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type KitLanguageChoice,
  type LicensedKit,
} from '../checkout-form';

/**
 * An amount in the page's language: '$24.99 CAD' in English (the code beside the symbol keeps the two
 * dollars apart), '24,99 $' and '19,99 $ US' in Canadian French, where the amount names its dollar.
 */
function Money({ cents, region, className }: { cents: number; region: Region; className?: string }) {
  const { locale } = useI18n();
  const { amount, code } = moneyParts(cents, currencyOf(region), locale);
  return (
    <span className={`whitespace-nowrap tabular-nums ${className ?? ''}`}>
      {amount}
      {code ? (
        <>
          {' '}
          <span className="text-[0.7em] font-bold">{code}</span>
        </>
      ) : null}
    </span>
  );
}

/** A kit's name in the page's language. */
function kitTitle(slug: string, locale: Locale): string {
  const kit = kits.find((candidate) => candidate.slug === slug);
  if (!kit) return slug;
  return kitWordsIn(kit, locale).title;
}

/**
 * A digital kit is one licence: its line says so instead of offering a quantity, and what the licence
 * allows (the family's, or the party or classroom licence chosen, ADR 054).
 */
function LicenceQuantity({ label, licence }: { label: string; licence: KitLicence }) {
  const { locale, t } = useI18n();
  const { licenceLabel, licenceNote } = pricingTextsIn[locale];
  return (
    <p className="sm:max-w-xs sm:text-right">
      <span className="font-bold text-ink">
        <span className="sr-only">{t('cart.licenceQuantityOf', { label })}</span>
        {licenceLabel}
      </span>
      <span className="block text-sm text-ink-muted">
        {isPricedLicence(licence) ? licenceTextsIn[locale].allows[licence] : licenceNote}
      </span>
    </p>
  );
}

/**
 * A digital kit sold with more than the family licence (ADR 054): which licence, each with its price (the
 * line says what the chosen one allows). The choice is kept with the cart.
 */
function LicenceChoice({
  kit,
  label,
  licence,
  prices,
  region,
}: {
  kit: string;
  label: string;
  licence: KitLicence;
  prices: readonly { licence: KitLicence; cents: number }[];
  region: Region;
}) {
  const { locale, t } = useI18n();
  const id = useId();
  const texts = licenceTextsIn[locale];
  return (
    <div className="grid max-w-md gap-2 sm:col-span-3">
      <label htmlFor={id} className="font-bold text-ink">
        {t.rich('cart.licence.label', {
          label,
          sr: (chunks) => (
            <span key="sr" className="sr-only">
              {chunks}
            </span>
          ),
        })}
      </label>
      <Select
        id={id}
        value={licence}
        onChange={(event) => cart.setLicence(kit, event.target.value as KitLicence)}
      >
        {prices.map((price) => (
          <option key={price.licence} value={price.licence}>
            {t('cart.licence.option', {
              licence: texts.name[price.licence],
              price: formatMoney(price.cents, currencyOf(region), { locale, withCode: true }),
            })}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A printed kit's count, 1 to 10. */
function QuantityControl({ line, label }: { line: CartLine; label: string }) {
  const { t } = useI18n();
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
        aria-label={t('cart.decrease', { label })}
        disabled={line.quantity <= QUANTITY_MIN}
        onClick={() => set(line.quantity - 1)}
      >
        −
      </Button>
      <label htmlFor={id} className="sr-only">
        {t('cart.quantityOf', { label })}
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
        aria-label={t('cart.increase', { label })}
        disabled={line.quantity >= max}
        onClick={() => set(line.quantity + 1)}
      >
        +
      </Button>
    </div>
  );
}

/** The terms' choices in the order shown: French, presented first, then English. */
const TERMS_OPTIONS: readonly { value: TermsLanguage; labelId: string }[] = [
  { value: 'fr', labelId: 'cart.terms.french' },
  { value: 'en', labelId: 'cart.terms.english' },
];

/** Which terms of sale bind the order: French, presented first, or English by express choice. */
function TermsChoice({ field }: { field: UseFormRegisterReturn<'termsLanguage'> }) {
  const { t } = useI18n();
  return (
    <fieldset className="max-w-xl rounded-card border border-line bg-surface p-4">
      <legend className="px-1 font-heading text-lg font-bold text-ink">
        {t.rich('cart.terms.legend', {
          fr: (chunks) => (
            <span key="fr" lang="fr">
              {chunks}
            </span>
          ),
        })}
      </legend>
      <p className="text-sm text-ink-muted">
        {t('cart.terms.hint')}{' '}
        <Link to={paths.terms} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('cart.terms.read')}
        </Link>
      </p>
      <div className="mt-3 grid gap-2">
        {TERMS_OPTIONS.map((option) => (
          // The catalog says which language each choice is worded in (an English page words each in the
          // language it picks; a French page words both in French).
          <label
            key={option.value}
            lang={t(`cart.terms.wordedIn.${option.value}`)}
            className="flex items-center gap-3 text-ink"
          >
            <input
              type="radio"
              value={option.value}
              {...field}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span>{t(option.labelId)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A radio group of the printed kit's section. */
function RadioGroup<V extends string>({
  legend,
  hint,
  options,
  field,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: V; label: ReactNode }[];
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="font-bold text-ink">{legend}</legend>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-3 text-ink">
          <input type="radio" value={option.value} {...field} className="size-5 shrink-0 accent-brand-600" />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A printed kit's details (issue 29 §5): the language it is printed in (on an English page the shop may
 * decide by the address: French for Québec), the child's name on it, and the shipping speed, which the
 * buyer may still change on the payment page.
 */
function PrintedKitDetails({
  region,
  register,
  childNameError,
  serverErrors,
}: {
  region: Region;
  register: ReturnType<typeof useForm<CheckoutFormInput, unknown, CheckoutFormValues>>['register'];
  childNameError: string | undefined;
  serverErrors: Record<string, string>;
}) {
  const { locale, t } = useI18n();
  const languageOptions: { value: KitLanguageChoice; label: string }[] = [
    // Left to the address only where the page has not settled it (a French page prints in French).
    ...(defaultKitLocale(locale, null) === CHARTER_LANGUAGE
      ? []
      : [{ value: 'auto' as const, label: t('cart.printed.language.auto') }]),
    { value: 'fr', label: localeNames.fr },
    { value: 'en', label: localeNames.en },
  ];
  const rates = shippingRates[region];
  return (
    <section
      aria-labelledby="printed-kit-heading"
      className="grid max-w-xl gap-5 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="printed-kit-heading" className="font-heading text-lg font-bold text-ink">
        {t('cart.printed.heading')}
      </h2>
      <RadioGroup
        legend={t('cart.printed.language.legend')}
        options={languageOptions.map((option) => ({
          ...option,
          label: <span lang={option.value === 'auto' ? undefined : option.value}>{option.label}</span>,
        }))}
        field={register('kitLanguage')}
      />
      {serverErrors.kitLocale ? (
        <p className="text-sm font-semibold text-danger-700">{serverErrors.kitLocale}</p>
      ) : null}
      <FormField
        label={t('cart.printed.childName.label')}
        description={t('cart.printed.childName.hint', { max: maxChildNameLength })}
        error={childNameError}
      >
        {(field) => <Input {...field} autoComplete="off" {...register('childName')} />}
      </FormField>
      <RadioGroup
        legend={t('cart.printed.speed.legend')}
        hint={t('cart.printed.speed.hint')}
        options={shippingSpeeds.map((speed) => ({
          value: speed,
          label: t.rich('cart.printed.speed.option', {
            speed: shippingSpeedNamesIn[locale][speed],
            days: shippingDaysIn[locale](rates[speed].days),
            price: <Money key="price" cents={rates[speed].cents} region={region} />,
          }),
        }))}
        field={register('shippingSpeed')}
      />
      {serverErrors.shippingSpeed ? (
        <p className="text-sm font-semibold text-danger-700">{serverErrors.shippingSpeed}</p>
      ) : null}
    </section>
  );
}

/**
 * A kit page's add-to-cart form followed before its app ran (or without JavaScript) leads here as
 * /cart?add=<slug>&format=…: the kit is added once, before the cart is first drawn, with the notice the
 * kit page would have shown, and the query leaves the address so a reload adds nothing (ADR 039).
 */
function useCartAdditionFromUrl() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { locale } = useI18n();
  const done = useRef(false);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (done.current || !new URLSearchParams(search).has(cartAdditionFields.kit)) return;
    done.current = true;
    const addition = readCartAddition(search);
    if (addition) {
      cart.add(addition.kit, addition.format, addition.quantity);
      // Drawn again at once, so the first cart the visitor sees already holds the kit.
      redraw();
      toast(addedToCartNotice(locale, addition.format, kitTitle(addition.kit, locale)));
    }
    void navigate({ pathname, search: withoutCartAddition(search) }, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * /cart: the lines in the visitor's currency, the receipt email, the terms that bind the order, a printed
 * kit's details and the way to Stripe Checkout. `printedNote` is the catalog's shipping text for the
 * region (free in Canada, the Easter deadline); `regionKnown` is false when the location lookup failed.
 */
export function CartView({
  region,
  regionKnown = true,
  printedNote,
}: {
  region: Region;
  regionKnown?: boolean;
  printedNote: string;
}) {
  const { locale, t } = useI18n();
  const { notices } = useNotices();
  useCartAdditionFromUrl();
  const { lines, email } = useCart();
  // Asked on every French page and wherever the buyer may be in Québec; then French is preselected.
  const termsShown = termsChoiceShown(locale, region, regionKnown);
  const termsDefault: TermsLanguage = termsShown ? 'fr' : defaultTermsLanguage(region, locale);
  // The email is kept with the cart as it is typed, so it is there on the next visit; the child's name
  // stays in the form only (personal data about a child is not left in the browser's storage).
  // A party or classroom kit's licence is kept with the cart; its children's names stay in the form.
  const licensed: LicensedKit[] = lines.flatMap((line) => {
    const licence = lineLicence(line, region);
    return isPricedLicence(licence) ? [{ kit: line.kit, licence }] : [];
  });
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchemaIn(locale, licensed)),
    defaultValues: checkoutFormDefaults(email, locale, termsDefault),
    // As before the form library: a message stays until the next try.
    reValidateMode: 'onSubmit',
  });
  /** The server's messages about the cart itself (a line, the terms' language), by field path. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const shippingSpeed = useWatch({ control: form.control, name: 'shippingSpeed' });
  const priced = lines.map((line) => {
    const licence = lineLicence(line, region);
    const licencePrices = line.format === 'digital' ? kitLicencePrices(line.kit, region) : [];
    const unitCents =
      licencePrices.find((price) => price.licence === licence)?.cents ??
      kitPrice(line.kit, line.format, region);
    return {
      line,
      licence,
      licencePrices,
      title: kitTitle(line.kit, locale),
      unitCents,
      lineCents: unitCents * line.quantity,
    };
  });
  const subtotal = priced.reduce((sum, entry) => sum + entry.lineCents, 0);
  const hasPrinted = lines.some((line) => line.format === 'printed');
  const shipping = hasPrinted ? shippingRates[region][shippingSpeed].cents : 0;
  // The bundle as checkout will price it (create-checkout computes it again from the database's prices).
  const bundle = bundleDiscount(
    priced.map(({ line, unitCents }) => ({ ...line, unitCents })),
    region,
    shopCatalog.bundle,
  );
  // Family downloads make bundles; a party or classroom licence keeps its own price (ADR 054).
  const digitalKits = lines.filter(
    (line) => line.format === 'digital' && (line.licence ?? 'family') === 'family',
  ).length;
  const oneShortOfBundle =
    !bundle && shopCatalog.bundle.active && digitalKits % DIGITAL_BUNDLE_SIZE === DIGITAL_BUNDLE_SIZE - 1;

  if (!lines.length)
    return (
      <div className="mt-8 text-center">
        <p className="text-lg text-ink">{t('cart.empty')}</p>
        <Link to={paths.templates} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          {t('cart.browseTemplates')}
        </Link>
      </div>
    );

  // The server checks the whole cart (its answer names any bad field); the email is checked here first,
  // with the same rule, so a typo does not cost a round trip.
  const submit = form.handleSubmit(
    async (values) => {
      setErrors({});
      setBusy(true);
      const outcome = await createCheckout({
        email: values.email,
        region,
        lines: priced.map(({ line, licence }) =>
          isPricedLicence(licence)
            ? { ...line, licence, childNames: childNamesFrom(values.childNames[line.kit] ?? '') }
            : { kit: line.kit, format: line.format, quantity: line.quantity },
        ),
        // Asked, the buyer's choice; not asked (a known US region on an English page), the server's English.
        ...(termsShown ? { termsLanguage: values.termsLanguage } : {}),
        // Stripe Checkout and the pages it returns to speak the page's language.
        locale,
        ...(hasPrinted
          ? {
              ...(values.kitLanguage === 'auto' ? {} : { kitLocale: values.kitLanguage }),
              ...(values.childName ? { childName: values.childName } : {}),
              shippingSpeed: values.shippingSpeed,
            }
          : {}),
      });
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      setBusy(false);
      if (outcome.kind === 'invalid') {
        const { email: emailError, childName: childNameError, ...cartErrors } = outcome.fieldErrors;
        if (emailError) form.setError('email', { message: emailError });
        if (childNameError) form.setError('childName', { message: childNameError });
        // A line's names (`lines.<n>.childNames`, or one name of them) go beside that kit's names field.
        for (const [path, message] of Object.entries(cartErrors)) {
          const names = /^lines\.(\d+)\.childNames(\.\d+)?$/.exec(path);
          const kit = names ? priced[Number(names[1])]?.line.kit : undefined;
          if (!kit) continue;
          form.setError(`childNames.${kit}`, { message });
          delete cartErrors[path];
        }
        setErrors(cartErrors);
      } else if (outcome.kind === 'unavailable') toast(notices.checkoutUnavailable);
      else if (outcome.kind === 'refused') toast({ ...notices.checkoutFailed, description: outcome.message });
      else toast(fillNotice(notices.checkoutFailed, { email: env.VITE_SUPPORT_EMAIL }));
    },
    () => setErrors({}),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-8 text-left">
      <ul className="divide-y divide-line rounded-card border border-line bg-surface">
        {priced.map(({ line, licence, licencePrices, title, unitCents, lineCents }, index) => {
          const formatLabel = kitFormatLabelsByLocale[locale][line.format];
          const label = `${title} – ${formatLabel}`;
          const lineError =
            errors[`lines.${index}.kit`] ??
            errors[`lines.${index}.format`] ??
            errors[`lines.${index}.quantity`] ??
            errors[`lines.${index}.licence`];
          return (
            <li
              key={`${line.kit}:${line.format}`}
              className="grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center"
            >
              <div>
                <p className="font-heading text-lg font-bold text-ink">{title}</p>
                <p className="text-sm text-ink-muted">
                  {t.rich('cart.unitPrice', {
                    format: formatLabel,
                    price: <Money key="price" cents={unitCents} region={region} />,
                  })}
                </p>
                {line.format === 'printed' ? <p className="text-sm text-ink-muted">{printedNote}</p> : null}
                {lineError ? <p className="text-sm font-semibold text-danger-700">{lineError}</p> : null}
              </div>
              {line.format === 'digital' ? (
                <LicenceQuantity label={label} licence={licence} />
              ) : (
                <QuantityControl line={line} label={label} />
              )}
              <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                <Money cents={lineCents} region={region} className="font-bold text-ink" />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('cart.removeLabel', { label })}
                  onClick={() => cart.remove(line.kit, line.format)}
                >
                  {t('cart.remove')}
                </Button>
              </div>
              {licencePrices.length > 1 ? (
                <LicenceChoice
                  kit={line.kit}
                  label={label}
                  licence={licence}
                  prices={licencePrices}
                  region={region}
                />
              ) : null}
              {isPricedLicence(licence) ? (
                <FormField
                  label={t('cart.names.label', { title, max: licenceNameLimits[licence] })}
                  description={t('cart.names.hint')}
                  error={form.formState.errors.childNames?.[line.kit]?.message}
                  className="sm:col-span-3"
                >
                  {(field) => (
                    <Textarea
                      {...field}
                      rows={4}
                      autoComplete="off"
                      {...form.register(`childNames.${line.kit}`)}
                    />
                  )}
                </FormField>
              ) : null}
            </li>
          );
        })}
      </ul>

      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-ink">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="text-right">
          <Money cents={subtotal} region={region} />
        </dd>
        {bundle ? (
          <>
            <dt>{t('cart.bundle', { size: DIGITAL_BUNDLE_SIZE })}</dt>
            <dd className="text-right" data-testid="cart-bundle">
              −<Money cents={bundle.discountCents} region={region} />
            </dd>
          </>
        ) : null}
        {hasPrinted ? (
          <>
            <dt>{t('cart.shipping')}</dt>
            <dd className="text-right">
              <Money cents={shipping} region={region} />
            </dd>
          </>
        ) : null}
        <dt className="text-lg font-bold">{t('cart.total', { currency: currencyOf(region) })}</dt>
        <dd className="text-right text-lg font-bold" data-testid="cart-total">
          <Money cents={subtotal - (bundle?.discountCents ?? 0) + shipping} region={region} />
        </dd>
      </dl>
      <div className="ml-auto max-w-sm space-y-1 text-right text-sm text-ink-muted">
        {oneShortOfBundle ? (
          <p className="font-semibold text-ink">
            {t.rich('cart.bundleHint', {
              size: DIGITAL_BUNDLE_SIZE,
              price: <Money key="price" cents={shopCatalog.bundle.priceCents[region]} region={region} />,
            })}
          </p>
        ) : null}
        <p>{bundle ? t('cart.codeWithBundle') : t('cart.codeNote')}</p>
      </div>

      <FormField
        label={t('cart.email')}
        description={t('cart.emailHint')}
        error={form.formState.errors.email?.message}
        className="max-w-md"
      >
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            {...form.register('email', { onChange: (event) => cart.setEmail(event.target.value) })}
          />
        )}
      </FormField>
      {hasPrinted ? (
        <PrintedKitDetails
          region={region}
          register={form.register}
          childNameError={form.formState.errors.childName?.message}
          serverErrors={errors}
        />
      ) : null}
      {termsShown ? <TermsChoice field={form.register('termsLanguage')} /> : null}
      {errors.termsLanguage ? <p className="font-semibold text-danger-700">{errors.termsLanguage}</p> : null}
      {errors.lines || errors.cart ? (
        <p className="font-semibold text-danger-700">{errors.lines ?? errors.cart}</p>
      ) : null}
      <CheckoutActions busy={busy}>{busy ? t('cart.redirecting') : t('cart.checkout')}</CheckoutActions>
    </form>
  );
}
