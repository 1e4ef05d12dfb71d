import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/layout/error-state';
import { currentRequestId } from '@/server/observability/observe.mjs';

export type PageErrorKind = 'page' | 'list';

/** What the error boundaries say, with the request's id: the reference an operator finds it by in the logs. */
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
