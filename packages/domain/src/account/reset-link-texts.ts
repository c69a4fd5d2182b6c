/** What the reset page says of a link that already set a password (no schema here: the page loads it first). */
export const RESET_LINK_USED =
  'This password reset link has already been used to set a new password. If that was not you, ask for a new link and change your password.';
