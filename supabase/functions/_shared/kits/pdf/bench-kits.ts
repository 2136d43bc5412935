import type { KitPdfOptions } from './kit-options.ts';
import type { KitZipOptions } from './kit-zip.ts';

/**
 * What `npm run bench` times for each kit, in Node and in Deno (the Deno tests build the same and
 * print their timings, which the bench reads): a kit for a named child with one hunt card, and the
 * kit's Download All zip.
 */
export const benchKit = (kit: string): KitPdfOptions => ({
  kit,
  paper: 'letter',
  ink: 'color',
  cards: 'editable8',
  childName: 'Maya',
  hunt: {
    clues: [{ number: 1, text: 'Look where the milk stays cold.', hideAt: null, leadsTo: 'the fridge' }],
  },
});

export const benchZip = (kit: string): KitZipOptions => ({
  kit,
  childName: 'Maya',
  supportEmail: 'help@example.com',
  termsUrl: 'https://example.com/terms',
});
