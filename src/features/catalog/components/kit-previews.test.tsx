import { render, screen } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { kits } from '../kits';
import { KitPreviews } from './kit-previews';

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
        expect(existsSync(`public${image.getAttribute('src')}`)).toBe(true);
      }
    },
  );
});
