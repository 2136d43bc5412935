import { Link, Navigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths, templatePath } from '@/config/paths';
import { KitDetail } from '@/features/catalog/components/kit-detail';
import { lookupKit, type Kit } from '@domain/kits';
import { kitOgImage, productJsonLd } from '@/features/catalog/product-json-ld';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';
import NotFoundPage from './not-found';
import { kitFacts } from '@domain/kit-contents';

export default function TemplateDetailPage() {
  const { slug = '' } = useParams();
  const lookup = lookupKit(slug);
  if (lookup.kind === 'unknown') return <NotFoundPage />;
  if (lookup.kind === 'alias') return <Navigate to={templatePath(lookup.canonicalSlug)} replace />;
  return <KitPage kit={lookup.kit} />;
}

// Only a real kit asks for the region, so an unknown slug never triggers the location lookup.
function KitPage({ kit }: { kit: Kit }) {
  const { region } = useRegion();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageMeta
        title={kit.title}
        description={`${kit.description} Printable scavenger hunt for ages ${kitFacts.ageRange}.`}
        image={kitOgImage(kit)}
        ogType="product"
        jsonLd={productJsonLd(kit)}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <Link
          to={paths.templates}
          className="inline-flex items-center gap-1 rounded-full px-3 py-2 font-heading font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span aria-hidden="true">←</span> Back to Templates
        </Link>
        <RegionSwitch />
      </div>
      <KitDetail kit={kit} region={region} />
    </div>
  );
}
