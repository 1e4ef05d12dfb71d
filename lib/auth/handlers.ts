import 'server-only';
import { safeNextPath } from '../request-path';
import { readToken, strapiAuth } from '../session';
import { describe, describeAuthError, AUTH_ERROR_MESSAGES, type DescribedError } from './messages';
import { validateAuthForm, type AuthAction, type FormValues } from './rules';

/**
 * The account actions behind /api/auth/{action}: validate, call Strapi through lib/strapi (whose
 * session rules store or remove the cookie), and say where the browser goes next.
 */
export type AuthOutcome = { ok: true; redirectTo: string } | { ok: false; error: DescribedError; redirectTo?: string };

/** Where each form lives, for sending a plain (no-JavaScript) form back with its error. */
export const FORM_PAGES: Record<AuthAction, string> = {
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'change-password': '/account',
  'send-email-confirmation': '/email-confirmation',
  logout: '/',
};

/** Values that may travel back in a URL after a failed plain form POST: never passwords or codes. */
export const RETAINED_FIELDS = ['identifier', 'username', 'email'] as const;

const invalid = (fieldErrors: DescribedError['fieldErrors']): AuthOutcome => ({
  ok: false,
  error: { code: 'invalid', message: AUTH_ERROR_MESSAGES.invalid, fieldErrors, status: 400 },
});

export async function runAuthAction(action: AuthAction, values: FormValues): Promise<AuthOutcome> {
  const fieldErrors = validateAuthForm(action, values);
  if (Object.keys(fieldErrors).length) return invalid(fieldErrors);
  const auth = await strapiAuth();
  const next = safeNextPath(values.next, '/');
  const email = values.email?.trim() ?? '';

  try {
    switch (action) {
      case 'login':
        await auth.login(values.identifier!.trim(), values.password!);
        return { ok: true, redirectTo: next };

      case 'register': {
        const result = await auth.register({ username: values.username!.trim(), email, password: values.password! });
        // No jwt: Strapi wants the address confirmed first.
        if (!result.jwt) return { ok: true, redirectTo: '/login?notice=check-email' };
        return { ok: true, redirectTo: next === '/' ? '/account?notice=welcome' : next };
      }

      case 'forgot-password':
        // Strapi answers the same for known and unknown addresses; so does Portico.
        await auth.forgotPassword(email);
        return { ok: true, redirectTo: '/forgot-password?notice=reset-sent' };

      case 'reset-password':
        await auth.resetPassword({ code: values.code!, password: values.password!, passwordConfirmation: values.passwordConfirmation! });
        return { ok: true, redirectTo: '/account?notice=password-reset' };

      case 'change-password':
        if (!(await readToken())) {
          return { ok: false, error: describe('signed-out', 401), redirectTo: '/login?next=%2Faccount&notice=session-expired' };
        }
        await auth.changePassword({
          currentPassword: values.currentPassword!,
          password: values.password!,
          passwordConfirmation: values.passwordConfirmation!,
        });
        return { ok: true, redirectTo: '/account?notice=password-changed' };

      case 'send-email-confirmation':
        try {
          await auth.sendEmailConfirmation(email);
        } catch (error) {
          // "Already confirmed" or "blocked" would tell a stranger the address has an account.
          const described = describeAuthError(error);
          if (described.status < 429) return { ok: true, redirectTo: '/email-confirmation?notice=confirmation-sent' };
          throw error;
        }
        return { ok: true, redirectTo: '/email-confirmation?notice=confirmation-sent' };

      case 'logout':
        await auth.logout();
        return { ok: true, redirectTo: '/?notice=signed-out' };
    }
  } catch (error) {
    const described = describeAuthError(error);
    if (action === 'change-password' && described.status === 401) {
      // The token stopped working mid-session: sign out (spec §4) and ask for a fresh sign-in.
      await auth.logout();
      return { ok: false, error: described, redirectTo: '/login?next=%2Faccount&notice=session-expired' };
    }
    return { ok: false, error: described };
  }
}
