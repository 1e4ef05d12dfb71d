'use client';

import { useEffect } from 'react';
import { RetryButton } from '@/components/ui/retry-button';

/** Anything a page could not recover from: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    document.title = 'Something went wrong · Portico';
  }, []);
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>Something went wrong</h1>
      <p>The page could not be loaded. It may be a passing problem with the content service.</p>
      {error.digest && <p className="muted">Reference: {error.digest}</p>}
      <RetryButton reset={reset} />
    </section>
  );
}
