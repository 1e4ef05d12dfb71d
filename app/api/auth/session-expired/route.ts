import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl } from '@/lib/http';
import { safeNextPath } from '@/lib/request-path';
import { clearToken } from '@/lib/session';

/**
 * Where a page sends the browser when Strapi refused its token during rendering: deletes the
 * cookie (only route handlers and actions may) and goes back, now signed out. Without a cookie
 * the page no longer asks Strapi, so this cannot loop.
 */
export async function GET(request: NextRequest) {
  await clearToken();
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  const response = NextResponse.redirect(absoluteUrl(request, next), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
