import { useI18n } from '@/lib/i18n/i18n';

// Apart from the guide frame: the home page shows these steps where no explainer video is configured
// (its route module lists the guides catalog, where the How It Works steps' texts are).

/** A step of a guide as message ids: `<id>.title` and `<id>.body` (filled with `values`); `icon.alt` is an id too. */
export interface GuideStep {
  id: string;
  values?: Record<string, string>;
  icon: { src: string; alt: string };
}

/** Numbered steps with their illustrations; an ordered list so the order is announced too. */
export function StepList({ steps, columns = 2 }: { steps: readonly GuideStep[]; columns?: 2 | 3 | 4 }) {
  const { t } = useI18n();
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.id} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
          <img
            src={step.icon.src}
            alt={t(step.icon.alt)}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-24"
          />
          <p className="mt-4 font-heading text-sm font-semibold text-brand-700">
            {t('guides.steps.number', { number: index + 1 })}
          </p>
          <h3 className="font-heading text-xl font-bold text-ink">{t(`${step.id}.title`, step.values)}</h3>
          <p className="mt-2 text-ink-muted">{t(`${step.id}.body`, step.values)}</p>
        </li>
      ))}
    </ol>
  );
}
