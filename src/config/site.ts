import { env } from '@/config/env';
import { kitFacts } from '@domain/kit-contents';

/** Facts about the business that several pages show. */
export const site = {
  name: 'Adventure Clue Kits',
  tagline: "Printable scavenger-hunt kits for kids' parties, holidays and rainy days",
  description: `Printable scavenger-hunt kits for children aged ${kitFacts.ageRange}: clue cards, ${kitFacts.riddleCount} riddles, posters and certificates. Print at home and set up in ${kitFacts.setupTime}.`,
  url: env.VITE_SITE_URL,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  companyUrl: 'https://www.prairiepixelstudio.ca',
  companyName: 'Prairie Pixel Studio',
  logo: '/images/logo.svg',
  defaultOgImage: '/images/og-default.png',
  socialProfiles: [
    { name: 'Facebook', url: 'https://www.facebook.com/adventurecluekits' },
    { name: 'Instagram', url: 'https://www.instagram.com/adventurecluekits' },
    { name: 'Pinterest', url: 'https://www.pinterest.com/adventurecluekits' },
    { name: 'YouTube', url: 'https://www.youtube.com/@adventurecluekits' },
  ],
} as const;
