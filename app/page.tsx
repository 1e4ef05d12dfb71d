import Link from 'next/link';
import { HomepageView } from '@/components/home/homepage-view';
import { getCatalog } from '@/lib/catalog';
import { getHomepage } from '@/lib/home';

export default async function HomePage() {
  const [catalog, homepage] = await Promise.all([getCatalog(), getHomepage()]);
  if (homepage) return <HomepageView type={homepage.type} document={homepage.document} catalog={catalog} />;
  return (
    <section className="home">
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
