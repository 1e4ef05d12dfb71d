import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { NotFoundView } from '@/components/layout/not-found-view';
import { answerStatus } from '@/server/answer-status.mjs';

/**
 * Content that is not there (an unknown collection, a missing or unreadable document): a 404 whose
 * page is rendered on the server like any other.
 *
 * Next's `notFound()`, thrown while a page renders, gets an empty document from Next in
 * production, drawn only by the browser's JavaScript (server/answer-status.mjs says why). So the
 * pages keep calling `notFound()` wherever they find nothing (it stops the page there), and
 * `answeringNotFound` catches it at the page: the page renders `NotFoundView` in the layout, and
 * the app server answers 404. `metadataAnsweringNotFound` does the same for the page's metadata,
 * which Next renders beside it. A component below the page cannot be caught this way (it renders
 * after the page returned): it returns `notFoundAnswer()` instead of calling `notFound()`.
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

/** A page whose `notFound()` renders the not-found view on the server (a 404). */
export function answeringNotFound<Props>(page: (props: Props) => Promise<ReactNode>): (props: Props) => Promise<ReactNode> {
  return async (props) => {
    try {
      return await page(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return notFoundAnswer();
    }
  };
}

/** A page's metadata, or, where the page finds nothing, the not-found page's (never indexed). */
export function metadataAnsweringNotFound<Props>(generate: (props: Props) => Promise<Metadata>): (props: Props) => Promise<Metadata> {
  return async (props) => {
    try {
      return await generate(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return notFoundMetadata();
    }
  };
}

/** The not-found page's metadata: its title, and never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false, follow: false } };
}
