import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DOWNLOAD_ALL_QUERY } from '@domain/kit-download';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getOrderDownloads, type DownloadsLookup } from '../api/order-downloads';
import { KitDownloadForm } from './kit-download-form';

export const DOWNLOADS_TEXTS = {
  heading: 'Your Downloads',
  loading: 'Loading your order…',
  lead: 'Add your child’s name if you like, then download one PDF on the paper and ink you choose, or every version at once with Download All. The link keeps working: each download makes a fresh file.',
  invalid: 'This download link is no longer valid.',
  recover: 'Send my download links again',
  failed: 'Your order could not be loaded. Please reload the page.',
} as const;

/**
 * /downloads/<token>: every kit of the paid order the link belongs to. With ?all=<kit> (the email's
 * Download All link) that kit's zip starts as soon as the order has loaded.
 */
export function OrderDownloads({ token }: { token: string }) {
  const [params] = useSearchParams();
  const zipKit = params.get(DOWNLOAD_ALL_QUERY);
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
          startZip={download.kit === zipKit}
        />
      ))}
    </div>
  );
}
