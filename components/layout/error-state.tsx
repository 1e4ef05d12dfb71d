import { RetryButton } from '@/components/ui/retry-button';

/** A page that could not be loaded; `data-page-error` keeps the page server from storing it. Server and client render it. */
export function ErrorState({ title, body, reference, reset }: { title: string; body: string; reference?: string; reset?: () => void }) {
  return (
    <section className="state-page" role="alert" data-page-error>
      <h1>{title}</h1>
      <p>{body}</p>
      {reference && <p className="muted">{reference}</p>}
      <RetryButton reset={reset} />
    </section>
  );
}
