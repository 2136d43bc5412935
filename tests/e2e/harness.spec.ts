import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// The guards every spec relies on must themselves be able to fail.
// Some tests here fail on purpose; their traces would only pile up in the output folder.
test.use({ trace: 'off' });

test.describe('e2e harness', () => {
  test('a console.error fails the test', async ({ page }) => {
    test.fail(true, 'the console guard must turn this logged error into a failure');
    await page.setContent('<main><h1>Guard</h1><script>console.error("boom")</script></main>');
  });

  test('an uncaught page error fails the test', async ({ page }) => {
    test.fail(true, 'the page-error guard must turn this exception into a failure');
    await page.setContent(
      '<main><h1>Guard</h1><script>setTimeout(() => { throw new Error("kaboom") })</script></main>',
    );
    await page.waitForTimeout(50);
  });

  test.describe('with an allow-listed message', () => {
    test.use({ allowedConsoleErrors: [/expected noise/] });

    test('passes', async ({ page }) => {
      await page.setContent('<main><h1>Guard</h1><script>console.error("expected noise")</script></main>');
    });
  });

  test('axe reports violations readably', async ({ page }) => {
    await page.setContent('<html lang="en"><title>t</title><main><h1>A</h1><img src="data:,"></main></html>');
    await expect(expectNoA11yViolations(page)).rejects.toThrow(/image-alt/);
  });
});

test.describe('the local stack', () => {
  // The browser logs the 401 this test provokes on purpose.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('the app’s calls to the default address reach the suite’s own stack', async ({ page }) => {
    await page.goto('/how-it-works');
    // Sent where the build sends them; the apikey header makes it a CORS-preflighted call.
    const status = await page.evaluate(async () => {
      const response = await fetch('http://127.0.0.1:54321/rest/v1/clues?select=id', {
        headers: { apikey: 'not-a-key' },
      });
      return response.status;
    });
    expect(status, 'PostgREST-style 401 for a bad key').toBe(401);
  });
});
