'use client';

import { RetryButton } from '@/components/ui/retry-button';

export default function CollectionError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>This page could not be loaded</h1>
      <p>The content service did not answer as expected. Your filters are kept in the address, so trying again picks up where you were.</p>
      <RetryButton reset={reset} />
    </section>
  );
}
