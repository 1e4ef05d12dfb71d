import 'server-only';
import { safeNextPath } from '@/lib/http/request-path';
import { loginPath } from '@/server/shared/route-paths.mjs';
import { jwtClaims } from '@/server/sessions/jwt-claims.mjs';
import { revokeSessions, revokeToken, revokeUserBefore } from '@/server/sessions/revocations.mjs';
import { needsTwoStep } from '@/lib/strapi';
import {
  createSession,
  deleteSession,
  dropTwoStep,
  endSession,
  ensureDevice,
  freshToken,
  heldTwoStep,
  holdTwoStep,
  strapiAuth,
} from './session';
import { describe, describeAuthError, AUTH_ERROR_MESSAGES, type DescribedError } from './auth-errors';
import type { AuthAction, FormValues } from './rules';
import { validateAuthForm } from './server-rules';
import type { Translate } from '@/lib/i18n/interpolate';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';
import { clearFailedSignIns, recordFailedSignIn, signInThrottled } from './sign-in-throttle';

// The spec's session rules: a sign-in, registration or reset first signs out, and a success signs in.
export type AuthOutcome = { ok: true; redirectTo: string } | { ok: false; error: DescribedError; redirectTo?: string };

export const TWO_STEP_PAGE = '/login/second-factor';
export const twoStepPage = (next: string) => (next === '/' ? TWO_STEP_PAGE : `${TWO_STEP_PAGE}?next=${encodeURIComponent(next)}`);

/** For sending a plain (no-JavaScript) form back with its error. */
export const FORM_PAGES: Record<AuthAction, string> = {
  login: loginPath(),
  'second-factor': TWO_STEP_PAGE,
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'change-password': '/account',
  'send-email-confirmation': '/email-confirmation',
  logout: '/',
};

/** What may travel back in a URL after a failed plain form post: never passwords or codes. */
export const RETAINED_FIELDS = ['identifier', 'username', 'email'] as const;

const SIGN_IN_AGAIN = loginPath({ next: '/account', notice: 'session-expired' });

/** So a failure never leaves the old session behind. */
const STARTS_SIGNED_OUT: readonly AuthAction[] = ['login', 'register', 'forgot-password', 'reset-password'];
const SIGNS_IN: readonly AuthAction[] = ['login', 'second-factor', 'register', 'reset-password'];

const invalid = (fieldErrors: DescribedError['fieldErrors']): AuthOutcome => ({
  ok: false,
  error: { code: 'invalid', message: AUTH_ERROR_MESSAGES.invalid, fieldErrors, status: 400 },
});

/** `locale`: the form page's, checked by the route handler; every page the action leads to is in it. */
export async function runAuthAction(
  action: AuthAction,
  values: FormValues,
  { locale, validation }: { locale?: SiteLocale; validation?: Translate } = {},
): Promise<AuthOutcome> {
  const outcome = await run(action, values, validation, locale && !locale.isDefault ? locale.code : undefined);
  const local = (path: string) => localizePath(path, locale);
  const ownPage = (path: string | undefined) =>
    path && !path.startsWith(`/${locale?.code}/`) && path !== values.next ? local(path) : path;
  return outcome.ok ? { ok: true, redirectTo: ownPage(outcome.redirectTo)! } : { ...outcome, redirectTo: ownPage(outcome.redirectTo) };
}

/** `emailLocale`: for the emails Strapi sends, when not the default locale. */
async function run(action: AuthAction, values: FormValues, validation?: Translate, emailLocale?: string): Promise<AuthOutcome> {
  const fieldErrors = validateAuthForm(action, values, { t: validation });
  if (Object.keys(fieldErrors).length) return invalid(fieldErrors);
  // Before anything ends: a refused sign-in leaves whoever is signed in on this browser signed in.
  if (action === 'login' && (await signInThrottled(values.identifier!))) {
    return { ok: false, error: describe('account-throttled', 429) };
  }
  if (STARTS_SIGNED_OUT.includes(action)) await endSession();
  // A browser that signs in is a device its account's owner is told about when new.
  const device = SIGNS_IN.includes(action) ? await ensureDevice() : undefined;
  const auth = await strapiAuth(undefined, { device });
  const next = safeNextPath(values.next, '/');
  const email = values.email?.trim() ?? '';
  const inLocale = { locale: emailLocale };

  try {
    switch (action) {
      case 'login': {
        const identifier = values.identifier!.trim();
        let tokens;
        try {
          tokens = await auth.login(identifier, values.password!, inLocale);
        } catch (error) {
          if (describeAuthError(error).code === 'invalid-credentials') await recordFailedSignIn(identifier);
          throw error;
        }
        await clearFailedSignIns(identifier);
        if (needsTwoStep(tokens)) {
          await holdTwoStep(tokens.secondFactor.ticket);
          return { ok: true, redirectTo: twoStepPage(next) };
        }
        await createSession(tokens);
        return { ok: true, redirectTo: next };
      }

      case 'second-factor': {
        const held = await heldTwoStep();
        if (!held)
          return { ok: false, error: describe('second-step-expired', 400), redirectTo: loginPath({ next, error: 'second-step-expired' }) };
        let result;
        try {
          result = await auth.completeTwoStep(held.ticket, values.code!.trim(), inLocale);
        } catch (error) {
          const described = describeAuthError(error);
          if (described.code !== 'second-step-expired') throw error;
          await dropTwoStep();
          return { ok: false, error: described, redirectTo: loginPath({ next, error: 'second-step-expired' }) };
        }
        await dropTwoStep();
        // After a reset link: every token from before it is refused at once (Strapi ended their sessions).
        const issuedAt = jwtClaims(result.jwt)?.iat;
        if (held.reset && typeof issuedAt === 'number') await revokeUserBefore(result.user.id, issuedAt);
        await createSession(result);
        return { ok: true, redirectTo: next };
      }

      case 'register': {
        const result = await auth.register({ username: values.username!.trim(), email, password: values.password! }, inLocale);
        if (!result.jwt) return { ok: true, redirectTo: loginPath({ notice: 'check-email' }) };
        await createSession({ jwt: result.jwt, refreshToken: result.refreshToken });
        return { ok: true, redirectTo: next === '/' ? '/account?notice=welcome' : next };
      }

      case 'forgot-password':
        // Strapi answers the same for known and unknown addresses; so does Portico.
        await auth.forgotPassword(email, inLocale);
        return { ok: true, redirectTo: '/forgot-password?notice=reset-sent' };

      case 'reset-password': {
        const result = await auth.resetPassword({
          code: values.code!,
          password: values.password!,
          passwordConfirmation: values.passwordConfirmation!,
        });
        if (needsTwoStep(result)) {
          await holdTwoStep(result.secondFactor.ticket, { reset: true });
          return { ok: true, redirectTo: twoStepPage('/account?notice=password-reset') };
        }
        // Strapi ended every session of the user: the app refuses their tokens at once, wherever they are.
        const issuedAt = jwtClaims(result.jwt)?.iat;
        if (typeof issuedAt === 'number') await revokeUserBefore(result.user.id, issuedAt);
        await createSession(result);
        return { ok: true, redirectTo: '/account?notice=password-reset' };
      }

      case 'change-password': {
        const token = await freshToken();
        if (!token) {
          return { ok: false, error: describe('signed-out', 401), redirectTo: SIGN_IN_AGAIN };
        }
        const signedIn = await strapiAuth(token);
        // Strapi ends every other session and answers a new one here: the app refuses the others' tokens at once.
        const before = await signedIn.fetchSessions().catch(() => []);
        const result = await signedIn.changePassword({
          currentPassword: values.currentPassword!,
          password: values.password!,
          passwordConfirmation: values.passwordConfirmation!,
        });
        await (before.length ? revokeSessions(before.map((session) => session.id)) : revokeToken(token));
        await createSession(result);
        return { ok: true, redirectTo: '/account?notice=password-changed' };
      }

      case 'send-email-confirmation':
        try {
          await auth.sendEmailConfirmation(email, inLocale);
        } catch (error) {
          // "Already confirmed" or "blocked" would tell a stranger the address has an account.
          const described = describeAuthError(error);
          if (described.status < 429) return { ok: true, redirectTo: '/email-confirmation?notice=confirmation-sent' };
          throw error;
        }
        return { ok: true, redirectTo: '/email-confirmation?notice=confirmation-sent' };

      case 'logout':
        await endSession();
        return { ok: true, redirectTo: '/?notice=signed-out' };
    }
  } catch (error) {
    const described = describeAuthError(error);
    if (action === 'change-password' && described.status === 401) {
      // The token stopped working mid-session: sign out (spec §4) and ask for a fresh sign-in.
      await deleteSession();
      return { ok: false, error: described, redirectTo: SIGN_IN_AGAIN };
    }
    return { ok: false, error: described };
  }
}
