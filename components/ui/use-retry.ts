'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** "Try again" for an error boundary: render the page again on the server, then leave the error state. */
export function useRetry(reset: () => void): () => void {
  const router = useRouter();
  return () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
}
