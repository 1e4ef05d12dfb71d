import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { VitalsReporter } from '@/components/layout/vitals-reporter';
import { NavigationFocus } from '@/components/layout/navigation-focus';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { SiteHeader } from '@/components/layout/site-header';
import { ownerField } from '@/lib/collections/data';
import { getCatalog } from '@/lib/content/catalog';
import { SiteView } from '@/components/site/site-view';
import type { FrameViewProps } from '@/components/site/site-api';
import { siteViews } from '@/app/site-scope';
import type { ComponentType } from 'react';
import { UiTextProvider } from '@/components/ui/ui-text';
import { getMessages, getTranslations } from 'next-intl/server';
import { pickNamespaces } from '@/lib/i18n/messages';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { strapiAdminOrigin } from '@/lib/app-settings';
import { webUrl } from '@/lib/app-settings';
import { REQUEST_PATH_HEADER } from '@/lib/http/request-path';
import { endedSessionPath, getCurrentUser, SessionUnavailableError } from '@/lib/auth/session';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { isPreviewing } from '@/lib/preview/preview-reads';
import { activeSite } from '@/lib/site/active';
import { headerNavigation, siteDescription, siteFooter, siteName, type NavigationLink } from '@/lib/content/site-identity';
import { PAGE_ERROR_ATTRIBUTE } from '@/server/shared/contract.mjs';
import type { Viewport } from 'next';
// The carousel's base rules (about 2 KB as brotli) travel in every page's one stylesheet: as the carousel's
// own import they were a stylesheet of their own, another render-blocking request before a phone's first paint.
import 'swiper/css';
import 'swiper/css/pagination';
import './tokens.css';
import './globals.css';
// After Portico's own styles, so that the site's tokens and rules win.
import '@site/theme.css';

/**
 * The catalog namespaces every page's client components may need (the error boundaries'): the rest
 * come with the pages that use them (ClientText).
 */
const CLIENT_NAMESPACES = ['Errors'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const [t, { locale }] = await Promise.all([getTranslations('Meta'), getRequestLocale()]);
  const code = locale?.code ?? 'en';
  const name = siteName(code) ?? t('siteName');
  return {
    title: { default: name, template: `%s · ${name}` },
    description: siteDescription(code) ?? t('description'),
    // Relative addresses in metadata (hreflang alternates) become absolute on the site's configured
    // address, never on the request's Host.
    metadataBase: new URL(`${webUrl}/`),
    openGraph: { siteName: name },
    icons: { icon: activeSite.icon?.src ?? '/favicon.ico' },
  };
}

/** The browser's chrome in each scheme: the site's colours, else the generic tokens' page colours. */
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: activeSite.themeColor?.light ?? '#f5f6f9' },
    { media: '(prefers-color-scheme: dark)', color: activeSite.themeColor?.dark ?? '#0f1217' },
  ],
};

async function navigation(locale: string): Promise<{ links: NavigationLink[]; failed: boolean }> {
  try {
    return await headerNavigation(locale);
  } catch {
    // The page itself reports an unreachable backend; the header just shows no collections.
    return { links: [], failed: false };
  }
}

/** Whether a type here is members' own: without one, there are no posts to list. */
async function membersWrite(): Promise<boolean> {
  return getCatalog()
    .then((catalog) => catalog.collections.some((type) => ownerField(type) !== undefined))
    .catch(() => false);
}

/** `switcher`: the header's Language switcher, a slot the page's address fills (app/@switcher). */
export default async function RootLayout({ children, switcher }: { children: ReactNode; switcher?: ReactNode }) {
  const { locale } = await getRequestLocale();
  const code = locale?.code ?? 'en';
  const [session, { links, failed: navigationFailed }, writes, footer, previewing, requestHeaders, messages, t, tPreview, tMeta] =
    await Promise.all([
      getCurrentUser(),
      navigation(code),
      membersWrite(),
      siteFooter(code),
      isPreviewing(),
      headers(),
      getMessages(),
      getTranslations('Footer'),
      getTranslations('preview'),
      getTranslations('Meta'),
    ]);
  const path = requestHeaders.get(REQUEST_PATH_HEADER) ?? '/';
  const brandName = siteName(code) ?? tMeta('siteName');
  // Server components cannot delete cookies: a route handler does it, then brings the user back.
  if (session.status === 'invalid') redirect(await endedSessionPath(path));
  // A cookie Strapi cannot be asked about (an outage): not a signed-out page, and no sign-out.
  if (session.status === 'unavailable') throw new SessionUnavailableError();
  return (
    <html lang={code}>
      <body>
        {previewing && (
          <PreviewBanner
            adminOrigin={strapiAdminOrigin}
            path={path}
            text={{ label: tPreview('label'), title: tPreview('title'), body: tPreview('body'), exit: tPreview('exit') }}
          />
        )}
        <Frame part="header" view={siteViews.frame?.header} links={links} siteName={brandName} locale={code}>
          <SiteHeader
            member={session.status === 'any-member' ? 'any' : session.user && { id: session.user.id, username: session.user.username }}
            links={links}
            writes={writes}
            brand={{ name: brandName, logo: activeSite.logo }}
            // Next's own not-found page (an address no route matches) renders no slot: the switcher then offers the home pages.
            languages={switcher ?? <LanguageSwitcher route={null} />}
          />
        </Frame>
        <UiTextProvider messages={pickNamespaces(messages, CLIENT_NAMESPACES)}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </UiTextProvider>
        <HydrationMark />
        <VitalsReporter />
        <NavigationFocus target="main" />
        <Frame part="footer" view={siteViews.frame?.footer} links={links} siteName={brandName} locale={code}>
          <footer className="site-footer">
            {footer.links.length > 0 && (
              <ul className="footer-links">
                {footer.links.map((link, index) => (
                  <li key={`${index}-${link.href}`}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            )}
            <p>{footer.note ?? t('text', { site: brandName })}</p>
          </footer>
        </Frame>
        {/* Links read from Strapi that it could not give: the fallback is shown, and the page is not stored. */}
        {(navigationFailed || footer.failed) && <span hidden {...{ [PAGE_ERROR_ATTRIBUTE]: 'navigation' }} />}
      </body>
    </html>
  );
}

/** Portico's header or footer, through the site folder's frame view for it when it has one. */
function Frame({
  part,
  view,
  children,
  ...props
}: Omit<FrameViewProps, 'generic'> & { part: 'header' | 'footer'; view?: ComponentType<FrameViewProps>; children: ReactNode }) {
  if (!view) return children;
  return <SiteView view={view} what={`the page's ${part}`} props={{ ...props, generic: children }} />;
}
