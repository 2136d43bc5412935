import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { kits } from '@domain/kits';
import { KitPreviews } from './kit-previews';

// The committed preview images, as the build will serve them from public/.
const previewFiles = new Set(
  Object.keys(import.meta.glob('/public/images/kit-previews/*.png')).map((file) =>
    file.replace('/public', ''),
  ),
);

describe('KitPreviews', () => {
  it.each(kits.map((kit) => [kit.slug, kit] as const))(
    'shows three real pages of %s, lazy, sized up front and zoomable',
    (_, kit) => {
      render(<KitPreviews kit={kit} />);
      for (const label of ['welcome poster', 'clue cards', 'certificate']) {
        const trigger = screen.getByRole('button', { name: `Zoom image: ${kit.title}: ${label} page` });
        const image = trigger.querySelector('img')!;
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width', '816');
        expect(image).toHaveAttribute('height', '1056');
        expect(previewFiles).toContain(image.getAttribute('src'));
      }
    },
  );
});
