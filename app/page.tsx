import { HomepageView } from '@/components/home/homepage-view';
import { renderScope, siteViews } from '@/app/site-scope';
import { Notice } from '@/components/ui/notice';
import { getCatalog } from '@/lib/content/catalog';
import { getHomeEntry, getHomepage } from '@/lib/content/home';
import { entryTitle } from '@/lib/content/entry-title';
import { cardRead } from '@/lib/collections/list-shape';
import { EntryBody } from '@/components/content/single-type-page';
import { LocalLink } from '@/components/ui/local-link';
import { SiteView } from '@/components/site/site-view';
import { alternateLanguages } from '@/lib/seo/alternates';
import { documentMetadata } from '@/lib/seo/page-metadata';
import { titleAttribute } from '@/lib/strapi';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { metadataAnsweredOnServer } from '@/lib/http/page-answers';

async function pageMetadata(): Promise<Metadata> {
  const entry = await getHomeEntry();
  // The chosen entry's title and description, at the home page's address.
  if (entry) return documentMetadata(entry.type, entry.catalog, entry.document, '/');
  return { alternates: { languages: await alternateLanguages('/') } };
}

/** The home single type's page, the entry the site folder chose, or the site's collections. */
async function HomeContent({ notice }: { notice?: string }) {
  const [catalog, entry, t] = await Promise.all([getCatalog(), getHomeEntry(), getTranslations('Home')]);
  if (entry) {
    const title = entryTitle(entry.type, entry.document);
    const titleName = titleAttribute(entry.type.schema.attributes);
    return (
      <article className="document-page">
        <Notice code={notice} />
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <EntryBody
          type={entry.type}
          entry={entry.document}
          title={title}
          scope={await renderScope(catalog)}
          skip={titleName ? [titleName] : []}
        />
      </article>
    );
  }
  const homepage = await getHomepage(cardRead);
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

async function HomePage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const { notice } = await searchParams;
  const generic: ReactNode = await HomeContent({ notice });
  const view = siteViews.home;
  if (!view) return generic;
  const scope = await renderScope(await getCatalog());
  return <SiteView view={view} what="the home page" props={{ locale: scope.locale, generic, catalog: scope.catalog }} />;
}

export const generateMetadata = metadataAnsweredOnServer(pageMetadata);
export default answeredOnServer(HomePage);
