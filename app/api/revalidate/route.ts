import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheStats } from '@/lib/expiry/store-stats';
import { expireChange } from '@/lib/changes/expire';
import { revalidateSecret } from '@/lib/app-settings';

/** Strapi's webhook expires what a change touches; a GET with the same secret says how full the caches are. */
function authorized(request: NextRequest): boolean {
  if (!revalidateSecret) return false;
  const expected = Buffer.from(`Bearer ${revalidateSecret}`);
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({ revalidated: false, message: 'Unauthorized' }, { status: 401 });
  const body = (await request.json().catch(() => ({}))) as { event?: string; uid?: string; entry?: Record<string, unknown> };
  const documentId = typeof body.entry?.documentId === 'string' ? body.entry.documentId : undefined;
  // Media can be shown anywhere: a media event (or one without a type) expires everything.
  const uid = body.event?.startsWith('media.') ? undefined : body.uid;
  // Expired now rather than served stale: the editor expects to see the change on the next load.
  const { tags, pagesDropped } = await expireChange(uid, documentId, body.entry);
  return NextResponse.json({ revalidated: true, event: body.event ?? null, uid: body.uid ?? null, tags, pagesDropped });
}

export async function GET(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({ message: 'Unauthorized' }, { status: 401 });
  return NextResponse.json(cacheStats(), { headers: { 'Cache-Control': 'no-store' } });
}
