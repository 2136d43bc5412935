import { describe, expect, it } from 'vitest';
import { parseClueRequest } from './clue-request.ts';

describe('parseClueRequest', () => {
  it('accepts a valid request, trims the location and defaults the age band to 6-8', () => {
    expect(
      parseClueRequest({ theme: 'nature', difficulty: 'hard', location: '  under the slide  ' }),
    ).toEqual({
      ok: true,
      request: { theme: 'nature', difficulty: 'hard', location: 'under the slide', ageBand: '6-8' },
    });
  });

  it.each(['Maya', 'Mary-Kate', "Liam O'Neil", 'Zoë', 'José Luis', 'A', 'x'.repeat(40)])(
    'accepts the child’s name %j with an age band',
    (childName) => {
      expect(
        parseClueRequest({ theme: 'nature', difficulty: 'easy', location: 'x', ageBand: '3-6', childName }),
      ).toEqual({
        ok: true,
        request: { theme: 'nature', difficulty: 'easy', location: 'x', ageBand: '3-6', childName },
      });
    },
  );

  it.each(['', '   '])('reads the blank name %j as no name (an empty form field)', (childName) => {
    expect(parseClueRequest({ theme: 'nature', difficulty: 'easy', location: 'x', childName })).toEqual({
      ok: true,
      request: { theme: 'nature', difficulty: 'easy', location: 'x', ageBand: '6-8' },
    });
  });

  it.each(['Maya2', 'Maya!', '<b>Maya</b>', 'x'.repeat(41), '--', 7])(
    'refuses the child’s name %j naming the field',
    (childName) => {
      expect(parseClueRequest({ theme: 'nature', difficulty: 'easy', location: 'x', childName })).toEqual({
        ok: false,
        message: "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
      });
    },
  );

  it('refuses an unknown age band naming the field', () => {
    expect(parseClueRequest({ theme: 'nature', difficulty: 'easy', location: 'x', ageBand: '9-12' })).toEqual(
      {
        ok: false,
        message: 'Age band must be one of: 3-6, 6-8, 8-14.',
      },
    );
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
