import type { NextRequest } from 'next/server';
import { answerDuringOutage, pageAddress, pageSecurity, renderPage, sendSignedOutToLogin } from '@/lib/http/proxy-steps';

/** Next 16's name for middleware.ts: runs before every page (the steps are in lib/http/proxy-steps.ts). */
export async function proxy(request: NextRequest) {
  const address = await pageAddress(request);
  const signIn = sendSignedOutToLogin(request, address);
  if (signIn) return signIn;
  const security = pageSecurity(request);
  return (await answerDuringOutage(request, security)) ?? renderPage(request, security, address);
}

export const config = {
  // A literal (Next reads it statically).
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
