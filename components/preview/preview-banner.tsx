'use client';

import type { FormEvent } from 'react';
import { PreviewRefresh } from './preview-refresh';

export interface PreviewBannerText {
  label: string;
  title: string;
  body: string;
  exit: string;
}

/** Exit comes back to the page the browser is on now: the layout that renders this stays across navigations. */
export function PreviewBanner({ adminOrigin, path, text }: { adminOrigin: string; path: string; text: PreviewBannerText }) {
  const currentPath = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem('path');
    if (field instanceof HTMLInputElement) field.value = `${window.location.pathname}${window.location.search}`;
  };
  return (
    <aside className="preview-banner" aria-label={text.label}>
      <p>
        <strong>{text.title}</strong> {text.body}
      </p>
      <form method="post" action="/api/preview/exit" onSubmit={currentPath}>
        <input type="hidden" name="path" defaultValue={path} />
        <button type="submit" className="button secondary">
          {text.exit}
        </button>
      </form>
      <PreviewRefresh adminOrigin={adminOrigin} />
    </aside>
  );
}
