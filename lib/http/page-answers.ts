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

// A content page that finds nothing or fails says its status on the request's context, which the page server writes.

export type PageAnswer = 'not-found' | 'failure';

export function isNotFound(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}

export function answerNotFound(): PageAnswer {
  answerStatus(404);
  return 'not-found';
}

/** Not found (404) or a failure (500, logged with the request's id); Next's own throws (a redirect) go on to Next. */
export function pageAnswerFor(error: unknown): PageAnswer {
  if (isNotFound(error)) return answerNotFound();
  unstable_rethrow(error);
  // A token Strapi refused is no failure of the page: the layout's session check signs the visitor out.
  if (errorStatus(error) !== 401) console.error(error);
  answerStatus(500);
  return 'failure';
}

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

export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false, follow: false } };
}
