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
 * Playwright's own Chromium when it is installed, else CHROME_PATH, else Debian's package.
 * Shared by the Playwright config and the Lighthouse bench so both test the same browser.
 */
export function resolveChromiumPath(): string {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM_BINARY) ? DEBIAN_CHROMIUM_BINARY : DEBIAN_CHROMIUM;
}
