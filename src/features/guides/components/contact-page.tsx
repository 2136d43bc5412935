import { contactContent as content } from '../content/contact';
import { GuideLayout } from './guide-layout';

/** The page around the contact details; the contact form joins it with the forms work. */
export function ContactPage() {
  return (
    <GuideLayout heading={content.heading} lead={content.lead}>
      <section aria-labelledby="email-heading" className="rounded-3xl bg-sunshine-50 p-6">
        <h2 id="email-heading" className="font-heading text-2xl font-bold text-ink">
          {content.emailHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{content.emailBody}</p>
        <a
          href={`mailto:${content.email}`}
          className="mt-3 inline-block font-heading text-xl font-bold break-all text-brand-700 underline underline-offset-4"
        >
          {content.email}
        </a>
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {content.topics.map((topic) => (
          <li key={topic.title} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <h2 className="font-heading text-lg font-bold text-ink">{topic.title}</h2>
            <p className="mt-1 text-ink-muted">{topic.body}</p>
          </li>
        ))}
      </ul>
    </GuideLayout>
  );
}
