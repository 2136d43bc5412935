import { useSyncExternalStore } from 'react';
import type { CartLine } from '@domain/cart';
import { CART_MAX_LINES } from '@domain/cart-limits';
import type { KitLicence } from '@domain/licences';
import { clampLineQuantity, kitFormats, type KitFormat } from '@domain/pricing';

/**
 * The cart as kept in the browser: lines (a digital kit's with its licence) and the email for the
 * receipt. Prices are never stored, nor children's names (personal data about a child stays in the form).
 */
export interface CartState {
  lines: readonly CartLine[];
  email: string;
}

export const CART_STORAGE_KEY = 'ack-cart';
const EMPTY: CartState = { lines: [], email: '' };

let state: CartState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

/**
 * A party or classroom licence kept with a digital line (ADR 054; domain/licences.ts `pricedLicences`,
 * spelled out so that every page's cart store does not load the licences' words; cart.test.ts holds
 * the two lists together). The cart page re-checks it against what the kit sells (cart/licence-prices.ts).
 */
const keptLicence = (licence: unknown): KitLicence | undefined =>
  licence === 'party' || licence === 'classroom' ? licence : undefined;

/**
 * Whatever a visitor's storage holds is re-checked: bad lines are dropped, quantities clamped (a digital
 * kit to its one licence).
 */
function readStored(): CartState {
  try {
    const raw = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      lines?: unknown;
      email?: unknown;
    } | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const lines = (Array.isArray(raw.lines) ? raw.lines : [])
      .filter(
        (line): line is CartLine =>
          typeof line === 'object' &&
          line !== null &&
          typeof (line as CartLine).kit === 'string' &&
          kitFormats.includes((line as CartLine).format),
      )
      .slice(0, CART_MAX_LINES)
      .map((line) => ({
        kit: line.kit,
        format: line.format,
        quantity: clampLineQuantity(line.format, Number(line.quantity)),
        ...(line.format === 'digital' && keptLicence(line.licence) ? { licence: line.licence } : {}),
      }));
    return { lines, email: typeof raw.email === 'string' ? raw.email : '' };
  } catch {
    return EMPTY;
  }
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = readStored();
  // Another tab's change shows here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    state = readStored();
    listeners.forEach((listener) => listener());
  });
}

function update(next: CartState) {
  state = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

const sameLine = (line: CartLine, kit: string, format: KitFormat) =>
  line.kit === kit && line.format === format;

export const cart = {
  subscribe(listener: () => void) {
    ensureLoaded();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartState {
    ensureLoaded();
    return state;
  },
  getServerSnapshot: (): CartState => EMPTY,
  /**
   * Adds a kit, or adds to its quantity when it is already there: never beyond 10 printed kits, and a
   * digital kit stays one licence however often it is added.
   */
  add(kit: string, format: KitFormat, quantity = 1) {
    ensureLoaded();
    const existing = state.lines.find((line) => sameLine(line, kit, format));
    const lines = existing
      ? state.lines.map((line) =>
          line === existing
            ? { ...line, quantity: clampLineQuantity(format, line.quantity + quantity) }
            : line,
        )
      : [...state.lines, { kit, format, quantity: clampLineQuantity(format, quantity) }].slice(
          -CART_MAX_LINES,
        );
    update({ ...state, lines });
  },
  setQuantity(kit: string, format: KitFormat, quantity: number) {
    ensureLoaded();
    update({
      ...state,
      lines: state.lines.map((line) =>
        sameLine(line, kit, format) ? { ...line, quantity: clampLineQuantity(format, quantity) } : line,
      ),
    });
  },
  /** A digital kit's licence (ADR 054): family, or a party or classroom licence the owner sells. */
  setLicence(kit: string, licence: KitLicence) {
    ensureLoaded();
    update({
      ...state,
      lines: state.lines.map((line) =>
        sameLine(line, kit, 'digital')
          ? {
              kit,
              format: line.format,
              quantity: line.quantity,
              ...(keptLicence(licence) ? { licence } : {}),
            }
          : line,
      ),
    });
  },
  remove(kit: string, format: KitFormat) {
    ensureLoaded();
    update({ ...state, lines: state.lines.filter((line) => !sameLine(line, kit, format)) });
  },
  setEmail(email: string) {
    ensureLoaded();
    update({ ...state, email });
  },
  clear() {
    ensureLoaded();
    update({ ...state, lines: [] });
  },
};

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot, cart.getServerSnapshot);
}
