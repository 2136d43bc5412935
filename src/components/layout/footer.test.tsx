import { screen } from '@testing-library/react';

import { Footer } from '@/components/layout/footer';
import { companyFrom, site, socialProfilesFrom } from '@/config/site';
import { renderWithRouter } from '@/testing/render';

const configured = {
  VITE_COMPANY_NAME: 'Example Studio',
  VITE_COMPANY_URL: 'https://studio.example',
  VITE_FACEBOOK_URL: 'https://www.facebook.com/example-kits',
  VITE_INSTAGRAM_URL: undefined,
  VITE_PINTEREST_URL: 'https://www.pinterest.com/example-kits',
  VITE_YOUTUBE_URL: undefined,
};

describe('owner facts from the build configuration', () => {
  it('lists only the configured profiles, in the footer order', () => {
    expect(socialProfilesFrom(configured)).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/example-kits' },
      { name: 'Pinterest', url: 'https://www.pinterest.com/example-kits' },
    ]);
    expect(companyFrom(configured)).toEqual({ name: 'Example Studio', url: 'https://studio.example' });
    expect(companyFrom({ ...configured, VITE_COMPANY_URL: undefined })).toBeUndefined();
  });

  it('makes nothing up when nothing is configured (the test build sets none)', () => {
    expect(site.socialProfiles).toEqual([]);
    expect(site.company).toBeUndefined();
  });
});

describe('Footer', () => {
  it('links each configured profile and the company, opening in a new tab', () => {
    renderWithRouter(
      <Footer socialProfiles={socialProfilesFrom(configured)} company={companyFrom(configured)} />,
    );
    expect(screen.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/example-kits',
    );
    expect(screen.getByRole('link', { name: /^Pinterest/ })).toHaveAttribute(
      'href',
      'https://www.pinterest.com/example-kits',
    );
    expect(screen.queryByRole('link', { name: /Instagram|YouTube/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Example Studio/ })).toHaveAttribute(
      'href',
      'https://studio.example',
    );
  });

  it('leaves out the follow and made-by links when none is configured, keeping the help links', () => {
    renderWithRouter(<Footer socialProfiles={[]} company={undefined} />);
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
    expect(screen.queryByText(/Made by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });
});
