/**
 * The riddle sections every kit prints (spec §1: 3–6 picture clues read aloud, 6–8 simple riddles,
 * 8–14 rhyming riddles). Only the bands live here: the riddle texts are paid content, built on the
 * server (see kits/content/), never in a browser bundle.
 */

import type { Locale } from './locales.ts';

export const riddleBands = ['3-6', '6-8', '8-14'] as const;
export type RiddleBand = (typeof riddleBands)[number];

/** Each band's heading on the riddle pages, in each language the kits are printed in. */
export const riddleBandLabels: Readonly<Record<Locale, Readonly<Record<RiddleBand, string>>>> = {
  en: {
    '3-6': 'Ages 3\u20136: picture clues to read aloud',
    '6-8': 'Ages 6\u20138: simple riddles',
    '8-14': 'Ages 8\u201314: rhyming riddles',
  },
  fr: {
    '3-6': 'De 3 à 6 ans\u00a0: indices illustrés à lire à voix haute',
    '6-8': 'De 6 à 8 ans\u00a0: devinettes simples',
    '8-14': 'De 8 à 14 ans\u00a0: devinettes en rimes',
  },
};
