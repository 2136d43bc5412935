/**
 * Who may use the owner's console (ADR 024, ADR 036): a live session of an account in admin_users,
 * stepped up with a second factor (aal2). The admin functions' gate refuses with `code` set to this
 * when the second factor is missing, and the /admin page then asks for the authenticator code.
 */

/** The `code` of the 403 that asks an admin for the second factor (Supabase Auth's name for it). */
export const SECOND_FACTOR_REQUIRED = 'insufficient_aal';
