'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The message Strapi's admin posts to its preview pane after a save or a publish made there. */
export const STRAPI_UPDATE = 'strapiUpdate';

/** The app's own feed of content changes (app/api/preview/changes). */
export const CHANGES_URL = '/api/preview/changes';

/**
 * Renders the preview again (a server refresh: the latest drafts, no reload, scroll kept) when
 * the content changes:
 * - when Strapi's admin posts `strapiUpdate`, from its origin only: another site that frames or
 *   opens this page cannot make it do anything. `previewReady` is not sent: the admin would answer
 *   with a script to run in this page, which the CSP forbids and Portico has no use for;
 * - when the app's change feed says so: a save in the admin's edit view (another tab) reaches the
 *   app through Strapi's webhook, not through the preview pane.
 */
export function PreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === STRAPI_UPDATE) router.refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [adminOrigin, router]);

  useEffect(() => {
    const changes = new EventSource(CHANGES_URL);
    changes.addEventListener('change', () => router.refresh());
    return () => changes.close();
  }, [router]);

  return null;
}
