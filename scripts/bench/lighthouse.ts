import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config } from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../../tests/e2e/support/browser';
import { median } from './section';
import type { BenchContext, BenchRow, BenchSection, SectionResult } from './section';

const DEFAULT_RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse's default config is its mobile preset (Moto G Power, slow 4G, simulated throttling).
const PRESETS: { name: 'mobile' | 'desktop'; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance, so a score below 100 says why. */
  failedAudits: string[];
};

async function runOnce(url: string, port: number, config: Config | undefined): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}/${ref.id}`),
    ),
  };
}

function medianFigures(runs: RunFigures[]): Omit<RunFigures, 'failedAudits'> {
  const of = (key: Exclude<keyof RunFigures, 'failedAudits'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Number(of('cls').toFixed(3)),
  };
}

/** Lighthouse 12, mobile and desktop presets, the median of three runs per figure (bench.ts options narrow it). */
export const lighthouseSection: BenchSection = {
  name: 'Lighthouse',
  async run({
    baseUrl,
    pages,
    preset: onlyPreset,
    runs: runCount = DEFAULT_RUNS,
  }: BenchContext): Promise<SectionResult> {
    const rows: BenchRow[] = [];
    const notes: string[] = [];
    const chrome = await chromeLauncher.launch({
      chromePath: resolveChromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      for (const page of pages) {
        const url = new URL(page, baseUrl).href;
        const status = (await fetch(url)).status;
        if (status === 404) {
          notes.push(`${page}: skipped, the page does not exist yet (HTTP 404).`);
          continue;
        }
        for (const preset of PRESETS.filter((each) => !onlyPreset || each.name === onlyPreset)) {
          const runs: RunFigures[] = [];
          for (let run = 0; run < runCount; run += 1)
            runs.push(await runOnce(url, chrome.port, preset.config));
          const figures = medianFigures(runs);
          const failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits))];
          if (failedAudits.length > 0)
            notes.push(`${page} ${preset.name}: lost points on ${failedAudits.join(', ')}`);
          rows.push({
            page,
            preset: preset.name,
            performance: figures.performance,
            accessibility: figures.accessibility,
            'best practices': figures.bestPractices,
            SEO: figures.seo,
            'LCP ms': figures.lcpMs,
            'TBT ms': figures.tbtMs,
            CLS: figures.cls,
          });
          console.log(`  lighthouse ${page} ${preset.name}: performance ${figures.performance}`);
        }
      }
    } finally {
      chrome.kill();
    }
    // Lighthouse's simulated throttling still scales with how busy the CPU was.
    const load = loadavg()[0]!.toFixed(1);
    notes.push(
      `Median of ${runCount} runs per figure; load average ${load} on ${cpus().length} CPUs at the end.`,
    );
    return { name: this.name, rows, notes };
  },
};
