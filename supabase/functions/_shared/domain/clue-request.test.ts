import { describe, expect, it } from 'vitest';
import { parseClueRequest } from './clue-request.ts';

describe('parseClueRequest', () => {
  it('accepts a valid request and trims the location', () => {
    expect(
      parseClueRequest({ theme: 'nature', difficulty: 'hard', location: '  under the slide  ' }),
    ).toEqual({
      ok: true,
      request: { theme: 'nature', difficulty: 'hard', location: 'under the slide' },
    });
  });

  it.each([
    [null, 'The request body must be a JSON object with theme, difficulty and location.'],
    [[], 'The request body must be a JSON object with theme, difficulty and location.'],
    [{ difficulty: 'easy', location: 'x' }, 'Please choose a theme.'],
    [{ theme: '', difficulty: 'easy', location: 'x' }, 'Please choose a theme.'],
    [
      { theme: 'pirates', difficulty: 'easy', location: 'x' },
      'Theme must be one of: adventure, mystery, fantasy, nature, science.',
    ],
    [{ theme: 'mystery', location: 'x' }, 'Please choose a difficulty.'],
    [
      { theme: 'mystery', difficulty: 'expert', location: 'x' },
      'Difficulty must be one of: easy, medium, hard.',
    ],
    [{ theme: 'mystery', difficulty: 'easy' }, 'Please describe where you want to hide the clue.'],
    [{ theme: 'mystery', difficulty: 'easy', location: 42 }, 'Location must be text.'],
    [
      { theme: 'mystery', difficulty: 'easy', location: '   ' },
      'Please describe where you want to hide the clue.',
    ],
    [
      { theme: 'mystery', difficulty: 'easy', location: 'x'.repeat(301) },
      'Please keep the hiding place under 300 characters.',
    ],
  ])('rejects %j with a clear message', (body, message) => {
    expect(parseClueRequest(body)).toEqual({ ok: false, message });
  });

  it('accepts exactly 300 characters after trimming', () => {
    expect(
      parseClueRequest({ theme: 'science', difficulty: 'medium', location: ` ${'x'.repeat(300)} ` }).ok,
    ).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(parseClueRequest({})).toEqual({
      ok: false,
      message:
        'Please choose a theme. Please choose a difficulty. Please describe where you want to hide the clue.',
    });
  });
});
