import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_cache } from 'next/cache';
import { CONTENT_TAG, SCHEMA_TAG } from './catalog';
import { publicRevalidateSeconds, strapiTimeoutMs, strapiUrl } from './config';
import { CACHE_STATUS_HEADER, nonceOf, PAGE_ERROR_ATTRIBUTE, RENDER_HEADER } from './page-cache';

/**
 * The signed-out page cache: whole HTML pages, kept in Next's data cache (Redis when REDIS_URL is
 * set, so every instance shares them) under the same tags as the public reads they were built
 * from, so the Strapi webhook and every save expire them together.
 *
 * A miss renders the page by asking this server for it (the RENDER_HEADER makes proxy.ts let the
 * request through to the page), exactly as a signed-out visitor would get it. A hit skips
 * rendering. Every response gets a fresh CSP nonce: the nonce the page was rendered with is
 * replaced in the HTML by the one proxy.ts put in this response's policy, so no two responses
 * share one. Replacing text is safe because React escapes content: a nonce string that appears
 * in an article can only ever be text, never an attribute.
 */

interface RenderedPage {
  html: string;
  nonce: string;
}

/** A response that must not be cached (not a 200 HTML page, or an error page): passed on as it is. */
class UncacheablePage extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: string,
    readonly nonce: string | null,
  ) {
    super(`page answered ${status}`);
  }
}

const PASSED_ON_HEADERS = ['content-type', 'location', 'retry-after', 'cache-control'];

function selfOrigin(): string {
  return (process.env.PORTICO_SELF_URL || process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/** Paths render() ran for since their last lookup began: how a lookup tells a miss from a hit. */
const renderedPaths = new Set<string>();

async function render(path: string): Promise<RenderedPage> {
  renderedPaths.add(path);
  const origin = selfOrigin();
  const response = await fetch(`${origin}${path}`, {
    headers: { [RENDER_HEADER]: '1', Accept: 'text/html' },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(strapiTimeoutMs + 5000),
  }).catch((error: Error) => {
    // Most likely a wrong PORTICO_SELF_URL: say where it looked (signed-out requests carry no token).
    console.error(`page cache: could not render ${path} from ${origin}: ${error.message}`);
    throw error;
  });
  const body = await response.text();
  const nonce = nonceOf(response.headers.get('content-security-policy'));
  const cacheable = response.status === 200 && nonce && response.headers.get('content-type')?.startsWith('text/html') && !body.includes(PAGE_ERROR_ATTRIBUTE);
  if (!cacheable) {
    throw new UncacheablePage(response.status, response.headers, body, nonce);
  }
  return { html: body, nonce };
}

/**
 * The build serving the pages, read as Next reads it. Part of the key with the Strapi address: the
 * data cache outlives restarts (on disk, or in Redis), and a page from another build would load
 * script chunks that no longer exist, one from another Strapi would show its media.
 */
function buildId(): string {
  try {
    return readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

const cachedRender = unstable_cache(render, ['portico-page-html', buildId(), strapiUrl], { tags: [CONTENT_TAG, SCHEMA_TAG], revalidate: publicRevalidateSeconds });

/** Lookups under way, so a burst of visitors to a cold page renders it once. */
const lookups = new Map<string, Promise<{ page: RenderedPage; missed: boolean }>>();

function lookUp(path: string): Promise<{ page: RenderedPage; missed: boolean }> {
  let lookup = lookups.get(path);
  if (!lookup) {
    renderedPaths.delete(path);
    lookup = cachedRender(path)
      .then((page) => ({ page, missed: renderedPaths.has(path) }))
      .finally(() => {
        renderedPaths.delete(path);
        lookups.delete(path);
      });
    lookups.set(path, lookup);
  }
  return lookup;
}

/** The page at `path` (path and query) for a signed-out visitor, with `nonce` on its scripts. */
export async function cachedPage(path: string, nonce: string): Promise<Response> {
  try {
    const { page, missed } = await lookUp(path);
    return new Response(page.html.replaceAll(page.nonce, nonce), {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // As Next sends for every dynamically rendered page: the HTML carries a one-time nonce.
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        [CACHE_STATUS_HEADER]: missed ? 'miss' : 'hit',
      },
    });
  } catch (error) {
    if (!(error instanceof UncacheablePage)) throw error;
    const headers = new Headers();
    for (const name of PASSED_ON_HEADERS) {
      const value = error.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set(CACHE_STATUS_HEADER, 'miss');
    return new Response(error.nonce ? error.body.replaceAll(error.nonce, nonce) : error.body, { status: error.status, headers });
  }
}
