import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags every browser run gets: nothing may reach the network except the local servers. */
export const CHROMIUM_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * The binary behind Debian's /usr/bin/chromium launcher script, which adds desktop flags (extensions,
 * GPU rasterisation) a headless test browser has no use for; started directly it costs less CPU.
 */
const DEBIAN_CHROMIUM_BINARY = '/usr/lib/chromium/chromium';
/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the desktop browser around them, which
 * is what Playwright itself runs headless tests in. It takes about 40 % less CPU a page (ADR 061).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Playwright's own Chromium when it is installed, else CHROME_PATH, else undefined. */
function chosenChromium(): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  return process.env.CHROME_PATH || undefined;
}

const debianChromium = () => (existsSync(DEBIAN_CHROMIUM_BINARY) ? DEBIAN_CHROMIUM_BINARY : DEBIAN_CHROMIUM);

/**
 * The browser of the e2e suite: Playwright's own Chromium when it is installed, else CHROME_PATH, else
 * Debian's headless shell, else Debian's chromium.
 */
export function resolveTestBrowserPath(): string {
  return chosenChromium() ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : debianChromium());
}

/**
 * The browser the bench measures pages in: Playwright's own Chromium, else CHROME_PATH, else Debian's
 * chromium, the whole browser a visitor runs.
 */
export function resolveChromiumPath(): string {
  return chosenChromium() ?? debianChromium();
}
