import { Clock, Download, Heart, Printer, Puzzle, Users, type LucideIcon } from 'lucide-react';

import { WHY_CHOOSE_HEADING } from '../content/home-content';
import type { WhyChooseCard, WhyChooseIcon } from '../content/home-kit-facts';

// Decorative next to each card's heading.
const icons: Record<WhyChooseIcon, LucideIcon> = {
  download: Download,
  ages: Users,
  riddles: Puzzle,
  clock: Clock,
  printer: Printer,
  heart: Heart,
};

export function WhyChooseGrid({ cards }: { cards: readonly WhyChooseCard[] }) {
  return (
    <section aria-labelledby="why-choose-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2
        id="why-choose-heading"
        className="text-center font-heading text-2xl font-bold text-ink md:text-3xl"
      >
        {WHY_CHOOSE_HEADING}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ icon: name, ...card }) => {
          const Icon = icons[name];
          return (
            <li key={name} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
              <Icon size={40} className="rounded-xl bg-sunshine-100 p-2 text-brand-700" />
              <h3 className="mt-4 font-heading text-lg font-bold text-ink">{card.title}</h3>
              <p className="mt-2 text-ink-muted">{card.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
