import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Tracking } from '@/components/layout/tracking';
import { CONSENT_KEY, PRIVACY_CHOICES_EVENT } from '@/lib/privacy-choices';
import { renderWithRouter } from '@/testing/render';
import consentEnglish from '@/components/layout/consent/i18n/en.json';
import layoutEnglish from '@/components/layout/i18n/en.json';

// The consent bar's English words, from the catalog it shows them from.
const CONSENT_TEXTS = {
  label: layoutEnglish['footer.privacyChoices'],
  message: consentEnglish['consent.message'],
  accept: consentEnglish['consent.accept'],
  decline: consentEnglish['consent.decline'],
};

const bar = () => screen.queryByRole('region', { name: CONSENT_TEXTS.label });

afterEach(() => window.localStorage.clear());

describe('the consent bar', () => {
  it('asks a first-time visitor, remembers Decline and asks again from Privacy choices', () => {
    renderWithRouter(<Tracking />, { path: '/shop' });
    expect(bar()).toHaveTextContent(CONSENT_TEXTS.message);

    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.decline }));
    expect(bar()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');

    act(() => {
      window.dispatchEvent(new Event(PRIVACY_CHOICES_EVENT));
    });
    expect(bar()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.accept }));
    expect(bar()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  it.each(['/downloads/0a1b', '/thank-you-order', '/clue-history', '/admin'])(
    'is not shown on %s, where the pixel never runs',
    (path) => {
      renderWithRouter(<Tracking />, { path });
      expect(bar()).toBeNull();
    },
  );
});
