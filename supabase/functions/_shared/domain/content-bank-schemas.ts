import { z } from 'zod';

import { locales } from './locales.ts';

/**
 * What every content bank's schema test (content-banks.test.ts beside each bank) asks of its texts: a
 * text a child or parent reads is never empty nor padded, and a list of them never repeats one.
 */
export const contentText = z
  .string()
  .min(1)
  .refine((text) => text === text.trim(), 'starts or ends with a space');

/** The values `values` lists more than once. */
export const repeated = <T>(values: readonly T[]): T[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

export const contentTexts = z
  .array(contentText)
  .min(1)
  .refine((texts) => repeated(texts).length === 0, 'lists a text twice');

/** One value for each language the shop speaks, no language missing and none other. */
export const inEveryLocale = <T extends z.ZodType>(value: T) => z.record(z.enum(locales), value);

/** What is wrong with a bank, one line a mistake ("3.riddles.0.1: Too small…"), none when it fits. */
export const mistakesIn = (schema: z.ZodType, bank: unknown): string[] =>
  schema.safeParse(bank).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
