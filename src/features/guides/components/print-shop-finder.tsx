import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useLocalizedNavigate } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n/i18n';

import {
  GEOLOCATION_TIMEOUT_MS,
  isApplePlatform,
  openPrintShopSearch,
  printShopSearchTerms,
  webMapsSearchUrl,
  type Coordinates,
} from '../lib/print-shop-search';

type Status = 'idle' | 'locating' | 'found' | 'denied';

function currentPosition(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}

export function PrintShopFinder() {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<Status>('idle');
  const terms = printShopSearchTerms[locale];

  const find = async () => {
    setStatus('locating');
    const coords = await currentPosition();
    setStatus(coords ? 'found' : 'denied');
    openPrintShopSearch({
      coords,
      terms,
      apple: isApplePlatform(navigator.userAgent),
      go: (url) => window.location.assign(url),
      schedule: (callback, ms) => window.setTimeout(callback, ms),
      pageHidden: () => document.visibilityState === 'hidden',
    });
  };

  return (
    <div className="space-y-4">
      <Button size="lg" onClick={() => void find()} disabled={status === 'locating'}>
        {status === 'locating' ? t('guides.findPrintShop.locating') : t('guides.findPrintShop.findButton')}
      </Button>
      <p className="text-sm text-ink-muted">{t('guides.findPrintShop.locationNote')}</p>
      <p role="status" className="min-h-6 font-semibold text-ink">
        {status === 'found'
          ? t('guides.findPrintShop.foundStatus')
          : status === 'denied'
            ? t('guides.findPrintShop.deniedStatus', { query: terms.nearMe })
            : ''}
      </p>
      <a
        href={webMapsSearchUrl(null, terms)}
        className="inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('guides.findPrintShop.genericLink', { query: terms.nearMe })}
      </a>
    </div>
  );
}

/** Back to wherever the visitor came from; a visit that started here goes home instead. */
export function BackButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const navigateTo = useLocalizedNavigate();
  const goBack = () => {
    // The router numbers its history entries; index 0 means there is no earlier page of ours.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else navigateTo(paths.home);
  };
  return (
    <Button variant="outline" onClick={goBack}>
      <ArrowLeft strokeWidth={2.5} />
      {t('guides.findPrintShop.back')}
    </Button>
  );
}
