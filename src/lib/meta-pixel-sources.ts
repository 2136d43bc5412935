// Imported by the analytics adapter and by the build (scripts/prerender.ts), which allows exactly these
// in the Content-Security-Policy when VITE_META_PIXEL_ID is set; so nothing here may read the env.

/** Meta's pixel library. */
export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** What the pixel runs: its library and the per-pixel configuration it loads from /signals/. */
export const META_PIXEL_SCRIPT_SOURCES = [META_PIXEL_SCRIPT_URL, 'https://connect.facebook.net/signals/'];

/** Where it reports events: /tr, as an image, a beacon or a fetch, with or without the trailing slash. */
export const META_PIXEL_ENDPOINT_SOURCES = ['https://www.facebook.com/tr', 'https://www.facebook.com/tr/'];
