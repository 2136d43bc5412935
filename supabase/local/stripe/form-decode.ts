/**
 * Decodes the SDK's `application/x-www-form-urlencoded` bodies (`a[b][0][c]=v`) into nested objects and
 * arrays. Brackets may arrive raw or as %5B/%5D and spaces as `+`, as curl sends them. Every scalar stays
 * a string: the API converts the ones it expects to be numbers.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export class FormDecodeError extends Error {
  constructor(readonly param: string) {
    super(`Invalid parameter structure: ${param}`);
  }
}

export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw new FormDecodeError(rawKey);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]!);
      const key: string | number = Array.isArray(node) ? Number(segment) : segment;
      if (Array.isArray(node) && (!/^\d+$/.test(segment) || Number(segment) > 1000))
        throw new FormDecodeError(rawKey);
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const existing = container[key];
      if (existing === undefined) container[key] = nextIsIndex ? [] : {};
      else if (typeof existing === 'string') throw new FormDecodeError(rawKey);
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
