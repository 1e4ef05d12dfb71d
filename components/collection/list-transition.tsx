'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * Wraps a server-rendered list (its search form, results and pagination). The plain HTML works
 * on its own; with JavaScript, searching and paging become client navigations in a transition:
 * the URL drops empty fields, Back still works, and the results show a skeleton while the next
 * page renders on the server.
 */
export function ListTransition({
  children,
  defaults = {},
  loadingLabel,
}: {
  children: ReactNode;
  defaults?: Record<string, string>;
  /** Said to screen readers while the next results render. */
  loadingLabel: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const go = (href: string) => startTransition(() => router.push(href, { scroll: false }));

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const form = event.target as HTMLFormElement;
    if (form.method.toLowerCase() !== 'get') return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      // Empty fields and defaults stay out of the URL, so shared links stay short.
      if (typeof value === 'string' && value !== '' && defaults[name] !== value) query.append(name, value);
    }
    const text = query.toString();
    go(`${new URL(form.action).pathname}${text ? `?${text}` : ''}`);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a[data-list-link]') as HTMLAnchorElement | null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(link.getAttribute('href') ?? '');
  }

  return (
    <div className={`list-transition${pending ? ' is-pending' : ''}`} aria-busy={pending} onSubmit={onSubmit} onClick={onClick}>
      {pending && (
        <p className="visually-hidden" role="status">
          {loadingLabel}
        </p>
      )}
      {children}
    </div>
  );
}
