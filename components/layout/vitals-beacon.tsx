'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { VITALS_PATH } from '@/server/shared/route-paths.mjs';

type Metric = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const REPORTED = new Set(['LCP', 'CLS', 'INP']);

function report(metric: Metric) {
  if (!REPORTED.has(metric.name)) return;
  const body = JSON.stringify({ name: metric.name, value: metric.value, path: window.location.pathname });
  // A beacon outlives the page: the metrics are final only when it is hidden or left.
  if (!navigator.sendBeacon?.(VITALS_PATH, new Blob([body], { type: 'text/plain' }))) {
    void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true }).catch(() => {});
  }
}

export default function VitalsBeacon() {
  useReportWebVitals(report);
  return null;
}
