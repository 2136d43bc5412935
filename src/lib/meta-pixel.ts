import { META_PIXEL_SCRIPT_URL } from '@/lib/meta-pixel-sources';

export { isCleanAddress, isPrivateReferrer } from '@/lib/address-sanitizer';

// Loaded by the analytics adapter only when a pixel id is configured.

export type FbqArgs =
  | [command: 'init', pixelId: string]
  | [command: 'track', event: string, data?: object]
  | [command: 'consent', state: 'grant' | 'revoke']
  | [command: 'set', setting: 'autoConfig', enabled: boolean, pixelId: string];

/** The global the pixel script reads: calls made before it loads wait in `queue`. */
export interface Fbq {
  (...args: FbqArgs): void;
  queue: FbqArgs[];
  callMethod?: (...args: FbqArgs) => void;
  loaded: boolean;
  version: string;
  push: Fbq;
  /** Meta's switch for its own PageView on every history change; pages are tracked by us instead. */
  disablePushState?: boolean;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The same queueing stub as Meta's snippet, written out so no inline script is needed. */
function installFbq(win: Window): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = ((...args: FbqArgs) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

/**
 * Installs the stub, requests Meta's script and starts the pixel. It sends only the events we call:
 * no automatic PageView on client-side navigation (which would report private pages) and no
 * automatic button-click events (autoConfig), which read the page.
 */
export function startPixel(win: Window, pixelId: string): Fbq {
  const fbq = installFbq(win);
  fbq.disablePushState = true;
  fbq('set', 'autoConfig', false, pixelId);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = META_PIXEL_SCRIPT_URL;
  win.document.head.append(script);
  fbq('init', pixelId);
  return fbq;
}
