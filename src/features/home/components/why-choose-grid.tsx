import { Clock, Download, Heart, Printer, Puzzle, Users, type LucideIcon } from 'lucide-react';

import { useI18n } from '@/lib/i18n/i18n';

import { whyChooseIcons, type HomeKitFacts, type WhyChooseIcon } from '../content/home-kit-facts';

// Decorative next to each card's heading.
const icons: Record<WhyChooseIcon, LucideIcon> = {
  download: Download,
  ages: Users,
  riddles: Puzzle,
  clock: Clock,
  printer: Printer,
  heart: Heart,
};

export function WhyChooseGrid({ facts }: { facts: HomeKitFacts }) {
  const { t } = useI18n();
  // The riddles card's title is the fact itself ("200+ pre-made riddles").
  const title = (name: WhyChooseIcon) =>
    name === 'riddles' ? facts.riddles : t(`home.why.${name}.title`, { ...facts });
  return (
    <section aria-labelledby="why-choose-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2
        id="why-choose-heading"
        className="text-center font-heading text-2xl font-bold text-ink md:text-3xl"
      >
        {t('home.why.heading')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyChooseIcons.map((name) => {
          const Icon = icons[name];
          return (
            <li key={name} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
              <Icon size={40} className="rounded-xl bg-sunshine-100 p-2 text-brand-700" />
              <h3 className="mt-4 font-heading text-lg font-bold text-ink">{title(name)}</h3>
              <p className="mt-2 text-ink-muted">{t(`home.why.${name}.body`)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
