import type { ReactNode } from 'react';

import { WHY_CHOOSE_HEADING } from '../content/home-content';
import type { WhyChooseCard, WhyChooseIcon } from '../content/home-kit-facts';

// Simple line icons drawn on a 24-unit grid, decorative next to each card's heading.
const iconPaths: Record<WhyChooseIcon, ReactNode> = {
  download: <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />,
  ages: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="9" r="2" />
      <path d="M3 20c0-3 2.5-5 5-5s5 2 5 5M13 20c0-2.2 1.8-4 4-4s4 1.8 4 4" />
    </>
  ),
  riddles: <path d="M9 9a3 3 0 1 1 4.5 2.6c-.9.5-1.5 1.2-1.5 2.2V15m0 4h.01M4 4h16v16H4z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  printer: <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
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
        {cards.map((card) => (
          <li key={card.icon} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="40"
              height="40"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="rounded-xl bg-sunshine-100 p-2 text-brand-700"
            >
              {iconPaths[card.icon]}
            </svg>
            <h3 className="mt-4 font-heading text-lg font-bold text-ink">{card.title}</h3>
            <p className="mt-2 text-ink-muted">{card.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
