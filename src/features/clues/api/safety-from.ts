import type { SafetyNote } from '@domain/safe-place-check';

/** The `{note, suggestion}` the clue functions answer beside a clue for an unsafe place, or null. */
export function safetyFrom(value: unknown): SafetyNote | null {
  if (typeof value !== 'object' || value === null) return null;
  const { note, suggestion } = value as Record<string, unknown>;
  return typeof note === 'string' && typeof suggestion === 'string' ? { note, suggestion } : null;
}
