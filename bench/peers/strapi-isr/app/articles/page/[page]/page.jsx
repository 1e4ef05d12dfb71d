import { notFound } from 'next/navigation';
import { ArticleList } from '../../../../../shared/article-list';
import { listPagePath } from '../../../../components/list-page-path';

// Later list pages: none prerendered at build, each rendered on first request and then served statically (ISR).
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function ArticlesPage({ params }) {
  const { page } = await params;
  const number = Number(page);
  if (!Number.isInteger(number) || number < 1) notFound();
  return <ArticleList page={number} nextHref={listPagePath} />;
}
