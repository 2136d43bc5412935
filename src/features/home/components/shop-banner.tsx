import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { bannerContent } from '../content/home-content';

export function ShopBanner() {
  const { t, locale } = useI18n();
  const { image } = bannerContent;
  return (
    <section aria-label={t('home.banner.label')} className="mx-auto max-w-6xl px-4 py-6">
      <Link to={bannerContent.to} className="block overflow-hidden rounded-3xl">
        <img
          src={image.src[locale]}
          width={image.width}
          height={image.height}
          alt={t('home.banner.alt')}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </Link>
    </section>
  );
}
