import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** WCAG 2.2 AA plus axe's best practices. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type A11yOptions = {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out (e.g. a third-party embed we do not control). */
  exclude?: string[];
  /** axe rule ids to skip; say why where you pass them. */
  disableRules?: string[];
};

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
    )
    .join('\n');
  return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
}

/**
 * Runs axe on the current page and fails with a readable list of every violation.
 *
 * Two choices halve what a scan costs (docs/decisions/061): `resultTypes` keeps one example of each
 * rule that passed instead of every node (violations are always listed whole), and legacy mode runs
 * `axe.run` in the page instead of `runPartial` in each frame plus `finishRun` in a new blank tab. Legacy
 * mode skips cross-origin frames; the shop's only one is the video player a visitor opens, which is
 * YouTube's, not ours.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(A11Y_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations.map(describeViolation).join('\n\n');
  expect(violations.length, `axe found accessibility violations on ${page.url()}:\n\n${report}`).toBe(0);
}
