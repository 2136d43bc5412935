import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ImageZoomDialog } from '@/components/ui/image-zoom-dialog';

describe('ImageZoomDialog', () => {
  it('opens the larger image in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    render(
      <ImageZoomDialog
        src="/images/kits/easter-bunny.svg"
        zoomSrc="/images/kits/easter-bunny-large.svg"
        alt="Easter Bunny kit"
        width={600}
        height={450}
      />,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Zoom image: Easter Bunny kit' }));
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Easter Bunny kit');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/images/kits/easter-bunny-large.svg');

    await user.click(screen.getByRole('button', { name: 'Close zoomed image' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
