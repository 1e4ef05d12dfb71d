import 'server-only';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { errorStatus } from '@/lib/strapi';
import { answerStatus } from '@/server/observability/observe.mjs';

/**
 * What a content page that finds nothing, or whose reads fail, answers: its status (404, 500), said
 * on the request's context, which the page server writes in the head, and its metadata. The views
 * are the component layer's to render (`answeredOnServer`).
 */

/** What a page threw, as what it answers instead: the not-found view, or the error view. */
export type PageAnswer = 'not-found' | 'failure';

/** Whether `error` is what Next's `notFound()` throws. */
export function isNotFound(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}

/** Says this request answers 404: it shows the not-found view. */
export function answerNotFound(): PageAnswer {
  answerStatus(404);
  return 'not-found';
}

/**
 * What a page threw, as its answer, with the request's status: not found (404), or a failure (500),
 * logged as Next logs a failed render, with the request's id. Next's other throws (a redirect, a
 * dynamic render's signal) go on to Next.
 */
export function pageAnswerFor(error: unknown): PageAnswer {
  if (isNotFound(error)) return answerNotFound();
  unstable_rethrow(error);
  // A token Strapi refused (401) is no failure of the page: the layout's session check, run beside
  // it, signs the visitor out, and its redirect is the answer.
  if (errorStatus(error) !== 401) console.error(error);
  answerStatus(500);
  return 'failure';
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
