import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/** Prints one closing line that CI logs and humans can grep for. */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onEnd(result: FullResult): void {
    // outcome() weighs every retry and test.fail(): an expected failure counts as passed.
    const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    for (const test of this.tests) counts[test.outcome()] += 1;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(
      `e2e ${result.status}: ${counts.expected} passed, ${counts.unexpected} failed, ${counts.flaky} flaky, ` +
        `${counts.skipped} skipped in ${seconds} s`,
    );
  }
}
