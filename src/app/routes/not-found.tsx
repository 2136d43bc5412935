import { Link } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page not found" description="The page you are looking for does not exist." noindex />
      <p className="font-heading text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-3xl font-bold text-ink">
        <span className="sr-only">404 </span>Oops! Page not found
      </h1>
      <p className="mt-3 text-ink-muted">
        The trail went cold here. Let's head back to the start of the hunt.
      </p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Return to Home
      </Link>
    </div>
  );
}
