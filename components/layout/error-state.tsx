import { RetryButton } from '@/components/ui/retry-button';

/**
 * A page that could not be loaded, as every error page shows it: the error boundaries (drawn in the
 * browser) and the error view the server renders (PageErrorView). `data-page-error` (PAGE_ERROR_ATTRIBUTE)
 * tells the page server not to store it. No hooks and no "use client": server and client components both
 * render it.
 */
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
