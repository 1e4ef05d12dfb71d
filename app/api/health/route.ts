import { NextResponse } from 'next/server';

/** Liveness: 200 whatever Strapi is doing, since restarting the app would not bring Strapi back (readiness is `/api/ready`). */
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
