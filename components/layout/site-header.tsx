import Link from 'next/link';
import type { ContentType } from '@/lib/strapi';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { MemberName } from '@/components/layout/member-name';
import { LocalLink } from '@/components/layout/local-link';
import type { Member } from '@/components/layout/member';
import { humanize } from '@/lib/collections/form-fields';
import { LOGIN_PATH } from '@/server/routes.mjs';

/**
 * `member`: the signed-in member, "any" on a page shared by all members (the page server fills in
 * the name), or null when signed out.
 */
export function SiteHeader({
  member,
  collections,
  pages = [],
}: {
  member: Member | 'any' | null;
  collections: ContentType[];
  /** Single types with a page of their own (/about). */
  pages?: ContentType[];
}) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LocalLink href="/" className="brand">
        Portico
      </LocalLink>
      <nav aria-label="Collections">
        <ul>
          {collections.map((collection) => (
            <li key={collection.uid}>
              <LocalLink href={`/${collection.schema.pluralName}`}>{humanize(collection.schema.pluralName)}</LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {pages.length > 0 && (
        <nav aria-label="Pages">
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
        {member ? (
          <>
            <Link href="/account" className="account-link">
              <span className="visually-hidden">Account: </span>
              <MemberName member={member === 'any' ? undefined : member} />
            </Link>
            <SignOutForm />
          </>
        ) : (
          <Link href={LOGIN_PATH}>Sign in</Link>
        )}
      </div>
    </header>
  );
}
