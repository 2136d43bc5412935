import { describe, expect, it } from 'vitest';

import { breaksFrenchTypography } from '@domain/french-typography';

import { privacyPolicies } from './privacy';
import { TERMS_LAST_CHANGED, TERMS_LAST_UPDATED, termsOfSale, termsVersions } from './terms';

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A section of the terms in one version, its paragraphs joined; empty when the version has no such section. */
const sectionText = (version: 'fr' | 'en', id: string) =>
  termsOfSale[version].sections.find((section) => section.id === id)?.paragraphs.join(' ') ?? '';

/** Fails naming every phrase `text` lacks. */
const expectPhrases = (text: string, phrases: readonly string[]) =>
  expect(phrases.filter((phrase) => !text.includes(phrase))).toEqual([]);

describe('the legal texts in French', () => {
  it('come first on the terms page, with a French version of every English section', () => {
    expect(termsVersions.map((version) => version.lang)).toEqual(['fr', 'en']);
    expect(termsOfSale.fr.sections).toHaveLength(termsOfSale.en.sections.length);
    expect(privacyPolicies.fr.sections).toHaveLength(privacyPolicies.en.sections.length);
    // Section ids are page anchors: both versions live on one page, so none may repeat.
    const ids = [...termsOfSale.fr.sections, ...termsOfSale.en.sections].map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('say in both languages when the buyer chooses the version and that the emails follow it', () => {
    const fr = sectionText('fr', 'langue');
    expect(fr).toMatch(
      /vous choisissez la version que vous acceptez, la version française étant cochée d’avance/,
    );
    expect(fr).toMatch(/page en français ou que votre région est le Canada ou inconnue/);
    expect(fr).toMatch(/tous les courriels au sujet de cette commande sont rédigés dans cette langue/);
    expect(fr).not.toMatch(/pour les commandes aux États-Unis, la version anglaise s’applique/);
    const en = sectionText('en', 'language');
    expect(en).toMatch(/you choose which version you accept, with French preselected/);
    expect(en).toMatch(/French page or your region is Canada or not known/);
    expect(en).toMatch(/every email about that order is written in that language/);
  });

  it('follow French typography: no-break spaces before : ; ! ? and inside « »', () => {
    const broken = [...stringsOf(termsOfSale.fr), ...stringsOf(privacyPolicies.fr)].filter(
      breaksFrenchTypography,
    );
    expect(broken).toEqual([]);
    expect(termsOfSale.fr.lastUpdated).toBe('Dernière mise à jour\u00A0: 27 novembre 2026');
  });

  it('cover printed kits in both languages: language, child’s name, shipping times, loss, damage, returns (issue 29 §5)', () => {
    expect(termsOfSale.en.lastUpdated).toBe('Last updated: November 27, 2026');
    expectPhrases(sectionText('en', 'printed-kits'), [
      'standard shipping (5–10 business days) or express shipping (2–3 business days)',
      'If your parcel is lost',
      'arrives damaged or misprinted',
      'may be returned within 30 days',
      'delete it 90 days after your order',
    ]);
    expectPhrases(sectionText('fr', 'trousses-imprimees'), [
      'livraison standard (5 à 10 jours ouvrables) ou express (2 à 3 jours ouvrables)',
      'Si votre colis est perdu',
      'abîmée ou mal imprimée',
      'peut être retournée dans les 30 jours',
    ]);
    // French first: the French version is the first the page shows.
    expect(termsVersions[0]).toBe(termsOfSale.fr);
  });

  it('say in both languages what the family, party and classroom licences allow (issue 29 §7)', () => {
    // French no-break spaces read as spaces here; the typography test above checks them.
    const section = (version: 'fr' | 'en', id: string) =>
      sectionText(version, id).replace(/[\u00A0\u202F]/g, ' ');
    expectPhrases(section('fr', 'licences-fr'), [
      'Licence familiale : la trousse est destinée à votre foyer',
      'Licence pour une fête : la trousse est destinée à une seule fête',
      'avec les prénoms de 12 enfants au plus',
      'Elle ne couvre ni toute une école',
      'avec les prénoms de 30 enfants au plus',
      'ni partager ou téléverser les fichiers',
    ]);
    expectPhrases(section('en', 'licences'), [
      'Family licence: the kit is for your household',
      'Party licence: the kit is for one party or event',
      'with the names of up to 12 children',
      'Classroom licence: the kit is for one teacher’s class',
      'It does not cover a whole school',
      'nor share or upload the files',
      'we delete them 90 days after your order',
    ]);
    // The personal-use section points a party or a class to the licence made for it.
    expect(section('en', 'licence')).toContain('(section 11)');
    expect(section('fr', 'licence-fr')).toContain('(article 11)');
  });

  it('date both versions from the one day the terms last changed, each in its own language', () => {
    expect(TERMS_LAST_CHANGED).toBe('2026-11-27');
    expect(TERMS_LAST_UPDATED).toEqual({ en: 'November 27, 2026', fr: '27 novembre 2026' });
    expect(termsOfSale.en.lastUpdated).toBe('Last updated: November 27, 2026');
  });
});
