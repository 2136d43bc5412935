import { render, screen } from '@testing-library/react';

import { Carousel, CarouselContent, CarouselNext, useCarousel } from '@/components/ui/carousel';
import { CarouselItem } from '@/components/ui/carousel-item';
import { allowConsoleError } from '@/testing/console-error';

function Orphan() {
  useCarousel();
  return null;
}

describe('Carousel', () => {
  it('throws when its hook is used outside a <Carousel />', () => {
    allowConsoleError();
    expect(() => render(<Orphan />)).toThrow('useCarousel must be used within a <Carousel />');
  });

  it('is announced as a carousel of slides with labelled controls', () => {
    render(
      <Carousel label="Featured kits">
        <CarouselContent>
          <CarouselItem aria-label="1 of 2">Easter Bunny</CarouselItem>
          <CarouselItem aria-label="2 of 2">Cool Bunny</CarouselItem>
        </CarouselContent>
        <CarouselNext />
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Featured kits' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
