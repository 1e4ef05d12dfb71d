import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/session';

/**
 * Who the session cookie belongs to: `{ id, username }`, or 401. The page server asks it to put
 * the member's name on shared pages (server/members.mjs); Strapi is asked at most once per
 * SESSION_RECHECK_SECONDS per session (lib/session.ts).
 */
export async function GET() {
  const session = await getCurrentUser();
  const headers = { 'Cache-Control': 'private, no-store' };
  if (session.status !== 'signed-in') return NextResponse.json({}, { status: 401, headers });
  return NextResponse.json({ id: session.user.id, username: session.user.username }, { headers });
}
