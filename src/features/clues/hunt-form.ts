import { defaultAgeBand } from '@domain/clue-request';
import { huntRequestSchema, type HuntRequest } from '@domain/hunt-request';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** The planner's fields; places are objects because react-hook-form's field arrays need keys. */
export type HuntFormValues = {
  theme: string;
  difficulty: string;
  ageBand: string;
  childName: string;
  treasure: string;
  places: { value: string }[];
};

export const emptyHuntForm: HuntFormValues = {
  theme: '',
  difficulty: '',
  ageBand: defaultAgeBand,
  childName: '',
  treasure: '',
  places: [{ value: '' }, { value: '' }, { value: '' }],
};

/**
 * Validates with the very schema generate-hunt parses its body with, so the page and the
 * function say the same thing; each message lands next to its field (a place's under that place).
 */
export const huntFormResolver: Resolver<HuntFormValues, unknown, HuntRequest> = async (
  values,
  _,
  options,
) => {
  const result = huntRequestSchema.safeParse({
    ...values,
    places: values.places.map((place) => place.value),
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const name =
      field === 'places'
        ? index === undefined
          ? 'places.root'
          : `places.${String(index)}.value`
        : String(field);
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
