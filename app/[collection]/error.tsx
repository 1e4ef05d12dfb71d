'use client';

import { useRetry } from '@/components/ui/use-retry';

export default function CollectionError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useRetry(reset);
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>This page could not be loaded</h1>
      <p>The content service did not answer as expected. Your filters are kept in the address, so trying again picks up where you were.</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </section>
  );
}
