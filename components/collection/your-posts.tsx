import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Pagination } from './pagination';
import { ViewLinks } from './view-switch';
import { ownerField } from '@/lib/collections/data';
import { typeNames } from '@/lib/content/model-words';
import { entryPath } from '@/lib/content/entry-address';
import { formatDate } from '@/lib/i18n/format';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';
import { titleAttribute, type Catalog, type ContentType } from '@/lib/strapi/schema';
import type { OwnPost, OwnPostsStatus } from '@/lib/strapi';

export interface PostsPage {
  posts: OwnPost[];
  page: number;
  pageCount: number;
  total: number;
}

/** One post: its title, linked to what readers see (its draft, for the owner, until it is published), and its state. */
function PostRow({
  post,
  type,
  locales,
  locale,
  t,
}: {
  post: OwnPost;
  type: ContentType;
  locales: SiteLocale[];
  locale: string;
  t: Awaited<ReturnType<typeof getTranslations<'Posts'>>>;
}) {
  const entry = { documentId: post.documentId, ...post.fields };
  const inLocale = locales.find((candidate) => candidate.code === post.locale);
  const path = localizePath(entryPath(type, entry), inLocale);
  const title = titleAttribute(type.schema.attributes);
  const heading = (title && typeof post.fields[title] === 'string' && post.fields[title]) || t('untitled');
  const view = post.status === 'draft' ? `${path}?status=draft` : path;
  const edit = localizePath(`/${type.schema.pluralName}/${encodeURIComponent(post.documentId)}/edit`, inLocale);
  return (
    <li className="post">
      <div>
        <Link href={view} className="post-title" lang={inLocale && inLocale.code !== locale ? inLocale.code : undefined}>
          {heading}
        </Link>
        <p className="muted">
          {typeNames(type).one}
          {inLocale && locales.length > 1 ? ` · ${inLocale.name}` : ''}
          {' · '}
          <time dateTime={post.updatedAt}>{t('edited', { date: formatDate(post.updatedAt.slice(0, 10), locale) })}</time>
        </p>
      </div>
      <span className={post.status === 'draft' ? 'draft-badge' : 'badge'}>{t(`status.${post.status}`)}</span>
      <Link className="button secondary" href={edit} aria-label={t('editThis', { title: heading })}>
        {t('edit')}
      </Link>
    </li>
  );
}

/**
 * "Your posts": everything the member has written, of every type members own and in every locale, last changed first,
 * with a link to write a new one of each type.
 */
export async function YourPosts({
  found,
  status,
  catalog,
  locales,
  basePath,
}: {
  found: PostsPage | null;
  status: OwnPostsStatus | undefined;
  catalog: Catalog;
  locales: SiteLocale[];
  basePath: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('Posts'), getLocale()]);
  const types = new Map(catalog.collections.map((type) => [type.uid, type]));
  const writable = catalog.collections.filter((type) => ownerField(type));
  const views = [
    { key: undefined, label: t('all') },
    { key: 'draft', label: t('drafts') },
    { key: 'published', label: t('published') },
  ] as const;
  const hrefOf = (view: OwnPostsStatus | undefined, page = 1) => {
    const query = new URLSearchParams({ ...(view ? { status: view } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const here = locales.find((candidate) => candidate.code === locale);
  const shown = found?.posts.filter((post) => types.has(post.type)) ?? [];
  return (
    <section className="posts-page" aria-labelledby="posts-title">
      <header className="page-header">
        <h1 id="posts-title">{t('title')}</h1>
        {writable.length > 0 && (
          <ul className="post-new">
            {writable.map((type) => (
              <li key={type.uid}>
                <Link className="button" href={localizePath(`/${type.schema.pluralName}/new`, here)}>
                  {t('new', { type: typeNames(type).one.toLowerCase() })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      <p className="muted">{t('intro')}</p>
      <ViewLinks
        label={t('views')}
        views={views.map((view) => ({ key: view.key ?? 'all', label: view.label, href: hrefOf(view.key) }))}
        current={status ?? 'all'}
      />
      {!found ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <>
          <p className="result-count" role="status">
            {found.total === 0 ? t(status ? `none.${status}` : 'none.all') : t('count', { total: found.total })}
          </p>
          {shown.length > 0 && (
            <ul className="post-list">
              {shown.map((post) => (
                <PostRow
                  key={`${post.type}/${post.documentId}/${post.locale ?? ''}`}
                  post={post}
                  type={types.get(post.type)!}
                  locales={locales}
                  locale={locale}
                  t={t}
                />
              ))}
            </ul>
          )}
          <Pagination meta={{ page: found.page, pageCount: found.pageCount }} pageHref={(page) => hrefOf(status, page)} />
        </>
      )}
    </section>
  );
}
