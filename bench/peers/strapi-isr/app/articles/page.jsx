import { ArticleList } from '../../../shared/article-list';
import { listPagePath } from '../../components/list-page-path';

// Static, regenerated in the background at most once a minute (ISR).
export const revalidate = 60;

export default function Articles() {
  return <ArticleList page={1} nextHref={listPagePath} />;
}
