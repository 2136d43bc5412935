import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths, recoveryPathFor } from '@/config/paths';

import { instructionsContent as content, instructionsSteps } from '../content/instructions';
import { GuideLayout, GuideSection, StepList } from './guide-layout';

const recoveryPath = recoveryPathFor(env.VITE_PAYMENTS_ENABLED);

export function InstructionsPage() {
  return (
    <GuideLayout heading={content.heading} lead={content.lead} wide>
      <GuideSection id="steps-heading" heading={content.stepsHeading}>
        <StepList steps={instructionsSteps} columns={3} />
      </GuideSection>
      <GuideSection id="files-heading" heading={content.filesHeading}>
        <dl className="space-y-5">
          {content.fileHelp.map((item) => (
            <div key={item.question}>
              <dt className="font-heading text-lg font-bold text-ink">{item.question}</dt>
              <dd className="mt-1">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </GuideSection>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="print-shop-heading" className="rounded-2xl bg-sky-50 p-6">
          <h2 id="print-shop-heading" className="font-heading text-xl font-bold text-ink">
            {content.printShopHeading}
          </h2>
          <p className="mt-2 text-ink-muted">{content.printShopBody}</p>
          <Link to={paths.findPrintShop} className={buttonVariants({ className: 'mt-4' })}>
            {content.printShopLink}
          </Link>
        </section>
        <section aria-labelledby="recovery-heading" className="rounded-2xl bg-berry-50 p-6">
          <h2 id="recovery-heading" className="font-heading text-xl font-bold text-ink">
            {content.recoveryHeading}
          </h2>
          <p className="mt-2 text-ink-muted">{content.recoveryBody}</p>
          <Link to={recoveryPath} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            {content.recoveryLink}
          </Link>
        </section>
      </div>
    </GuideLayout>
  );
}
