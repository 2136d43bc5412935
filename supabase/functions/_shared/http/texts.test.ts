import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogTexts, zodMessagesIn } from './texts.ts';

const nbsp = '\u00A0';
const narrow = '\u202F';

const t = catalogTexts({
  en: {
    'test.greeting': 'Hello {name}!',
    'test.cards': '{count, plural, one {# card} other {# cards}} left: {where}',
    'test.englishOnly': 'Only in English: {what}',
  },
  fr: {
    'test.greeting': 'Bonjour {name} !',
    'test.cards': '{count, plural, one {# carte restante} other {# cartes restantes}} : {where}',
  },
});

describe('the functions’ t()', () => {
  it('formats a message in the language asked for, with its arguments and plurals', () => {
    expect(t('en', 'test.greeting', { name: 'Ada' })).toBe('Hello Ada!');
    expect(t('en', 'test.cards', { count: 1, where: 'the hall' })).toBe('1 card left: the hall');
    expect(t('fr', 'test.cards', { count: 2, where: 'le salon' })).toBe(
      `2 cartes restantes${nbsp}: le salon`,
    );
    expect(t('fr', 'test.cards', { count: 1, where: 'le salon' })).toBe(`1 carte restante${nbsp}: le salon`);
  });

  it('gives French its spacing, written with plain spaces in the catalog, and leaves English as written', () => {
    expect(t('fr', 'test.greeting', { name: 'Ada' })).toBe(`Bonjour Ada${narrow}!`);
    expect(t('en', 'test.greeting', { name: 'Ada' })).toBe('Hello Ada!');
  });

  it('speaks English where a language lacks a message, and refuses an id no catalog has', () => {
    expect(t('fr', 'test.englishOnly', { what: 'this' })).toBe('Only in English: this');
    expect(() => t('en', 'test.missing')).toThrow(/test\.missing/);
  });

  it('gives zod’s own words in the request’s language where a check has no message of ours', () => {
    const schema = z.object({ id: z.uuid(), name: z.string().min(2, 'Ours.') });
    const issues = (locale: 'en' | 'fr') =>
      schema
        .safeParse({ id: 'x', name: 'A' }, zodMessagesIn(locale))
        .error!.issues.map((issue) => issue.message);
    expect(issues('en')).toEqual(['Invalid UUID', 'Ours.']);
    expect(issues('fr')).toEqual(['UUID invalide', 'Ours.']);
    const typed = z.object({ age: z.number() }).safeParse({ age: 'ten' }, zodMessagesIn('fr'));
    expect(typed.error!.issues[0]!.message).toMatch(new RegExp(`^Entrée invalide${nbsp}: `));
  });
});
