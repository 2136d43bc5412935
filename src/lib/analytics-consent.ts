import { useSyncExternalStore } from 'react';

import { CONSENT_KEY } from '@/lib/privacy-choices';

// The visitor's choice about the advertising pixel (Québec Law 25: off until they opt in). Loaded
// after hydration with the tracking (components/layout/tracking.tsx), never on the first load.

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** Undefined until the visitor chooses: nothing is tracked meanwhile. */
  choice: ConsentChoice | undefined;
  /** The footer's 'Privacy choices' asked to show the choice again. */
  reopened: boolean;
}

const listeners = new Set<() => void>();
let reopened = false;
let snapshot: ConsentState | undefined;

function storedChoice(): ConsentChoice | undefined {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The current choice; undefined on the server and until the visitor has chosen. */
export function readConsent(): ConsentChoice | undefined {
  return typeof window === 'undefined' ? undefined : storedChoice();
}

function changed() {
  listeners.forEach((listener) => listener());
}

/** The same object while nothing changed, as useSyncExternalStore requires. */
function currentState(): ConsentState {
  const choice = storedChoice();
  if (!snapshot || snapshot.choice !== choice || snapshot.reopened !== reopened)
    snapshot = { choice, reopened };
  return snapshot;
}

/** Remembers the choice in this browser and closes the banner. */
export function setConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Without storage the choice holds for this page view only; the banner asks again next time.
  }
  reopened = false;
  changed();
}

/** Shows the choice again (the footer link), so it can be changed at any time. */
export function reopenConsent(): void {
  reopened = true;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverState: ConsentState = { choice: undefined, reopened: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentState, () => serverState);
}
