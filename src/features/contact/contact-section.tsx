import { lazy, Suspense, useRef } from 'react';

import { useNearViewport } from '@/lib/use-near-viewport';

// The form's code (react-hook-form, zod) loads when a visitor nears it, not with the page.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** Space the form takes once loaded, held from the start so nothing below it moves. */
const FORM_HEIGHT = 'min-h-[30rem] md:min-h-[24rem]';

/** "Send Us a Message": the /contact form. */
export function ContactSection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section
      ref={ref}
      id="contact-form"
      aria-labelledby="contact-form-heading"
      className="mx-auto max-w-3xl px-4 pb-12"
    >
      <h2 id="contact-form-heading" className="font-heading text-2xl font-bold text-ink">
        Send Us a Message
      </h2>
      <div className={`mt-6 rounded-3xl border border-line bg-surface p-6 shadow-card ${FORM_HEIGHT}`}>
        {near ? (
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
