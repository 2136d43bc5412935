import { ageBandStyles } from './engine/age-bands.ts';
import {
  defaultAgeBand,
  maxLocationLength,
  type ClueAgeBand,
  type ClueRequest,
} from '../domain/clue-request.ts';

/** What the LLM is asked in every language: the same age band, word limit and delimited hiding place. */

export const promptAgeBand = (request: ClueRequest): ClueAgeBand => request.ageBand ?? defaultAgeBand;

/** The words the LLM's clue may use: the band's limit, less the closing the engine adds and two to spare. */
export const promptWordLimit = (request: ClueRequest, closing: string): number =>
  ageBandStyles[promptAgeBand(request)].maxWords - closing.split(' ').length - 2;

/** The member's hiding place, cut to length, between <location> delimiters its text cannot close. */
export const delimitedLocation = (request: ClueRequest): string =>
  `<location>${request.location.slice(0, maxLocationLength).replace(/[<>]/g, ' ')}</location>`;
