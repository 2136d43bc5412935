import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { defaultPaper, PrintAsCards } from '@/components/kit-print/print-as-cards';

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
      screen.getByText("Child's name may use only letters, spaces, hyphens and apostrophes."),
    ).toBeVisible();
    expect(screen.getByLabelText("Child's name on the kit (optional)")).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
