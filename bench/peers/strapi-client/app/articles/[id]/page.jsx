import { ArticleView } from '../../../../shared/article';

// Fetched on every request.
export const dynamic = 'force-dynamic';

export default async function ArticlePage({ params }) {
  const { id } = await params;
  return <ArticleView id={id} />;
}
