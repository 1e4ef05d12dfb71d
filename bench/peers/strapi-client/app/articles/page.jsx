import { ArticleList } from '../../../shared/article-list';

// Fetched on every request, written the straightforward way.
export const dynamic = 'force-dynamic';

export default async function Articles({ searchParams }) {
  const { page = '1' } = await searchParams;
  return <ArticleList page={Number(page)} nextHref={(next) => `/articles?page=${next}`} />;
}
