import { isRegion, type Region } from '@domain/regions';

/** Remembering the visitor's region (detect-region.ts looks it up); the rules themselves are the domain layer's. */

/** Remembered choice (beats detection) and the once-per-visit detection result. */
export const REGION_CHOICE_KEY = 'ack.region';
export const REGION_DETECTED_KEY = 'ack.region.detected';
/** Set when this visit's lookup failed: the detected region is then only assumed. */
export const REGION_UNKNOWN_KEY = 'ack.region.unknown';

/** The query that chooses a region: the region switch's links carry it (region-switch.tsx). */
export const REGION_PARAM = 'region';

/** `?region=ca|us` (any case); anything else is ignored. */
export function regionFromSearch(search: string): Region | null {
  const value = new URLSearchParams(search).get(REGION_PARAM)?.trim().toLowerCase();
  return isRegion(value) ? value : null;
}
