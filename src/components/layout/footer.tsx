import { env } from '@/config/env';
import { paths, recoveryPathFor } from '@/config/paths';
import { site, type SocialProfile } from '@/config/site';
import { useI18n } from '@/lib/i18n/i18n';
import { PRIVACY_CHOICES_EVENT } from '@/lib/privacy-choices';
import { Link } from '@/components/ui/link';

/** The footer's Help links, in their order; labels are message ids of the layout catalog. */
const helpLinks = [
  { to: recoveryPathFor(env.VITE_PAYMENTS_ENABLED), label: 'footer.recover' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.privacy, label: 'footer.privacy' },
] as const;

const quietLink = 'text-ink-muted underline-offset-4 hover:underline';

export interface FooterProps {
  /** Default: the configured ones; a profile or company that is not configured is not linked. */
  socialProfiles?: readonly SocialProfile[];
  company?: SocialProfile;
}

export function Footer({ socialProfiles = site.socialProfiles, company = site.company }: FooterProps) {
  const { t } = useI18n();
  return (
    <footer className="mt-16 border-t border-line bg-sunshine-50" data-slot="footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <p className="font-heading text-lg font-bold text-brand-700">{site.name}</p>
          <p className="text-sm text-ink-muted">{t('site.tagline')}</p>
          <img
            src="/images/made-in-canada.svg"
            alt={t('footer.madeInCanada')}
            width={120}
            height={48}
            loading="lazy"
            className="h-12 w-auto"
          />
        </div>
        <nav aria-label={t('footer.help')} className="space-y-2 text-sm">
          <p className="font-heading font-semibold text-ink">{t('footer.help')}</p>
          <ul className="space-y-2">
            {helpLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={quietLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            {env.VITE_META_PIXEL_ID ? (
              <li>
                <button
                  type="button"
                  onClick={() => window.dispatchEvent(new Event(PRIVACY_CHOICES_EVENT))}
                  className={quietLink}
                >
                  {t('footer.privacyChoices')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {socialProfiles.length > 0 || company ? (
          <div className="space-y-2 text-sm">
            {socialProfiles.length > 0 ? (
              <>
                <p className="font-heading font-semibold text-ink">{t('footer.followUs')}</p>
                <ul className="flex flex-wrap gap-x-4 gap-y-2">
                  {socialProfiles.map((profile) => (
                    <li key={profile.name}>
                      <a href={profile.url} rel="noopener noreferrer" target="_blank" className={quietLink}>
                        {profile.name}
                        <span className="sr-only">{t('common.opensNewTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {company ? (
              <p className="text-ink-muted">
                {t('footer.madeBy')}{' '}
                <a
                  href={company.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline underline-offset-4"
                >
                  {company.name}
                  <span className="sr-only">{t('common.opensNewTab')}</span>
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
