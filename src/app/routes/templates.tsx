import { paths } from '@/config/paths';
import { TemplatesBrowser } from '@/features/catalog/components/templates-browser';
import { KitsPageTop } from '@/features/catalog/components/kits-page-top';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { templatesPageCatalog } from '@/features/catalog/templates-page/i18n/catalog';
import { kitFactsIn } from '@domain/kit-facts';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';
import { regionCatalog } from '@/features/region/i18n/catalog';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [catalogCatalog, templatesPageCatalog, regionCatalog];

const inlineLink = 'font-bold text-sky-700 underline underline-offset-4';

export default function TemplatesPage() {
  const { region } = useRegion();
  const { locale, t } = useI18n();
  const facts = kitFactsIn[locale];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <KitsPageTop page="templates" aside={<RegionSwitch />} />
      <div className="mt-10">
        <TemplatesBrowser region={region}>
          <section aria-labelledby="templates-guide" className="rounded-card bg-sky-50 p-6 md:p-8">
            <h2 id="templates-guide" className="font-heading text-2xl font-bold text-ink">
              {t('catalog.templates.guideHeading')}
            </h2>
            <p className="mt-2 text-ink">
              {t.rich('catalog.templates.guideText', {
                setupTime: facts.setupTime,
                how: (chunks) => (
                  <Link to={paths.howItWorks} className={inlineLink}>
                    {chunks}
                  </Link>
                ),
                steps: (chunks) => (
                  <Link to={paths.instructions} className={inlineLink}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </section>
        </TemplatesBrowser>
      </div>
    </div>
  );
}
