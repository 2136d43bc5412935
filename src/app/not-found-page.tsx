import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} noindex />
      <p className="font-heading text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-3xl font-bold text-ink">
        <span className="sr-only">404 </span>
        {t('notFound.heading')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('notFound.text')}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
