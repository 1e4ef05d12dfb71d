import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Pagination } from '@/components/collection/pagination';
import { MarkedText } from '@/components/search/marked-text';
import { ResultsHeading } from '@/components/search/results-heading';
import { SiteSearchForm } from '@/components/search/site-search-form';
import { getCatalog } from '@/lib/content/catalog';
import { typeNames } from '@/lib/content/model-words';
import { homeSingleType } from '@/lib/app-settings';
import { localHref } from '@/lib/i18n/request-locale';
import type { SearchHit } from '@/lib/strapi/search';
import { runSiteSearch } from '@/lib/search/site-search';
import { firstValue } from '@/server/shared/first-value.mjs';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = (firstValue((await searchParams).q) ?? '').trim();
  const t = await getTranslations('Search');
  return { title: q ? t('titleFor', { query: q }) : t('title'), robots: { index: false, follow: false } };
}

/**
 * /search: one search over every type the visitor may read, in the page's locale, ranked by Strapi's plugin;
 * filters by type and pages in the URL, like the lists. Rendered for each request: a member's results hold
 * their drafts, and nothing of it is stored.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = (firstValue(params.q) ?? '').trim().slice(0, 200);
  const type = firstValue(params.type) ?? '';
  const page = Math.max(1, Number.parseInt(firstValue(params.page) ?? '1', 10) || 1);
  const [t, locale, catalog, basePath] = await Promise.all([getTranslations('Search'), getLocale(), getCatalog(), localHref('/search')]);
  const result = q ? await runSiteSearch({ q, locale, type, page }) : null;
  const label = (hit: { uid: string }, count: 'one' | 'other') => {
    const known = catalog.types.get(hit.uid);
    return known ? typeNames(known)[count] : hit.uid;
  };
  const href = (next: { type?: string; page?: number }) => {
    const query = new URLSearchParams({ q });
    const chosen = next.type ?? type;
    if (chosen) query.set('type', chosen);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    return `${basePath}?${query.toString()}`;
  };
  // A single type is its page (the home page's type is the home page); a draft opens in its editor.
  const entryHref = async (hit: SearchHit) =>
    localHref(
      hit.type.kind === 'singleType'
        ? hit.type.singularName === homeSingleType
          ? '/'
          : `/${hit.type.singularName}`
        : hit.status === 'draft'
          ? `/${hit.type.pluralName}/${hit.documentId}/edit`
          : `/${hit.type.pluralName}/${encodeURIComponent(hit.address ?? hit.documentId)}`,
    );

  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">{t('title')}</h1>
      <SiteSearchForm query={q} id="search-page-query" again />
      {result && (
        <>
          {result.status === 'failed' ? (
            <p className="notice error" role="alert">
              {t('failed')}
            </p>
          ) : (
            <>
              <ResultsHeading id="search-results">{t('resultsFor', { count: result.meta.total, query: q })}</ResultsHeading>
              {result.meta.fallback && <p className="notice">{t('fallback')}</p>}
              {result.meta.corrected.length > 0 && (
                <p className="muted">{t('corrected', { words: result.meta.corrected.map((word) => word.to).join(', ') })}</p>
              )}
              {result.meta.types.length > 1 && (
                <nav aria-label={t('types')} className="search-types">
                  <ul>
                    <li>
                      <Link href={href({ type: '' })} aria-current={type ? undefined : 'page'}>
                        {t('allTypes', { count: result.meta.types.reduce((sum, each) => sum + each.count, 0) })}
                      </Link>
                    </li>
                    {result.meta.types.map((each) => {
                      const name = each.kind === 'singleType' ? each.singularName : each.pluralName;
                      return (
                        <li key={each.uid}>
                          <Link href={href({ type: name })} aria-current={type === name ? 'page' : undefined}>
                            {t('typeCount', { type: label(each, 'other'), count: each.count })}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
              )}
              {result.meta.total === 0 ? (
                <div className="search-empty">
                  <p>{t('nothing', { query: q })}</p>
                  {result.meta.suggestion && (
                    <p>
                      {t('didYouMean')}{' '}
                      <Link href={`${basePath}?${new URLSearchParams({ q: result.meta.suggestion })}`}>{result.meta.suggestion}</Link>
                    </p>
                  )}
                </div>
              ) : (
                <ol className="search-results" aria-labelledby="search-results">
                  {await Promise.all(
                    result.data.map(async (hit) => (
                      <li key={`${hit.type.uid}/${hit.documentId}/${hit.status}`} className="search-result">
                        <p className="search-result-type">
                          {label(hit.type, 'one')}
                          {hit.status === 'draft' && <span className="badge">{t('draft')}</span>}
                        </p>
                        <h3>
                          <Link href={await entryHref(hit)}>
                            <MarkedText parts={hit.title.length ? hit.title : [{ text: label(hit.type, 'one'), mark: false }]} />
                          </Link>
                        </h3>
                        <p className="search-result-snippet">
                          <MarkedText parts={hit.snippet} />
                        </p>
                      </li>
                    )),
                  )}
                </ol>
              )}
              <Pagination
                pageHref={(next: number) => href({ page: next })}
                meta={{ page: result.meta.page, pageCount: result.meta.pageCount }}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
