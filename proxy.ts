import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { TOKEN_KEY } from '@/lib/strapi/token-store';

/**
 * Next 16's name for middleware.ts. Optimistic checks only (the cookie is present or not):
 * pages, route handlers and actions check the session again against Strapi.
 */
function isGuarded(pathname: string): boolean {
  if (pathname === '/account' || pathname.startsWith('/account/')) return true;
  const segments = pathname.split('/').filter(Boolean);
  // /{collection}/new and /{collection}/{id}/edit
  return (segments.length === 2 && segments[1] === 'new') || (segments.length === 3 && segments[2] === 'edit');
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isGuarded(pathname) && !request.cookies.get(TOKEN_KEY)?.value) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
