import Link from 'next/link';
import { HomepageView } from '@/components/home/homepage-view';
import { Notice } from '@/components/ui/notice';
import { getCatalog } from '@/lib/content/catalog';
import { getHomepage } from '@/lib/content/home';

export default async function HomePage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const [catalog, homepage, { notice }] = await Promise.all([getCatalog(), getHomepage(), searchParams]);
  if (homepage) {
    return (
      <>
        <Notice code={notice} />
        <HomepageView type={homepage.type} document={homepage.document} catalog={catalog} />
      </>
    );
  }
  return (
    <section className="home">
      <Notice code={notice} />
      <h1>Portico</h1>
      <p>Choose a collection to browse.</p>
      <ul className="cards">
        {catalog.collections.map((collection) => (
          <li key={collection.uid} className="card">
            <Link href={`/${collection.schema.pluralName}`}>{collection.schema.displayName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
