import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { CONTENT_TAG } from '@/lib/catalog';

/**
 * Strapi's webhook (entry.create/update/delete/publish/unpublish, media.update/delete): expires
 * the cached public reads, so a change shows on the next page load. Checked with the shared
 * secret in `Authorization: Bearer <REVALIDATE_SECRET>`.
 */
function authorized(request: NextRequest): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({ revalidated: false, message: 'Unauthorized' }, { status: 401 });
  const body = (await request.json().catch(() => ({}))) as { event?: string; uid?: string };
  // Expire now rather than serve stale: the editor expects to see the change on the next load.
  revalidateTag(CONTENT_TAG, { expire: 0 });
  return NextResponse.json({ revalidated: true, event: body.event ?? null, uid: body.uid ?? null });
}
