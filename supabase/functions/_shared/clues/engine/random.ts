/** A source of numbers in [0, 1). Injected so tests can replay a generation exactly. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough to vary wording; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh unpredictable seed, so asking twice in production gives different clues. */
export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function pick<T>(items: readonly T[], random: Random): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  return items[Math.floor(random() * items.length)] as T;
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
