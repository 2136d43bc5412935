import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../../http/texts.ts';

/** What generate-clue and generate-hunt say (ADR 044): refusals, the output rules, the quota. */
export const catalog: ServerCatalog = { en, fr };
export const clueText = catalogTexts(catalog);
