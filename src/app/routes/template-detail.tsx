import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths, templatePath } from '@/config/paths';
import { KitDetail } from '@/features/catalog/components/kit-detail';
import { catalogCatalog } from '@/features/catalog/i18n/catalog';
import { kitPageCatalog } from '@/features/catalog/kit-page/i18n/catalog';
import { kitTextIn, lookupKit, type Kit } from '@domain/kits';
import { kitOgImage, productJsonLd } from '@/features/catalog/product-json-ld';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';
import { regionCatalog } from '@/features/region/i18n/catalog';
import { kitFactsIn } from '@domain/kit-facts';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [catalogCatalog, kitPageCatalog, regionCatalog];

// Only an unknown slug shows it (every kit page is prerendered), so kit pages do not carry it.
const NotFoundPage = lazy(() => import('../not-found-page'));

export default function TemplateDetailPage() {
  const { slug = '' } = useParams();
  const { path } = useI18n();
  const lookup = lookupKit(slug);
  if (lookup.kind === 'unknown')
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (lookup.kind === 'alias') return <Navigate to={path(templatePath(lookup.canonicalSlug))} replace />;
  return <KitPage kit={lookup.kit} />;
}

// Only a real kit asks for the region, so an unknown slug never triggers the location lookup.
function KitPage({ kit }: { kit: Kit }) {
  const { region } = useRegion();
  const { locale, t } = useI18n();
  const text = kitTextIn(kit, locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageMeta
        title={text.title}
        description={t('catalog.kit.metaDescription', {
          description: text.description,
          ageRange: kitFactsIn[locale].ageRange,
        })}
        image={kitOgImage(kit)}
        ogType="product"
        jsonLd={productJsonLd(kit, locale)}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <Link
          to={paths.templates}
          className="inline-flex items-center gap-1 rounded-full px-3 py-2 font-heading font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span aria-hidden="true">←</span> {t('catalog.kit.back')}
        </Link>
        <RegionSwitch />
      </div>
      <KitDetail kit={kit} region={region} />
    </div>
  );
}
