import { describe, expect, it } from 'vitest';

import { frenchRhymeSound, frenchWordsRhyme } from './french-rhyme.ts';

describe('the French rhyme judge hears words, it does not read them', () => {
  // Each pair is spelled differently at the end, so a spelling check would miss it.
  it.each([
    ['bateau', 'chaud'],
    ['dos', 'mot'],
    ['vélo', 'gâteau'],
    ['tôt', 'faux'],
    ['aller', 'été'],
    ['nez', 'café'],
    ['chercher', 'trouvez'],
    ['pied', 'clé'],
    ['loup', 'bout'],
    ['goût', 'genou'],
    ['temps', 'blanc'],
    ['dent', 'camp'],
    ['main', 'bien'],
    ['pain', 'matin'],
    ['maison', 'long'],
    ['froid', 'moi'],
    ['lit', 'souris'],
    ['prix', 'ici'],
    ['vrai', 'fait'],
    ['forêt', 'jouet'],
    ['femme', 'dame'],
    ['sept', 'fête'],
    ['mer', 'hiver'],
    ['terre', 'faire'],
    ['place', 'glace'],
    ['rose', 'chose'],
    ['plage', 'cage'],
    ['fille', 'bille'],
    ['soleil', 'abeille'],
    ['travail', 'paille'],
    ['caché', 'trouver'],
    ['coin', 'soin'],
    ['jeux', 'deux'],
    ['porte', 'sorte'],
  ])('%s rhymes with %s', (a, b) => {
    expect(frenchWordsRhyme(a, b), `${frenchRhymeSound(a)} / ${frenchRhymeSound(b)}`).toBe(true);
  });

  // Each pair ends in the same letters or looks close, but is said differently.
  it.each([
    ['aimer', 'mer'],
    ['parler', 'hiver'],
    ['nez', 'net'],
    ['parlé', 'parlait'],
    ['chien', 'chienne'],
    ['bon', 'bonne'],
    ['fin', 'fine'],
    ['plat', 'plate'],
    ['lit', 'lire'],
    ['sac', 'chat'],
    ['bus', 'jus'],
    ['fils', 'fil'],
    ['ville', 'fille'],
    ['frigo', 'porte'],
    ['maison', 'jardin'],
    ['langue', 'orange'],
    ['dos', 'doux'],
  ])('%s does not rhyme with %s', (a, b) => {
    expect(frenchWordsRhyme(a, b), `${frenchRhymeSound(a)} / ${frenchRhymeSound(b)}`).toBe(false);
  });

  it('reads the last syllable’s vowel and what is said after it', () => {
    expect(frenchRhymeSound('chaud')).toBe('o');
    expect(frenchRhymeSound('porte')).toBe('oʁt');
    expect(frenchRhymeSound('aller')).toBe('e');
    expect(frenchRhymeSound('mer')).toBe('ɛʁ');
    expect(frenchRhymeSound('chambre')).toBe('ɑ̃bʁ');
    expect(frenchRhymeSound('l’oiseau')).toBe('o');
  });

  it('never calls a word its own rhyme, whatever its case or apostrophe', () => {
    expect(frenchWordsRhyme('caché', 'Caché')).toBe(false);
    expect(frenchWordsRhyme('', '')).toBe(false);
  });
});
