import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="state-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have been moved or deleted.</p>
      <Link href="/">Go to the home page</Link>
    </section>
  );
}
