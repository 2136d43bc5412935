import { env, type Env } from '@/config/env';

export interface SocialProfile {
  name: string;
  url: string;
}

type OwnerEnv = Pick<
  Env,
  | 'VITE_COMPANY_NAME'
  | 'VITE_COMPANY_URL'
  | 'VITE_FACEBOOK_URL'
  | 'VITE_INSTAGRAM_URL'
  | 'VITE_PINTEREST_URL'
  | 'VITE_YOUTUBE_URL'
>;

/** The shop's profiles on the four networks the spec names, in footer order; an unset one is left out. */
export function socialProfilesFrom(config: OwnerEnv): SocialProfile[] {
  const profiles = [
    { name: 'Facebook', url: config.VITE_FACEBOOK_URL },
    { name: 'Instagram', url: config.VITE_INSTAGRAM_URL },
    { name: 'Pinterest', url: config.VITE_PINTEREST_URL },
    { name: 'YouTube', url: config.VITE_YOUTUBE_URL },
  ];
  return profiles.filter((profile): profile is SocialProfile => profile.url !== undefined);
}

/** The company behind the shop, when both its name and its site are configured. */
export function companyFrom(config: OwnerEnv): SocialProfile | undefined {
  return config.VITE_COMPANY_NAME && config.VITE_COMPANY_URL
    ? { name: config.VITE_COMPANY_NAME, url: config.VITE_COMPANY_URL }
    : undefined;
}

/** Facts about the business that several pages show. */
export const site = {
  name: 'Adventure Clue Kits',
  url: env.VITE_SITE_URL,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  /** Facts only the owner can give come from the build's configuration (VITE_COMPANY_*, VITE_*_URL). */
  company: companyFrom(env),
  logo: '/images/logo.svg',
  defaultOgImage: '/images/og-default.png',
  socialProfiles: socialProfilesFrom(env),
} as const;
