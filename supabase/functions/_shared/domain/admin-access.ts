/**
 * Who may use the owner's console (ADR 024, ADR 036): a live session of an account in admin_users,
 * stepped up with a second factor (aal2). Shared by the admin functions' gate and the /admin page,
 * which tells the owner to enter their authenticator code when the gate asks for it.
 */

export const adminAccessMessages = {
  signIn: 'Please sign in as the shop owner.',
  adminsOnly: 'Admins only.',
  secondFactor:
    'Verify your second factor: enter the 6-digit code from your authenticator app on the admin page.',
} as const;

/** The `code` of the 403 that asks an admin for the second factor (Supabase Auth's name for it). */
export const SECOND_FACTOR_REQUIRED = 'insufficient_aal';
