import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToasterHost } from '@/components/ui/toaster-host';
import { fillNotice, notices, CONTINUE_SHOPPING } from '@/config/notices';
import { paths } from '@/config/paths';
import { toast, toastStore } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render';

describe('ToasterHost', () => {
  afterEach(() => act(() => toastStore.clear()));

  it('renders nothing until the first toast, then shows its title and description', async () => {
    renderWithRouter(<ToasterHost />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast(notices.contactSent);
    });
    expect(await screen.findByText(notices.contactSent.title)).toBeInTheDocument();
    expect(screen.getByText(notices.contactSent.description)).toBeInTheDocument();
  });

  it('marks destructive toasts and runs the action, which can lead elsewhere', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ToasterHost />, { path: '/templates/easter-bunny' });
    act(() => {
      toast({
        ...fillNotice(notices.addedToCart, { template: 'Easter Bunny' }),
        action: { label: CONTINUE_SHOPPING, to: paths.templates },
      });
      toast(notices.checkoutUnavailable);
    });
    expect(
      await screen.findByText('Easter Bunny Digital Download has been added to your cart'),
    ).toBeInTheDocument();
    const destructive = screen.getByText(notices.checkoutUnavailable.title).closest('[data-slot="toast"]');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');

    await user.click(screen.getByRole('button', { name: CONTINUE_SHOPPING }));
    expect(router.state.location.pathname).toBe('/templates');
  });
});
