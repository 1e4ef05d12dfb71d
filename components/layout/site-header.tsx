import { getTranslations } from 'next-intl/server';
import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { MemberName } from '@/components/layout/member-name';
import { SearchIcon, SiteSearchForm } from '@/components/search/site-search-form';
import { LocalLink } from '@/components/ui/local-link';
import type { Member } from '@/components/layout/member';
import type { NavigationLink } from '@/lib/content/site-identity';
import type { SiteLogo } from '@/lib/site/site-data';
import { LOGIN_PATH } from '@/server/shared/route-paths.mjs';

function Logo({ logo }: { logo: SiteLogo }) {
  const { props } = getImageProps({ src: logo.light, alt: '', unoptimized: true, className: 'brand-logo' });
  const dark = logo.dark ? getImageProps({ src: logo.dark, alt: '', unoptimized: true }).props : undefined;
  return (
    <picture>
      {dark && <source media="(prefers-color-scheme: dark)" srcSet={dark.src} />}
      <img {...props} alt="" />
    </picture>
  );
}

/** `member` is "any" on a stored page: the page server fills the name in. */
export async function SiteHeader({
  member,
  links,
  brand,
  languages,
  writes = false,
}: {
  member: Member | 'any' | null;
  /** Whether members write here (a type they own): their menu then leads to their posts. */
  writes?: boolean;
  links: NavigationLink[];
  brand: { name: string; logo?: SiteLogo };
  languages?: ReactNode;
}) {
  const t = await getTranslations('Header');
  const primary = links.filter((link) => link.kind !== 'page');
  const pages = links.filter((link) => link.kind === 'page');
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <LocalLink href="/" className="brand">
        {brand.logo && <Logo logo={brand.logo} />}
        {brand.name}
      </LocalLink>
      <div className="site-navigation">
        <nav aria-label={t('collections')}>
          <ul>
            {primary.map((link) => (
              <li key={link.key}>
                {/^https?:/.test(link.href) ? <a href={link.href}>{link.label}</a> : <LocalLink href={link.href}>{link.label}</LocalLink>}
              </li>
            ))}
          </ul>
        </nav>
        {pages.length > 0 && (
          <nav aria-label={t('pages')}>
            <ul>
              {pages.map((link) => (
                <li key={link.key}>
                  <LocalLink href={link.href}>{link.label}</LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <SiteSearchForm />
      {/* On a phone the box opens in place, under the header, from its magnifier (a disclosure: no script needed). */}
      <details className="search-toggle">
        <summary>
          <SearchIcon />
          <span className="visually-hidden">{t('search')}</span>
        </summary>
        <SiteSearchForm id="site-search-phone" />
      </details>
      <div className="account-area">
        {languages}
        {member ? (
          // The member's name opens their menu: cut when long, on a phone only its picture, so the header keeps its rows.
          <details className="account-menu">
            <summary>
              <svg className="avatar" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
                <circle cx="12" cy="9.5" r="3.6" fill="currentColor" />
                <path d="M5.5 19a7 7 0 0 1 13 0" fill="currentColor" />
              </svg>
              <span className="visually-hidden">{t('account')}</span>
              <MemberName member={member === 'any' ? undefined : member} />
            </summary>
            <ul>
              {writes && (
                <li>
                  <LocalLink href="/account/posts">{t('yourPosts')}</LocalLink>
                </li>
              )}
              <li>
                <LocalLink href="/account">{t('yourAccount')}</LocalLink>
              </li>
              <li>
                <SignOutForm label={t('signOut')} />
              </li>
            </ul>
          </details>
        ) : (
          <LocalLink href={LOGIN_PATH}>{t('signIn')}</LocalLink>
        )}
      </div>
    </header>
  );
}
