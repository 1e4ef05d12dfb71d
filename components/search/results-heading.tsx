'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Takes focus when the page opens: a searcher hears the count, then the results. */
export function ResultsHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}
