'use client';

export default function CollectionError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="state-page" role="alert">
      <h1>This page could not be loaded</h1>
      <p>The content service did not answer as expected. Your filters are kept in the address, so trying again picks up where you were.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
