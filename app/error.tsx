'use client';

import { useEffect } from 'react';
import { useRetry } from '@/components/ui/use-retry';

/** Anything a page could not recover from: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useRetry(reset);
  useEffect(() => {
    document.title = 'Something went wrong · Portico';
  }, []);
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>Something went wrong</h1>
      <p>The page could not be loaded. It may be a passing problem with the content service.</p>
      {error.digest && <p className="muted">Reference: {error.digest}</p>}
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </section>
  );
}
