import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { deleteSession, sessionHolds } from '@/lib/auth/session';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/session-cookies';
import { TOKEN_KEY } from '@/lib/strapi/token-store';
import { LOGIN_PATH, loginPath } from '@/server/routes.mjs';

/**
 * Where a page sends the browser when Strapi refused its token during rendering (an expired or
 * revoked session, a 401 mid-session): deletes the cookies (only route handlers and actions may)
 * and asks the user to sign in again, coming back to the page afterwards. Without a cookie no page
 * asks Strapi about the session, so this cannot loop.
 *
 * Any site can make a browser send this GET (an <img>): a session that still holds is left alone
 * and the browser goes on to the page. Its confirmation is the one pages use, so the page does
 * not send it back here.
 */
export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  if (await sessionHolds()) {
    const onward = NextResponse.redirect(absoluteUrl(next), 303);
    onward.headers.set('Cache-Control', 'no-store');
    return onward;
  }
  // Nothing sent, nothing to delete: a cross-site request carries no SameSite=Lax cookie, and
  // answering it with deletions would sign the browser out all the same.
  if (request.cookies.has(TOKEN_KEY) || request.cookies.has(REFRESH_TOKEN_KEY)) await deleteSession();
  const target = next.startsWith(LOGIN_PATH) ? next : loginPath({ next, notice: 'session-expired' });
  const response = NextResponse.redirect(absoluteUrl(target), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
