import { ArticleList } from '../../components/article-list';

// Static, regenerated in the background at most once a minute (ISR).
export const revalidate = 60;

export default function Articles() {
  return <ArticleList page={1} />;
}
