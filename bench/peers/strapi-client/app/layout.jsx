import { cookies } from 'next/headers';
import Link from 'next/link';

export default async function Layout({ children }) {
  // Like Portico's header, it looks at the session cookie on every request.
  const signedIn = Boolean((await cookies()).get('strapi_jwt'));
  return (
    <html lang="en">
      <body>
        <header>
          <Link href="/">Peer</Link> <Link href="/articles">Articles</Link> {signedIn ? 'Signed in' : <Link href="/login">Sign in</Link>}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
