import Link from 'next/link';
import { listStateToQuery, type ListState } from '@/lib/collections/list-state';
import type { PaginationMeta } from '@/lib/strapi';

/** Previous / next and a window of page numbers, all plain links carrying the rest of the list state. */
export function Pagination({ basePath, state, meta }: { basePath: string; state: ListState; meta: PaginationMeta }) {
  if (meta.pageCount <= 1) return null;
  const href = (page: number) => `${basePath}${listStateToQuery(state, { page })}`;
  const first = Math.max(1, meta.page - 2);
  const last = Math.min(meta.pageCount, meta.page + 2);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav className="pagination" aria-label="Pagination">
      {meta.page > 1 ? (
        <Link data-list-link href={href(meta.page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          Previous
        </span>
      )}
      <ul>
        {first > 1 && (
          <li>
            <Link data-list-link href={href(1)} aria-label="Page 1">
              1
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
              <Link data-list-link href={href(page)} aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {last < meta.pageCount && (
          <li>
            {last < meta.pageCount - 1 && <span aria-hidden="true">… </span>}
            <Link data-list-link href={href(meta.pageCount)} aria-label={`Page ${meta.pageCount}`}>
              {meta.pageCount}
            </Link>
          </li>
        )}
      </ul>
      {meta.page < meta.pageCount ? (
        <Link data-list-link href={href(meta.page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className="disabled">
          Next
        </span>
      )}
    </nav>
  );
}
