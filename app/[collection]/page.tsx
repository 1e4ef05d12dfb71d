import { typeNames } from '@/lib/content/model-words';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { EntryCard } from '@/components/collection/entry-card';
import { ListControls, type RelationChoices } from '@/components/collection/list-controls';
import { ListTransition } from '@/components/collection/list-transition';
import { Pagination } from '@/components/collection/pagination';
import { CollectionNotice } from '@/components/collection/collection-notice';
import { ViewSwitch } from '@/components/collection/view-switch';
import { SiteView } from '@/components/site/site-view';
import { hasDrafts, maxPageSize, ownerField, readList, readMyDrafts, relationOptions, resolveCollection } from '@/lib/collections/data';
import { listShape, type ListShape } from '@/lib/collections/list-shape';
import type { ContentType } from '@/lib/strapi';
import {
  canonicalListQuery,
  DEFAULT_PAGE_SIZE,
  filterableAttributes,
  listQuery,
  listStateToQuery,
  parseListState,
} from '@/lib/collections/list-state';
import { getCurrentUser, isMember, requireUser } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { alternateLanguages } from '@/lib/seo/alternates';
import { SingleTypePage } from '@/components/content/single-type-page';
import { renderScope } from '@/app/site-scope';
import type { RenderScope } from '@/components/content/field-value';
import { resolveSingleTypePage } from '@/lib/content/single-types';
import { singleTypeMetadata } from '@/lib/seo/page-metadata';
import { answeredOnServer } from '@/components/layout/answered-on-server';
import { metadataAnsweredOnServer } from '@/lib/http/page-answers';

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  // /{singularName}: a single type's own page.
  const singleType = await resolveSingleTypePage(collection);
  if (singleType) return singleTypeMetadata(singleType);
  const { type } = await resolveCollection(collection);
  return { title: typeNames(type).other, alternates: { languages: await alternateLanguages(`/${collection}`) } };
}

async function CollectionPage({ params, searchParams }: Props) {
  const { collection } = await params;
  const singleType = await resolveSingleTypePage(collection);
  if (singleType) return <SingleTypePage type={singleType.type} scope={await renderScope(singleType.catalog)} />;
  const [{ type, catalog }, query, session, locale] = await Promise.all([
    resolveCollection(collection),
    searchParams,
    getCurrentUser(),
    getLocale(),
  ]);
  const attributes = type.schema.attributes;
  const state = parseListState(query, type, maxPageSize, locale);
  const shape = listShape(type, catalog.types);
  const [basePath, scope] = await Promise.all([localHref(`/${type.schema.pluralName}`), renderScope(catalog)]);
  const canCreate = isMember(session) && Boolean(ownerField(type));
  const draftsOffered = canCreate && hasDrafts(type);
  if (hasDrafts(type) && query.status === 'draft') {
    await requireUser(`/${type.schema.pluralName}?status=draft`);
    return <MyDrafts type={type} shape={shape} basePath={basePath} scope={scope} notice={query.notice} />;
  }
  // One address per list state: junk parameters, invalid values and other orders go to it
  // (canonicalListQuery), so they are never stored as pages of their own.
  const canonical = canonicalListQuery(query, state);
  if (canonical !== null) redirect(`${basePath}${canonical}`);

  const [result, relationChoices] = await Promise.all([
    readList(type, listQuery(state, attributes, catalog.inferred ? { populate: '*' } : { fields: shape.fields, populate: shape.populate })),
    Promise.all(
      filterableAttributes(type).relations.map(async ([name, attribute]): Promise<RelationChoices> => ({
        name,
        options: await relationOptions(attribute.target, catalog),
      })),
    ),
  ]);
  const { pagination } = result.meta;
  // A page past the last one (a junk number, or the list shrank): the last page, the same way.
  const lastPage = Math.max(1, pagination.pageCount);
  if (state.page > lastPage) redirect(`${basePath}${listStateToQuery(state, { page: lastPage })}`);
  const t = await getTranslations('List');
  const names = typeNames(type);
  const count = t('count', { total: pagination.total, one: names.one.toLowerCase(), other: names.other.toLowerCase() });
  const filtered = Boolean(state.q || Object.keys(state.equals).length || Object.keys(state.ranges).length);

  const parts = {
    heading: (
      <header className="page-header">
        <h1>{typeNames(type).other}</h1>
        {canCreate && (
          <Link className="button" href={`${basePath}/new`}>
            {t('newEntry', { type: type.schema.displayName.toLowerCase() })}
          </Link>
        )}
      </header>
    ),
    lead: type.intro ? <p className="lead">{type.intro}</p> : null,
    controls: <ListControls basePath={basePath} state={state} type={type} relationChoices={relationChoices} />,
    count: (
      <p className="result-count" role="status">
        {pagination.pageCount > 1 ? t('countPaged', { count, page: pagination.page, pages: pagination.pageCount }) : count}
      </p>
    ),
    entries:
      result.data.length === 0 ? (
        <div className="empty-state">
          <p>{filtered ? t('nothingMatches') : t('emptyCollection', { name: typeNames(type).other.toLowerCase() })}</p>
          {filtered && (
            <Link data-list-link href={basePath}>
              {t('clearFilters')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="document-list">
          {result.data.map((document, index) => (
            <EntryCard
              key={document.documentId}
              type={type}
              document={document}
              shape={shape}
              basePath={basePath}
              scope={scope}
              lead={index === 0}
            />
          ))}
        </ul>
      ),
    pagination: <Pagination basePath={basePath} state={state} meta={pagination} />,
  };
  const results = (
    <>
      {parts.controls}
      {parts.count}
      {parts.entries}
      {parts.pagination}
    </>
  );
  const transition = (children: ReactNode) => (
    <ListTransition defaults={{ pageSize: String(DEFAULT_PAGE_SIZE) }} loadingLabel={t('loading')}>
      {children}
    </ListTransition>
  );
  const notices = (
    <>
      <CollectionNotice code={query.notice} />
      {draftsOffered && <ViewSwitch basePath={basePath} current="all" />}
    </>
  );
  const view = scope.views.types?.[type.uid]?.list;
  if (view) {
    const generic = (
      <>
        {parts.heading}
        {parts.lead}
        {results}
      </>
    );
    return (
      <section className="collection-page">
        {notices}
        {transition(
          <SiteView view={view} what={`the list of ${type.uid}`} props={{ type, locale: scope.locale, catalog, generic, parts }} />,
        )}
      </section>
    );
  }
  return (
    <section className="collection-page">
      {parts.heading}
      {notices}
      {parts.lead}
      {transition(results)}
    </section>
  );
}

/** The member's drafts: read with their token, never shared; Strapi decides whose they are. */
async function MyDrafts({
  type,
  shape,
  basePath,
  scope,
  notice,
}: {
  type: ContentType;
  shape: ListShape;
  basePath: string;
  scope: RenderScope;
  notice: unknown;
}) {
  const { data, meta } = await readMyDrafts(type, {
    fields: shape.fields,
    populate: shape.populate,
    pagination: { page: 1, pageSize: maxPageSize },
  });
  const name = typeNames(type).other;
  const t = await getTranslations('List');
  return (
    <section className="collection-page">
      <header className="page-header">
        <h1>{t('myDraftsTitle', { name: name.toLowerCase() })}</h1>
        {ownerField(type) && (
          <Link className="button" href={`${basePath}/new`}>
            {t('newEntry', { type: type.schema.displayName.toLowerCase() })}
          </Link>
        )}
      </header>
      <CollectionNotice code={notice} />
      <ViewSwitch basePath={basePath} current="drafts" />
      <p className="result-count" role="status">
        {data.length === 0
          ? t('noDrafts')
          : t('drafts', { total: meta.pagination.total, shown: meta.pagination.total > data.length ? data.length : 0 })}
      </p>
      {data.length > 0 && (
        <ul className="document-list">
          {data.map((document) => (
            <EntryCard key={document.documentId} type={type} document={document} shape={shape} basePath={basePath} scope={scope} draft />
          ))}
        </ul>
      )}
    </section>
  );
}

export const generateMetadata = metadataAnsweredOnServer(pageMetadata);
export default answeredOnServer(CollectionPage, { failure: 'list' });
