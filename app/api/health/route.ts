import { NextResponse } from 'next/server';
import { backendState } from '@/server/backend-health.mjs';
import { backendProbeTimeoutMs, strapiUrl } from '@/lib/config';

/**
 * For load balancers and monitors: 200 while this instance can serve pages, 503 while Strapi is
 * down or too slow (the instance itself is fine, but its pages would be outage pages).
 */
export async function GET() {
  const backend = await backendState(strapiUrl, backendProbeTimeoutMs);
  return NextResponse.json(
    { status: backend === 'up' ? 'ok' : 'degraded', backend },
    { status: backend === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
