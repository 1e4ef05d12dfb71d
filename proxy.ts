import type { NextRequest } from 'next/server';
import {
  answerDuringOutage,
  answerEndedSession,
  keepSessionFresh,
  pageAddress,
  pageSecurity,
  renderPage,
  sendSignedOutToLogin,
} from '@/lib/proxy/steps';

/** Next 16's name for middleware.ts: runs before every page. */
export async function proxy(request: NextRequest) {
  const [address, session] = await Promise.all([pageAddress(request), keepSessionFresh(request)]);
  if (session && 'ended' in session) {
    const ended = answerEndedSession(request, address);
    if (ended) return ended;
  }
  const signIn = sendSignedOutToLogin(request, address, session);
  if (signIn) return signIn;
  const security = pageSecurity(request);
  return (await answerDuringOutage(request, security, address)) ?? renderPage(request, security, address, session);
}

export const config = {
  // A literal (Next reads it statically).
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
