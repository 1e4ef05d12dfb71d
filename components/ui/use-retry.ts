'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** Renders the page again on the server, then leaves the error state. */
export function useRetry(reset: () => void): () => void {
  const router = useRouter();
  return () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
}
