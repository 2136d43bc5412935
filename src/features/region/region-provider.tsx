import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRegionStore, type RegionState, type RegionStore } from './region-store';
import type { Region } from '@domain/regions';

const RegionContext = createContext<RegionStore | null>(null);

export function RegionProvider({
  geoUrl,
  fetchImpl,
  children,
}: {
  geoUrl: string;
  /** Tests pass a stand-in for the geolocation service. */
  fetchImpl?: typeof fetch;
  children: ReactNode;
}) {
  const [store] = useState(() => createRegionStore(geoUrl, fetchImpl));
  // Storage exists only in the browser, after hydration; the lookup waits until a page shows a price.
  useEffect(() => store.restore(window.location.search), [store]);
  return <RegionContext value={store}>{children}</RegionContext>;
}

function useRegionStore(hook: string): RegionStore {
  const store = use(RegionContext);
  if (!store) throw new Error(`${hook} must be used within a RegionProvider`);
  return store;
}

export interface RegionContextValue extends RegionState {
  /** The visitor's own choice: remembered across visits and stronger than detection. */
  setRegion: (region: Region) => void;
}

/** The current region without starting a lookup (the switch, pages that only display it). */
export function useRegionState(): RegionContextValue {
  const store = useRegionStore('useRegionState');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { ...state, setRegion: store.choose };
}

/**
 * The region prices are shown in. Using it starts the once-per-visit lookup when nothing is known yet,
 * so pages without prices never call the geolocation service.
 */
export function useRegion(): RegionContextValue {
  const store = useRegionStore('useRegion');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  useEffect(() => store.detect(), [store]);
  return { ...state, setRegion: store.choose };
}

/** For pages that decide the region themselves (/us, /ca, /ca/pricing): no lookup is started. */
export function useRegionActions(): Pick<RegionStore, 'choose' | 'adopt'> {
  const store = useRegionStore('useRegionActions');
  return { choose: store.choose, adopt: store.adopt };
}
