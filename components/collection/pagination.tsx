import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { listStateToQuery, type ListState } from '@/lib/collections/list-state';
import type { PaginationMeta } from '@/lib/strapi';

/**
 * Previous / next and a window of page numbers, all plain links carrying the rest of the list state (or, for
 * another page with pages, `pageHref`'s addresses).
 */
export function Pagination({
  meta,
  ...where
}: { meta: Pick<PaginationMeta, 'page' | 'pageCount'> } & (
  { basePath: string; state: ListState } | { pageHref: (page: number) => string }
)) {
  const t = useTranslations('Pagination');
  if (meta.pageCount <= 1) return null;
  const href = (page: number) =>
    'pageHref' in where ? where.pageHref(page) : `${where.basePath}${listStateToQuery(where.state, { page })}`;
  const first = Math.max(1, meta.page - 2);
  const last = Math.min(meta.pageCount, meta.page + 2);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label={t('label')}>
      {meta.page > 1 ? (
        <Link data-list-link href={href(meta.page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          {t('previous')}
        </span>
      )}
      <ul>
        {first > 1 && (
          <li>
            <Link data-list-link href={href(1)} aria-label={t('page', { page: 1 })}>
              {1}
            </Link>
            {first > 2 && <span aria-hidden="true"> …</span>}
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === meta.page ? (
              <span aria-current="page" className="current">
                {page}
              </span>
            ) : (
              <Link data-list-link href={href(page)} aria-label={t('page', { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {last < meta.pageCount && (
          <li>
            {last < meta.pageCount - 1 && <span aria-hidden="true">… </span>}
            <Link data-list-link href={href(meta.pageCount)} aria-label={t('page', { page: meta.pageCount })}>
              {meta.pageCount}
            </Link>
          </li>
        )}
      </ul>
      {meta.page < meta.pageCount ? (
        <Link data-list-link href={href(meta.page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
