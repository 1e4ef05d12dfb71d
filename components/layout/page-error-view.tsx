import { getTranslations } from 'next-intl/server';
import { RetryButton } from '@/components/ui/retry-button';
import { currentRequestId } from '@/server/observe.mjs';

/** Which words: a page's, or a list's (whose search and filters are kept in its address). */
export type PageErrorKind = 'page' | 'list';

/**
 * A page whose reads failed, rendered on the server (lib/http/page-answers.tsx): what the error
 * boundaries (app/error.tsx, app/[collection]/error.tsx) say, with the request's id as the
 * reference an operator finds it by in the logs, and "Try again" (a plain GET form to the same
 * address before hydration or without JavaScript).
 */
export async function PageErrorView({ kind }: { kind: PageErrorKind }) {
  const t = await getTranslations('Errors');
  const reference = currentRequestId();
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>{kind === 'list' ? t('listTitle') : t('title')}</h1>
      <p>{kind === 'list' ? t('listBody') : t('body')}</p>
      {reference && <p className="muted">{t('reference', { digest: reference })}</p>}
      <RetryButton />
    </section>
  );
}
