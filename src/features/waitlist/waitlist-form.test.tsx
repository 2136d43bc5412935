import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { fillNotice } from '@/config/notices';
import { toastStore } from '@/lib/toast';

import { WaitlistForm } from './waitlist-form';
import { waitlistNotices } from './waitlist-notices';
import { WaitlistSection } from './waitlist-section';

const lastToast = () => toastStore.getSnapshot()[0];

describe('WaitlistForm', () => {
  beforeEach(() => toastStore.clear());

  it('needs a valid email; the age range is optional', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const user = userEvent.setup();
    render(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'cy@');
    await user.click(screen.getByRole('button', { name: 'Add Me to the Waitlist' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.selectOptions(screen.getByLabelText("Children's ages (optional)"), '6–8 years');
    await user.click(screen.getByRole('button', { name: 'Add Me to the Waitlist' }));
    await waitFor(() => expect(lastToast()).toMatchObject(waitlistNotices.joined));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({
      formType: 'waitlist',
      email: 'cy@example.com',
      ageRange: '6-8',
      website: '',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('keeps the address when joining fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Me to the Waitlist' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject(
        fillNotice(waitlistNotices.failed, { email: env.VITE_SUPPORT_EMAIL }),
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('cy@example.com');
  });
});

describe('WaitlistSection', () => {
  it('opens with the email field focused when reached through a “Join the Waitlist” link', async () => {
    window.history.replaceState(null, '', '#waitlist');
    try {
      render(<WaitlistSection />);
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    } finally {
      window.history.replaceState(null, '', '#');
    }
  });
});
