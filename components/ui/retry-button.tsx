'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type FormEvent } from 'react';
import { useUiText } from '@/components/ui/ui-text';
import { useRetry } from './use-retry';

/** A GET form without an action goes to the page's own path, with these. */
function QueryFields() {
  const query = useSearchParams();
  return [...query].map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}

const leaveAsIs = () => {};

/** "Try again": the same address loaded again, or once hydrated rendered again on the server without a reload. */
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
