'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type FormEvent } from 'react';
import { useUiText } from '@/components/layout/ui-text';
import { useRetry } from './use-retry';

/** The page's query, as fields: a GET form without an action goes to the page's own path with them. */
function QueryFields() {
  const query = useSearchParams();
  return [...query].map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}

/** An error page the server rendered (PageErrorView) has no boundary to reset. */
const leaveAsIs = () => {};

/**
 * "Try again" on an error boundary, or on an error page the server rendered. Before hydration, or
 * without JavaScript, it loads the same address again (a GET form to the page itself, its query
 * kept); once hydrated, it renders the page again on the server without a reload and leaves the
 * error state.
 */
export function RetryButton({ reset = leaveAsIs }: { reset?: () => void }) {
  const retry = useRetry(reset);
  const t = useUiText('Errors');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    retry();
  };
  return (
    <form method="get" onSubmit={onSubmit}>
      <Suspense fallback={null}>
        <QueryFields />
      </Suspense>
      <button type="submit" className="button">
        {t('retry')}
      </button>
    </form>
  );
}
