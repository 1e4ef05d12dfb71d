import { NextResponse, type NextRequest } from 'next/server';
import { authProviders, strapiUrl } from '@/lib/config';
import { absoluteUrl } from '@/lib/http';
import { safeNextPath } from '@/lib/request-path';
import { rememberReturnPath } from '@/lib/session';

/** "Continue with {Provider}": remember where to come back to, then send the browser to {host}/api/connect/{provider}. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!authProviders.some((candidate) => candidate.name === provider)) {
    return NextResponse.redirect(absoluteUrl(request, '/login?error=provider-disabled'), 303);
  }
  await rememberReturnPath(safeNextPath(request.nextUrl.searchParams.get('next')));
  return NextResponse.redirect(`${strapiUrl}/api/connect/${encodeURIComponent(provider)}`, 303);
}
