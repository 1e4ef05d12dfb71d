import { HomepageView } from '@/components/home/homepage-view';
import { renderScope } from '@/app/site-scope';
import { Notice } from '@/components/ui/notice';
import { getCatalog } from '@/lib/content/catalog';
import { getHomepage } from '@/lib/content/home';
import { cardRead } from '@/lib/collections/list-shape';
import { LocalLink } from '@/components/ui/local-link';
import { alternateLanguages } from '@/lib/seo/alternates';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { metadataAnsweredOnServer } from '@/lib/http/page-answers';

async function pageMetadata(): Promise<Metadata> {
  return { alternates: { languages: await alternateLanguages('/') } };
}

async function HomePage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const [catalog, homepage, { notice }, t] = await Promise.all([
    getCatalog(),
    getHomepage(cardRead),
    searchParams,
    getTranslations('Home'),
  ]);
  if (homepage) {
    return (
      <>
        <Notice code={notice} />
        <HomepageView type={homepage.type} document={homepage.document} scope={await renderScope(catalog)} />
      </>
    );
  }
  return (
    <section className="home">
      <Notice code={notice} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="cards">
        {catalog.collections.map((collection) => (
          <li key={collection.uid} className="card">
            <LocalLink href={`/${collection.schema.pluralName}`}>{collection.schema.displayName}</LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const generateMetadata = metadataAnsweredOnServer(pageMetadata);
export default answeredOnServer(HomePage);
