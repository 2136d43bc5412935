import { paths } from '@/config/paths';

/** The main navigation of spec §2, in display order; labels are message ids of the layout catalog. */
export const navLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.shop, label: 'nav.shop' },
  { to: paths.clueLogin, label: 'nav.aiClueCreator' },
  { to: paths.howItWorks, label: 'nav.howItWorks' },
  { to: paths.pricing, label: 'nav.pricing' },
  { to: paths.contact, label: 'nav.contact' },
] as const;
