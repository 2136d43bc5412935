export const consoleErrorPolicy = { allowed: false };

/** For a test whose subject is expected to log an error (a thrown hook, a failed request). */
export function allowConsoleError(): void {
  consoleErrorPolicy.allowed = true;
}
