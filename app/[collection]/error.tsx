'use client';

import { useUiText } from '@/components/layout/ui-text';
import { RetryButton } from '@/components/ui/retry-button';

export default function CollectionError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useUiText('Errors');
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>{t('listTitle')}</h1>
      <p>{t('listBody')}</p>
      <RetryButton reset={reset} />
    </section>
  );
}
