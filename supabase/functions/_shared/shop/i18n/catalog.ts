import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../../http/texts.ts';

/** What the shop's forms, public reviews and the owner's console say (ADR 044), and the owner's emails. */
export const catalog: ServerCatalog = { en, fr };
export const shopText = catalogTexts(catalog);
