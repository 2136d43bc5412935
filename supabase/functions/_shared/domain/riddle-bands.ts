/**
 * The riddle sections every kit prints (spec §1: 3–6 picture clues read aloud, 6–8 simple riddles,
 * 8–14 rhyming riddles). Only the bands live here: the riddle texts are paid content, built on the
 * server (see kit-content/), never in a browser bundle.
 */

export const riddleBands = ['3-6', '6-8', '8-14'] as const;
export type RiddleBand = (typeof riddleBands)[number];

export const riddleBandLabels: Readonly<Record<RiddleBand, string>> = {
  '3-6': 'Ages 3\u20136: picture clues to read aloud',
  '6-8': 'Ages 6\u20138: simple riddles',
  '8-14': 'Ages 8\u201314: rhyming riddles',
};
