'use client';

import { useUiText } from '@/components/layout/ui-text';
import { useEffect } from 'react';
import { RetryButton } from '@/components/ui/retry-button';

/** Anything a page could not recover from: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useUiText('Errors');
  const title = t('title');
  useEffect(() => {
    document.title = `${title} · Portico`;
  }, [title]);
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>{title}</h1>
      <p>{t('body')}</p>
      {error.digest && <p className="muted">{t('reference', { digest: error.digest })}</p>}
      <RetryButton reset={reset} />
    </section>
  );
}
