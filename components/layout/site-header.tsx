import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ContentType } from '@/lib/strapi';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { MemberName } from '@/components/layout/member-name';
import { LocalLink } from '@/components/layout/local-link';
import type { Member } from '@/components/layout/member';
import { humanize } from '@/lib/collections/form-fields';
import { LOGIN_PATH } from '@/server/shared/routes.mjs';

/**
 * `member`: the signed-in member, "any" on a page shared by all members (the page server fills in
 * the name), or null when signed out.
 */
export async function SiteHeader({
  member,
  collections,
  pages = [],
  languages,
}: {
  member: Member | 'any' | null;
  collections: ContentType[];
  /** Single types with a page of their own (/about). */
  pages?: ContentType[];
  /** The Language switcher, supplied by the page's address. */
  languages?: ReactNode;
}) {
  const t = await getTranslations('Header');
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <LocalLink href="/" className="brand">
        {t('brand')}
      </LocalLink>
      <nav aria-label={t('collections')}>
        <ul>
          {collections.map((collection) => (
            <li key={collection.uid}>
              <LocalLink href={`/${collection.schema.pluralName}`}>{humanize(collection.schema.pluralName)}</LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {pages.length > 0 && (
        <nav aria-label={t('pages')}>
          <ul>
            {pages.map((page) => (
              <li key={page.uid}>
                <LocalLink href={`/${page.schema.singularName}`}>{page.schema.displayName}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="account-area">
        {languages}
        {member ? (
          <>
            <LocalLink href="/account" className="account-link">
              <span className="visually-hidden">{t('account')}</span>
              <MemberName member={member === 'any' ? undefined : member} />
            </LocalLink>
            <SignOutForm label={t('signOut')} />
          </>
        ) : (
          <LocalLink href={LOGIN_PATH}>{t('signIn')}</LocalLink>
        )}
      </div>
    </header>
  );
}
