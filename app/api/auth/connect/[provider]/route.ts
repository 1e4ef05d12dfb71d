import { NextResponse, type NextRequest } from 'next/server';
import { authProviders } from '@/lib/config';
import { absoluteUrl } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { rememberReturnPath } from '@/lib/auth/session';
import { StrapiAuth } from '@/lib/strapi';
import { publicStrapiClient } from '@/lib/strapi/server';
import { loginPath } from '@/server/routes.mjs';

/** "Continue with {Provider}": remember where to come back to, then send the browser to {host}/api/connect/{provider}. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!authProviders.some((candidate) => candidate.name === provider)) {
    return NextResponse.redirect(absoluteUrl(loginPath({ error: 'provider-disabled' })), 303);
  }
  await rememberReturnPath(safeNextPath(request.nextUrl.searchParams.get('next')));
  return NextResponse.redirect(new StrapiAuth(publicStrapiClient()).providerStartUrl(provider), 303);
}
