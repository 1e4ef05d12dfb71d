import type { NextRequest } from 'next/server';
import { cachedPage } from '@/lib/cached-page';
import { NONCE_HEADER, REQUEST_PATH_HEADER } from '@/lib/request-path';

/**
 * Answers signed-out page views that proxy.ts rewrote here (see lib/page-cache.ts). proxy.ts
 * refuses direct requests to this route, so the path and nonce headers are always its own.
 */
export async function GET(request: NextRequest) {
  const path = request.headers.get(REQUEST_PATH_HEADER);
  const nonce = request.headers.get(NONCE_HEADER);
  if (!path?.startsWith('/') || !nonce) return new Response('Not found', { status: 404 });
  return cachedPage(path, nonce);
}
