import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { NavigationFocus } from '@/components/layout/navigation-focus';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { SiteHeader } from '@/components/layout/site-header';
import { UiTextProvider } from '@/components/layout/ui-text';
import { getMessages, getTranslations } from 'next-intl/server';
import { pickNamespaces } from '@/lib/i18n/catalogs';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { strapiAdminOrigin } from '@/lib/config';
import { getCatalog } from '@/lib/content/catalog';
import { pageSingleTypes } from '@/lib/content/single-types';
import { webUrl } from '@/lib/config';
import { REQUEST_PATH_HEADER } from '@/lib/http/request-path';
import { endedSessionPath, getCurrentUser, SessionUnavailableError } from '@/lib/auth/session';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { isPreviewing } from '@/lib/preview/draft-reads';
import type { ContentType } from '@/lib/strapi';
import './globals.css';

/**
 * The catalog namespaces every page's client components may need (the error boundaries'): the rest
 * come with the pages that use them (ClientText).
 */
const CLIENT_NAMESPACES = ['Errors'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Meta');
  return {
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    // Relative addresses in metadata (hreflang alternates) become absolute on the site's configured
    // address, never on the request's Host.
    metadataBase: new URL(`${webUrl}/`),
    icons: { icon: '/favicon.ico' },
  };
}

async function navigation(): Promise<{ collections: ContentType[]; pages: ContentType[] }> {
  try {
    const catalog = await getCatalog();
    return { collections: catalog.collections, pages: pageSingleTypes(catalog) };
  } catch {
    // The page itself reports an unreachable backend; the header just shows no collections.
    return { collections: [], pages: [] };
  }
}

/** `switcher`: the header's Language switcher, a slot the page's address fills (app/@switcher). */
export default async function RootLayout({ children, switcher }: { children: ReactNode; switcher?: ReactNode }) {
  const [session, { collections, pages }, { locale }, previewing, requestHeaders, messages, t, tPreview] = await Promise.all([
    getCurrentUser(),
    navigation(),
    getRequestLocale(),
    isPreviewing(),
    headers(),
    getMessages(),
    getTranslations('Footer'),
    getTranslations('preview'),
  ]);
  const path = requestHeaders.get(REQUEST_PATH_HEADER) ?? '/';
  // Server components cannot delete cookies: a route handler does it, then brings the user back.
  if (session.status === 'invalid') redirect(await endedSessionPath(path));
  // A cookie Strapi cannot be asked about (an outage): not a signed-out page, and no sign-out.
  if (session.status === 'unavailable') throw new SessionUnavailableError();
  return (
    <html lang={locale?.code ?? 'en'}>
      <body>
        {previewing && (
          <PreviewBanner
            adminOrigin={strapiAdminOrigin}
            path={path}
            text={{ label: tPreview('label'), title: tPreview('title'), body: tPreview('body'), exit: tPreview('exit') }}
          />
        )}
        <SiteHeader
          member={session.status === 'any-member' ? 'any' : session.user && { id: session.user.id, username: session.user.username }}
          collections={collections}
          pages={pages}
          // Next's own not-found page (an address no route matches) renders no slot: the switcher then offers the home pages.
          languages={switcher ?? <LanguageSwitcher route={null} />}
        />
        <UiTextProvider messages={pickNamespaces(messages, CLIENT_NAMESPACES)}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </UiTextProvider>
        <HydrationMark />
        <NavigationFocus target="main" />
        <footer className="site-footer">
          <p>{t('text')}</p>
        </footer>
      </body>
    </html>
  );
}
