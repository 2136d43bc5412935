import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measurePage, total } from '../budget/first-load';
import type { BenchContext, BenchRow, BenchSection, SectionResult } from './section';

/** The HTML file a path is prerendered to, if any. */
function htmlFileFor(distDir: string, page: string): string | null {
  const candidates = page === '/' ? ['index.html'] : [join(page, 'index.html'), `${page}.html`];
  return candidates.map((file) => join(distDir, file)).find((file) => existsSync(file)) ?? null;
}

/** First-load JS and CSS per page, raw and gzip -9, by the same method as the budget test. */
export const bundlesSection: BenchSection = {
  name: 'First-load bytes',
  async run({ distDir, pages }: BenchContext): Promise<SectionResult> {
    const rows: BenchRow[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const htmlFile = htmlFileFor(distDir, page);
      if (!htmlFile) {
        notes.push(`${page}: skipped, no prerendered HTML in ${distDir}.`);
        continue;
      }
      const { js, css } = measurePage(distDir, htmlFile);
      rows.push({
        page,
        'JS raw B': total(js, 'raw'),
        'JS gzip B': total(js, 'gzip'),
        'CSS raw B': total(css, 'raw'),
        'CSS gzip B': total(css, 'gzip'),
      });
    }
    return { name: this.name, rows, notes };
  },
};
