'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export const STRAPI_UPDATE = 'strapiUpdate';

export const CHANGES_URL = '/api/preview/changes';

/**
 * Renders the preview again when the admin posts `strapiUpdate` (from its origin only) or the app's feed of changes
 * says so. No `previewReady`: the admin would answer with a script to run here, which the CSP forbids.
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
