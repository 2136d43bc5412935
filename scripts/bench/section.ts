/** What every bench section gets: the served build and the pages to measure. */
export type BenchContext = {
  /** Origin of the served production build, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  distDir: string;
  /** Paths of the pages to measure, e.g. '/templates/easter-bunny'. */
  pages: string[];
  /** Only this Lighthouse preset (default: mobile and desktop). */
  preset?: 'mobile' | 'desktop';
  /** Lighthouse runs per page and preset (default 3). */
  runs?: number;
};

export type BenchRow = Record<string, string | number | null>;

export type SectionResult = {
  name: string;
  rows: BenchRow[];
  /** Things the reader should know: skipped pages, a section that could not run, … */
  notes: string[];
};

/** One independent measurement; bench.ts runs them in order and prints each as a table. */
export type BenchSection = {
  name: string;
  run(context: BenchContext): Promise<SectionResult>;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
