import Link from 'next/link';
import type { ContentType, StrapiUser } from '@/lib/strapi';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { humanize } from '@/lib/collections/form-fields';

export function SiteHeader({ user, collections }: { user: StrapiUser | null; collections: ContentType[] }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link href="/" className="brand">
        Portico
      </Link>
      <nav aria-label="Collections">
        <ul>
          {collections.map((collection) => (
            <li key={collection.uid}>
              <Link href={`/${collection.schema.pluralName}`}>{humanize(collection.schema.pluralName)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-area">
        {user ? (
          <>
            <Link href="/account" className="account-link">
              <span className="visually-hidden">Account: </span>
              {user.username}
            </Link>
            <SignOutForm />
          </>
        ) : (
          <Link href="/login">Sign in</Link>
        )}
      </div>
    </header>
  );
}
