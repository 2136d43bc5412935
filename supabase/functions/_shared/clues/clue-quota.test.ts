import { describe, expect, it } from 'vitest';
import { clueQuotaFromEnv, defaultClueQuota, quotaExceededMessage } from './clue-quota.ts';

describe('clue quota', () => {
  it('defaults to 30 a minute and 300 a day', () => {
    expect(clueQuotaFromEnv({})).toEqual({ perMinute: 30, perDay: 300 });
    expect(defaultClueQuota).toEqual({ perMinute: 30, perDay: 300 });
  });

  it('reads positive whole numbers from the environment and ignores anything else', () => {
    expect(clueQuotaFromEnv({ CLUE_QUOTA_PER_MINUTE: '2', CLUE_QUOTA_PER_DAY: '5' })).toEqual({
      perMinute: 2,
      perDay: 5,
    });
    for (const bad of ['0', '-3', '1.5', 'lots', ' ']) {
      expect(clueQuotaFromEnv({ CLUE_QUOTA_PER_MINUTE: bad, CLUE_QUOTA_PER_DAY: bad })).toEqual(
        defaultClueQuota,
      );
    }
  });

  it('tells the member which limit they reached and when to try again', () => {
    const quota = { perMinute: 30, perDay: 300 };
    expect(quotaExceededMessage('en', quota, 'minute', 42)).toBe(
      'You have reached the limit of 30 clues a minute. Please try again in 42 seconds.',
    );
    expect(quotaExceededMessage('en', quota, 'day', 3 * 3600 + 5)).toBe(
      'You have reached the limit of 300 clues a day. Please try again in 4 hours.',
    );
    expect(quotaExceededMessage('en', { perMinute: 1, perDay: 300 }, 'minute', 1)).toBe(
      'You have reached the limit of 1 clue a minute. Please try again in 1 second.',
    );
    expect(quotaExceededMessage('en', quota, 'day', 600)).toBe(
      'You have reached the limit of 300 clues a day. Please try again in 10 minutes.',
    );
  });

  it('tells a French member in French, with French plurals and spacing', () => {
    expect(quotaExceededMessage('fr', { perMinute: 1, perDay: 300 }, 'minute', 1)).toBe(
      'Vous avez atteint la limite de 1 indice par minute. Veuillez réessayer dans 1 seconde.',
    );
    expect(quotaExceededMessage('fr', { perMinute: 30, perDay: 1000 }, 'day', 3 * 3600 + 5)).toBe(
      'Vous avez atteint la limite de 1\u00A0000 indices par jour. Veuillez réessayer dans 4 heures.',
    );
  });
});
