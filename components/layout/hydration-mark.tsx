'use client';

import { useEffect } from 'react';

/** Marks the document once hydrated: from then on every control works, and end-to-end tests wait for it. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
