'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The message Strapi's admin posts to its preview pane after a save or a publish. */
export const STRAPI_UPDATE = 'strapiUpdate';

/**
 * Renders the page again (a server refresh: the latest drafts, no reload, scroll kept) when
 * Strapi's admin says the document changed. Messages from any other origin or of any other type
 * are ignored: another site that frames or opens this page cannot make it do anything.
 * It does not answer `previewReady`: the admin would then send a script to run in this page,
 * which the CSP forbids and Portico has no use for.
 */
export function RefreshOnStrapiUpdate({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === STRAPI_UPDATE) router.refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [adminOrigin, router]);
  return null;
}
