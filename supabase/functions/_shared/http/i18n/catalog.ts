import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../texts.ts';

/** What every function says in the same words: the wrong method, a body that is not JSON, a failure. */
export const catalog: ServerCatalog = { en, fr };
export const httpText = catalogTexts(catalog);
