import { describe, expect, it } from 'vitest';
import { checkClueOutput, maxClueLength } from './clue-output.ts';

describe('checkClueOutput', () => {
  it('accepts a trimmed clue that ends with punctuation, dropping surrounding quotes', () => {
    expect(checkClueOutput('  Look under the couch!  ')).toEqual({ ok: true, clue: 'Look under the couch!' });
    expect(checkClueOutput('"Where could it be? Go look and see!"')).toEqual({
      ok: true,
      clue: 'Where could it be? Go look and see!',
    });
  });

  it('rejects empty, too long and unpunctuated clues', () => {
    expect(checkClueOutput('   ').ok).toBe(false);
    expect(checkClueOutput(`${'a'.repeat(maxClueLength)}.`).ok).toBe(false);
    expect(checkClueOutput(`${'a'.repeat(maxClueLength - 1)}.`).ok).toBe(true);
    expect(checkClueOutput('Look under the couch')).toEqual({
      ok: false,
      problem: { rule: 'punctuation' },
      reason: 'The clue does not end with punctuation.',
    });
  });

  it('rejects links in any spelling', () => {
    for (const text of [
      'Visit https://example.com for your clue.',
      'Go to www.treasure.org now!',
      'Check clues.example.com today.',
    ]) {
      expect(checkClueOutput(text)).toEqual({
        ok: false,
        problem: { rule: 'link' },
        reason: 'The clue contains a link.',
      });
    }
  });

  it('rejects unsafe words, even disguised', () => {
    for (const text of ['Look under the shit pile!', 'What the fuuuck is that?', 'Find the b1tch.']) {
      expect(checkClueOutput(text)).toEqual({
        ok: false,
        problem: { rule: 'unsafe' },
        reason: 'The clue contains words unsafe for children.',
      });
    }
  });

  it('does not flag innocent words that contain unsafe letters', () => {
    for (const text of [
      'Look by the class hamster!',
      'Go past the cocktail of juices in Scunthorpe.',
      'Find the button.',
    ]) {
      expect(checkClueOutput(text).ok, text).toBe(true);
    }
  });
});
