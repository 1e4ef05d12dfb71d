import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/layout/error-state';
import { currentRequestId } from '@/server/observability/observe.mjs';

/** Which words: a page's, or a list's (whose search and filters are kept in its address). */
export type PageErrorKind = 'page' | 'list';

/**
 * A page whose reads failed, rendered on the server (`answeredOnServer`): what the error
 * boundaries say, with the request's id as the
 * reference an operator finds it by in the logs, and "Try again" (a plain GET form to the same
 * address before hydration or without JavaScript).
 */
export async function PageErrorView({ kind }: { kind: PageErrorKind }) {
  const t = await getTranslations('Errors');
  const reference = currentRequestId();
  return (
    <ErrorState
      title={kind === 'list' ? t('listTitle') : t('title')}
      body={kind === 'list' ? t('listBody') : t('body')}
      reference={reference && t('reference', { digest: reference })}
    />
  );
}
