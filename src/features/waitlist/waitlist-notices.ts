import { useLocale } from '@/lib/i18n/i18n';
import type { Notice } from '@/config/notices';
import { frenchTexts } from '@domain/french-typography';
import type { Locale } from '@domain/locales';

/** The waitlist's notices; the spec has no waitlist form, so these texts are ours. */
export const waitlistNotices = {
  joined: {
    title: "You're on the waitlist!",
    description: "We'll email you as soon as the AI Clue Creator is ready.",
    variant: 'default',
  },
  /** Holds {email}: the support address. */
  failed: {
    title: 'Could not join the waitlist',
    description: 'Please try again or contact us directly at {email}',
    variant: 'destructive',
  },
} as const satisfies Record<string, Notice>;

type WaitlistNotices = Readonly<Record<keyof typeof waitlistNotices, Notice>>;

/** The notices of each language (Canadian French: issue 20 §1, with French punctuation spacing). */
export const waitlistNoticesIn: Readonly<Record<Locale, WaitlistNotices>> = {
  en: waitlistNotices,
  fr: frenchTexts({
    joined: {
      title: 'Vous êtes sur la liste d’attente!',
      description: 'Nous vous écrirons dès que le Créateur d’indices IA sera prêt.',
      variant: 'default',
    },
    failed: {
      title: 'L’inscription à la liste d’attente a échoué',
      description: 'Veuillez réessayer ou nous écrire directement à {email}',
      variant: 'destructive',
    },
  }),
};

/** The waitlist's notices in the page's language. */
export const useWaitlistNotices = (): WaitlistNotices => waitlistNoticesIn[useLocale()];
