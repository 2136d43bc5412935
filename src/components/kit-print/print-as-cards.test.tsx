import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { defaultPaper, PrintAsCards } from '@/components/kit-print/print-as-cards';

const { downloadHuntCardsPdf } = vi.hoisted(() => ({ downloadHuntCardsPdf: vi.fn(async () => undefined) }));
// The PDF itself is checked in scripts/kit/build-kit-pdf.test.ts; here, what the member's choices ask for.
vi.mock('@/components/kit-print/hunt-cards-pdf', () => ({ downloadHuntCardsPdf }));

const hunt = {
  clues: [{ number: 1, text: 'Look where the milk stays cold.', hideAt: null, leadsTo: 'the fridge' }],
};

describe('defaultPaper', () => {
  it('is Letter for the United States, Canada and an unknown country, A4 elsewhere', () => {
    expect(defaultPaper(['en-US'])).toBe('letter');
    expect(defaultPaper(['fr-CA', 'en'])).toBe('letter');
    expect(defaultPaper(['en'])).toBe('letter');
    expect(defaultPaper([])).toBe('letter');
    expect(defaultPaper(['en-GB'])).toBe('a4');
    expect(defaultPaper(['de', 'de-DE'])).toBe('a4');
  });
});

describe('PrintAsCards', () => {
  it('opens the choices with the theme art, name and paper, and refuses a name the kit cannot print', async () => {
    const user = userEvent.setup();
    render(<PrintAsCards hunt={hunt} defaultKit="pirate-bunny" />);
    const toggle = screen.getByRole('button', { name: 'Print as cards' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Kit theme')).toHaveValue('pirate-bunny');
    expect(screen.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A4' }));
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();

    await user.type(screen.getByLabelText("Child's name on the kit (optional)"), 'Maya 2');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      screen.getByText(
        "Child's name may use only letters, spaces, hyphens and apostrophes, at most 40 characters.",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Child's name on the kit (optional)")).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Picture cards (ages 3\u20136)', () => {
  it('are offered and chosen for a 3\u20136 hunt, and can be left off', async () => {
    const user = userEvent.setup();
    render(<PrintAsCards hunt={{ ...hunt, ageBand: '3-6' }} defaultKit="farmyard-hunt" />);
    await user.click(screen.getByRole('button', { name: 'Print as cards' }));
    const pictures = screen.getByRole('checkbox', { name: 'Picture cards (ages 3\u20136)' });
    expect(pictures).toBeChecked();
    expect(pictures).toHaveAccessibleDescription(
      'Each card shows a drawing of the place it sends your child to, with the word under it, for children who cannot read yet. A place we have no drawing for keeps a words-only card.',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(downloadHuntCardsPdf).toHaveBeenLastCalledWith(
      expect.objectContaining({ kit: 'farmyard-hunt', pictures: true }),
      expect.stringMatching(/^farm-hunt-(letter|a4)\.pdf$/),
    );
    await user.click(pictures);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(downloadHuntCardsPdf).toHaveBeenLastCalledWith(
      expect.objectContaining({ pictures: false }),
      expect.any(String),
    );
  });

  it('are not offered for older children', async () => {
    const user = userEvent.setup();
    render(<PrintAsCards hunt={{ ...hunt, ageBand: '6-8' }} />);
    await user.click(screen.getByRole('button', { name: 'Print as cards' }));
    expect(screen.queryByRole('checkbox', { name: /Picture cards/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(downloadHuntCardsPdf).toHaveBeenLastCalledWith(
      expect.objectContaining({ pictures: false }),
      expect.any(String),
    );
  });
});
