import { act, renderHook } from '@testing-library/react';
import { pricedLicences } from '@domain/licences';
import { CART_STORAGE_KEY, cart, useCart } from './cart';

beforeEach(() => {
  act(() => {
    cart.clear();
    cart.setEmail('');
  });
});

describe('cart', () => {
  it('adds kits, adds printed kits to a line already there and never goes past 10', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      cart.add('easter-bunny', 'printed');
      cart.add('easter-bunny', 'digital');
      cart.add('easter-bunny', 'printed', 4);
    });
    expect(result.current.lines).toEqual([
      { kit: 'easter-bunny', format: 'printed', quantity: 5 },
      { kit: 'easter-bunny', format: 'digital', quantity: 1 },
    ]);
    act(() => cart.add('easter-bunny', 'printed', 50));
    expect(result.current.lines[0]!.quantity).toBe(10);
  });

  it('keeps a digital kit at one licence however often it is added or typed', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      cart.add('pirate-bunny', 'digital');
      cart.add('pirate-bunny', 'digital');
      cart.add('pirate-bunny', 'digital', 3);
    });
    expect(result.current.lines).toEqual([{ kit: 'pirate-bunny', format: 'digital', quantity: 1 }]);
    act(() => cart.setQuantity('pirate-bunny', 'digital', 4));
    expect(result.current.lines[0]!.quantity).toBe(1);
  });

  it('clamps a typed printed quantity to 1–10 and removes a line', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      cart.add('cool-bunny', 'printed');
      cart.setQuantity('cool-bunny', 'printed', 0);
    });
    expect(result.current.lines[0]!.quantity).toBe(1);
    act(() => cart.setQuantity('cool-bunny', 'printed', 7.9));
    expect(result.current.lines[0]!.quantity).toBe(7);
    act(() => cart.remove('cool-bunny', 'printed'));
    expect(result.current.lines).toEqual([]);
  });

  it('keeps lines and email in local storage, without prices', () => {
    act(() => {
      cart.add('pirate-bunny', 'printed', 2);
      cart.setEmail('ada@example.com');
    });
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!) as unknown;
    expect(stored).toEqual({
      lines: [{ kit: 'pirate-bunny', format: 'printed', quantity: 2 }],
      email: 'ada@example.com',
    });
  });

  it('re-checks what another tab stored: bad lines dropped, quantities clamped', () => {
    const { result } = renderHook(() => useCart());
    const tampered = JSON.stringify({
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 99, price: 0.01 },
        { kit: 'cool-bunny', format: 'printed', quantity: 99 },
        { kit: 'easter-bunny', format: 'vinyl', quantity: 1 },
        'junk',
      ],
      email: 42,
    });
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, tampered);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toEqual({
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'cool-bunny', format: 'printed', quantity: 10 },
      ],
      email: '',
    });
  });

  it('keeps a digital kit’s party or classroom licence, never on a printed kit, and never a child’s name', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      cart.add('easter-bunny', 'digital');
      cart.add('cool-bunny', 'printed');
      cart.setLicence('easter-bunny', 'classroom');
    });
    expect(result.current.lines).toEqual([
      { kit: 'easter-bunny', format: 'digital', quantity: 1, licence: 'classroom' },
      { kit: 'cool-bunny', format: 'printed', quantity: 1 },
    ]);
    act(() => cart.setLicence('easter-bunny', 'family'));
    expect(result.current.lines[0]).toEqual({ kit: 'easter-bunny', format: 'digital', quantity: 1 });
    // Every licence the owner may price is kept (the store spells the list out).
    for (const licence of pricedLicences) {
      act(() => cart.setLicence('easter-bunny', licence));
      expect(result.current.lines[0]).toMatchObject({ licence });
    }

    const tampered = JSON.stringify({
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1, licence: 'party', childNames: ['Maya'] },
        { kit: 'pirate-bunny', format: 'digital', quantity: 1, licence: 'school' },
        { kit: 'cool-bunny', format: 'printed', quantity: 1, licence: 'classroom' },
      ],
    });
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, tampered);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.lines).toEqual([
      { kit: 'easter-bunny', format: 'digital', quantity: 1, licence: 'party' },
      { kit: 'pirate-bunny', format: 'digital', quantity: 1 },
      { kit: 'cool-bunny', format: 'printed', quantity: 1 },
    ]);
  });
});
