import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';

import { ageGroupAdvice, easterArticle as article, huntIdeas } from '../content/easter-hunt-ideas';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/** The blog article; an <article> with a real heading outline so it reads well in search and readers. */
export function EasterHuntIdeasPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header className="mb-8">
        <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{article.heading}</h1>
        <p className="mt-4 text-lg text-ink-muted">{article.lead}</p>
      </header>

      <section aria-labelledby="ideas-heading">
        <h2 id="ideas-heading" className="font-heading text-2xl font-bold text-ink">
          {article.ideasHeading}
        </h2>
        <ol className="mt-4 space-y-6">
          {huntIdeas.map((idea, index) => (
            <li key={idea.title} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
              <h3 className="font-heading text-xl font-bold text-ink">
                {index + 1}. {idea.title}
              </h3>
              <p className="mt-2 text-ink-muted">{idea.body}</p>
              {idea.link ? (
                <p className="mt-2">
                  <Link to={idea.link.to} className={linkClass}>
                    {idea.link.label}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ages-heading" className="mt-12">
        <h2 id="ages-heading" className="font-heading text-2xl font-bold text-ink">
          {article.agesHeading}
        </h2>
        <p className="mt-3 text-ink-muted">{article.agesLead}</p>
        <div className="mt-4 space-y-4">
          {ageGroupAdvice.map((group) => (
            <section key={group.ages} aria-label={group.heading} className="rounded-2xl bg-sunshine-50 p-5">
              <h3 className="font-heading text-xl font-bold text-ink">{group.heading}</h3>
              <p className="mt-2 text-ink-muted">{group.body}</p>
              <p className="mt-2 text-ink italic">{group.example}</p>
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="tips-heading" className="mt-12">
        <h2 id="tips-heading" className="font-heading text-2xl font-bold text-ink">
          {article.tipsHeading}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted">
          {article.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kits-cta-heading" className="mt-12 rounded-3xl bg-brand-50 p-6">
        <h2 id="kits-cta-heading" className="font-heading text-2xl font-bold text-ink">
          {article.ctaHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{article.ctaBody}</p>
        <Link to={article.ctaLink.to} className={buttonVariants({ className: 'mt-4' })}>
          {article.ctaLink.label}
        </Link>
      </section>
    </article>
  );
}
