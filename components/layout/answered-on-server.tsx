import type { ReactNode } from 'react';
import { answerNotFound, pageAnswerFor } from '@/lib/http/page-answers';
import { NotFoundView } from './not-found-view';
import { PageErrorView, type PageErrorKind } from './page-error-view';

/**
 * A page that finds nothing, or whose reads fail, answered like any other page: rendered on the
 * server, in the layout, with its status (404, 500).
 *
 * When a page throws while its first HTML renders (Next's `notFound()`, or Strapi answering 5xx),
 * Next answers in production with an empty `<html id="__next_error__">` and draws the not-found page
 * or the error boundary (error.tsx) in the browser, from the payload alone: blank without
 * JavaScript, late with it (https://github.com/vercel/next.js/issues/62228). So the content pages
 * are wrapped in `answeredOnServer`: the page keeps calling `notFound()` wherever it finds nothing
 * (it stops the page there) and lets a failed read throw; the wrapper catches either, renders the
 * not-found view or the error view in the page's place, and says the status. Next's other throws (a
 * redirect, a dynamic render's signal) go on to Next. `metadataAnsweredOnServer` does the same for
 * the page's metadata, which Next renders beside it. A component below the page cannot be caught
 * this way (it renders after the page returned): it returns `notFoundAnswer()` instead.
 */

/** The not-found view, as the answer to this request: it is a 404. */
export function notFoundAnswer(): ReactNode {
  answerNotFound();
  return <NotFoundView />;
}

/**
 * A page whose `notFound()` and failed reads are answered on the server. `failure`: which words the
 * error view has (`list`: a list's, whose filters are kept in its address).
 */
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
