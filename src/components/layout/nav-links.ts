import { paths } from '@/config/paths';

/** The main navigation of spec §2, in display order. */
export const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.clueLogin, label: 'AI Clue Creator' },
  { to: paths.howItWorks, label: 'How It Works' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.contact, label: 'Contact' },
] as const;
