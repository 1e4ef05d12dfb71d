import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { strapiAdminOrigin } from '@/lib/app-settings';
import { absoluteUrl } from '@/lib/http/request';
import { checkPreviewLink, PREVIEW_PASS_COOKIE, PREVIEW_PASS_SECONDS, previewPass } from '@/lib/preview/preview-link';
import { isPreviewConfigured, previewSecret } from '@/lib/preview/preview-settings';

/** Strapi's preview pane lands here: a signed, expiring link turns on draft mode; refusals are plain text for the pane. */
function refuse(status: number, message: string) {
  return new NextResponse(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; frame-ancestors ${strapiAdminOrigin}`,
    },
  });
}

export async function GET(request: NextRequest) {
  const secret = previewSecret();
  if (!secret || !isPreviewConfigured()) return refuse(503, 'Preview is not set up on this site (PREVIEW_SECRET and PREVIEW_API_TOKEN).');
  const params = request.nextUrl.searchParams;
  const link = { path: params.get('path'), expires: params.get('expires'), signature: params.get('signature') };
  const check = checkPreviewLink(link, secret, Math.floor(Date.now() / 1000));
  if (!check.ok) return refuse(check.status, check.message);
  (await draftMode()).enable();
  const response = NextResponse.redirect(absoluteUrl(check.path), 307);
  response.headers.set('Cache-Control', 'no-store');
  // As Next's own draft-mode cookie, so that it reaches the page inside the admin's frame too.
  const expires = Math.floor(Date.now() / 1000) + PREVIEW_PASS_SECONDS;
  response.cookies.set(PREVIEW_PASS_COOKIE, previewPass(secret, expires), {
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    path: '/',
    maxAge: PREVIEW_PASS_SECONDS,
  });
  return response;
}
