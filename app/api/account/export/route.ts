import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl } from '@/lib/http/request';
import { freshToken, strapiClient } from '@/lib/auth/session';
import { errorStatus } from '@/lib/strapi';
import { loginPath } from '@/server/shared/route-paths.mjs';

/** "Download my data": Strapi's ZIP passed through as it streams, never stored here. */
export async function GET(request: NextRequest) {
  // A download is started from the account page, or typed: never from another site's page.
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return new NextResponse(null, { status: 403 });
  const back = (path: string) => {
    const response = NextResponse.redirect(absoluteUrl(path), 303);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
  if (!(await freshToken())) return back(loginPath({ next: '/account', notice: 'session-expired' }));
  try {
    const answer = await (await strapiClient()).download('/account/export');
    return new NextResponse(answer.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="portico-data.zip"',
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    return back(errorStatus(error) === 400 ? '/account?notice=download-confirm#your-data' : '/account?notice=download-failed#your-data');
  }
}
