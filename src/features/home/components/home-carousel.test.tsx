import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderInFrench, renderWithRouter } from '@/testing/render';

import type { CarouselSlide } from '../content/home-kit-facts';
import english from '../i18n/en.json';
import { CAROUSEL_DELAY_MS, HomeCarousel } from './home-carousel';

const carouselLabels = {
  pause: english['home.carousel.pauseLabel'],
  play: english['home.carousel.playLabel'],
};

// A stand-in for embla's API that records what the controls ask of it and lets the test fire its events.
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const autoplay = { play: vi.fn(), stop: vi.fn(), options: {} as Record<string, unknown> };
  let selected = 0;
  const api = {
    plugins: () => ({ autoplay }),
    selectedScrollSnap: () => selected,
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    // A looping carousel can always move both ways.
    canScrollNext: () => true,
    canScrollPrev: () => true,
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return {
    api,
    autoplay,
    emit: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
    select: (index: number) => {
      selected = index;
      listeners.get('select')?.forEach((listener) => listener());
    },
    reset: () => {
      listeners.clear();
      selected = 0;
    },
  };
});

const optionsSeen = vi.hoisted(() => ({ embla: [] as unknown[], autoplay: [] as unknown[] }));

vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    optionsSeen.embla.push(options);
    return [() => {}, fake.api];
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    optionsSeen.autoplay.push(options);
    return fake.autoplay;
  },
}));

const slides: CarouselSlide[] = ['one', 'two', 'three'].map((name) => ({
  href: `/templates/${name}`,
  title: `Kit ${name}`,
  image: { src: `/images/${name}.svg`, width: 600, height: 450 },
  imageAlt: name,
}));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const selectedLabel = () =>
  document.querySelector('[aria-roledescription="slide"][data-selected="true"]')?.getAttribute('aria-label');

beforeEach(() => {
  fake.reset();
  fake.autoplay.play.mockClear();
  fake.autoplay.stop.mockClear();
  fake.api.scrollNext.mockClear();
  fake.api.scrollPrev.mockClear();
  optionsSeen.embla.length = 0;
  optionsSeen.autoplay.length = 0;
});

describe('HomeCarousel', () => {
  it('loops and autoplays every 2 s without stopping on interaction', () => {
    preferReducedMotion(false);
    renderWithRouter(<HomeCarousel slides={slides} label="Featured" />);
    expect(optionsSeen.embla[0]).toMatchObject({ loop: true });
    expect(optionsSeen.autoplay[0]).toMatchObject({ delay: CAROUSEL_DELAY_MS, stopOnInteraction: false });
    expect(CAROUSEL_DELAY_MS).toBe(2000);
    expect(fake.autoplay.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: carouselLabels.pause })).toBeInTheDocument();
  });

  it('pauses and plays again from the visible control', () => {
    preferReducedMotion(false);
    renderWithRouter(<HomeCarousel slides={slides} label="Featured" />);
    fireEvent.click(screen.getByRole('button', { name: carouselLabels.pause }));
    expect(fake.autoplay.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: carouselLabels.play })).toHaveTextContent('Play');

    fake.autoplay.play.mockClear();
    fireEvent.click(screen.getByRole('button', { name: carouselLabels.play }));
    expect(fake.autoplay.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: carouselLabels.pause })).toBeInTheDocument();
  });

  it('stays paused when the plugin restarts itself after a swipe', async () => {
    preferReducedMotion(false);
    renderWithRouter(<HomeCarousel slides={slides} label="Featured" />);
    fireEvent.click(screen.getByRole('button', { name: carouselLabels.pause }));
    fake.autoplay.stop.mockClear();
    await act(async () => {
      fake.emit('autoplay:timerset');
      await Promise.resolve();
    });
    expect(fake.autoplay.stop).toHaveBeenCalled();
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    renderWithRouter(<HomeCarousel slides={slides} label="Featured" />);
    expect(fake.autoplay.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: carouselLabels.play })).toBeInTheDocument();
  });

  it('moves with the arrows and the arrow keys, and marks the selected slide', () => {
    preferReducedMotion(true);
    renderWithRouter(<HomeCarousel slides={slides} label="Featured" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured' }), { key: 'ArrowRight' });
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(2);
    expect(fake.api.scrollPrev).toHaveBeenCalledTimes(1);

    expect(selectedLabel()).toBe('1 of 3: Kit one');
    act(() => fake.select(2));
    expect(selectedLabel()).toBe('3 of 3: Kit three');
  });
});

describe('HomeCarousel on a French page', () => {
  it('names its controls and slides in French', () => {
    preferReducedMotion(false);
    renderInFrench(<HomeCarousel slides={slides} label="En vedette" />);
    expect(screen.getByRole('region', { name: 'En vedette' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le diaporama en pause' }));
    expect(screen.getByRole('button', { name: 'Lancer le diaporama' })).toHaveTextContent('Lecture');
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(
      document
        .querySelector('[aria-roledescription="diapositive"][data-selected="true"]')
        ?.getAttribute('aria-label'),
    ).toBe('1 sur 3\u00A0: Kit one');
  });
});
