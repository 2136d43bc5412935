import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { TemplatesBrowser } from '@/features/catalog/components/templates-browser';
import { kitFacts } from '@domain/kit-contents';
import { useRegion } from '@/features/region/region-provider';
import { RegionSwitch } from '@/features/region/region-switch';

export default function TemplatesPage() {
  const { region } = useRegion();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        title="Adventure Clue Kits – Scavenger Hunt Templates"
        description={`Browse all nine themed scavenger-hunt templates by category: holiday, action, fantasy and learning adventures for ages ${kitFacts.ageRange}.`}
        image="/images/kits/og/kits.png"
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-heading text-4xl font-bold text-ink">Adventure Clue Kits</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Choose a category or search for a theme. Every template comes with {kitFacts.riddles} and is ready
            to print for ages {kitFacts.ageRange}.
          </p>
        </div>
        <RegionSwitch />
      </div>
      <div className="mt-10">
        <TemplatesBrowser region={region} />
      </div>
      <section aria-labelledby="templates-guide" className="mt-16 rounded-card bg-sky-50 p-6 md:p-8">
        <h2 id="templates-guide" className="font-heading text-2xl font-bold text-ink">
          First time running a hunt?
        </h2>
        <p className="mt-2 text-ink">
          It takes about {kitFacts.setupTime}: download, print, hide the clues and let the adventure begin.{' '}
          <Link to={paths.howItWorks} className="font-bold text-sky-700 underline underline-offset-4">
            See how it works
          </Link>{' '}
          or read the{' '}
          <Link to={paths.instructions} className="font-bold text-sky-700 underline underline-offset-4">
            step-by-step instructions
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
