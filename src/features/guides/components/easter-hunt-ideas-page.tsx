import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { ageGroupIds, easterArticle, easterTipIds, huntIdeas } from '../content/easter-hunt-ideas';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/** The blog article; an <article> with a real heading outline so it reads well in search and readers. */
export function EasterHuntIdeasPage() {
  const { t } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header className="mb-8">
        <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{t('guides.easter.title')}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t('guides.easter.lead')}</p>
      </header>

      <section aria-labelledby="ideas-heading">
        <h2 id="ideas-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.easter.ideasHeading')}
        </h2>
        <ol className="mt-4 space-y-6">
          {huntIdeas.map((idea, index) => (
            <li key={idea.id} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
              <h3 className="font-heading text-xl font-bold text-ink">
                {index + 1}. {t(`guides.easter.ideas.${idea.id}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`guides.easter.ideas.${idea.id}.body`)}</p>
              {idea.kitPath ? (
                <p className="mt-2">
                  <Link to={idea.kitPath} className={linkClass}>
                    {t(`guides.easter.ideas.${idea.id}.link`)}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ages-heading" className="mt-12">
        <h2 id="ages-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.easter.agesHeading')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('guides.easter.agesLead')}</p>
        <div className="mt-4 space-y-4">
          {ageGroupIds.map((id) => {
            const heading = t(`guides.easter.ages.${id}.heading`);
            return (
              <section key={id} aria-label={heading} className="rounded-2xl bg-sunshine-50 p-5">
                <h3 className="font-heading text-xl font-bold text-ink">{heading}</h3>
                <p className="mt-2 text-ink-muted">{t(`guides.easter.ages.${id}.body`)}</p>
                <p className="mt-2 text-ink italic">{t(`guides.easter.ages.${id}.example`)}</p>
              </section>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="tips-heading" className="mt-12">
        <h2 id="tips-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.easter.tipsHeading')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted">
          {easterTipIds.map((id) => (
            <li key={id}>{t(`guides.easter.tips.${id}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kits-cta-heading" className="mt-12 rounded-3xl bg-brand-50 p-6">
        <h2 id="kits-cta-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.easter.ctaHeading')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('guides.easter.ctaBody')}</p>
        <Link to={easterArticle.ctaLinkTo} className={buttonVariants({ className: 'mt-4' })}>
          {t('guides.easter.ctaLink')}
        </Link>
      </section>
    </article>
  );
}
