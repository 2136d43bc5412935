import { existsSync } from 'node:fs';
import { defaultDistDir, formatKb, measureDist, total } from './budget/first-load';
import type { PageFirstLoad } from './budget/first-load';
import { findPaidContent } from './budget/paid-content';

// Issues 2 §9 and 11: gzip -9 bytes of what a public page loads before it is interactive.
// KB = 1024 bytes, as Lighthouse (KiB) reports.
const BUDGET = { jsGzip: 110 * 1024, cssGzip: 25 * 1024 } as const;

function breachesOf(page: PageFirstLoad): string[] {
  const breaches: string[] = [];
  const js = total(page.js, 'gzip');
  const css = total(page.css, 'gzip');
  if (js > BUDGET.jsGzip)
    breaches.push(`${page.route}: first-load JS ${formatKb(js)} > ${formatKb(BUDGET.jsGzip)}`);
  if (css > BUDGET.cssGzip)
    breaches.push(`${page.route}: CSS ${formatKb(css)} > ${formatKb(BUDGET.cssGzip)}`);
  for (const asset of page.js) {
    if (asset.supabaseMarker) {
      breaches.push(
        `${page.route}: first-load chunk ${asset.file} contains supabase-js (${asset.supabaseMarker})`,
      );
    }
  }
  return breaches;
}

function printTable(pages: PageFirstLoad[]): void {
  const rows = pages.map((page) => ({
    page: page.route,
    'JS files': page.js.length,
    'JS raw': formatKb(total(page.js, 'raw')),
    'JS gzip': formatKb(total(page.js, 'gzip')),
    'CSS raw': formatKb(total(page.css, 'raw')),
    'CSS gzip': formatKb(total(page.css, 'gzip')),
  }));
  console.table(rows);
}

function main(): void {
  const distDir = defaultDistDir();
  if (!existsSync(distDir)) {
    console.error(
      `budget: ${distDir} does not exist; run \`npm run build:local\` (or \`npm run build\`) first (DIST_DIR=${distDir}).`,
    );
    process.exit(1);
  }
  const pages = measureDist(distDir);
  if (pages.length === 0) {
    console.error(`budget: no public HTML pages found in ${distDir}.`);
    process.exit(1);
  }
  printTable(pages);
  const breaches = pages.flatMap(breachesOf);
  // Issue 18 §4: the riddles, posters and certificate are built on the server only.
  for (const found of findPaidContent(distDir)) {
    breaches.push(`${found.file} contains paid kit content, ${found.what}: "${found.text}"`);
  }
  const budgetLine = `JS <= ${formatKb(BUDGET.jsGzip)}, CSS <= ${formatKb(BUDGET.cssGzip)} gzip -9, no supabase-js, no paid kit content`;
  if (breaches.length > 0) {
    console.error(`budget: ${breaches.length} breach(es) of ${budgetLine}:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`budget: ${pages.length} public pages within ${budgetLine}.`);
}

main();
