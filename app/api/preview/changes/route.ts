import { NextResponse, type NextRequest } from 'next/server';
import { isPreviewing } from '@/lib/preview/preview-reads';
import { changeStream } from '@/lib/preview/change-stream';
import { watchExpiries } from '@/server/shared/contract.mjs';

/**
 * Server-sent events for an open preview: `change` whenever content changes (Strapi's webhook, a
 * save; on any instance through Redis), so the page renders itself again. This is what makes a
 * save in the admin's edit view show in a preview open elsewhere; Strapi's own `strapiUpdate`
 * only follows actions taken in its preview page. For previews only: anyone else gets 404.
 */
export async function GET(request: NextRequest) {
  if (!(await isPreviewing())) return new NextResponse(null, { status: 404 });
  return new Response(changeStream(watchExpiries, request.signal), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold the events back until a buffer fills.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
