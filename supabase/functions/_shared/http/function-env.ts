/**
 * The variables every function with a store reads: the project's URL and the service-role key the
 * hosted runtime provides. Each function's env.ts lists what it reads (ADR 014), these first.
 */
export const SERVICE_ROLE_ENV = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

/** The function's variables, read once at start: exactly the names its env.ts lists. */
export function readFunctionEnv<Name extends string>(
  names: readonly Name[],
  get: (name: Name) => string | undefined,
): Partial<Record<Name, string>> {
  return Object.fromEntries(names.map((name) => [name, get(name)])) as Partial<Record<Name, string>>;
}

/** The variables a function cannot start without; it stops at once, naming those missing. */
export function requireEnv<Name extends string, Required extends Name>(
  env: Partial<Record<Name, string>>,
  required: readonly Required[],
  functionName: string,
): Partial<Record<Name, string>> & Record<Required, string> {
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) {
    const list =
      missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
    throw new Error(`${functionName} needs ${list} (supabase secrets set).`);
  }
  return env as Partial<Record<Name, string>> & Record<Required, string>;
}

type ServiceRoleName = (typeof SERVICE_ROLE_ENV)[number];

/**
 * Where every function with a store starts: its variables (its env.ts list, read once with `get`),
 * stopping at once without the service role's or without `extra`.
 */
export function readServiceRoleEnv<Name extends string, Extra extends Name = never>(
  names: readonly (Name | ServiceRoleName)[],
  get: (name: Name | ServiceRoleName) => string | undefined,
  functionName: string,
  extra: readonly Extra[] = [],
): Partial<Record<Name | ServiceRoleName, string>> & Record<ServiceRoleName | Extra, string> {
  return requireEnv<Name | ServiceRoleName, ServiceRoleName | Extra>(
    readFunctionEnv(names, get),
    [...SERVICE_ROLE_ENV, ...extra],
    functionName,
  );
}
