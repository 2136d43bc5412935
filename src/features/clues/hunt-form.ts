import { clueRequestTextsIn, defaultAgeBand } from '@domain/clue-request';
import { huntRequestTextsIn, huntSchemasWith, type HuntRequest } from '@domain/hunt-request';
import type { Locale } from '@domain/locales';
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
 * Validates with the very schema generate-hunt parses its body with, in the page's language, so the
 * page and the function say the same thing; each message lands next to its field (a place's under
 * that place).
 */
export function huntFormResolverIn(locale: Locale): Resolver<HuntFormValues, unknown, HuntRequest> {
  const schema = huntSchemasWith(clueRequestTextsIn[locale], huntRequestTextsIn[locale]).request;
  return (values, _, options) => resolveWith(schema, values, options);
}

/** The English planner's resolver. */
export const huntFormResolver = huntFormResolverIn('en');

function resolveWith(
  schema: ReturnType<typeof huntSchemasWith>['request'],
  values: HuntFormValues,
  options: Parameters<Resolver<HuntFormValues, unknown, HuntRequest>>[2],
): ReturnType<Resolver<HuntFormValues, unknown, HuntRequest>> {
  const result = schema.safeParse({
    ...values,
    places: values.places.map((place) => place.value),
  });
  if (result.success) return Promise.resolve({ values: result.data, errors: {} });
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
  return Promise.resolve({ values: {}, errors: toNestErrors(errors as FieldErrors, options) });
}
