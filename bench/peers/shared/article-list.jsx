import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { client } from './strapi';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One page of the article list, with the same query and card markup as Portico's /articles.
 * `nextHref` says where the next page is: ?page= for the naive peer, a path for the ISR peer
 * (a static page cannot read search params).
 */
export async function ArticleList({ page, nextHref }) {
  const { data, meta } = await client.collection('articles').find({
    fields: ['title', 'summary', 'publishedOn', 'featured', 'readingMinutes', 'level'],
    populate: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, category: { fields: ['name'] } },
    sort: ['createdAt:desc'],
    pagination: { page, pageSize: 25, withCount: true },
  });
  const { pagination } = meta;
  if (page > 1 && data.length === 0) notFound();
  return (
    <section>
      <h1>Articles</h1>
      <p>
        Showing {(pagination.page - 1) * pagination.pageSize + 1}–{(pagination.page - 1) * pagination.pageSize + data.length} of{' '}
        {pagination.total} entries.
      </p>
      <ul>
        {data.map((article) => (
          <li key={article.documentId}>
            {article.cover && <Image src={`${process.env.STRAPI_URL}${article.cover.url}`} alt="" width={160} height={90} sizes="160px" />}
            <h2>
              <Link href={`/articles/${article.documentId}`}>{article.title}</Link>
            </h2>
            {article.summary && <p>{article.summary}</p>}
            <dl>
              {article.category && (
                <div>
                  <dt>Category</dt>
                  <dd>{article.category.name}</dd>
                </div>
              )}
              {article.publishedOn && (
                <div>
                  <dt>Published on</dt>
                  <dd>{dateFormat.format(new Date(`${article.publishedOn}T00:00:00Z`))}</dd>
                </div>
              )}
              <div>
                <dt>Featured</dt>
                <dd>{article.featured ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Level</dt>
                <dd>{article.level}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {pagination.page < pagination.pageCount && <Link href={nextHref(pagination.page + 1)}>Next</Link>}
    </section>
  );
}
