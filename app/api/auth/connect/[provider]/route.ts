import { NextResponse, type NextRequest } from 'next/server';
import { authProviders } from '@/lib/app-settings';
import { absoluteUrl } from '@/lib/http/request';
import { safeNextPath } from '@/lib/http/request-path';
import { rememberReturnPath } from '@/lib/auth/session';
import { localizePath } from '@/lib/i18n/locale-path';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { StrapiAuth } from '@/lib/strapi';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { loginPath } from '@/server/shared/route-paths.mjs';

/** "Continue with {Provider}": remember where to come back to, and in which locale, then hand over to Strapi. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const code = request.nextUrl.searchParams.get('locale');
  const locale = code ? (await getSiteLocales().catch(() => [])).find((candidate) => candidate.code === code) : undefined;
  if (!authProviders.some((candidate) => candidate.name === provider)) {
    return NextResponse.redirect(absoluteUrl(localizePath(loginPath({ error: 'provider-disabled' }), locale)), 303);
  }
  await rememberReturnPath(safeNextPath(request.nextUrl.searchParams.get('next'), localizePath('/', locale)), locale?.code);
  return NextResponse.redirect(new StrapiAuth(publicStrapiClient()).providerStartUrl(provider), 303);
}
