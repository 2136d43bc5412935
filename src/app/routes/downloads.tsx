import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { DOWNLOADS_TEXTS, OrderDownloads } from '@/features/orders/components/order-downloads';

export default function DownloadsPage() {
  const { token = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageMeta title={DOWNLOADS_TEXTS.heading} description="Download your Adventure Clue Kits." noindex />
      <h1 className="mb-6 font-heading text-3xl font-bold text-ink md:text-4xl">{DOWNLOADS_TEXTS.heading}</h1>
      <OrderDownloads token={token} />
    </div>
  );
}
