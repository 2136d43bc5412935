import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { catalogTexts, type ServerCatalog } from '../../http/texts.ts';

/** What the owner's promotion codes editor is told (ADR 044). */
export const catalog: ServerCatalog = { en, fr };
export const promotionText = catalogTexts(catalog);
