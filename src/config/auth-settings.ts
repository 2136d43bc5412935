/** The hosted Auth settings the member forms must agree with; see scripts/vite/auth-settings.ts. */
export interface AuthSettings {
  /** Auth refuses a shorter new password: the sign-up and new-password forms say so first. */
  minimumPasswordLength: number;
}

/** Filled in by vite.config.ts from supabase/config.toml for the project this build talks to. */
declare const __AUTH_SETTINGS__: AuthSettings;

export const authSettings: AuthSettings = __AUTH_SETTINGS__;
