import { Link } from 'react-router-dom';

import { bannerContent } from '../content/home-content';

export function ShopBanner() {
  const { image } = bannerContent;
  return (
    <section aria-label="Shop banner" className="mx-auto max-w-6xl px-4 py-6">
      <Link to={bannerContent.to} className="block overflow-hidden rounded-3xl">
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={bannerContent.alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </Link>
    </section>
  );
}
