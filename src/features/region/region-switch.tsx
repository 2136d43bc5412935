import { Link, useLocation } from 'react-router-dom';

import { useI18n } from '@/lib/i18n/i18n';
import { useLocalizedNavigate } from '@/components/ui/link';
import { useRegionState } from './region-provider';
import { REGION_PARAM } from './resolve-region';
import type { Region } from '@domain/regions';

const options: readonly { region: Region; label: string; currency: string }[] = [
  { region: 'us', label: 'region.switch.us', currency: 'USD' },
  { region: 'ca', label: 'region.switch.ca', currency: 'CAD' },
];

/**
 * Lets a visitor correct the detected region; the choice is remembered and beats detection.
 *
 * Each choice is a link to the page with ?region=<region> (which the app remembers when it loads), so a
 * tap before the app runs, or without JavaScript, still chooses; once the app runs it switches in place
 * (ADR 039). Pages bound to one region (/ca/pricing) give `value` and their `pages`, the regional
 * pages the choices lead to.
 */
export function RegionSwitch({
  value,
  pages,
  className,
}: {
  value?: Region;
  /** English paths of the page of each region. */
  pages?: Readonly<Record<Region, string>>;
  className?: string;
}) {
  const { region, setRegion } = useRegionState();
  const { pathname } = useLocation();
  const navigate = useLocalizedNavigate();
  const current = value ?? region;
  const { t, path } = useI18n();
  return (
    <div role="group" aria-label={t('region.switch.label')} className={className} data-slot="region-switch">
      <span aria-hidden="true" className="mr-2 text-sm font-semibold text-ink-muted">
        {t('region.switch.pricesFor')}
      </span>
      <span className="inline-flex rounded-full border-2 border-line bg-surface p-0.5 text-sm font-bold">
        {options.map((option) => (
          <Link
            key={option.region}
            to={`${pages ? path(pages[option.region]) : pathname}?${REGION_PARAM}=${option.region}`}
            aria-current={current === option.region ? 'true' : undefined}
            onClick={(event) => {
              // A new tab or window follows the link itself.
              if (event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              setRegion(option.region);
              if (pages && option.region !== current) navigate(pages[option.region]);
            }}
            className="inline-block rounded-full px-3 py-2 text-ink transition-colors aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
          >
            {t(option.label)} <span className="font-semibold">({option.currency})</span>
          </Link>
        ))}
      </span>
    </div>
  );
}
