import { inlineNotices, inlineNoticesIn } from '@/config/inline-notices';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/i18n';
import type { ToastInput, ToastVariant } from '@/lib/toast';
import { formMessages, formMessagesIn } from '@domain/form-messages';
import { frenchTexts } from '@domain/french-typography';
import { localizedPath, type Locale } from '@domain/locales';
import type { KitFormat } from '@domain/pricing';

/** A notice of the spec's §8, shown with `toast(notice)`. Texts are the spec's, word for word. */
export type Notice = {
  readonly title: string;
  readonly description: string;
  readonly variant: ToastVariant;
};

const notice = (title: string, description: string, variant: ToastVariant = 'default'): Notice => ({
  title,
  description,
  variant,
});

export const notices = {
  reviewRatingMissing: notice('Please add a rating', formMessages.rating, 'destructive'),
  /** Holds {email}: fill it with `fillNotice(notices.reviewFailed, { email })`. */
  reviewFailed: notice('Review failed to submit', 'Please try again or contact us directly at {email}'),
  reviewSubmitted: notice('Review submitted!', 'Thank you for your feedback. We appreciate your review.'),
  /** Holds {email}. */
  contactFailed: notice(
    'Message failed to send',
    'Please try again or contact us directly at {email}',
    'destructive',
  ),
  contactSent: notice('Message sent!', "Thank you for your message. We'll get back to you soon."),
  /** Shown with the error's own message as description when there is one; this description otherwise. */
  authError: notice('Error', 'An error occurred during authentication'),
  authUnexpected: notice('Error', 'An unexpected error occurred'),
  loginSucceeded: notice('Success', 'Successfully logged in!'),
  signupSucceeded: notice(
    'Account Created',
    'Please check your email to verify your account, then you can log in.',
  ),
  loggedOut: notice('Logged out', 'You have been successfully logged out.'),
  logoutFailed: notice('Error', 'An error occurred while logging out.', 'destructive'),
  clueGenerationFailed: notice(
    'Generation Failed',
    'Failed to generate clue. Please try again.',
    'destructive',
  ),
  clueGenerated: notice(
    'Clue Generated!',
    'Your AI-powered clue has been created and added to your history.',
  ),
  /** Ours: the spec's notice says "AI-powered", true only when a language model wrote it (issue 29 §8). */
  clueWritten: notice('Clue Generated!', 'Your clue has been created and added to your history.'),
  clueCopied: notice('Copied!', 'Clue copied to clipboard.'),
  clueDeleted: notice('Clue Deleted', 'The clue has been removed from your history.'),
  checkoutUnavailable: notice(
    'Checkout unavailable',
    'Checkout functionality has been temporarily disabled. Please contact us directly to purchase.',
    'destructive',
  ),
  /** Ours: create-checkout failed for another reason than payments being off; holds {email}. */
  checkoutFailed: notice(
    'Checkout failed',
    'Please try again or contact us directly at {email}',
    'destructive',
  ),
  /** Holds {template}; shown with the `continueShopping` action. */
  addedToCart: notice('Added to cart', '{template} Digital Download has been added to your cart'),
  /** The printed kit's counterpart of `addedToCart` (ours: the spec has only the digital one); holds {template}. */
  addedPrintedToCart: notice(
    'Added to cart',
    '{template} Printed & Delivered kit has been added to your cart',
  ),
} as const satisfies Record<string, Notice>;

/** Label of the action shown with `addedToCart`, which leads to /templates. */
export const CONTINUE_SHOPPING = 'Continue Shopping';

export { inlineNotices, inlineNoticesIn };

type NoticeKey = keyof typeof notices;

/** The notices of each language: what `useNotices()` hands a component. */
export const noticesIn: Readonly<
  Record<
    Locale,
    {
      notices: Readonly<Record<NoticeKey, Notice>>;
      inlineNotices: Readonly<Record<keyof typeof inlineNotices, string>>;
      continueShopping: string;
    }
  >
> = {
  en: { notices, inlineNotices, continueShopping: CONTINUE_SHOPPING },
  // Canadian French (issue 20 §1), key for key, with French punctuation spacing.
  fr: {
    notices: frenchTexts({
      reviewRatingMissing: notice('Veuillez ajouter une note', formMessagesIn.fr.rating, 'destructive'),
      reviewFailed: notice(
        'L’envoi de l’avis a échoué',
        'Veuillez réessayer ou nous écrire directement à {email}',
      ),
      reviewSubmitted: notice('Avis envoyé!', 'Merci de vos commentaires. Votre avis nous est précieux.'),
      contactFailed: notice(
        'L’envoi du message a échoué',
        'Veuillez réessayer ou nous écrire directement à {email}',
        'destructive',
      ),
      contactSent: notice('Message envoyé!', 'Merci de votre message. Nous vous répondrons bientôt.'),
      authError: notice('Erreur', 'Une erreur est survenue lors de l’authentification'),
      authUnexpected: notice('Erreur', 'Une erreur inattendue est survenue'),
      loginSucceeded: notice('Connexion réussie', 'Vous êtes connecté!'),
      signupSucceeded: notice(
        'Compte créé',
        'Vérifiez vos courriels pour confirmer votre compte, puis connectez-vous.',
      ),
      loggedOut: notice('Déconnexion', 'Vous avez été déconnecté.'),
      logoutFailed: notice('Erreur', 'Une erreur est survenue lors de la déconnexion.', 'destructive'),
      clueGenerationFailed: notice(
        'Échec de la création',
        'L’indice n’a pas pu être créé. Veuillez réessayer.',
        'destructive',
      ),
      clueGenerated: notice('Indice créé!', 'Votre indice créé par l’IA a été ajouté à votre historique.'),
      clueWritten: notice('Indice créé!', 'Votre indice a été créé et ajouté à votre historique.'),
      clueCopied: notice('Copié!', 'Indice copié dans le presse-papiers.'),
      clueDeleted: notice('Indice supprimé', 'L’indice a été retiré de votre historique.'),
      checkoutUnavailable: notice(
        'Paiement indisponible',
        'Le paiement en ligne est temporairement désactivé. Veuillez nous écrire directement pour acheter.',
        'destructive',
      ),
      checkoutFailed: notice(
        'Le paiement a échoué',
        'Veuillez réessayer ou nous écrire directement à {email}',
        'destructive',
      ),
      addedToCart: notice(
        'Ajouté au panier',
        '{template} (téléchargement numérique) a été ajouté à votre panier',
      ),
      addedPrintedToCart: notice(
        'Ajouté au panier',
        '{template} (trousse imprimée et livrée) a été ajouté à votre panier',
      ),
    }),
    inlineNotices: inlineNoticesIn.fr,
    continueShopping: 'Continuer mes achats',
  },
};

/** The notices in the page's language. */
export const useNotices = () => noticesIn[useLocale()];

/** Replaces each {name} in a text with its value; a placeholder without a value is an error, not a blank. */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return value;
  });
}

/** A notice with its {placeholders} filled in, ready for `toast()`. */
export const fillNotice = (source: Notice, values: Readonly<Record<string, string>>): Notice => ({
  ...source,
  title: interpolate(source.title, values),
  description: interpolate(source.description, values),
});

/**
 * The spec's "Added to cart" notice for a kit (its printed counterpart for a printed kit), with the
 * Continue Shopping action to the templates of the page's language: a kit page shows it on the click
 * (config/notice-toast.ts), the cart page when it adds the kit its address asked for (ADR 039).
 */
export function addedToCartNotice(locale: Locale, format: KitFormat, template: string): ToastInput {
  const { notices, continueShopping } = noticesIn[locale];
  return {
    ...fillNotice(format === 'printed' ? notices.addedPrintedToCart : notices.addedToCart, { template }),
    // The toaster navigates with the router as is: the path is given in the page's language.
    action: { label: continueShopping, to: localizedPath(paths.templates, locale) },
  };
}
