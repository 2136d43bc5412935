import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../../http/texts.ts';

/** What the owner's gate says (ADR 044): sign in, admins only, the second factor. */
export const catalog: ServerCatalog = { en, fr };
export const accountText = catalogTexts(catalog);
