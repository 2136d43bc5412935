/*
 * The one script a page loads up front (scripts/prerender.ts puts it in place of the app's entry). A
 * prerendered page is complete without JavaScript, which only hydrates it, so the app's chunks are
 * fetched once the page has loaded and painted: on a slow phone link the HTML, fonts and images get the
 * bandwidth first. Lighthouse also counts every script that finished downloading before the largest
 * paint as holding that paint back, which put the app's ~100 KB into the mobile LCP (docs/decisions/012).
 *
 * The tag carries what to load: <script type="module" src="boot.js" data-app="entry.js" data-preload="a.js b.js">.
 */

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});

/** Resolves once the browser has presented a first paint (at once where paint timing is unsupported). */
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    resolve();
    return;
  }
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/** After the next frame has been produced: content that arrived with the load event is on screen. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function appendModule(element: HTMLLinkElement | HTMLScriptElement) {
  element.crossOrigin = '';
  document.head.append(element);
}

async function loadApp() {
  const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = tag?.dataset.app;
  if (!app) throw new Error('The boot script has no data-app entry to load.');
  // A client-rendered page (an empty #root) has nothing to paint before the app runs.
  if (document.getElementById('root')?.firstElementChild) {
    await Promise.all([loaded, painted]);
    await nextFrame();
    await nextFrame();
  }
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    appendModule(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = app;
  appendModule(script);
}

void loadApp();
