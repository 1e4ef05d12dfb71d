import { NextResponse, type NextRequest } from 'next/server';
import { memberUpload } from '@/lib/collections/member-upload';

/**
 * POST /api/uploads: one file (multipart `file`, optional `alternativeText`) of a media field, sent as the form is
 * saved so the field can show its progress; `?locale=` is the page's, for the words of a refusal. Answers
 * `{ id, name, url, mime }`, or `{ message }` with a 4xx (503 when Strapi cannot be reached).
 */
export async function POST(request: NextRequest) {
  const outcome = await memberUpload(request, request.nextUrl.searchParams.get('locale'));
  const headers = { 'Cache-Control': 'no-store' };
  return outcome.ok
    ? NextResponse.json(outcome.file, { status: 201, headers })
    : NextResponse.json({ message: outcome.message }, { status: outcome.status, headers });
}
