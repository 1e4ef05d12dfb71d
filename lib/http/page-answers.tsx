import 'server-only';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageErrorView, type PageErrorKind } from '@/components/layout/page-error-view';
import { errorStatus } from '@/lib/strapi';
import { answerStatus } from '@/server/observability/observe.mjs';

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
 * not-found view or the error view in the page's place, and says the status on the request's
 * context, which the app server writes (server/pages/answer-status.mjs). Next's other throws (a
 * redirect, a dynamic render's signal) go on to Next. `metadataAnsweredOnServer` does the same for
 * the page's metadata, which Next renders beside it. A component below the page cannot be caught
 * this way (it renders after the page returned): it returns `notFoundAnswer()` instead.
 */

/** Whether `error` is what Next's `notFound()` throws. */
export function isNotFound(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}

/** The not-found view, as the answer to this request: it is a 404. */
export function notFoundAnswer(): ReactNode {
  answerStatus(404);
  return <NotFoundView />;
}

/**
 * What a page threw, as its answer: the not-found view (404), or, for a failure, the error view
 * (500), logged as Next logs a failed render (with the request's id: server/observability/log.mjs).
 */
function answerFor(error: unknown, failure: PageErrorKind): ReactNode {
  if (isNotFound(error)) return notFoundAnswer();
  unstable_rethrow(error);
  // A token Strapi refused (401) is no failure of the page: the layout's session check, run beside
  // it, signs the visitor out, and its redirect is the answer.
  if (errorStatus(error) !== 401) console.error(error);
  answerStatus(500);
  return <PageErrorView kind={failure} />;
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
      return answerFor(error, failure);
    }
  };
}

/**
 * A page's metadata, or, where the page finds nothing, the not-found page's (never indexed); where
 * its reads fail, the error page's title (the page itself logs the failure and answers 500).
 */
export function metadataAnsweredOnServer<Props>(generate: (props: Props) => Promise<Metadata>): (props: Props) => Promise<Metadata> {
  return async (props) => {
    try {
      return await generate(props);
    } catch (error) {
      if (isNotFound(error)) return notFoundMetadata();
      unstable_rethrow(error);
      const t = await getTranslations('Errors');
      return { title: t('title'), robots: { index: false, follow: false } };
    }
  };
}

/** The not-found page's metadata: its title, and never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false, follow: false } };
}
