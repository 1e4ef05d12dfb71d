'use client';

import { useUiText } from '@/components/ui/ui-text';
import { useEffect } from 'react';
import { ErrorState } from '@/components/layout/error-state';

/** Anything a page could not recover from: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useUiText('Errors');
  const title = t('title');
  useEffect(() => {
    document.title = `${title} · Portico`;
  }, [title]);
  return <ErrorState title={title} body={t('body')} reference={error.digest && t('reference', { digest: error.digest })} reset={reset} />;
}
