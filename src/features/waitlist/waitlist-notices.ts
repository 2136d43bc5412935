import type { Notice } from '@/config/notices';

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
