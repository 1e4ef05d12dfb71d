import type { ReactNode } from 'react';
import { answerNotFound, pageAnswerFor } from '@/lib/http/page-answers';
import { NotFoundView } from './not-found-view';
import { PageErrorView, type PageErrorKind } from './page-error-view';

/**
 * Nothing found, or a failed read, answered as any page is: rendered on the server, with its status. Next answers a
 * first render that throws with an empty document, drawn from the payload in the browser: blank without JavaScript
 * (https://github.com/vercel/next.js/issues/62228).
 */

/** For a component below the page (it renders after the page returned): the not-found view, as a 404. */
export function notFoundAnswer(): ReactNode {
  answerNotFound();
  return <NotFoundView />;
}

/** The page, or the view of what it threw (`notFound()`, a failed read); Next's other throws (a redirect) go on. */
export function answeredOnServer<Props>(
  page: (props: Props) => Promise<ReactNode>,
  { failure = 'page' }: { failure?: PageErrorKind } = {},
): (props: Props) => Promise<ReactNode> {
  return async (props) => {
    try {
      return await page(props);
    } catch (error) {
      return pageAnswerFor(error) === 'not-found' ? <NotFoundView /> : <PageErrorView kind={failure} />;
    }
  };
}
