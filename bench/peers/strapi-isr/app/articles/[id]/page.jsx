import { ArticleView } from '../../../../shared/article';

// No article is prerendered at build; each is rendered on first request, then served statically and regenerated at most once a minute (ISR).
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function ArticlePage({ params }) {
  const { id } = await params;
  return <ArticleView id={id} />;
}
