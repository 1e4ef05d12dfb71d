import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl, isSameOrigin, readFormValues } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { PREVIEW_PASS_COOKIE } from '@/lib/preview/preview-link';

/**
 * The banner's "Exit preview": turns draft mode off and shows the same page as everyone sees it.
 * A form post from this site only (the same check as every other form).
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request))
    return new NextResponse('Forbidden\n', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const { path } = await readFormValues(request);
  (await draftMode()).disable();
  const response = NextResponse.redirect(absoluteUrl(safeNextPath(path)), 303);
  response.headers.set('Cache-Control', 'no-store');
  response.cookies.delete({ name: PREVIEW_PASS_COOKIE, path: '/' });
  return response;
}
