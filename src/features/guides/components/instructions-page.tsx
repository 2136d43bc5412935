import { buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths, recoveryPathFor } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { unsafePlaceList } from '@domain/safe-places';

import { fileHelpIds, instructionsSteps } from '../content/instructions';
import { GuideLayout, GuideSection } from './guide-layout';
import { StepList } from './step-list';

const recoveryPath = recoveryPathFor(env.VITE_PAYMENTS_ENABLED);

export function InstructionsPage() {
  const { t, locale } = useI18n();
  return (
    <GuideLayout heading={t('guides.instructions.heading')} lead={t('guides.instructions.lead')} wide>
      <GuideSection id="steps-heading" heading={t('guides.instructions.stepsHeading')}>
        <StepList steps={instructionsSteps} columns={3} />
      </GuideSection>
      <GuideSection id="safety-heading" heading={t('guides.instructions.safetyHeading')}>
        <p>{t('guides.instructions.safetyLead')}</p>
        {/* The shop's one list of places a card must never send a child (domain/safe-places.ts). */}
        <ul className="grid gap-x-8 gap-y-2 md:grid-cols-2">
          {unsafePlaceList(locale).map(({ group, label, places }) => (
            <li key={group} className="flex gap-2">
              <span aria-hidden="true" className="text-berry-600">
                ✕
              </span>
              <span>
                <span className="font-semibold text-ink">{label}</span> ({places.join(', ')})
              </span>
            </li>
          ))}
        </ul>
        <p>{t('guides.instructions.safetyClose')}</p>
      </GuideSection>
      <GuideSection id="files-heading" heading={t('guides.instructions.filesHeading')}>
        <dl className="space-y-5">
          {fileHelpIds.map((id) => (
            <div key={id}>
              <dt className="font-heading text-lg font-bold text-ink">
                {t(`guides.instructions.fileHelp.${id}.question`)}
              </dt>
              <dd className="mt-1">{t(`guides.instructions.fileHelp.${id}.answer`)}</dd>
            </div>
          ))}
        </dl>
      </GuideSection>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="print-shop-heading" className="rounded-2xl bg-sky-50 p-6">
          <h2 id="print-shop-heading" className="font-heading text-xl font-bold text-ink">
            {t('guides.instructions.printShopHeading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('guides.instructions.printShopBody')}</p>
          <Link to={paths.findPrintShop} className={buttonVariants({ className: 'mt-4' })}>
            {t('guides.instructions.printShopLink')}
          </Link>
        </section>
        <section aria-labelledby="recovery-heading" className="rounded-2xl bg-berry-50 p-6">
          <h2 id="recovery-heading" className="font-heading text-xl font-bold text-ink">
            {t('guides.instructions.recoveryHeading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('guides.instructions.recoveryBody')}</p>
          <Link to={recoveryPath} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            {t('guides.instructions.recoveryLink')}
          </Link>
        </section>
      </div>
    </GuideLayout>
  );
}
