import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { deleteSession } from '@/lib/auth/session';
import { LOGIN_PATH, loginPath } from '@/server/routes.mjs';

/**
 * Where a page sends the browser when Strapi refused its token during rendering (an expired or
 * revoked session, a 401 mid-session): deletes the cookie (only route handlers and actions may)
 * and asks the user to sign in again, coming back to the page afterwards. Without a cookie no page
 * asks Strapi about the session, so this cannot loop.
 */
export async function GET(request: NextRequest) {
  await deleteSession();
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  const target = next.startsWith(LOGIN_PATH) ? next : loginPath({ next, notice: 'session-expired' });
  const response = NextResponse.redirect(absoluteUrl(request, target), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
