import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../../http/texts.ts';

/**
 * What the order functions say (ADR 044): checkout, the buyer's pages and downloads, the owner's order
 * tools, and every email about an order (the buyer's in their language, the owner's in English).
 */
export const catalog: ServerCatalog = { en, fr };
export const orderText = catalogTexts(catalog);
