import { NextResponse, type NextRequest } from 'next/server';
import { authProviders } from '@/lib/app-settings';
import { describeAuthError } from '@/lib/auth/auth-errors';
import { absoluteUrl } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { twoStepPage } from '@/lib/auth/actions';
import { createSession, endSession, ensureDevice, holdTwoStep, strapiAuth, takeReturnPath } from '@/lib/auth/session';
import { needsTwoStep } from '@/lib/strapi';
import { localizePath } from '@/lib/i18n/locale-path';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { loginPath } from '@/server/shared/route-paths.mjs';

/** Strapi keeps the provider grant in these (5.53+); the exchange must forward them. */
const GRANT_COOKIES = ['koa.sess', 'koa.sess.sig'];

/**
 * A route handler, as only handlers set cookies. The redirect replaces this address, so a token in it never enters
 * history, and no-referrer keeps it out of the next page's Referer.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const started = await takeReturnPath();
  const locale = started.locale
    ? (await getSiteLocales().catch(() => [])).find((candidate) => candidate.code === started.locale)
    : undefined;
  const login = (error: string) => localizePath(loginPath({ error }), locale);
  let target: string;
  if (!authProviders.some((candidate) => candidate.name === provider)) {
    target = login('provider-disabled');
  } else {
    const cookie = GRANT_COOKIES.flatMap((name) => {
      const value = request.cookies.get(name)?.value;
      return value ? [`${name}=${value}`] : [];
    }).join('; ');
    // A provider sign-in starts signed out (the spec's session rules), and succeeds or fails from there.
    await endSession();
    try {
      const result = await (
        await strapiAuth(undefined, { device: await ensureDevice() })
      ).providerCallback(provider, {
        accessToken: request.nextUrl.searchParams.get('access_token'),
        cookie: cookie || null,
        locale: locale && !locale.isDefault ? locale.code : undefined,
      });
      const next = safeNextPath(started.path, localizePath('/', locale));
      if (needsTwoStep(result)) {
        // An account with an authenticator app: its code, as after a password.
        await holdTwoStep(result.secondFactor.ticket);
        target = localizePath(twoStepPage(next), locale);
      } else {
        await createSession(result);
        target = next;
      }
    } catch (error) {
      const { code } = describeAuthError(error);
      target = login(code === 'unknown' || code === 'invalid' ? 'provider-failed' : code);
    }
  }
  const response = NextResponse.redirect(absoluteUrl(target), 303);
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.headers.set('Cache-Control', 'no-store');
  // The grant cookie holds the provider's own tokens; once exchanged it has no further use.
  for (const name of GRANT_COOKIES) if (request.cookies.has(name)) response.cookies.delete(name);
  return response;
}
