import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FormatComparison } from '@/features/catalog/components/format-comparison';
import { KitCard } from '@/features/catalog/components/kit-card';
import { kitFacts } from '@domain/kit-contents';
import { kits } from '@domain/kits';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';

export default function ShopPage() {
  const { region } = useRegion();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        title="Shop Scavenger Hunt Kits"
        description={`Nine printable scavenger-hunt kits for ages ${kitFacts.ageRange}: Easter bunnies, pirates, space, dinosaurs and more. ${kitFacts.riddles}, set up in ${kitFacts.setupTime}.`}
        image="/images/kits/og/kits.png"
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-heading text-4xl font-bold text-ink">Shop Adventure Clue Kits</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Pick a theme, print it at home and watch the excitement build. Every kit includes{' '}
            {kitFacts.riddles}, suits ages {kitFacts.ageRange} and sets up in about {kitFacts.setupTime}.
          </p>
        </div>
        <RegionSwitch />
      </div>

      <section aria-labelledby="shop-kits" className="mt-10">
        <h2 id="shop-kits" className="sr-only">
          All kits
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {kits.map((kit, index) => (
            <li key={kit.slug} className="flex">
              <div className="w-full">
                <KitCard kit={kit} region={region} eager={index < 3} headingLevel="h3" />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="shop-formats" className="mt-16">
        <h2 id="shop-formats" className="font-heading text-3xl font-bold text-ink">
          Digital or printed?
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-ink-muted">
          The digital kit is ready in minutes; the printed kit arrives ready to hide. Both hold the same
          adventure.
        </p>
        <FormatComparison region={region} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to={paths.templates} className={buttonVariants({ size: 'lg' })}>
            Browse by category
          </Link>
          <Link to={paths.pricing} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            See pricing
          </Link>
        </div>
      </section>
    </div>
  );
}
