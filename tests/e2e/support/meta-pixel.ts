import type { BrowserContext } from '@playwright/test';

// Meta's hosts answered on this machine, for the specs about the pixel. The local build carries a
// placeholder pixel id, so its Content-Security-Policy allows Meta's hosts; nothing leaves the machine.
// The stand-in for fbevents.js reports each event to /tr the way the real one does: the address and the
// referrer it reads itself, as `dl` and `rl`.
const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  const send = (args) => {
    if (args[0] !== 'track') return;
    new Image().src = 'https://www.facebook.com/tr/?ev=' + encodeURIComponent(args[1]) +
      '&dl=' + encodeURIComponent(location.href) + '&rl=' + encodeURIComponent(document.referrer);
  };
  fbq.queue.splice(0).forEach(send);
  fbq.callMethod = (...args) => send(args);
})();`;

/** Every request the context's pages make to Meta, answered locally. */
export async function interceptMeta(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(/^https:\/\/(connect|www)\.facebook\.(net|com)\//, (route) => {
    const url = route.request().url();
    requests.push(url);
    return url.endsWith('/fbevents.js')
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS })
      : route.fulfill({ contentType: 'image/gif', body: '' });
  });
  /** The path of each PageView's address, in the order they were sent. */
  const pageViews = () =>
    requests
      .filter((url) => url.startsWith('https://www.facebook.com/tr/'))
      .map((url) => new URL(url))
      .filter((url) => url.searchParams.get('ev') === 'PageView')
      .map((url) => new URL(url.searchParams.get('dl')!).pathname);
  return { requests, pageViews };
}
