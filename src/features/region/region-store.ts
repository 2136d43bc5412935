import {
  REGION_CHOICE_KEY,
  REGION_DETECTED_KEY,
  REGION_UNKNOWN_KEY,
  regionFromSearch,
} from './resolve-region';
import { isRegion, type Region } from '@domain/regions';

export interface RegionState {
  region: Region;
  /** 'pending' until the choice, this visit's detection or the lookup has answered. */
  status: 'pending' | 'ready';
  /** 'Failed to detect location' when the lookup failed and US was assumed. */
  error: string | null;
  /**
   * False while the region is only assumed: before anything answered, or when this visit's lookup failed
   * (ad blockers). The cart then asks which terms bind the order, as for Canada (issue 28 §1).
   */
  known: boolean;
}

export interface RegionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RegionState;
  /** What the prerendered HTML was rendered with; hydration starts from it so the markup matches. */
  getServerSnapshot(): RegionState;
  /** Cheap, no network: ?region=, then the remembered choice, then this visit's detection result. */
  restore(search: string): void;
  /** Asks the geolocation service, once per store, unless the region is already known. */
  detect(): void;
  /** The visitor's own choice: remembered in localStorage and stronger than detection. */
  choose(region: Region): void;
  /** Shows a region for this page only (e.g. /ca/pricing) without remembering it. */
  adopt(region: Region): void;
}

export const initialRegionState: RegionState = { region: 'us', status: 'pending', error: null, known: false };

// Storage can throw (blocked cookies, private modes); the region then simply isn't remembered.
function read(storage: () => Storage, key: string): Region | null {
  try {
    const value = storage().getItem(key);
    return isRegion(value) ? value : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, region: Region) {
  try {
    storage().setItem(key, region);
  } catch {
    // Not remembered; this page still shows the region.
  }
}

function readFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(storage: () => Storage, key: string) {
  try {
    storage().setItem(key, '1');
  } catch {
    // Not remembered: the next page looks the region up again.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function createRegionStore(geoUrl: string, fetchImpl?: typeof fetch): RegionStore {
  let state = initialRegionState;
  let detecting = false;
  const listeners = new Set<() => void>();
  const set = (next: RegionState) => {
    if (
      next.region === state.region &&
      next.status === state.status &&
      next.error === state.error &&
      next.known === state.known
    )
      return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const ready = (region: Region, known = true) => set({ region, status: 'ready', error: null, known });

  const store: RegionStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => initialRegionState,
    choose(region) {
      write(local, REGION_CHOICE_KEY, region);
      ready(region);
    },
    adopt: (region) => ready(region),
    restore(search) {
      const fromUrl = regionFromSearch(search);
      if (fromUrl) write(local, REGION_CHOICE_KEY, fromUrl);
      const chosen = fromUrl ?? read(local, REGION_CHOICE_KEY);
      if (chosen) return ready(chosen);
      const detected = read(session, REGION_DETECTED_KEY);
      if (detected) ready(detected, !readFlag(session, REGION_UNKNOWN_KEY));
    },
    detect() {
      // Child effects run before the provider's, so the cheap sources are checked here too.
      store.restore(window.location.search);
      if (state.status === 'ready' || detecting) return;
      detecting = true;
      // The lookup's code comes with the first page that shows a price (detect-region.ts).
      void import('./detect-region')
        .then(({ detectRegion }) => detectRegion(geoUrl, fetchImpl ? { fetchImpl } : {}))
        .then((result) => {
          write(session, REGION_DETECTED_KEY, result.region);
          if (result.error) writeFlag(session, REGION_UNKNOWN_KEY);
          // A choice made while the lookup was running wins.
          if (state.status === 'pending') set({ ...result, status: 'ready', known: !result.error });
        });
    },
  };
  return store;
}
