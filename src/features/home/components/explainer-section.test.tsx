import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { explainerVideo, explainerVideoFrom } from '../content/explainer-video';
import { ExplainerSection } from './explainer-section';
import { renderWithRouter } from '@/testing/render';

const steps = (
  <ol>
    <li>Choose & Download</li>
  </ol>
);

describe('explainer video configuration', () => {
  it('takes the configured ids, one serving both screens when only one is set', () => {
    expect(
      explainerVideoFrom({
        VITE_EXPLAINER_VIDEO_ID_DESKTOP: 'AAAAAAAAAAA',
        VITE_EXPLAINER_VIDEO_ID_MOBILE: 'BBBBBBBBBBB',
      }),
    ).toEqual({ desktopId: 'AAAAAAAAAAA', mobileId: 'BBBBBBBBBBB' });
    expect(
      explainerVideoFrom({
        VITE_EXPLAINER_VIDEO_ID_DESKTOP: undefined,
        VITE_EXPLAINER_VIDEO_ID_MOBILE: 'BBBBBBBBBBB',
      }),
    ).toEqual({ desktopId: 'BBBBBBBBBBB', mobileId: 'BBBBBBBBBBB' });
  });

  it('has no video when none is configured (the test build sets none)', () => {
    expect(explainerVideo).toBeUndefined();
  });
});

describe('ExplainerSection', () => {
  it('plays the configured video from youtube-nocookie.com once the visitor presses play', async () => {
    renderWithRouter(
      <ExplainerSection video={{ desktopId: 'AAAAAAAAAAA', mobileId: 'BBBBBBBBBBB' }} steps={steps} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Play the video: how Adventure Clue Kits work' }),
    );
    expect(screen.getByTitle('How Adventure Clue Kits work (video)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/AAAAAAAAAAA?autoplay=1&rel=0',
    );
    expect(screen.queryByText('Choose & Download')).not.toBeInTheDocument();
  });

  it('shows our how-it-works steps, and no player, when no video is configured', () => {
    renderWithRouter(<ExplainerSection video={undefined} steps={steps} />);
    expect(screen.getByRole('heading', { name: 'How a Clue Hunt Comes Together' })).toBeInTheDocument();
    expect(screen.getByText('Choose & Download')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about how it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(screen.queryByRole('button', { name: /Play the video/ })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
