import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { absoluteUrl, isSameOrigin, readFormValues } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { deleteSession, sessionHolds } from '@/lib/auth/session';
import { hasSessionCookie, sessionEndProof } from '@/lib/auth/session-cookies';
import { escapeHtml } from '@/server/shared/contract.mjs';
import { LOGIN_PATH, loginPath, SESSION_EXPIRED_PATH } from '@/server/shared/route-paths.mjs';

/**
 * A page whose session Strapi refused sends the browser here to delete the cookies (only handlers may). Any site can
 * make a browser GET this, so a GET deletes nothing unless the session is really over, the link carries this
 * browser's one-time value and the request is not cross-site; otherwise a button posts here from this site.
 */
const noStore = { 'Cache-Control': 'no-store' };

function signInTarget(next: string) {
  return next.startsWith(LOGIN_PATH) ? next : loginPath({ next, notice: 'session-expired' });
}

function sameProof(sent: string | null | undefined, expected: string | undefined): boolean {
  if (!sent || !expected || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/** Browsers say where a request came from; a client that does not is not a browser another site drives. */
function fromThisSite(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** Asks the user to go on from this site: its button posts here with the same one-time value. */
function confirmationPage(next: string, proof: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your session ended · Portico</title></head>
<body>
<main>
<h1>Your session ended</h1>
<p>Your session is no longer valid. Continue to sign in again; you will come back to where you were.</p>
<form method="post" action="${SESSION_EXPIRED_PATH}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<input type="hidden" name="end" value="${escapeHtml(proof)}">
<button type="submit">Continue to sign in</button>
</form>
</main>
</body>
</html>`;
  return new Response(html, { status: 200, headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' } });
}

async function endIfOver(request: NextRequest, next: string, sentProof: string | null | undefined, confirmed: boolean) {
  // From the cookies the browser sent, before sessionHolds() may renew them for this response.
  const proof = sessionEndProof(request.cookies);
  if (await sessionHolds()) return NextResponse.redirect(absoluteUrl(next), { status: 303, headers: noStore });
  // Nothing sent, nothing to delete (a cross-site <img> carries no SameSite=Lax cookie).
  if (hasSessionCookie(request.cookies)) {
    if (!sameProof(sentProof, proof)) {
      // Not from this browser's own page: delete nothing; the page at `next` sends it here properly.
      return NextResponse.redirect(absoluteUrl(next), { status: 303, headers: noStore });
    }
    if (!confirmed) return confirmationPage(next, proof!);
    await deleteSession();
  }
  return NextResponse.redirect(absoluteUrl(signInTarget(next)), { status: 303, headers: noStore });
}

export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  return endIfOver(request, next, request.nextUrl.searchParams.get('end'), fromThisSite(request));
}

/** The confirmation page's button: a same-origin POST. */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request))
    return new Response('This form was sent from another site and was refused.', { status: 403, headers: noStore });
  const values = await readFormValues(request);
  return endIfOver(request, safeNextPath(values.next), values.end, true);
}
