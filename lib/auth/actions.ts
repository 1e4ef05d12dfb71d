import 'server-only';
import { safeNextPath } from '@/lib/http/request-path';
import { loginPath } from '@/server/shared/routes.mjs';
import { jwtClaims } from '@/server/sessions/jwt-claims.mjs';
import { revokeSessions, revokeToken, revokeUserBefore } from '@/server/sessions/revocations.mjs';
import { isSecondStep } from '@/lib/strapi';
import {
  createSession,
  deleteSession,
  dropSecondStep,
  endSession,
  ensureDevice,
  freshToken,
  heldSecondStep,
  holdSecondStep,
  strapiAuth,
} from './session';
import { describe, describeAuthError, AUTH_ERROR_MESSAGES, type DescribedError } from './messages';
import { validateAuthForm, type AuthAction, type FormValues } from './rules';
import type { Translate } from '@/lib/i18n/interpolate';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';
import { clearFailedSignIns, recordFailedSignIn, signInThrottled } from './sign-in-throttle';

/**
 * The account actions behind /api/auth/{action}: validate, call Strapi through lib/strapi, start
 * or end the session (the spec's session rules: a sign-in, registration or reset first signs out,
 * and a success signs in), and say where the browser goes next.
 */
export type AuthOutcome = { ok: true; redirectTo: string } | { ok: false; error: DescribedError; redirectTo?: string };

/** The page that asks an account with an authenticator app for its code, carrying where the sign-in goes next. */
export const SECOND_STEP_PAGE = '/login/second-factor';
export const secondStepPage = (next: string) => (next === '/' ? SECOND_STEP_PAGE : `${SECOND_STEP_PAGE}?next=${encodeURIComponent(next)}`);

/** Where each form lives, for sending a plain (no-JavaScript) form back with its error. */
export const FORM_PAGES: Record<AuthAction, string> = {
  login: loginPath(),
  'second-factor': SECOND_STEP_PAGE,
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'change-password': '/account',
  'send-email-confirmation': '/email-confirmation',
  logout: '/',
};

/** Values that may travel back in a URL after a failed plain form POST: never passwords or codes. */
export const RETAINED_FIELDS = ['identifier', 'username', 'email'] as const;

const SIGN_IN_AGAIN = loginPath({ next: '/account', notice: 'session-expired' });

/** Calls that start a new session end the current one first, so a failure never leaves the old one behind. */
const STARTS_SIGNED_OUT: readonly AuthAction[] = ['login', 'register', 'forgot-password', 'reset-password'];
const SIGNS_IN: readonly AuthAction[] = ['login', 'second-factor', 'register', 'reset-password'];

const invalid = (fieldErrors: DescribedError['fieldErrors']): AuthOutcome => ({
  ok: false,
  error: { code: 'invalid', message: AUTH_ERROR_MESSAGES.invalid, fieldErrors, status: 400 },
});

/**
 * `locale`: the locale of the page the form was on (its hidden `locale` field, checked against
 * Strapi's list by the route handler): every page the action leads to is in it. `validation`
 * words the form's problems in it.
 */
export async function runAuthAction(
  action: AuthAction,
  values: FormValues,
  { locale, validation }: { locale?: SiteLocale; validation?: Translate } = {},
): Promise<AuthOutcome> {
  const outcome = await run(action, values, validation, locale && !locale.isDefault ? locale.code : undefined);
  const local = (path: string) => localizePath(path, locale);
  // `next` came from the page already in its locale; the action's own pages are localized here.
  const ownPage = (path: string | undefined) =>
    path && !path.startsWith(`/${locale?.code}/`) && path !== values.next ? local(path) : path;
  return outcome.ok ? { ok: true, redirectTo: ownPage(outcome.redirectTo)! } : { ...outcome, redirectTo: ownPage(outcome.redirectTo) };
}

/** `emailLocale`: the page's locale when it is not the default, for the emails Strapi sends (reset, confirmation). */
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
        if (isSecondStep(tokens)) {
          await holdSecondStep(tokens.secondFactor.ticket);
          return { ok: true, redirectTo: secondStepPage(next) };
        }
        await createSession(tokens);
        return { ok: true, redirectTo: next };
      }

      case 'second-factor': {
        const held = await heldSecondStep();
        if (!held)
          return { ok: false, error: describe('second-step-expired', 400), redirectTo: loginPath({ next, error: 'second-step-expired' }) };
        let result;
        try {
          result = await auth.completeSecondStep(held.ticket, values.code!.trim(), inLocale);
        } catch (error) {
          const described = describeAuthError(error);
          if (described.code !== 'second-step-expired') throw error;
          await dropSecondStep();
          return { ok: false, error: described, redirectTo: loginPath({ next, error: 'second-step-expired' }) };
        }
        await dropSecondStep();
        // After a reset link: every token from before it is refused at once (Strapi ended their sessions).
        const issuedAt = jwtClaims(result.jwt)?.iat;
        if (held.reset && typeof issuedAt === 'number') await revokeUserBefore(result.user.id, issuedAt);
        await createSession(result);
        return { ok: true, redirectTo: next };
      }

      case 'register': {
        const result = await auth.register({ username: values.username!.trim(), email, password: values.password! }, inLocale);
        // No jwt: Strapi wants the address confirmed first.
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
        // An account with an authenticator app: the new password signs in with a code.
        if (isSecondStep(result)) {
          await holdSecondStep(result.secondFactor.ticket, { reset: true });
          return { ok: true, redirectTo: secondStepPage('/account?notice=password-reset') };
        }
        // Strapi ended every session of the user; the app refuses their access tokens at once,
        // whichever device holds them (only the one just issued here is newer).
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
        // Strapi ends every session of the user and answers a new one for this device: the app
        // refuses the others' access tokens at once (in legacy mode, this device's old token).
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
