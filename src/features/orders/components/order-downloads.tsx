import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getOrderDownloads, type DownloadsLookup } from '../api/order-downloads';
import { KitDownloadForm } from './kit-download-form';

export const DOWNLOADS_TEXTS = {
  heading: 'Your Downloads',
  loading: 'Loading your order…',
  lead: 'Choose the paper and ink for each kit, add your child’s name if you like, and download. The link keeps working: each download makes a fresh file.',
  invalid: 'This download link is no longer valid.',
  recover: 'Send my download links again',
  failed: 'Your order could not be loaded. Please reload the page.',
} as const;

/** /downloads/<token>: every kit of the paid order the link belongs to. */
export function OrderDownloads({ token }: { token: string }) {
  const [lookup, setLookup] = useState<DownloadsLookup | undefined>();
  useEffect(() => {
    let cancelled = false;
    void getOrderDownloads(token).then((result) => {
      if (!cancelled) setLookup(result);
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (!lookup) return <p role="status">{DOWNLOADS_TEXTS.loading}</p>;
  if (lookup.kind === 'failed') return <p role="alert">{DOWNLOADS_TEXTS.failed}</p>;
  if (lookup.kind === 'paused') return <p className="text-lg font-semibold text-ink">{lookup.message}</p>;
  if (lookup.kind === 'invalid')
    return (
      <div>
        <p className="text-lg font-semibold text-ink">{DOWNLOADS_TEXTS.invalid}</p>
        <Link to={paths.recoverDownloads} className={buttonVariants({ className: 'mt-6' })}>
          {DOWNLOADS_TEXTS.recover}
        </Link>
      </div>
    );
  return (
    <div className="space-y-6">
      <p className="text-ink-muted">
        Order {lookup.order.number} · {DOWNLOADS_TEXTS.lead}
      </p>
      {lookup.order.downloads.map((download) => (
        <KitDownloadForm
          key={download.token}
          kit={download.kit}
          title={download.title}
          token={download.token}
        />
      ))}
    </div>
  );
}
