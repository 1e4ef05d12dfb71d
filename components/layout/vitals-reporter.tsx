'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

// Measuring costs a few kilobytes of script: fetched once the browser is idle, never before the page works.
const VitalsBeacon = dynamic(() => import('./vitals-beacon'), { ssr: false });

export function VitalsReporter() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle ? <VitalsBeacon /> : null;
}
