import Link from 'next/link';
import { CurrentUser } from '../components/current-user';

export default function Layout({ children }) {
  // No cookies() or headers() here: reading either would make every page dynamic. The user is fetched by the browser instead.
  return (
    <html lang="en">
      <body>
        <header>
          <Link href="/">Peer</Link> <Link href="/articles">Articles</Link> <CurrentUser />
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
