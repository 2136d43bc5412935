import type { z } from 'zod';

/**
 * The first message of each field a zod check refused, keyed by its path (`email`,
 * `lines.0.quantity`); a problem with the whole value is keyed `root`. The one way every function
 * names bad fields in its 400 answer (`{error, fieldErrors}`), so a form can show each message beside
 * its field.
 */
export function fieldErrorsOf(error: z.ZodError, root = 'body'): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues)
    fieldErrors[issue.path.length ? issue.path.join('.') : root] ??= issue.message;
  return fieldErrors;
}
