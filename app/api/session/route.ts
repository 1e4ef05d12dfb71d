import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/session';

/** Who the session cookie belongs to, for the page server to fill stored pages with the member's name. */
export async function GET() {
  const session = await getCurrentUser();
  const headers = { 'Cache-Control': 'private, no-store' };
  // Strapi could not be asked: no answer either way (the page server then lets Next answer).
  if (session.status === 'unavailable') return NextResponse.json({}, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
  if (session.status !== 'signed-in') return NextResponse.json({}, { status: 401, headers });
  return NextResponse.json({ id: session.user.id, username: session.user.username }, { headers });
}
