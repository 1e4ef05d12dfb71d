import { NextResponse } from 'next/server';

/**
 * Liveness, for process supervisors: 200 while this process answers at all, whatever Strapi is
 * doing (restarting the app would not bring Strapi back). Whether to send it traffic is
 * readiness, `/api/ready`, answered by the page server: 503 while starting, shutting down, or while
 * Strapi is down or too slow.
 */
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
