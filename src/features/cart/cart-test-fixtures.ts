import { act } from '@testing-library/react';
import { vi } from 'vitest';

import type { KitFormat } from '@domain/pricing';
import { cart } from '@/lib/cart';
import { createCheckout } from './api/create-checkout';

/**
 * A checkout test's start: the mocked create-checkout forgets its calls, and the cart holds one `kit` in
 * `format` with the buyer's email typed. The test file mocks `./api/create-checkout` itself (vi.mock is
 * hoisted per file).
 */
export function startCheckoutWith(kit: string, format: KitFormat) {
  vi.mocked(createCheckout).mockClear();
  act(() => {
    cart.clear();
    cart.add(kit, format);
    cart.setEmail('parent@example.com');
  });
}
