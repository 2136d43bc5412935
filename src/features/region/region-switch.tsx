import { useI18n } from '@/lib/i18n/i18n';
import { useRegionState } from './region-provider';
import type { Region } from '@domain/regions';

const options: readonly { region: Region; label: string; currency: string }[] = [
  { region: 'us', label: 'region.switch.us', currency: 'USD' },
  { region: 'ca', label: 'region.switch.ca', currency: 'CAD' },
];

/**
 * Lets a visitor correct the detected region; the choice is remembered and beats detection.
 * Pages bound to one region (/ca/pricing) pass `value` and move to the other page in `onChange`.
 */
export function RegionSwitch({
  value,
  onChange,
  className,
}: {
  value?: Region;
  onChange?: (region: Region) => void;
  className?: string;
}) {
  const { region, setRegion } = useRegionState();
  const current = value ?? region;
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t('region.switch.label')} className={className} data-slot="region-switch">
      <span aria-hidden="true" className="mr-2 text-sm font-semibold text-ink-muted">
        {t('region.switch.pricesFor')}
      </span>
      <span className="inline-flex rounded-full border-2 border-line bg-surface p-0.5 text-sm font-bold">
        {options.map((option) => (
          <button
            key={option.region}
            type="button"
            aria-pressed={current === option.region}
            onClick={() => {
              setRegion(option.region);
              onChange?.(option.region);
            }}
            className="min-h-9 rounded-full px-3 text-ink transition-colors aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {t(option.label)} <span className="font-semibold">({option.currency})</span>
          </button>
        ))}
      </span>
    </div>
  );
}
