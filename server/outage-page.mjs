// @ts-check
/**
 * The page answered while Strapi is down (503) or too slow (504): by proxy.ts before a page is
 * rendered, and by the page server when a render failed because Strapi stopped answering under it
 * (server/outage-fallback.mjs). Plain HTML with no script, so it needs nothing from the app to
 * render; it offers a retry and says when to expect one. Plain JavaScript: the page server runs
 * without a build step.
 *
 * @param {Exclude<import('./backend-health.mjs').BackendState, 'up'>} state
 * @param {number} retryAfterSeconds
 * @returns {{ status: number, html: string }}
 */
export function outagePage(state, retryAfterSeconds) {
  const status = state === 'slow' ? 504 : 503;
  const title = state === 'slow' ? 'The content service is too slow to answer' : 'Service unavailable';
  const message =
    state === 'slow'
      ? 'Portico asked the content service for this page, but it did not answer in time. Nothing is lost; please try again in a moment.'
      : 'Portico cannot get this page from its content service right now. This is usually brief: the page will work again as soon as the service is back.';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Portico</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f6f9;color:#1c1f26;margin:0;padding:3rem 1rem}main{max-width:560px;margin:auto;background:#fff;border:1px solid #d9dde5;border-radius:10px;padding:2rem}a{color:#2547d0;font-weight:600}</style>
</head><body><main role="main"><h1>${title}</h1><p>${message}</p><p><a href="">Try again</a> (in about ${retryAfterSeconds} seconds)</p><p><small>Error ${status}</small></p></main></body></html>`;
  return { status, html };
}

/** How long the outage page asks the browser to wait (its Retry-After). */
export const OUTAGE_RETRY_SECONDS = 5;
