/** Confirmations shown after a redirect, by code (no free text from the URL reaches the page). */
export const NOTICES = {
  confirmed: 'Your email address is confirmed. You can sign in now.',
  'signed-out': 'You are signed out.',
  'session-expired': 'Your session ended. Please sign in again.',
  'password-changed': 'Your password has been changed.',
  'password-reset': 'Your password has been reset and you are signed in.',
  'check-email': 'Almost there: we sent you an email. Follow its link to confirm your address, then sign in.',
  'reset-sent': 'If an account uses that address, we have sent it a link to reset the password. Check your inbox.',
  'confirmation-sent': 'If that address belongs to an account waiting for confirmation, we have sent a new confirmation email.',
  welcome: 'Welcome! Your account is ready.',
  'signed-in': 'You are signed in.',
  'device-signed-out': 'That device is signed out. It will be asked to sign in at its next view.',
  'signed-out-everywhere': 'You are signed out on every device, this one included.',
  'account-deleted': 'Your account was deleted.',
  'email-changed': 'Your new email address is confirmed and in use.',
} as const;

export type NoticeCode = keyof typeof NOTICES;

export function noticeFor(code: unknown): string | undefined {
  return typeof code === 'string' && Object.hasOwn(NOTICES, code) ? NOTICES[code as NoticeCode] : undefined;
}
